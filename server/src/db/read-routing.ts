// Read replicas (DATABASE_REPLICA_URLS): the queries of a read-only request go to a streaming replica that is close
// enough behind the primary; everything else (writes, transactions, background jobs) stays on the primary. A principal
// who has just written reads from the primary, or from a replica that has replayed past the write, for a while
// (read-your-writes). With the primary unreachable and a replica reachable the server is read-only (read-only.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { guardedPool } from './checkout';

/** What the request being served allows: `read` lets its plain queries go to a replica. */
export interface ReadScope {
  read: boolean;
  /** The primary's LSN this request must see (its principal's last write), once looked up. */
  minLsn(): Promise<bigint | undefined>;
}

export const readScope = new AsyncLocalStorage<ReadScope>();

export interface ReplicaSettings {
  /** How often the primary and each replica are asked where they are. */
  checkIntervalMs: number;
  /** A replica further behind than this (in time) is skipped. */
  maxLagMs: number;
  /**
   * A check unanswered this long counts as down. Behind PgBouncer a statement for a primary that has gone away waits in
   * its queue up to query_wait_timeout instead of failing: without a bound, read-only mode would wait as long.
   */
  checkTimeoutMs?: number;
  /** Told when the primary or a replica goes away or comes back (the server logs it). */
  onChange?: (message: string) => void;
}

export interface ReplicaState {
  url: string;
  up: boolean;
  replayLsn: bigint;
  lagMs: number;
}

/** `0/16B3748` → a number that orders like the LSN. */
export function parseLsn(text: string | null | undefined): bigint {
  if (!text) return 0n;
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

interface Replica extends ReplicaState {
  pool: pg.Pool;
  checkPool: pg.Pool;
}

/** `promise`, or a rejection after `ms` (the statement itself is left to end on its own). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  promise.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// PostgreSQL refuses a write on a replica (25006); the statement is repeated on the primary instead.
const readOnlyViolation = (error: unknown) => (error as { code?: string })?.code === '25006';

export interface ReadRouter {
  /** A pool-shaped object for drizzle: its `query` picks a pool per statement, its `connect` (transactions) the primary. */
  pool: pg.Pool;
  /** The primary's current LSN (after a write), or undefined when it cannot be asked. */
  currentLsn(): Promise<bigint | undefined>;
  /** The primary did not answer its last check while a replica did: reads only. */
  readOnly(): boolean;
  replicas(): ReplicaState[];
  /** Runs a check now (tests, and the first one at start). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `checkPool`s (a connection of their own for the checks, so that a busy request pool neither delays them into a timeout
 * nor is filled by checks waiting on a database that has gone away) default to the pools themselves.
 */
export function createReadRouter(
  primary: pg.Pool,
  replicaPools: { url: string; pool: pg.Pool; checkPool?: pg.Pool }[],
  settings: ReplicaSettings & { primaryCheckPool?: pg.Pool },
  isUnavailable: (error: unknown) => boolean,
): ReadRouter {
  const replicas: Replica[] = replicaPools.map(({ url, pool, checkPool }) => ({
    url,
    pool,
    checkPool: checkPool ?? pool,
    up: false,
    replayLsn: 0n,
    lagMs: 0,
  }));
  const primaryCheck = settings.primaryCheckPool ?? primary;
  const checkTimeoutMs = settings.checkTimeoutMs ?? Math.max(2000, 2 * settings.checkIntervalMs);
  let primaryUp = true;
  // The primary's LSN over the last minute: a replica's lag is how long ago the primary first got past its replay point.
  const samples: { at: number; lsn: bigint }[] = [];
  let next = 0;
  /** Sets the primary's or a replica's state, saying so when it changes. */
  const mark = (what: 'primary' | Replica, up: boolean, why?: unknown) => {
    const was = what === 'primary' ? primaryUp : what.up;
    if (what === 'primary') primaryUp = up;
    else what.up = up;
    if (was === up) return;
    const name = what === 'primary' ? 'primary' : `replica ${what.url.replace(/\/\/[^@]*@/, '//')}`;
    settings.onChange?.(`${name} ${up ? 'answers' : `is unreachable (${(why as Error)?.message ?? why})`}`);
  };

  async function check() {
    const now = Date.now();
    try {
      const { rows } = await within(primaryCheck.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'), checkTimeoutMs);
      mark('primary', true);
      const lsn = parseLsn(rows[0]?.lsn);
      if (!samples.length || samples[samples.length - 1].lsn !== lsn) samples.push({ at: now, lsn });
      while (samples.length > 1 && samples[0].at < now - 60_000) samples.shift();
    } catch (error) {
      mark('primary', false, error);
    }
    await Promise.all(
      replicas.map(async (replica) => {
        try {
          const { rows } = await within(
            replica.checkPool.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn'),
            checkTimeoutMs,
          );
          replica.replayLsn = parseLsn(rows[0]?.lsn);
          mark(replica, true);
          const ahead = samples.find((sample) => sample.lsn > replica.replayLsn);
          replica.lagMs = ahead ? now - ahead.at : 0;
        } catch (error) {
          mark(replica, false, error);
        }
      }),
    );
  }

  // One check at a time: checks waiting on a database that does not answer must not pile up.
  let running: Promise<void> | undefined;
  const checkOnce = () => {
    running ??= check().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => void checkOnce(), settings.checkIntervalMs);
  timer.unref();

  /** A replica that may serve this read, or undefined for the primary. Round-robin among the fit ones. */
  function pick(minLsn: bigint | undefined): Replica | undefined {
    const fit = replicas.filter(
      (replica) =>
        replica.up &&
        // With the primary away, a replica behind is better than no answer.
        (!primaryUp || (replica.lagMs <= settings.maxLagMs && (minLsn === undefined || replica.replayLsn >= minLsn))),
    );
    if (!fit.length) return undefined;
    next = (next + 1) % fit.length;
    return fit[next];
  }

  async function query(...args: unknown[]) {
    const scope = readScope.getStore();
    const run = (pool: pg.Pool) => (pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
    if (!scope?.read) return run(primary);
    const replica = pick(await scope.minLsn());
    if (!replica) {
      try {
        return await run(primary);
      } catch (error) {
        // The primary went away since the last check: a replica answers the read.
        const fallback = isUnavailable(error) ? replicas.find((r) => r.up) : undefined;
        if (!fallback) throw error;
        mark('primary', false, error);
        return run(fallback.pool);
      }
    }
    try {
      return await run(replica.pool);
    } catch (error) {
      if (readOnlyViolation(error)) return run(primary);
      if (!isUnavailable(error)) throw error;
      mark(replica, false, error);
      const other = pick(await scope.minLsn());
      return run(other?.pool ?? primary);
    }
  }

  return {
    pool: guardedPool(primary, query),
    async currentLsn() {
      try {
        const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
        return parseLsn(rows[0]?.lsn);
      } catch {
        return undefined;
      }
    },
    readOnly: () => !primaryUp && replicas.some((replica) => replica.up),
    replicas: () => replicas.map(({ url, up, replayLsn, lagMs }) => ({ url: url.replace(/\/\/[^@]*@/, '//'), up, replayLsn, lagMs })),
    check: checkOnce,
    async close() {
      clearInterval(timer);
      // The request pools, and the checks' own pools where given (the primary's request pool is its owner's to end).
      const pools = new Set([primaryCheck, ...replicas.flatMap((replica) => [replica.pool, replica.checkPool])]);
      pools.delete(primary);
      await Promise.all([...pools].map((pool) => pool.end()));
    },
  };
}
