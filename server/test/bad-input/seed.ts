// A small seeded generator (mulberry32): fast-check is not installed, and a run must be reproducible from one number.

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (items) => items[int(0, items.length - 1)], chance: (p) => next() < p };
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
