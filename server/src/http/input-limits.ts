import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * How deep a JSON body may nest. The contract's deepest body nests 3 levels (an object holding a list of objects);
 * every check over a body is linear, but a depth the contract never needs has no business reaching them.
 */
export const MAX_JSON_DEPTH = 32;
/** How many entries one JSON array or object may hold: twice the contract's largest `maxItems` (1000). */
export const MAX_JSON_ENTRIES = 2000;
/** How many parameters a query string may carry (the contract's most is 10, a list repeats its name per value). */
export const MAX_QUERY_PARAMETERS = 100;
/** How long one query parameter may be, percent-encoded: the contract's longest is 64 characters, 9 bytes each encoded. */
export const MAX_QUERY_PARAMETER_LENGTH = 1024;

export const tooDeep = `请求体嵌套层数过多（最多 ${MAX_JSON_DEPTH} 层）`;
export const tooWide = `请求体中的数组或对象元素过多（每层最多 ${MAX_JSON_ENTRIES} 项）`;
export const tooManyParameters = `查询参数过多（最多 ${MAX_QUERY_PARAMETERS} 个）`;
export const parameterTooLong = `查询参数过长（每个最多 ${MAX_QUERY_PARAMETER_LENGTH} 个字符）`;

/**
 * Why a JSON text breaks the nesting or width limits, or undefined: one pass over its characters, outside strings
 * counting brackets and the commas of the innermost open container. Malformed text is left to the parser.
 */
export function jsonShapeProblem(text: string): string | undefined {
  const commas: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (commas.length >= MAX_JSON_DEPTH) return tooDeep;
      commas.push(0);
    } else if (c === 0x5d || c === 0x7d) commas.pop();
    else if (c === 0x2c && commas.length && ++commas[commas.length - 1] >= MAX_JSON_ENTRIES) return tooWide;
  }
  return undefined;
}

/** Why a query string (after `?`) breaks the limits, or undefined; one pass. */
export function queryShapeProblem(query: string): string | undefined {
  let parameters = 1;
  let start = 0;
  for (let i = 0; i <= query.length; i++) {
    if (i < query.length && query.charCodeAt(i) !== 0x26) continue;
    if (i - start > MAX_QUERY_PARAMETER_LENGTH) return parameterTooLong;
    if (i < query.length && ++parameters > MAX_QUERY_PARAMETERS) return tooManyParameters;
    start = i + 1;
  }
  return undefined;
}

/**
 * JSON bodies are shape-checked before they are parsed, and query strings before any operation reads them, so that no
 * request can make the checks that follow (text rules, schema validation) walk something huge or deep. Sizes are bounded
 * apart: the body by Fastify's `bodyLimit`, the request line by Node's header limit, multipart by its own limits (app.ts).
 */
export function installInputLimits(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonShapeProblem(body as string);
    if (problem) return done(badRequest(problem), undefined);
    parseJson(request, body as string, done);
  });
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const mark = request.url.indexOf('?');
    if (mark < 0) return;
    const problem = queryShapeProblem(request.url.slice(mark + 1));
    if (problem) throw badRequest(problem);
  });
}
