// Randomness for the bad-input generator comes from fast-check: each operation's cases are one fast-check property
// run (its seed replays them, a failure is shrunk to a smallest bad request), and the generator draws through `Rng`.
import fc from 'fast-check';

export interface Rng {
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** Draws through fast-check's `gen()` value, so that every choice is recorded and shrinkable. */
export function rngFrom(g: fc.GeneratorValue): Rng {
  return {
    int: (min, max) => g(fc.integer, { min, max }),
    pick: (items) => items[g(fc.integer, { min: 0, max: items.length - 1 })],
    chance: (p) => g(fc.integer, { min: 0, max: 999 }) < p * 1000,
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
