// What commctl reads from the bundled contract (openapi/dist/openapi.json, inlined by esbuild): each operation's query
// parameters, whether it takes a body, and the fields of its `data`. Generated commands, `commctl api` and `--json <fields>`
// are driven by this, so they follow the contract without code per operation.
import bundle from '../../openapi/dist/openapi.json' with { type: 'json' };
import { type OperationId, operationIndex } from '../../sdk';

type Json = Record<string, unknown>;

interface Document {
  paths: Record<string, Record<string, Json>>;
  tags?: { name: string; description?: string }[];
}

const doc = bundle as unknown as Document;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows local `$ref`s (`#/components/...`); undefined for what is not a schema object. */
function resolve(node: unknown): Json | undefined {
  let current: unknown = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 32; hops++) {
    const segments = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
    current = segments.reduce<unknown>((acc, key) => (isObject(acc) ? acc[key] : undefined), doc);
  }
  return isObject(current) ? current : undefined;
}

/** The members of a composed schema (allOf, anyOf, oneOf), resolved. */
function members(schema: Json): Json[] {
  return ['allOf', 'anyOf', 'oneOf']
    .flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : []))
    .flatMap((m) => {
      const resolved = resolve(m);
      return resolved ? [resolved] : [];
    });
}

const isNullSchema = (schema: Json) => schema.type === 'null';

/** The schema without its `null` alternative: `oneOf: [X, {type: null}]` → X. */
function nonNull(schema: Json): Json {
  const alternatives = members(schema).filter((m) => !isNullSchema(m));
  const ownShape = schema.properties || schema.type || schema.enum;
  return !ownShape && alternatives.length === 1 ? nonNull(alternatives[0]) : schema;
}

function typeOf(schema: Json): string | undefined {
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  if (typeof type === 'string') return type;
  if (schema.properties) return 'object';
  for (const m of members(schema)) {
    const t = typeOf(m);
    if (t && t !== 'null') return t;
  }
  return undefined;
}

/** Chinese labels of an enum from the contract's `x-enum-descriptions`, merged over anyOf/oneOf (SaasRole | ConsoleRole). */
function labelsOf(schema: Json): Record<string, string> | undefined {
  if (Array.isArray(schema.enum)) {
    const descriptions = schema['x-enum-descriptions'];
    if (!Array.isArray(descriptions)) return undefined;
    return Object.fromEntries((schema.enum as unknown[]).map((value, i) => [String(value), String(descriptions[i] ?? value)]));
  }
  const merged = members(schema)
    .filter((m) => !isNullSchema(m))
    .map(labelsOf);
  if (merged.length === 0 || merged.some((labels) => !labels)) return undefined;
  return Object.assign({}, ...merged);
}

/** Properties in schema order, through allOf/anyOf/oneOf. */
function propertiesOf(schema: Json): [string, Json][] {
  const found = new Map<string, Json>();
  const visit = (s: Json, depth: number) => {
    if (depth > 8) return;
    if (isObject(s.properties))
      for (const [name, property] of Object.entries(s.properties)) if (!found.has(name)) found.set(name, resolve(property) ?? {});
    for (const m of members(s)) visit(m, depth + 1);
  };
  visit(schema, 0);
  return [...found];
}

/** One field of an object in `data`: what output needs to show it (labels, money, Beijing time). */
export interface FieldSpec {
  name: string;
  title?: string;
  type?: string;
  format?: string;
  /** Enum value → Chinese label, from the contract. */
  labels?: Record<string, string>;
  /** For an array of enum values. */
  itemLabels?: Record<string, string>;
  /** For a nested object. */
  fields?: FieldSpec[];
}

function fieldOf(name: string, raw: Json, depth = 0): FieldSpec {
  const schema = nonNull(raw);
  const type = typeOf(schema);
  const field: FieldSpec = { name, type };
  const title = raw.title ?? schema.title;
  // A `$ref`'s own title names the type (授权类型) and reads well as a column; a property without one keeps its name.
  if (typeof title === 'string') field.title = title;
  if (typeof schema.format === 'string') field.format = schema.format;
  const labels = labelsOf(schema);
  if (labels) field.labels = labels;
  if (type === 'array') {
    const items = resolve(schema.items);
    const itemLabels = items && labelsOf(nonNull(items));
    if (itemLabels) field.itemLabels = itemLabels;
  }
  if (type === 'object' && depth < 3) field.fields = propertiesOf(schema).map(([n, s]) => fieldOf(n, s, depth + 1));
  return field;
}

const fieldsOf = (schema: Json | undefined): FieldSpec[] => (schema ? propertiesOf(nonNull(schema)).map(([n, s]) => fieldOf(n, s)) : []);

