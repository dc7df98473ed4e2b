// JSON Schema validation against the bundled contract, shared by the server (requests) and the tests (examples, responses).
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import bundle from './dist/openapi.json' with { type: 'json' };

export type JsonSchema = Record<string, unknown>;

export interface OperationObject {
  operationId: string;
  tags: string[];
  summary: string;
  security?: Record<string, string[]>[];
  parameters?: JsonSchema[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema; examples?: Record<string, { value: unknown }> } } };
  responses: Record<string, JsonSchema>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, JsonSchema>; parameters: Record<string, JsonSchema>; responses: Record<string, JsonSchema> };
}

export const contract = bundle as unknown as OpenApiDocument;
const CONTRACT_ID = 'commune:openapi';

const addFormats = addFormatsPlugin as unknown as (ajv: Ajv2020) => Ajv2020;

/** One Ajv for the whole contract; `coerce` converts query strings to the declared types. */
export function createContractAjv(options: { coerce?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    verbose: true,
    coerceTypes: options.coerce ? 'array' : false,
    useDefaults: Boolean(options.coerce),
  });
  addFormats(ajv);
  ajv.addSchema({ ...(contract as object), $id: CONTRACT_ID });
  return ajv;
}

export function jsonPointer(...segments: string[]): string {
  return `#/${segments.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}

/** Compiles the schema found at a JSON pointer inside the bundled contract. */
export function compileAt(ajv: Ajv2020, pointer: string): ValidateFunction {
  return ajv.compile({ $ref: `${CONTRACT_ID}${pointer}` });
}

/** Resolves a local `$ref` (`#/components/...`) of the bundle. */
export function resolveRef<T = JsonSchema>(node: unknown): T {
  let current = node as JsonSchema;
  while (current && typeof current.$ref === 'string') {
    const path = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
    current = path.reduce<unknown>((acc, key) => (acc as Record<string, unknown>)[key], contract) as JsonSchema;
  }
  return current as T;
}

export interface OperationEntry {
  path: string;
  method: string;
  operation: OperationObject;
}

export function listOperations(): OperationEntry[] {
  const list: OperationEntry[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(item)) list.push({ path, method, operation });
  }
  return list;
}

export type { ErrorObject, ValidateFunction };
