// drizzle's transaction (node-postgres session) sends BEGIN before its try/finally: when BEGIN fails, as it does on a
// pooled connection whose database has gone away (behind PgBouncer every idle connection stays open while the primary
// is down), the client is never released and the pool loses that slot for good. A few of those and every later query
// waits for a connection that never comes, long after the database is back (found by the multi-node tier).
import type pg from 'pg';

/** A client from `pool` that releases itself (and is dropped) when its first statement fails. */
export async function connectGuarded(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  const { query, release } = client;
  let done = false;
  // pg-pool gives the client a new `release` at each checkout; `query` is the client's own, put back at release.
  client.release = (error?: Error | boolean) => {
    // Once released here, drizzle's own release (if it ever comes) must not release the client a second time.
    if (done) return;
    done = true;
    client.query = query;
    release.call(client, error);
  };
  client.query = ((...args: unknown[]) => {
    client.query = query;
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise)
      return result.catch((error: unknown) => {
        client.release(error instanceof Error ? error : true);
        throw error;
      });
    return result;
  }) as typeof client.query;
  return client;
}

/**
 * A pool-shaped object for drizzle: statements through `query` (the primary's, or the read router's), transactions on
 * a guarded client of the primary. drizzle recognises a pool by its constructor's name, hence the class's name.
 */
export function guardedPool(
  primary: pg.Pool,
  query: (...args: unknown[]) => Promise<unknown> = (...args) => (primary.query as (...a: unknown[]) => Promise<unknown>)(...args),
): pg.Pool {
  class Pool {
    query = query;
    connect = () => connectGuarded(primary);
    on = (...args: Parameters<pg.Pool['on']>) => primary.on(...args);
    end = () => primary.end();
  }
  return new Pool() as unknown as pg.Pool;
}
