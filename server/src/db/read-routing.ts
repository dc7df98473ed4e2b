// Read replicas (DATABASE_REPLICA_URLS): the queries of a read-only request go to a streaming replica that is close
// enough behind the primary; everything else (writes, transactions, background jobs) stays on the primary. A principal
// who has just written reads from the primary, or from a replica that has replayed past the write, for a while
// (read-your-writes). With the primary unreachable and a replica reachable the server is read-only (read-only.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

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

export function createReadRouter(
  primary: pg.Pool,
  replicaPools: { url: string; pool: pg.Pool }[],
  settings: ReplicaSettings,
  isUnavailable: (error: unknown) => boolean,
): ReadRouter {
  const replicas: Replica[] = replicaPools.map(({ url, pool }) => ({ url, pool, up: false, replayLsn: 0n, lagMs: 0 }));
  let primaryUp = true;
  // The primary's LSN over the last minute: a replica's lag is how long ago the primary first got past its replay point.
  const samples: { at: number; lsn: bigint }[] = [];
  let next = 0;

  async function check() {
    const now = Date.now();
    try {
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      primaryUp = true;
      const lsn = parseLsn(rows[0]?.lsn);
      if (!samples.length || samples[samples.length - 1].lsn !== lsn) samples.push({ at: now, lsn });
      while (samples.length > 1 && samples[0].at < now - 60_000) samples.shift();
    } catch {
      primaryUp = false;
    }
    await Promise.all(
      replicas.map(async (replica) => {
        try {
          const { rows } = await replica.pool.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn');
          replica.replayLsn = parseLsn(rows[0]?.lsn);
          replica.up = true;
          const ahead = samples.find((sample) => sample.lsn > replica.replayLsn);
          replica.lagMs = ahead ? now - ahead.at : 0;
        } catch {
          replica.up = false;
        }
      }),
    );
  }

  const timer = setInterval(() => void check(), settings.checkIntervalMs);
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
        primaryUp = false;
        return run(fallback.pool);
      }
    }
    try {
      return await run(replica.pool);
    } catch (error) {
      if (readOnlyViolation(error)) return run(primary);
      if (!isUnavailable(error)) throw error;
      replica.up = false;
      const other = pick(await scope.minLsn());
      return run(other?.pool ?? primary);
    }
  }

  // drizzle takes a pool by its constructor's name (it checks out a client for a transaction): the name says Pool.
  class RoutingPool {
    query = query;
    connect = () => primary.connect();
    on = (...args: Parameters<pg.Pool['on']>) => primary.on(...args);
    end = () => primary.end();
  }

  return {
    pool: new RoutingPool() as unknown as pg.Pool,
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
    check,
    async close() {
      clearInterval(timer);
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}
