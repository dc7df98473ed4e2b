// The shape checks that run before a JSON body is parsed and before a query string is read.
import { describe, expect, it } from 'vitest';
import {
  jsonShapeProblem,
  MAX_JSON_DEPTH,
  MAX_JSON_ENTRIES,
  MAX_QUERY_PARAMETER_LENGTH,
  MAX_QUERY_PARAMETERS,
  parameterTooLong,
  queryShapeProblem,
  tooDeep,
  tooManyParameters,
  tooWide,
} from './input-limits';

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const wide = (entries: number) => `[${Array(entries).fill('0').join(',')}]`;

describe('JSON shape', () => {
  it('lets the deepest and widest bodies within the limits through, and refuses one more', () => {
    expect(jsonShapeProblem(deep(MAX_JSON_DEPTH))).toBeUndefined();
    expect(jsonShapeProblem(deep(MAX_JSON_DEPTH + 1))).toBe(tooDeep);
    expect(jsonShapeProblem(wide(MAX_JSON_ENTRIES))).toBeUndefined();
    expect(jsonShapeProblem(wide(MAX_JSON_ENTRIES + 1))).toBe(tooWide);
    expect(jsonShapeProblem(`{"a":${wide(MAX_JSON_ENTRIES + 1)}}`)).toBe(tooWide);
  });

  it('counts each container on its own', () => {
    const half = wide(MAX_JSON_ENTRIES / 2);
    expect(jsonShapeProblem(`[${half},${half}]`)).toBeUndefined();
  });

  it('does not count brackets, commas or escaped quotes inside strings', () => {
    expect(jsonShapeProblem(JSON.stringify({ a: `${'['.repeat(1000) + ','.repeat(5000)}\\"[[` }))).toBeUndefined();
    expect(jsonShapeProblem(JSON.stringify(['"'.repeat(10), '['.repeat(100)]))).toBeUndefined();
  });

  it('refuses the 20,000-level attack on its first levels', () => {
    expect(jsonShapeProblem(`{"account":${deep(20_000)}}`)).toBe(tooDeep);
  });
});

describe('query shape', () => {
  it('lets the most and longest parameters within the limits through, and refuses one more', () => {
    const params = (n: number) => Array.from({ length: n }, (_, i) => `p${i}=1`).join('&');
    expect(queryShapeProblem(params(MAX_QUERY_PARAMETERS))).toBeUndefined();
    expect(queryShapeProblem(params(MAX_QUERY_PARAMETERS + 1))).toBe(tooManyParameters);
    expect(queryShapeProblem(`a=1&k=${'x'.repeat(MAX_QUERY_PARAMETER_LENGTH - 2)}`)).toBeUndefined();
    expect(queryShapeProblem(`k=${'x'.repeat(MAX_QUERY_PARAMETER_LENGTH - 1)}&a=1`)).toBe(parameterTooLong);
    expect(queryShapeProblem(`a=1&k=${'x'.repeat(MAX_QUERY_PARAMETER_LENGTH - 1)}`)).toBe(parameterTooLong);
  });
});
