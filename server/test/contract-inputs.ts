// What one operation takes, read from the bundled contract: its query parameters and body fields with their merged
// schemas (through $ref and allOf), and a valid example of each to break one part at a time.
import { contract, type JsonSchema, type OperationObject, resolveRef } from '../../openapi/validate';
import { type OperationId, operationIndex } from '../../sdk';
import { type FormPart, TINY_PNG } from './multipart';

export interface Field {
  /** Property names from the body's root, or the parameter's name alone. */
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

export interface OperationInputs {
  operationId: OperationId;
  method: string;
  path: string;
  query: Field[];
  exampleQuery: Record<string, string>;
  /** Body fields at every depth; undefined when the operation takes no body. */
  body?: Field[];
  exampleBody?: Record<string, unknown>;
  /** multipart/form-data fields (uploadImage); a `format: binary` field is a file. */
  multipart?: Field[];
  /** A valid form: a small real PNG for each file field, each other field's example. */
  exampleForm?: FormPart[];
}

/** One schema with its $refs followed and its allOf layers merged (the outer layer's keywords win). */
export function flatten(node: unknown): JsonSchema {
  const resolved = resolveRef<JsonSchema>(node);
  const merged: JsonSchema = {};
  for (const part of (resolved.allOf as JsonSchema[] | undefined) ?? []) {
    const layer = flatten(part);
    for (const [key, value] of Object.entries(layer)) {
      if (key === 'properties') merged.properties = { ...(merged.properties as object), ...(value as object) };
      else if (key === 'required') merged.required = [...((merged.required as string[]) ?? []), ...(value as string[])];
      else merged[key] = value;
    }
  }
  for (const [key, value] of Object.entries(resolved)) {
    if (key === 'allOf') continue;
    if (key === 'properties') merged.properties = { ...(merged.properties as object), ...(value as object) };
    else if (key === 'required') merged.required = [...((merged.required as string[]) ?? []), ...(value as string[])];
    else merged[key] = value;
  }
  return merged;
}

function bodyFields(schema: JsonSchema, prefix: string[] = []): Field[] {
  const flat = flatten(schema);
  const required = new Set((flat.required as string[] | undefined) ?? []);
  const fields: Field[] = [];
  for (const [name, child] of Object.entries((flat.properties as Record<string, JsonSchema> | undefined) ?? {})) {
    const field = { path: [...prefix, name], schema: flatten(child), required: required.has(name) };
    fields.push(field);
    if (field.schema.type === 'object') fields.push(...bodyFields(child, field.path));
  }
  return fields;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
  example?: unknown;
}

function exampleOf(parameter: Parameter): unknown {
  const schema = flatten(parameter.schema);
  return parameter.example ?? schema.example ?? (schema.examples as unknown[] | undefined)?.[0] ?? schema.default;
}

export function operationInputs(operationId: OperationId): OperationInputs {
  const { method, path } = operationIndex[operationId];
  const operation = contract.paths[path][method] as OperationObject;
  const parameters = (operation.parameters ?? []).map((p) => resolveRef<Parameter>(p)).filter((p) => p.in === 'query');
  const exampleQuery: Record<string, string> = {};
  for (const parameter of parameters) {
    const example = exampleOf(parameter);
    if (example !== undefined) exampleQuery[parameter.name] = String(example);
    else if (parameter.required) throw new Error(`${operationId}: required query parameter ${parameter.name} has no example`);
  }
  const form = (operation.requestBody?.content as Record<string, { schema: JsonSchema }> | undefined)?.['multipart/form-data'];
  const multipart = form ? bodyFields(form.schema) : undefined;
  const exampleForm = multipart?.map(
    (field): FormPart =>
      field.schema.format === 'binary'
        ? { name: field.path[0], value: TINY_PNG, filename: 'example.png', contentType: 'image/png' }
        : { name: field.path[0], value: String((field.schema.examples as unknown[] | undefined)?.[0] ?? field.schema.default ?? '') },
  );
  const media = operation.requestBody?.content['application/json'];
  const examples = Object.values(media?.examples ?? {});
  if (media && !examples.length) throw new Error(`${operationId}: its request body has no example`);
  return {
    operationId,
    method,
    path,
    query: parameters.map((p) => ({ path: [p.name], schema: flatten(p.schema), required: Boolean(p.required) })),
    exampleQuery,
    body: media ? bodyFields(media.schema) : undefined,
    exampleBody: examples[0]?.value as Record<string, unknown> | undefined,
    multipart,
    exampleForm,
  };
}
