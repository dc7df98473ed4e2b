// README "Running at scale" on one machine: a PostgreSQL primary, a streaming replica, PgBouncer in transaction mode,
// Redis, and two Commune processes behind a round-robin proxy. A writer reads its own write on the other server while
// the replica is behind; an anonymous visitor reads the replica's older answer until the replica lags beyond the bound;
// with the primary stopped reads go on and writes answer 503 read-only, and resume when it is back, without a restart;
// nothing a server acknowledged is lost.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/auth/secrets';
import { openDatabase } from '../../src/db/database';
import { accounts } from '../../src/modules/account/account.tables';
import { type ChildServer, startChildServer, stopChildServer } from '../faults/child-server';
import { type Answer, send, until } from '../faults/http-client';
import { faultTierSkipReason, HOLDER_MOBILE, PASSWORD } from '../faults/private-db';
import { startTcpProxy, type TcpProxy } from '../faults/tcp-proxy';
import { type Cluster, clusterSkipReason, startCluster } from './cluster';

const skip = clusterSkipReason() ?? faultTierSkipReason(['TEST_REDIS_URL']);
const HOST = 'reading.localhost';
const MAX_LAG_MS = 4000;
const READ_ONLY = { type: 8, description: '站点维护中，暂时只能浏览' };

let cluster: Cluster;
let servers: ChildServer[] = [];
let proxy: TcpProxy;
let prefix: string;
let consoleToken: string;
let siteId: number;
/** Every section a server answered 2xx for creating: all of them must be there at the end. */
const acknowledged: string[] = [];

