// The text rules walk every body before validation: their work must grow with the size of the body, never faster.
// Counted in steps, not seconds, so that a busy machine cannot make the test pass or fail.
import { describe, expect, it } from 'vitest';
import { forbiddenTextAt, type StepMeter } from './text-rules';

/** `{"account": [[[ … "x" … ]]]}` nested `depth` levels, with `leaf` at the bottom. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return { account: value };
}

function steps(value: unknown): { steps: number; found: string[] | undefined } {
  const meter: StepMeter = { steps: 0 };
  const found = forbiddenTextAt(value, meter);
  return { steps: meter.steps, found };
}

describe('forbiddenTextAt', () => {
  it('finds a forbidden character and names its path', () => {
    expect(forbiddenTextAt({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', '1', 'c']);
    expect(forbiddenTextAt({ 'k\u0001': 1 })).toEqual(['k\u0001']);
    expect(forbiddenTextAt({ a: ['\ud800'] })).toEqual(['a', '0']);
    expect(forbiddenTextAt({ a: ['fine', 'text\t\n'] })).toBeUndefined();
  });

  it('takes steps in proportion to the nesting depth, clean or with a hit at the bottom', () => {
    for (const leaf of ['clean', 'bad\u0000']) {
      const small = steps(nested(1000, leaf));
      const large = steps(nested(20_000, leaf));
      if (leaf !== 'clean') expect(large.found).toHaveLength(20_001);
      // Linear: twenty times the depth, about twenty times the steps (a quadratic walk would take four hundred times).
      expect(large.steps / small.steps).toBeLessThan(21);
      // And a small constant per level: each node is visited once, the path written out once.
      expect(large.steps).toBeLessThanOrEqual(2 * 20_000 + 10);
    }
  });

  it('takes steps in proportion to the width', () => {
    const wide = (n: number) => ({ list: Array.from({ length: n }, (_, i) => ({ [`k${i}`]: 'v' })) });
    const small = steps(wide(1000));
    const large = steps(wide(20_000));
    expect(large.steps / small.steps).toBeLessThan(21);
  });
});
