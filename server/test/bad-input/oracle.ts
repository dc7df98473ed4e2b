// Whether the contract accepts a request, judged apart from the server's own validators: the bad-input test sends only
// requests this calls invalid, so a 200 there means the server let through what the contract forbids.
import {
  compileAt,
  createContractAjv,
  jsonPointer,
  type OperationObject,
  contract as openapi,
  resolveRef,
  type ValidateFunction,
} from '../../../openapi/validate';
import type { OperationInputs } from '../contract-inputs';
import { TINY_PNG } from '../multipart';

const bodyAjv = createContractAjv();
const queryAjv = createContractAjv({ coerce: true });

/** C0 controls other than tab, line feed and carriage return; unpaired UTF-16 surrogates. No field of the contract takes them. */
export const FORBIDDEN_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Every node of a parsed JSON value, without recursion (bodies may nest thousands of levels deep). */
function* nodes(value: unknown): Generator<[string | undefined, unknown]> {
  const pending: [string | undefined, unknown][] = [[undefined, value]];
  while (pending.length) {
    const [key, node] = pending.pop()!;
    yield [key, node];
    if (Array.isArray(node)) for (const child of node) pending.push([undefined, child]);
    else if (node && typeof node === 'object') pending.push(...Object.entries(node));
  }
}

function hasForbiddenText(value: unknown): boolean {
  for (const [key, node] of nodes(value)) {
    if (key !== undefined && FORBIDDEN_CHARACTER.test(key)) return true;
    if (typeof node === 'string' && FORBIDDEN_CHARACTER.test(node)) return true;
  }
  return false;
}

/** What Fastify's JSON parser (secure-json-parse) refuses besides syntax: prototype poisoning keys. */
function poisoned(value: unknown): boolean {
  for (const [key, node] of nodes(value)) {
    if (key === '__proto__') return true;
    if (key === 'constructor' && node && typeof node === 'object' && Object.hasOwn(node, 'prototype')) return true;
  }
  return false;
}

/** fast-querystring's decoding, which Fastify uses: `+` is a space, a malformed escape stays as written. */
export function decodeQueryComponent(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

export interface WireRequest {
  /** key=value pairs as sent, percent-encoded. */
  query: [string, string][];
  payload?: string | Buffer;
  contentType?: string;
}

interface Judge {
  query(query: Record<string, string | string[]>): boolean;
  body(parsed: unknown): boolean;
}

const judges = new Map<string, Judge>();

function judgeOf(inputs: OperationInputs): Judge {
  const cached = judges.get(inputs.operationId);
  if (cached) return cached;
  const operation = openapi.paths[inputs.path][inputs.method] as OperationObject;
  const parameterValidators = new Map<string, ValidateFunction>();
  (operation.parameters ?? []).forEach((parameter, index) => {
    const ref = (parameter as { $ref?: string }).$ref;
    const pointer = ref ? `${ref}/schema` : jsonPointer('paths', inputs.path, inputs.method, 'parameters', String(index), 'schema');
    // Wrapped in an object so that coercion has a parent to write the converted value into, as in a query object.
    parameterValidators.set(
      resolveRef<{ name: string }>(parameter).name,
      queryAjv.compile({ type: 'object', properties: { value: { $ref: `commune:openapi${pointer}` } } }),
    );
  });
  const validateBody = inputs.body
    ? compileAt(bodyAjv, jsonPointer('paths', inputs.path, inputs.method, 'requestBody', 'content', 'application/json', 'schema'))
    : undefined;
  const judge: Judge = {
    query(query) {
      for (const field of inputs.query) if (field.required && !(field.path[0] in query)) return false;
      for (const [name, value] of Object.entries(query)) {
        const validate = parameterValidators.get(name);
        if (!validate?.({ value })) return false;
      }
      return !hasForbiddenText(query);
    },
    body(parsed) {
      if (!validateBody) return true;
      return validateBody(parsed) && !hasForbiddenText(parsed);
    },
  };
  judges.set(inputs.operationId, judge);
  return judge;
}

/**
 * A multipart form as the contract takes it: exactly one file part, named as the schema's binary field, holding an
 * image (the generator's only image is TINY_PNG), and the other fields at most once each with values their schemas take.
 */
function formAccepts(inputs: OperationInputs, request: WireRequest): boolean {
  const boundary = /^multipart\/form-data;\s*boundary=(\S+)$/i.exec(request.contentType ?? '')?.[1];
  if (!boundary || request.payload === undefined) return false;
  const payload = Buffer.isBuffer(request.payload) ? request.payload : Buffer.from(request.payload);
  const text = payload.toString('latin1');
  if (!text.endsWith(`--${boundary}--\r\n`)) return false;
  const seen = new Map<string, { filename?: string; body: Buffer }>();
  for (const chunk of text.split(`--${boundary}`).slice(1, -1)) {
    const headEnd = chunk.indexOf('\r\n\r\n');
    const head = chunk.slice(0, headEnd);
    const name = /name="([^"]*)"/.exec(head)?.[1];
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (name === undefined || seen.has(name)) return false;
    seen.set(name, { filename, body: Buffer.from(chunk.slice(headEnd + 4, -2), 'latin1') });
  }
  for (const [name, part] of seen) {
    const field = inputs.multipart!.find((f) => f.path[0] === name);
    if (!field) return false;
    if (field.schema.format === 'binary') {
      if (part.filename === undefined || !part.body.equals(TINY_PNG)) return false;
    } else if (part.filename !== undefined || !((field.schema.enum as unknown[] | undefined) ?? []).includes(part.body.toString('utf8'))) {
      return false;
    }
  }
  return inputs.multipart!.every((field) => !field.required || seen.has(field.path[0]));
}

/** True when the contract takes this request as it arrives (a body the operation ignores counts only if Fastify parses it). */
export function contractAccepts(inputs: OperationInputs, request: WireRequest): boolean {
  const judge = judgeOf(inputs);
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, rawValue] of request.query) {
    const key = decodeQueryComponent(rawKey);
    const value = decodeQueryComponent(rawValue);
    const seen = query[key];
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  if (!judge.query(query)) return false;
  const bodyless = inputs.method === 'get';
  if (bodyless) return true;
  if (inputs.multipart) return formAccepts(inputs, request);
  const payload = request.payload === undefined ? '' : request.payload.toString();
  if (payload === '') return !inputs.body;
  // Fastify's bodyLimit in app.ts.
  if (Buffer.byteLength(request.payload!) > 512 * 1024) return false;
  const mediaType = request.contentType?.split(';')[0].trim().toLowerCase();
  if (mediaType === 'text/plain') return !inputs.body;
  if (mediaType !== 'application/json') return false;
  if (Buffer.isBuffer(request.payload) && !Buffer.from(payload).equals(request.payload)) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload.charCodeAt(0) === 0xfeff ? payload.slice(1) : payload);
  } catch {
    return false;
  }
  if (poisoned(parsed)) return false;
  if (!inputs.body) return true;
  if (parsed === null) return false;
  return judge.body(parsed);
}
