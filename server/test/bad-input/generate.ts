// Bad requests for one operation, generated from its contract: its example input with one to three parts broken —
// wrong types, missing and extra fields, lengths one past the bound, control characters, huge numbers, arrays and
// objects where scalars belong, prototype keys — or the whole body malformed, oversized or of another content type.
import type { JsonSchema } from '../../../openapi/validate';
import type { Field, OperationInputs } from '../contract-inputs';
import { type FormPart, multipartBody, TINY_PNG } from '../multipart';
import type { WireRequest } from './oracle';
import type { Rng } from './seed';

/** A JSON number written as is (1e309, -0, 2^63), which JSON.stringify cannot produce. */
class RawNumber {
  constructor(readonly text: string) {}
}

export interface BadRequest extends WireRequest {
  label: string;
}

type Json = unknown;
type Draft = { query: Map<string, string[]>; rawQuery: [string, string][]; body?: Json; payload?: string | Buffer; contentType?: string };
type Mutation = (draft: Draft, rng: Rng) => string | undefined;

const CONTROL = ['\u0000', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f'];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
const TEXT_UNITS = ['a', 'Z', '9', '中', '文', '😀', 'é', ' ', '-', '_'];
const EXTRA_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '$where',
  'admin',
  'isMainManager',
  'x',
  '',
  ' ',
  '中文',
  '😀',
  '\u0000',
  'a'.repeat(600),
];
const ODD_STRINGS = [
  '',
  ' ',
  'abc',
  '中文',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '1.5',
  '-1',
  '0',
  '9223372036854775808',
  '0x10',
  '１２３',
  'null',
  'true',
  '[]',
  '{}',
  ' 1',
  '1 ',
];
const oddJson = (): Json[] => [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  new RawNumber('1e309'),
  new RawNumber('-1e309'),
  new RawNumber('-0'),
  new RawNumber('9223372036854775808'),
  new RawNumber('1e-400'),
  new RawNumber('123456789012345678901234567890'),
  ...ODD_STRINGS,
  [],
  [1],
  ['a'],
  [null],
  [[]],
  {},
  { a: 1 },
  { $gt: 1 },
];