/**
 * The shape of an operation's `data`:
 * - `page`: an object with `list` (and `total` or `nextCursor`); fields are those of one item;
 * - `array`: an array; fields are those of one item (none for an array of values);
 * - `object`: one object and its fields;
 * - `value`: anything else, or no `data` at all.
 */
export type DataShape =
  | { kind: 'page'; fields: FieldSpec[] }
  | { kind: 'array'; fields: FieldSpec[]; item?: FieldSpec }
  | { kind: 'object'; fields: FieldSpec[] }
  | { kind: 'value' };

function dataShapeOf(data: Json | undefined): DataShape {
  if (!data) return { kind: 'value' };
  const schema = nonNull(data);
  const type = typeOf(schema);
  if (type === 'array') {
    const items = resolve(schema.items);
    return {
      kind: 'array',
      fields: items && typeOf(nonNull(items)) === 'object' ? fieldsOf(items) : [],
      item: items && fieldOf('', items),
    };
  }
  if (type !== 'object') return { kind: 'value' };
  const list = propertiesOf(schema).find(([name]) => name === 'list')?.[1];
  if (list && typeOf(nonNull(list)) === 'array') return { kind: 'page', fields: fieldsOf(resolve(nonNull(list).items)) };
  return { kind: 'object', fields: fieldsOf(schema) };
}

/** A query parameter, as a flag. */
export interface ParamSpec {
  name: string;
  required: boolean;
  description?: string;
  title?: string;
  type?: string;
  format?: string;
  minimum?: number;
  /** Values of an enum with their Chinese labels (the value itself when the contract gives none). */
  labels?: Record<string, string>;
}

function paramOf(raw: Json): ParamSpec | undefined {
  if (raw.in !== 'query' || typeof raw.name !== 'string') return undefined;
  const schema = nonNull(resolve(raw.schema) ?? {});
  const param: ParamSpec = { name: raw.name, required: raw.required === true, type: typeOf(schema) };
  if (typeof raw.description === 'string') param.description = raw.description.trim();
  const title = resolve(raw.schema)?.title ?? schema.title;
  if (typeof title === 'string') param.title = title;
  if (typeof schema.format === 'string') param.format = schema.format;
  if (typeof schema.minimum === 'number') param.minimum = schema.minimum;
  const labels =
    labelsOf(schema) ?? (Array.isArray(schema.enum) ? Object.fromEntries(schema.enum.map((v) => [String(v), String(v)])) : undefined);
  if (labels) param.labels = labels;
  return param;
}

export interface OperationShape {
  id: OperationId;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  query: ParamSpec[];
  /** The contract gives a JSON request body. */
  body: boolean;
  readonly data: DataShape;
}

/** The `data` schema inside an operation's success envelope (`allOf: [Result]` + `properties.data`, or any composition of them). */
function dataSchemaOf(operation: Json): Json | undefined {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const success = resolve(responses['200'] ?? responses['201']);
  const content = success && isObject(success.content) ? success.content['application/json'] : undefined;
  const envelope = isObject(content) ? resolve(content.schema) : undefined;
  return envelope ? propertiesOf(envelope).find(([name]) => name === 'data')?.[1] : undefined;
}

const shapes = new Map<OperationId, OperationShape>();

/** Everything commctl knows about one operation, from the SDK's index and the bundled contract. */
export function operationShape(id: OperationId): OperationShape {
  const cached = shapes.get(id);
  if (cached) return cached;
  const entry = operationIndex[id] as { method: string; path: string; tag: string; summary: string };
  const pathItem = doc.paths[entry.path] ?? {};
  // While the contract and the SDK are regenerated apart, an operation may be missing from one of them: it then has no flags.
  const operation = isObject(pathItem[entry.method]) ? pathItem[entry.method] : {};
  const rawParams = [
    ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ];
  const query = rawParams.flatMap((p) => {
    const param = paramOf(resolve(p) ?? {});
    return param ? [param] : [];
  });
  let data: DataShape | undefined;
  const shape: OperationShape = {
    id,
    method: entry.method,
    path: entry.path,
    tag: entry.tag,
    summary: entry.summary,
    description: typeof operation.description === 'string' ? operation.description.trim() : undefined,
    query,
    body: isObject(operation.requestBody),
    // Worked out when first asked for: building the command tree needs the flags of every operation, not their data.
    get data() {
      data ??= dataShapeOf(dataSchemaOf(operation));
      return data;
    },
  };
  shapes.set(id, shape);
  return shape;
}

export const operationIds = (): OperationId[] => Object.keys(operationIndex) as OperationId[];

/** The Chinese description of a tag (an area of the contract). */
export function tagDescription(tag: string): string | undefined {
  return doc.tags?.find((t) => t.name === tag)?.description;
}

/** The names `--json <fields>` accepts for this operation's data, in the contract's order. */
export function fieldNames(shape: DataShape): string[] {
  return shape.kind === 'value' ? [] : shape.fields.map((f) => f.name);
}
