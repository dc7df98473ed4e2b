// Randomness for the bad-input generator comes from fast-check: each operation's cases are one fast-check property
// run (its seed replays them, a failure is shrunk to a smallest bad request), and the generator draws through `Rng`.
import fc from 'fast-check';

export interface Rng {
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/**
 * One builder per range, kept: `gen()` caches an arbitrary per builder and arguments, and finds it by comparing the
 * arguments with each earlier call's (a scan with a deep comparison), which with `fc.integer` and a range object was
 * about a tenth of the suite's time. A builder of no arguments is found at once; the values drawn are the same.
 */
const ranges = new Map<string, () => fc.Arbitrary<number>>();
function range(min: number, max: number) {
  const key = `${min}:${max}`;
  let builder = ranges.get(key);
  if (!builder) {
    const arbitrary = fc.integer({ min, max });
    builder = () => arbitrary;
    ranges.set(key, builder);
  }
  return builder;
}

/** Draws through fast-check's `gen()` value, so that every choice is recorded and shrinkable. */
export function rngFrom(g: fc.GeneratorValue): Rng {
  const int = (min: number, max: number) => g(range(min, max));
  return {
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (p) => int(0, 999) < p * 1000,
  };
}

/** The run's seed: FUZZ_SEED when given (to replay a failure), otherwise a new one, printed by the test. */
export function runSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.FUZZ_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
      throw new Error(`FUZZ_SEED must be an integer 0..4294967295, not ${given}`);
    return seed;
  }
  return Math.floor(Math.random() * 0x100000000);
}

/** One stream per operation, so adding an operation leaves every other operation's cases as they were for a seed. */
export function streamSeed(seed: number, name: string): number {
  let h = seed ^ 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

export function runsPerOperation(env: NodeJS.ProcessEnv = process.env): number {
  const runs = Number(env.FUZZ_RUNS ?? 100);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a positive integer, not ${env.FUZZ_RUNS}`);
  return runs;
}