/** JSON text, with RawNumber leaves and own `__proto__` keys kept as written. */
export function encodeJson(value: Json): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(encodeJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${encodeJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function text(rng: Rng, length: number, units = TEXT_UNITS): string {
  let out = '';
  for (let i = 0; i < length; i++) out += rng.pick(units);
  return out;
}

/** A string that breaks one of the field's string rules, or undefined when it has none to break. */
function badString(schema: JsonSchema, current: string, rng: Rng): string | undefined {
  const options: (() => string | undefined)[] = [];
  const max = schema.maxLength as number | undefined;
  const min = schema.minLength as number | undefined;
  if (max !== undefined) options.push(() => text(rng, max + rng.int(1, 3)));
  if (min !== undefined && min > 0) options.push(() => [...current].slice(0, min - 1).join(''));
  if (schema.pattern || schema.format) {
    options.push(() =>
      rng.pick([`${current}x`, ` ${current}`, `${current}中`, text(rng, rng.int(1, 12)), '2024-02-30', '2024-13-01', '20240101']),
    );
  }
  if (schema.enum) options.push(() => rng.pick([`${current}x`, 'x', '', String(rng.int(-5, 99))]));
  return options.length ? rng.pick(options)() : undefined;
}

function withControl(current: string, rng: Rng, units = [...CONTROL, ...LONE_SURROGATES]): string {
  const chars = [...current];
  const at = rng.int(0, chars.length);
  const control = rng.pick(units);
  if (chars.length && rng.chance(0.5)) chars[Math.min(at, chars.length - 1)] = control;
  else chars.splice(at, 0, control);
  return chars.join('');
}

function badNumber(schema: JsonSchema, rng: Rng): Json {
  const options: Json[] = [
    1.5,
    -0.5,
    new RawNumber('1e309'),
    new RawNumber('-1e309'),
    new RawNumber('-0'),
    new RawNumber('9223372036854775808'),
  ];
  if (typeof schema.minimum === 'number') options.push(schema.minimum - 1, schema.minimum - 2 ** 31);
  if (typeof schema.maximum === 'number') options.push(schema.maximum + 1, new RawNumber(`${schema.maximum}0`));
  options.push(2 ** 31, 2 ** 63, -(2 ** 31) - 1);
  return rng.pick(options);
}

function current(draft: Draft, path: string[]): unknown {
  let node = draft.body as Record<string, unknown> | undefined;
  for (const key of path) node = node && typeof node === 'object' ? (node[key] as Record<string, unknown>) : undefined;
  return node;
}

/** The object holding `path`'s last key, creating objects on the way. */
function holder(draft: Draft, path: string[]): Record<string, unknown> {
  if (!draft.body || typeof draft.body !== 'object' || Array.isArray(draft.body)) draft.body = {};
  let node = draft.body as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object' || Array.isArray(node[key])) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  return node;
}

function setBody(draft: Draft, path: string[], value: unknown) {
  setOwn(holder(draft, path), path[path.length - 1], value);
}

/** One broken value for a body field, chosen among what its schema allows to break. */
function breakBodyField(field: Field, draft: Draft, rng: Rng): string {
  const { schema, path } = field;
  const name = path.join('.');
  const value = current(draft, path);
  const type = schema.type as string | undefined;
  const kinds = ['wrong type', 'wrong type', 'array for scalar', 'object for scalar', 'control'];
  if (field.required) kinds.push('missing');
  if (type === 'string') kinds.push('string rule', 'string rule');
  if (type === 'integer' || type === 'number') kinds.push('number', 'number');
  if (type === 'array') kinds.push('items', 'items');
  if (schema.enum) kinds.push('enum');
  const kind = rng.pick(kinds);
  switch (kind) {
    case 'missing':
      delete holder(draft, path)[path[path.length - 1]];
      return `${name}: missing`;
    case 'array for scalar':
      setBody(draft, path, rng.pick([[value ?? 1], [value ?? 1, value ?? 1], [[value ?? 1]]]));
      return `${name}: array`;
    case 'object for scalar':
      setBody(draft, path, rng.pick<Json>([{ value: value ?? 1 }, { $ne: null }, { toString: 'x' }, {}]));
      return `${name}: object`;
    case 'control': {
      const base = typeof value === 'string' ? value : text(rng, rng.int(0, 4));
      setBody(draft, path, withControl(base, rng));
      return `${name}: control character`;
    }
    case 'string rule': {
      const broken = badString(schema, typeof value === 'string' ? value : '', rng);
      if (broken === undefined) break;
      setBody(draft, path, broken);
      return `${name}: string rule`;
    }
    case 'number':
      setBody(draft, path, badNumber(schema, rng));
      return `${name}: number bound`;
    case 'enum':
      setBody(draft, path, rng.pick([99, -1, 'x', '1', new RawNumber('1.0e0'), ...(schema.enum as unknown[]).map((v) => `${v} `)]));
      return `${name}: not in enum`;
    case 'items': {
      const items = Array.isArray(value) ? value : [];
      const one = items[0] ?? 1;
      const max = schema.maxItems as number | undefined;
      setBody(
        draft,
        path,
        rng.pick([
          [],
          [one, one],
          // One too many: numbers and strings made distinct; anything else (objects, some without a prototype, which a
          // template string cannot print) repeated.
          Array.from({ length: (max ?? 100) + 1 }, (_, i) =>
            typeof one === 'number' ? i + 1 : typeof one === 'string' ? `${one}${i}` : one,
          ),
          [rng.pick(oddJson())],
          [...items, withControl('a', rng)],
          [...items, rng.pick([null, [one], { one }])],
        ]),
      );
      return `${name}: items`;
    }
  }
  setBody(draft, path, rng.pick(oddJson()));
  return `${name}: wrong type`;
}

function breakQueryField(field: Field, draft: Draft, rng: Rng): string {
  const name = field.path[0];
  const value = draft.query.get(name)?.[0] ?? '';
  const { schema } = field;
  const kinds = ['wrong value', 'wrong value', 'repeated', 'bracket', 'control', 'malformed escape'];
  if (field.required) kinds.push('missing');
  if (schema.type === 'string') kinds.push('string rule', 'string rule');
  if (schema.type === 'integer' || schema.type === 'number') kinds.push('number', 'number');
  const kind = rng.pick(kinds);
  switch (kind) {
    case 'missing':
      draft.query.delete(name);
      return `?${name}: missing`;
    case 'repeated':
      draft.query.set(name, [value, rng.pick([value, '1', '', 'x'])]);
      return `?${name}: repeated`;
    case 'bracket':
      draft.query.delete(name);
      draft.rawQuery.push([`${encodeURIComponent(name)}${rng.pick(['[a]', '[]', '.a', '%5B0%5D'])}`, encodeURIComponent(value || '1')]);
      return `?${name}: object syntax`;
    case 'control':
      draft.query.set(name, [withControl(value, rng, CONTROL)]);
      return `?${name}: control character`;
    case 'malformed escape':
      draft.query.delete(name);
      draft.rawQuery.push([
        encodeURIComponent(name),
        `${encodeURIComponent(value)}${rng.pick(['%', '%zz', '%E4%B8', '%ED%A0%80', '%C0%80', '%F4%90%80%80'])}`,
      ]);
      return `?${name}: malformed escape`;
    case 'string rule': {
      const broken = badString(schema, value, rng);
      if (broken === undefined) break;
      draft.query.set(name, [broken]);
      return `?${name}: string rule`;
    }
    case 'number': {
      const broken = badNumber(schema, rng);
      draft.query.set(name, [broken instanceof RawNumber ? broken.text : String(broken)]);
      return `?${name}: number bound`;
    }
  }
  draft.query.set(name, [rng.pick(ODD_STRINGS)]);
  return `?${name}: wrong value`;
}

const extraQuery: Mutation = (draft, rng) => {
  const name = rng.chance(0.7) ? rng.pick(EXTRA_NAMES) : text(rng, rng.int(1, 8));
  draft.query.set(name, [rng.pick(ODD_STRINGS)]);
  return `?extra ${JSON.stringify(name.slice(0, 20))}`;
};

const extraBodyField: Mutation = (draft, rng) => {
  const name = rng.chance(0.7) ? rng.pick(EXTRA_NAMES) : text(rng, rng.int(1, 8));
  const target = rng.chance(0.8) || !draft.body ? holder(draft, ['x']) : holder(draft, ['nested', 'x']);
  setOwn(target, name, rng.pick([...oddJson(), { admin: true }, { prototype: { admin: true } }]));
  return `extra field ${JSON.stringify(name.slice(0, 20))}`;
};

const MALFORMED = [
  '{',
  '}',
  '[',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  'NaN',
  'undefined',
  '{"a":1}{"b":2}',
  '{"a":1',
  '"',
  'nul',
  '{"a":"\u0000"}',
];
const OTHER_TYPES = [
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/jsonx',
  'application/json-patch+json',
  'text/json',
  'image/png',
  '',
];

function parses(text: string) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Breaks the body as a whole: its syntax, its type, its size or its media type. */
const breakPayload: Mutation = (draft, rng) => {
  const valid = encodeJson(draft.body ?? {});
  switch (rng.int(0, 7)) {
    case 0:
      draft.payload = valid.slice(0, rng.int(0, Math.max(0, valid.length - 1)));
      return 'truncated JSON';
    case 1: {
      // A character put inside a string (a `{` in a name) leaves the JSON whole and the input valid: only a corruption
      // that breaks it is sent as one.
      for (let tries = 0; tries < 20; tries++) {
        const at = rng.int(0, valid.length);
        const corrupted = `${valid.slice(0, at)}${rng.pick(['"', '{', ']', ',', ':', '\\', 'x'])}${valid.slice(at)}`;
        if (!parses(corrupted)) {
          draft.payload = corrupted;
          return 'corrupted JSON';
        }
      }
      draft.payload = `${valid},`;
      return 'corrupted JSON';
    }
    case 2:
      draft.payload = rng.pick(MALFORMED);
      return 'malformed JSON';
    case 3:
      draft.payload = rng.pick(['[]', '"text"', '123', 'true', 'null', `[${valid}]`, '1e309']);
      return 'body not an object';
    case 4:
      draft.contentType = rng.pick(OTHER_TYPES);
      draft.payload = valid;
      return `content type ${draft.contentType || '(none)'}`;
    case 5:
      draft.payload = rng.pick([
        Buffer.from([0xff, 0xfe, 0xfd]),
        Buffer.concat([Buffer.from(valid.slice(0, -1)), Buffer.from([0xc3, 0x28, 0x7d])]),
      ]);
      return 'invalid UTF-8';
    case 6:
      draft.payload = rng.chance(0.5) ? `{"a":"${'x'.repeat(520 * 1024)}"}` : `${'['.repeat(3000)}${']'.repeat(3000)}`;
      return 'oversized or deeply nested body';
    default:
      draft.payload = '';
      draft.contentType = 'application/json';
      return 'empty body';
  }
};

const NOT_IMAGES = [
  Buffer.from('just some text, named photo.png'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  TINY_PNG.subarray(0, 40),
  Buffer.from('GIF89a'),
  Buffer.alloc(0),
];

/** Breaks a multipart form (uploadImage): its file's bytes, its field names, a field's value, the parts' count or syntax. */
const breakForm =
  (form: FormPart[], fields: Field[]): Mutation =>
  (draft, rng) => {
    let parts = form.map((part) => ({ ...part }));
    const fileAt = parts.findIndex((part) => part.filename !== undefined);
    let label: string;
    switch (rng.int(0, 6)) {
      case 0:
        parts[fileAt].value = rng.pick(NOT_IMAGES);
        label = 'file not an image';
        break;
      case 1:
        parts[fileAt].name = rng.pick(['image', 'File', 'upload', 'file[]']);
        label = 'file under another name';
        break;
      case 2: {
        const named = fields.filter((field) => field.schema.format !== 'binary');
        const field = named.length ? rng.pick(named) : undefined;
        if (field) parts = parts.filter((part) => part.name !== field.path[0]);
        parts.push({ name: field?.path[0] ?? 'purpose', value: rng.pick(['', 'banner', 'POST', '帖子', 'x'.repeat(200)]) });
        label = `${field?.path[0] ?? 'purpose'} out of its enum`;
        break;
      }
      case 3:
        parts.push({ name: rng.pick(['extra', '__proto__', 'constructor', 'file2']), value: '1' });
        label = 'extra form field';
        break;
      case 4:
        parts.push({ ...parts[fileAt] });
        label = 'two files';
        break;
      case 5:
        parts.splice(fileAt, 1);
        label = 'no file';
        break;
      default: {
        const whole = multipartBody(parts);
        draft.payload = whole.payload.subarray(0, rng.int(0, whole.payload.length - 8));
        draft.contentType = whole.contentType;
        return 'truncated form';
      }
    }
    const built = multipartBody(parts);
    draft.payload = built.payload;
    draft.contentType = built.contentType;
    return label;
  };

/** Breaks one to three parts of the operation's example request. */
export function generateBadRequest(inputs: OperationInputs, rng: Rng): BadRequest {
  const draft: Draft = {
    query: new Map(Object.entries(inputs.exampleQuery).map(([k, v]) => [k, [v]])),
    rawQuery: [],
    body: inputs.exampleBody ? JSON.parse(JSON.stringify(inputs.exampleBody)) : undefined,
    contentType: inputs.exampleBody ? 'application/json' : undefined,
  };
  const bodyless = inputs.method === 'get';
  const mutations: Mutation[] = [extraQuery];
  for (const field of inputs.query)
    mutations.push(
      (d, r) => breakQueryField(field, d, r),
      (d, r) => breakQueryField(field, d, r),
    );
  if (inputs.body) {
    for (const field of inputs.body)
      mutations.push(
        (d, r) => breakBodyField(field, d, r),
        (d, r) => breakBodyField(field, d, r),
      );
    mutations.push(extraBodyField, extraBodyField, breakPayload);
  } else if (inputs.exampleForm && inputs.multipart) {
    const form = breakForm(inputs.exampleForm, inputs.multipart);
    mutations.push(form, form, form, breakPayload);
  } else if (!bodyless) {
    mutations.push(breakPayload);
  }
  const count = rng.chance(0.75) ? 1 : rng.int(2, 3);
  const labels: string[] = [];
  for (let i = 0; i < count; i++) {
    const label = rng.pick(mutations)(draft, rng);
    if (label) labels.push(label);
    if (draft.payload !== undefined) break;
  }
  const query: [string, string][] = [];
  for (const [key, values] of draft.query) for (const value of values) query.push([encodeURIComponent(key), encodeURIComponent(value)]);
  query.push(...draft.rawQuery);
  let payload = draft.payload;
  if (payload === undefined && draft.body !== undefined) payload = encodeJson(draft.body);
  if (payload !== undefined && draft.contentType === undefined) draft.contentType = 'application/json';
  return { label: labels.join(' + '), query, payload, contentType: draft.contentType || undefined };
}

/**
 * The example request with one field at an edge the contract still accepts: the largest and smallest integer, the longest
 * text, text with SQL/LIKE/HTML metacharacters, the first and last date.
 */
export function extremeRequests(inputs: OperationInputs): BadRequest[] {
  const requests: BadRequest[] = [];
  const encodeQuery = (query: Record<string, string>) =>
    Object.entries(query).map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)] as [string, string]);
  const edges = (schema: JsonSchema): unknown[] => {
    if (schema.type === 'integer' || schema.type === 'number') {
      const max = schema.maximum as number | undefined;
      const min = schema.minimum as number | undefined;
      return [
        ...(max === undefined ? [] : [max]),
        ...(max !== undefined && max > 2 ** 31 ? [2 ** 31] : []),
        ...(min === undefined ? [] : [min]),
      ];
    }
    if (schema.format === 'date') return ['0000-01-01', '0001-01-01', '9999-12-31'];
    if (schema.type === 'string' && !schema.pattern && !schema.format && !schema.enum) {
      const max = (schema.maxLength as number | undefined) ?? 64;
      const min = (schema.minLength as number | undefined) ?? 0;
      // Text that SQL, LIKE patterns, HTML or templates treat specially, padded to the field's minimum length.
      const special = ['\\', '%', '_', "'", '"', '\\%', "' OR '1'='1", '{{x}}', '$' + '{x}', '<script>x</script>', 'a\tb\nc\r'];
      return ['中'.repeat(max), '😀'.repeat(max), ...special.map((t) => t.padEnd(min, 'x').slice(0, Math.max(max, min)))];
    }
    return [];
  };
  for (const field of inputs.query) {
    for (const value of edges(field.schema)) {
      const query = { ...inputs.exampleQuery, [field.path[0]]: String(value) };
      requests.push({ label: `?${field.path[0]}=${String(value).slice(0, 12)}…`, query: encodeQuery(query) });
    }
  }
  for (const field of inputs.body ?? []) {
    for (const value of edges(field.schema)) {
      const draft: Draft = { query: new Map(), rawQuery: [], body: JSON.parse(JSON.stringify(inputs.exampleBody)) };
      setBody(draft, field.path, value);
      requests.push({
        label: `${field.path.join('.')}=${String(value).slice(0, 12)}…`,
        query: encodeQuery(inputs.exampleQuery),
        payload: encodeJson(draft.body),
        contentType: 'application/json',
      });
    }
  }
  return requests;
}
