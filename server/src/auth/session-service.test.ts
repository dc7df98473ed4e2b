// A revocation racing a read of the same session. Before, a read that loaded the session just before the revocation
// wrote it to the cache just after the revocation had deleted it there, and the revoked token worked for 60 s more.
// The interleaving is injected: the cache runs the revocation between the read's load and its write.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import type { Cache } from '../cache/cache';
import { cacheKeys } from '../cache/cache';
import { hashToken } from './secrets';
import { createSessionService, type SessionService } from './session-service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The server's cache, running `between` (once) after a read has loaded a principal and before it writes it. */
function interleaved(cache: Cache) {
  let between: (() => Promise<void>) | undefined;
  const wrapped: Cache = {
    ...cache,
    async set(key, value, ttlSeconds) {
      const run = between;
      between = undefined;
      if (run) await run();
      await cache.set(key, value, ttlSeconds);
    },
  };
  return { cache: wrapped, before: (run: () => Promise<void>) => (between = run) };
}

async function waitingOnALock() {
  const [row] = await server.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
  return row.n > 0;
}

async function signedIn(mobile: string) {
  const { db } = server.database;
  const accountId = await server.fixtures.account({ mobile });
  const hook = interleaved(server.cache);
  const sessions: SessionService = createSessionService(db, hook.cache);
  const token = await sessions.open(db, { kind: 'saas', accountId }, '127.0.0.1');
  return { accountId, token, sessions, hook, key: cacheKeys.session(hashToken(token).toString('hex')) };
}

describe('session cache and revocation', () => {
  it('caches a live session', async () => {
    const { token, sessions, key } = await signedIn('13900000801');
    expect((await sessions.resolve(token))?.kind).toBe('saas');
    expect(await server.cache.get(key)).toMatchObject({ kind: 'saas' });
  });

  it('a revocation that lands between a read’s load and its cache write still ends the token', async () => {
    const { accountId, token, sessions, hook, key } = await signedIn('13900000802');
    hook.before(() => sessions.revokeAccount(server.database.db, accountId));
    expect(await sessions.resolve(token)).toBeNull();
    expect(await server.cache.get(key)).toBeUndefined();
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('so does one whose transaction has deleted the session but not yet committed when the write lands', async () => {
    const { accountId, token, sessions, hook } = await signedIn('13900000803');
    const { db, driver } = server.database;
    let committed: Promise<void> | undefined;
    let resolved = false;
    hook.before(async () => {
      let deleted!: () => void;
      let release!: () => void;
      const hasDeleted = new Promise<void>((resolve) => (deleted = resolve));
      const gate = new Promise<void>((resolve) => (release = resolve));
      committed = db.transaction(async (tx) => {
        await sessions.revokeAccount(tx, accountId);
        deleted();
        await gate;
      });
      await hasDeleted;
      // Commit only once the read after the stale write waits for this transaction (PGlite runs one transaction at a
      // time, so there it always does); a read that does not wait returns first, and the test fails on its answer.
      void (async () => {
        if (driver === 'postgres') while (!resolved && !(await waitingOnALock())) {}
        release();
      })();
    });
    const principal = await sessions.resolve(token);
    resolved = true;
    await committed;
    expect(principal).toBeNull();
    expect(await sessions.resolve(token)).toBeNull();
  });
});
