// One handle type for both drivers (STACK.md: a union of the two driver types breaks `.returning()`).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { guardedPool } from './checkout';
import { nameStatements } from './prepared';
import { createReadRouter, type ReadRouter, type ReplicaSettings } from './read-routing';

// No relational schema: the code uses drizzle's query builder only, on the tables each module imports from its own
// `*.tables.ts` (drizzle-kit finds them by name, drizzle.config.ts).
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction: repositories take this so services decide what belongs together. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a copy of the data directory, to start another database from (the tests' migrated template). */
  dumpDataDir?(): Promise<Blob>;
  /** With read replicas: where reads go, and whether the server is read-only (read-routing.ts). */
  router?: ReadRouter;
}

let lastWarning = 0;
/** Once a second at most: a restart ends every connection at once. */
function warnLost(error: Error) {
  if (Date.now() - lastWarning < 1000) return;
  lastWarning = Date.now();
  process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
}

const unavailableCodes = new Set([
  // Node: the server is not there, or went away.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: shutting down, restarting, crashed, starting up, full, or a statement over its time limit.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);
// node-postgres says these in words only.
const unavailableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/** True when the database could not be reached or gave up on the statement: answer 503, it is not the request's fault. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    // Class 08: connection exceptions.
    if (unavailableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof current.message === 'string' && unavailableMessages.test(current.message)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

// Found relative to this module both from sources (server/src/db) and from the bundle (server/dist).
const migrationsFolder = ['../../db/migrations', '../db/migrations']
  .map((rel) => fileURLToPath(new URL(rel, import.meta.url)))
  .find((dir) => existsSync(join(dir, 'meta', '_journal.json'))) as string;

export interface DatabaseOptions {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** PostgreSQL cancels any statement running longer (0: no limit). */
  statementTimeoutMs?: number;
  /** PGlite only: start from this copy of a data directory (`dumpDataDir()`), e.g. one already migrated. */
  loadDataDir?: Blob;
  /**
   * `url` is a pooler in transaction mode (PgBouncer): no named statements, and no session settings sent at connect
   * (PgBouncer refuses unknown startup parameters: its own `connect_query` sets the timeouts, README "Running at scale").
   */
  transactionPooler?: boolean;
  /** The primary itself, not through the pooler: migrations run there (one session, no statement timeout). */
  directUrl?: string;
  /** Streaming replicas of `url` that read-only requests may read from. */
  replicaUrls?: string[];
  replicas?: Partial<ReplicaSettings>;
}

/** How long to wait for a connection (a new one, or a free one from a busy pool) before answering 503. */
const CONNECT_TIMEOUT_MS = 5000;
/** An idle pooled connection is closed after this; the pool opens new ones as needed. */
const IDLE_TIMEOUT_MS = 30_000;
/** A transaction left idle this long (a stuck request) is ended by PostgreSQL, releasing its locks. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const [{ drizzle }, { migrate }, pg] = await Promise.all([
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('pg'),
    ]);
    const openPool = (connectionString: string, max = options.poolSize ?? 10) => {
      const pool = new pg.default.Pool({
        connectionString,
        max,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        idleTimeoutMillis: IDLE_TIMEOUT_MS,
        // A PostgreSQL host that vanishes without closing its sockets is noticed instead of waited on forever.
        keepAlive: true,
        ...(options.transactionPooler && connectionString === options.url
          ? {}
          : {
              statement_timeout: options.statementTimeoutMs ?? 15_000,
              idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
            }),
        application_name: 'commune',
      });
      // An idle connection the server drops (restart, failover) must not crash the process; the pool replaces it.
      pool.on('error', (error) => warnLost(error));
      // A connection lost while checked out (between the statements of a transaction, or mid-query) emits 'error' on
      // its client, where the pool listens only while it is idle: without this listener that event kills the process.
      // Its query fails on its own, the request answers 503, and the pool drops the connection on release.
      pool.on('connect', (client) => client.on('error', warnLost));
      return pool;
    };
    nameStatements(!options.transactionPooler);
    const primary = openPool(options.url);
    const router = options.replicaUrls?.length
      ? createReadRouter(
          primary,
          // A connection of its own for each database's checks (read-routing.ts).
          options.replicaUrls.map((url) => ({ url, pool: openPool(url), checkPool: openPool(url, 1) })),
          {
            checkIntervalMs: 1000,
            maxLagMs: 5000,
            onChange: (message) => process.emitWarning(`Read routing: ${message}`),
            ...options.replicas,
            primaryCheckPool: openPool(options.url, 1),
          },
          isDatabaseUnavailable,
        )
      : undefined;
    await router?.check();
    const pool = router?.pool ?? guardedPool(primary);
    const db = drizzle(pool) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      // Migrations may rebuild indexes on large tables: their own connection, without the statement timeout.
      async migrate() {
        const migrationPool = new pg.default.Pool({ connectionString: options.directUrl ?? options.url, max: 1 });
        migrationPool.on('error', warnLost);
        try {
          await migrate(drizzle(migrationPool) as never, { migrationsFolder });
        } finally {
          await migrationPool.end();
        }
      },
      router,
      async close() {
        await router?.close();
        await primary.end();
      },
    };
  }
  const [{ PGlite }, { btree_gin }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gin'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // btree_gin lets one GIN index lead with site_id, so a site's search reads only that site's entries (migration 0013).
  const client = await PGlite.create(dataDir, { extensions: { btree_gin }, loadDataDir: options.loadDataDir });
  const db = drizzle(client) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migrate(db as never, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}