/** A section created on one server directly, not through the proxy. */
const onServer = async (server: ChildServer, name: string) => {
  const res = await send(server.port, '/api/console/section', { method: 'POST', host: HOST, token: consoleToken, body: { name } });
  if (res.status === 200) acknowledged.push(name);
  return res;
};
const viaProxy = (path: string, options?: Parameters<typeof send>[2]) => send(proxy.port, path, options);
const createSection = async (name: string) => {
  const res = await viaProxy('/api/console/section', { method: 'POST', host: HOST, token: consoleToken, body: { name } });
  if (res.status === 200) acknowledged.push(name);
  return res;
};
/** The site's sections as its administrator sees them (console) and as a visitor does (member site, no token). */
const staffSections = async () => {
  const res = await viaProxy('/api/console/section-list', { host: HOST, token: consoleToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { res, names: (res.body.data.list as { name: string }[]).map((s) => s.name) };
};
const visitorSections = async () => {
  const res = await viaProxy('/api/member/section-list', { host: HOST });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { res, names: (res.body.data.list as { name: string }[]).map((s) => s.name) };
};
const expectReadOnly = (res: Answer) => {
  expect(res.status, JSON.stringify(res.body)).toBe(503);
  expect(res.body, JSON.stringify(res.body)).toEqual(READ_ONLY);
  expect(res.headers['x-read-only']).toBe('1');
};
/** What was running on the primary (waits, locks), the logs, each server's output: for a failure's message. */
const diagnostics = async () => {
  const activity = await cluster
    .sql(
      'primary',
      `select pid, application_name, state, wait_event_type, wait_event, now() - xact_start as age, left(query, 120) as query
         from pg_stat_activity where datname = 'commune' and pid <> pg_backend_pid()`,
    )
    .then(
      ({ rows }) => rows.map((row) => JSON.stringify(row)).join('\n'),
      (error: Error) => error.message,
    );
  // The read-your-writes marks (LSNs) each writer and address left.
  const redis = new Redis(process.env.TEST_REDIS_URL!);
  const marks = await redis
    .keys(`${prefix}*ryw*`)
    .then(async (keys) => Promise.all(keys.map(async (key) => `${key} ${await redis.get(key)}`)));
  redis.disconnect();
  // Each server's read routing changes (its warnings), then the end of its output.
  const output = (server?: ChildServer) =>
    `${server
      ?.output()
      .split('\n')
      .filter((line) => /Read routing/.test(line))
      .slice(-30)
      .join('\n')}\n…\n${server?.output().slice(-2000)}`;
  return `--- marks\n${marks.join('\n')}\n--- pg_stat_activity\n${activity}\n${cluster?.logs()}\n--- server A\n${output(servers[0])}\n--- server B\n${output(servers[1])}`;
};

describe.skipIf(skip)('two servers, PgBouncer, a primary and a streaming replica', () => {
  beforeAll(async () => {
    cluster = await startCluster();
    // Migrated once here (the servers then find nothing to do), with an account holder to sign in as.
    const handle = await openDatabase({ url: cluster.primaryUrl, poolSize: 1 });
    await handle.migrate();
    await handle.db.insert(accounts).values({ mobile: HOLDER_MOBILE, passwordHash: await hashSecret(PASSWORD), userName: '陈思远' });
    await handle.close();
    prefix = `commune-multinode-${randomBytes(5).toString('hex')}:`;
    const env = {
      DATABASE_URL: cluster.pgbouncerUrl,
      DATABASE_POOLER: 'pgbouncer',
      DATABASE_DIRECT_URL: cluster.primaryUrl,
      DATABASE_REPLICA_URLS: cluster.replicaUrl,
      DATABASE_REPLICA_CHECK_MS: '250',
      DATABASE_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
      REDIS_URL: process.env.TEST_REDIS_URL!,
      CACHE_PREFIX: prefix,
      UPLOAD_STORAGE_SHARED: '1',
      // Every request of the test comes from 127.0.0.1: the limits would count them all as one client.
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    };
    servers = await Promise.all([startChildServer(env), startChildServer(env)]);
    proxy = await startTcpProxy(servers.map((s) => ({ port: s.port })));

    const login = await viaProxy('/api/saas/login', { method: 'POST', body: { account: HOLDER_MOBILE, password: PASSWORD } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const site = await viaProxy('/api/saas/site', {
      method: 'POST',
      token: login.body.data.token,
      body: { name: '读书会', slug: 'reading', categoryId: 1 },
    });
    expect(site.status, JSON.stringify(site.body)).toBe(200);
    const consoleLogin = await viaProxy('/api/console/login', {
      method: 'POST',
      host: HOST,
      body: { account: HOLDER_MOBILE, password: PASSWORD },
    });
    expect(consoleLogin.status, JSON.stringify(consoleLogin.body)).toBe(200);
    consoleToken = consoleLogin.body.data.token;
    expect((await createSection('初始版块')).status).toBe(200);
    siteId = (await cluster.sql('primary', 'select site_id from sections where name = $1', ['初始版块'])).rows[0].site_id;
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map(stopChildServer));
    if (prefix) {
      const redis = new Redis(process.env.TEST_REDIS_URL!);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.unlink(...keys);
      redis.disconnect();
    }
    await cluster?.stop();
  });

  it('runs behind PgBouncer in transaction mode, with or without its prepared-statement support', () => {
    // Commune sends unnamed statements behind a pooler (db/prepared.ts), so either kind of PgBouncer serves it.
    console.info(
      `PgBouncer ${cluster.pgbouncerVersion}, max_prepared_statements ${cluster.pgbouncerPreparedStatements ? 'on' : 'unsupported'}`,
    );
    expect(cluster.pgbouncerVersion).toMatch(/^\d+\.\d+/);
  });

  it('shows a writer its write on the other server while the replica has not replayed it, a visitor the replica until it lags too far', async () => {
    // Everything so far (the sign-ins, whose marks hold for every request from this address, too) is on the replica.
    await cluster.caughtUp();
    await cluster.pauseReplay();
    // Each server knows where a replica is as of its last check (DATABASE_REPLICA_CHECK_MS): until then it counts the
    // replica as behind the sign-ins above and reads from the primary, the safe side. A few checks later it does not.
    await new Promise((resolve) => setTimeout(resolve, 750));
    try {
      const created = await createSection('滞后版块'); // one server
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const afterWrite = Date.now();
      // The writer, on each server in turn: from the primary (or a replica past the write), never the paused replica.
      for (let i = 0; i < 2; i++) expect((await staffSections()).names).toContain('滞后版块');
      // A visitor on each server: the replica's answer, which has not seen the new section yet.
      for (let i = 0; i < 2; i++) {
        const { names } = await visitorSections();
        expect(names).toContain('初始版块');
        expect(names, 'a visitor is served by the replica, a moment behind').not.toContain('滞后版块');
      }
      expect(Date.now() - afterWrite, 'the stale reads ran within the lag bound').toBeLessThan(MAX_LAG_MS);
      // Once the replica is further behind than DATABASE_REPLICA_MAX_LAG_MS, it is skipped: the visitor reads the primary.
      await until(async () => (await visitorSections()).names.includes('滞后版块'), 15_000, 'the lagging replica to be skipped');
      const paused = await cluster.sql('replica', 'select pg_is_wal_replay_paused() as paused');
      expect(paused.rows[0].paused, 'the replica was still behind when it was skipped').toBe(true);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${await diagnostics()}`);
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
  });

  it('serves reads with the primary stopped, refuses writes as read-only, and writes again once it is back', async () => {
    // A writer all along, one section at a time: it sees 200 or 503, never anything else.
    const statuses = new Map<number, number>();
    let writing = true;
    let resumed = 0;
    const writer = (async () => {
      for (let n = 1; writing && acknowledged.length < 60; n++) {
        const res = await createSection(`写入${n}`).catch(() => ({ status: 0, body: undefined }) as Answer);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status !== 200 && res.status !== 503) throw new Error(`write answered ${res.status}: ${JSON.stringify(res.body)}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    })();
    try {
      await new Promise((r) => setTimeout(r, 500));
      await cluster.stopPrimary();
      // Both servers notice at their next check, or at a read the primary fails; each is asked directly (the writer
      // shares the proxy's turns) with a read, which a replica answers either way (a write sent before a server has
      // noticed would wait in PgBouncer's queue for query_wait_timeout).
      await until(
        async () => {
          const answers = await Promise.all(servers.map((server) => send(server.port, '/api/member/section-list', { host: HOST })));
          return answers.every((res) => res.status === 200 && res.headers['x-read-only'] === '1');
        },
        // Within the check's time bound (DATABASE_REPLICA_CHECK_MS × 2, at least 2 s), well before PgBouncer's
        // query_wait_timeout (10 s) gives up on a statement waiting for the primary.
        8_000,
        'both servers to turn read-only',
      );
      for (const server of servers) expectReadOnly(await onServer(server, '只读中'));
      for (let i = 0; i < 2; i++) {
        expectReadOnly(await viaProxy('/api/saas/login', { method: 'POST', body: { account: HOLDER_MOBILE, password: PASSWORD } }));
        // Reads go on, from the replica, for visitors and staff alike, each answer marked for the banner.
        const visitor = await visitorSections();
        expect(visitor.names).toContain('滞后版块');
        expect(visitor.res.headers['x-read-only']).toBe('1');
        const staff = await staffSections();
        expect(staff.names).toEqual(expect.arrayContaining(acknowledged));
        expect(staff.res.headers['x-read-only']).toBe('1');
      }
      // The writer too meets the read-only answer, once the write it sent just before the servers noticed is over: that
      // one waits in PgBouncer's queue until the primary is back or query_wait_timeout (10 s) ends it with a 503.
      await until(async () => (statuses.get(503) ?? 0) > 0, 20_000, 'the writer to be answered read-only');
      await cluster.startPrimary();
      // Writes resume by themselves on both servers.
      await until(
        async () => {
          const answers = await Promise.all(servers.map((server) => onServer(server, `恢复${++resumed}`)));
          return answers.every((res) => res.status === 200 && res.headers['x-read-only'] === undefined);
        },
        30_000,
        'writes to succeed again on both servers',
      );
      // A read that meets a pooled connection PgBouncer closed meanwhile marks the primary away until the next check.
      await until(async () => (await visitorSections()).res.headers['x-read-only'] === undefined, 5000, 'reads without the banner');
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${await diagnostics()}`);
    } finally {
      writing = false;
      await writer;
    }
    expect(statuses.get(200)).toBeGreaterThan(0);
    for (const server of servers) expect(server.process.exitCode, server.output()).toBeNull();
  });

  it('keeps every write a server acknowledged, on the primary and on the replica', async () => {
    expect(acknowledged.length).toBeGreaterThan(3);
    await cluster.caughtUp();
    for (const on of ['primary', 'replica'] as const) {
      const { rows } = await cluster.sql(on, 'select name from sections where site_id = $1', [siteId]);
      expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(acknowledged));
    }
  });
});
