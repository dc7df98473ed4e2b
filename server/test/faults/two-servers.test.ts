// Two Commune processes on one PostgreSQL and one Redis behind a round-robin proxy, as behind a load balancer:
// what one server writes the other reads at once, a limit counts the requests both of them answered, and a scheduled
// task runs once per slot.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ChildServer, startChildServer, stopChildServer } from './child-server';
import { type RequestOptions, send } from './http-client';
import { createPrivateDatabase, faultTierSkipReason, HOLDER_MOBILE, PASSWORD, type PrivateDatabase } from './private-db';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const skip = faultTierSkipReason(['TEST_DATABASE_URL', 'TEST_REDIS_URL']);
const ANONYMOUS_LIMIT = 6;

let db: PrivateDatabase;
let servers: ChildServer[] = [];
let proxy: TcpProxy;
let prefix: string;
let anonymousCalls = 0;

/**
 * One request through the proxy. Each request is its own connection and the proxy hands connections out in turn,
 * so consecutive requests alternate between the two servers, and requests two apart reach the same one.
 */
const viaProxy = (path: string, options?: RequestOptions) => send(proxy.port, path, options);
const login = async () => {
  anonymousCalls++;
  const res = await viaProxy('/api/saas/login', { method: 'POST', body: { account: HOLDER_MOBILE, password: PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token as string;
};

describe.skipIf(skip)('two servers, one database, one Redis', () => {
  beforeAll(async () => {
    db = await createPrivateDatabase(process.env.TEST_DATABASE_URL!);
    prefix = `commune-fault-${randomBytes(5).toString('hex')}:`;
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      CACHE_PREFIX: prefix,
      // Both run from the same checkout, so DATA_DIR/uploads is one directory (main.ts refuses unshared local storage).
      UPLOAD_STORAGE_SHARED: '1',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(ANONYMOUS_LIMIT),
      // Load shedding has its own tests; here a busy machine's slow first requests would answer 503 instead.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    };
    servers = await Promise.all([startChildServer(env), startChildServer(env)]);
    proxy = await startTcpProxy(servers.map((s) => ({ port: s.port })));
  });

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map(stopChildServer));
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.unlink(...keys);
    redis.disconnect();
    await db?.drop();
  });

  it('reads on one server what the other has just written', async () => {
    const token = await login();
    const before = await viaProxy('/api/saas/site-list', { token }); // one server caches the empty page
    expect(before.body.data.total).toBe(0);
    const created = await viaProxy('/api/saas/site', { method: 'POST', token, body: { name: '读书会', slug: 'reading', categoryId: 1 } });
    expect(created.status, JSON.stringify(created.body)).toBe(200); // the other creates a site
    const after = await viaProxy('/api/saas/site-list', { token }); // the first one lists again
    expect(after.body.data.total).toBe(1);
    expect(after.body.data.list[0].slug).toBe('reading');
  });

  it('refuses a signed-out token on the server that did not sign it out', async () => {
    const token = await login();
    expect((await viaProxy('/api/saas/token-account', { token })).status).toBe(200); // one server caches the session
    expect((await viaProxy('/api/saas/logout', { method: 'POST', token })).status).toBe(200); // the other signs out
    const after = await viaProxy('/api/saas/token-account', { token }); // the first one is asked again
    expect(after.status).toBe(401);
    expect(after.body.type).toBe(3);
  });

  it('counts one limit across both servers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ANONYMOUS_LIMIT; i++) statuses.push((await viaProxy('/api/saas/site-category')).status);
    // Counted in each process, each server would allow the whole limit and every one of these would pass.
    const allowed = ANONYMOUS_LIMIT - anonymousCalls;
    expect(statuses).toEqual([...Array(allowed).fill(200), ...Array(ANONYMOUS_LIMIT - allowed).fill(429)]);
    const refused = await viaProxy('/api/saas/site-category');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ type: 7, description: '操作过于频繁，请稍后再试' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('runs each scheduled slot of a task once, on one of the two servers', async () => {
    // Both servers schedule statisticsRollup every minute (pg-boss's scheduler looks every 30 s): each occurrence is
    // filed once, as one forwarding job in pg-boss's send-it queue (its singleton slot), which then creates the task's
    // job. Once a slot has run, wait until both schedulers have passed over it: a second claim of an occurrence would
    // show as more task jobs than forwarded occurrences. (Counting minutes of the jobs' creation instead confused a
    // forward delayed into the next minute on a loaded machine with a second claim.)
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const count = async () => {
        const { rows } = await client.query(
          `select (select count(*) from pgboss.job where name = 'statisticsRollup' and data->>'trigger' = 'schedule')::int as jobs,
                  (select count(*) from pgboss.job where name = 'statisticsRollup' and data->>'trigger' = 'schedule'
                     and state = 'completed')::int as completed,
                  (select count(*) from pgboss.job where name = '__pgboss__send-it' and data->>'name' = 'statisticsRollup')::int as slots,
                  (select count(*) from pgboss.job where name = '__pgboss__send-it' and data->>'name' = 'statisticsRollup'
                     and state <> 'completed')::int as forwarding`,
        );
        return rows[0] as { jobs: number; slots: number; completed: number; forwarding: number };
      };
      await vi.waitFor(async () => expect((await count()).completed).toBeGreaterThanOrEqual(1), { timeout: 100_000, interval: 1000 });
      await new Promise((resolve) => setTimeout(resolve, 35_000));
      // Read once nothing is being forwarded: then every occurrence filed has made its job, and only once.
      const { jobs, slots, completed } = await vi.waitFor(
        async () => {
          const now = await count();
          expect(now.forwarding).toBe(0);
          return now;
        },
        { timeout: 30_000, interval: 500 },
      );
      expect(jobs).toBe(slots);
      // Each job ran once: one recorded run per completed job, whichever server's worker took it.
      const runs = await client.query(
        "select count(*)::int as n from task_runs where name = 'statisticsRollup' and trigger = 'schedule' and outcome = 'success'",
      );
      expect(runs.rows[0].n).toBe(completed);
    } finally {
      await client.end();
    }
  }, 200_000);
});
