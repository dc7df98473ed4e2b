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
  // Compiled on an operation's first call, not at start: a server answers a few dozen of the 327 operations most of
  // the time, and the ~650 compiled validators held tens of megabytes it never used (issue 29's memory aim).
  let validateQuery: ValidateFunction | undefined;
  const queryValidator = () => (validateQuery ??= queryAjv.compile(absolute(querySchema) as JsonSchema));
  const media = operation.requestBody?.content['application/json'];
  let validateBody: ValidateFunction | undefined;
  const bodyValidator = () =>
    (validateBody ??= compileAt(bodyAjv, jsonPointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema')));

  return {
    query(raw) {
      const query = { ...((raw as Record<string, unknown>) ?? {}) };
      // Before validation: coercion would turn `1%0C` into the number 1.
      const forbidden = forbiddenTextAt(query);
      if (forbidden) throw badRequest(describeForbiddenText(querySchema, forbidden, 'query'));
      const validate = queryValidator();
      if (!validate(query)) throw badRequest(describeViolation(querySchema, validate.errors![0], 'query'));
      return query;
    },
    body(raw) {
      if (!media) return undefined;
      if (raw === undefined || raw === null || raw === '') throw badRequest('请求体不能为空');
      const forbidden = forbiddenTextAt(raw);
      if (forbidden) throw badRequest(describeForbiddenText(media.schema, forbidden, 'body'));
      const validate = bodyValidator();
      if (!validate(raw)) throw badRequest(describeViolation(media.schema, validate.errors![0], 'body'));
      return raw;
    },
  };
}
