import {
  compileAt,
  createContractAjv,
  type JsonSchema,
  jsonPointer,
  type OperationEntry,
  resolveRef,
  type ValidateFunction,
} from '../../../openapi/validate';
import { badRequest } from '../http/errors';
import { describeForbiddenText, describeViolation } from './messages';
import { forbiddenTextAt } from './text-rules';

const queryAjv = createContractAjv({ coerce: true });
const bodyAjv = createContractAjv();

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface RequestValidator {
  query(raw: unknown): Record<string, unknown>;
  body(raw: unknown): unknown;
}

/** Compiles the contract's parameters and request body of one operation into validators that throw Chinese 400s. */
export function createRequestValidator({ path, method, operation }: OperationEntry): RequestValidator {
  const parameters = (operation.parameters ?? []).map((p) => resolveRef<Parameter>(p)).filter((p) => p.in === 'query');
  // Refs inside parameters point into the bundle; the synthesized schema must reach them through its absolute id.
  const absolute = (node: unknown): unknown =>
    Array.isArray(node)
      ? node.map(absolute)
      : node && typeof node === 'object'
        ? Object.fromEntries(
            Object.entries(node).map(([k, v]) => [
              k,
              k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `commune:openapi${v}` : absolute(v),
            ]),
          )
        : node;
  const querySchema: JsonSchema = {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
  const validateQuery = queryAjv.compile(absolute(querySchema) as JsonSchema);
  const media = operation.requestBody?.content['application/json'];
  const validateBody: ValidateFunction | undefined = media
    ? compileAt(bodyAjv, jsonPointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema'))
    : undefined;

  return {
    query(raw) {
      const query = { ...((raw as Record<string, unknown>) ?? {}) };
      // Before validation: coercion would turn `1%0C` into the number 1.
      const forbidden = forbiddenTextAt(query);
      if (forbidden) throw badRequest(describeForbiddenText(querySchema, forbidden, 'query'));
      if (!validateQuery(query)) throw badRequest(describeViolation(querySchema, validateQuery.errors![0], 'query'));
      return query;
    },
    body(raw) {
      if (!validateBody) return undefined;
      if (raw === undefined || raw === null || raw === '') throw badRequest('请求体不能为空');
      const forbidden = forbiddenTextAt(raw);
      if (forbidden) throw badRequest(describeForbiddenText(media!.schema, forbidden, 'body'));
      if (!validateBody(raw)) throw badRequest(describeViolation(media!.schema, validateBody.errors![0], 'body'));
      return raw;
    },
  };
}
