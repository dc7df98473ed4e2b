// Redis goes away mid-run (a proxy between Commune and Redis is cut) and comes back: the service keeps answering,
// limits are counted in the process meanwhile, and nothing Redis held from before can be read once it is back.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app';
import type { RedisLink } from '../../src/cache/redis-link';
import { loadConfig } from '../../src/config';
import { until } from './http-client';
import { createPrivateDatabase, faultTierSkipReason, HOLDER_MOBILE, PASSWORD, type PrivateDatabase } from './private-db';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const skip = faultTierSkipReason(['TEST_DATABASE_URL', 'TEST_REDIS_URL']);
const ANONYMOUS_LIMIT = 8;

let db: PrivateDatabase;
let proxy: TcpProxy;
let built: BuiltApp;
let redis: Redis;
let prefix: string;
const logLines: string[] = [];

const inject = async (method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown } = {}) => {
  const res = await built.app.inject({
    method,
    url,
    headers: { host: 'localhost', ...(options.token ? { authorization: options.token } : {}) },
    ...(options.body ? { payload: options.body as object } : {}),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
const login = async () => {
  const res = await inject('POST', '/api/saas/login', { body: { account: HOLDER_MOBILE, password: PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token as string;
};
const link = () => (built.cache as unknown as { link: RedisLink }).link;

let token: string;

/** Requests that read the cache until the breaker has probed Redis, cleared what it may have missed, and closed. */
const waitForRedis = () =>
  until(
    async () => {
      await inject('GET', '/api/saas/token-account', { token });
      return link().breaker.state === 'closed';
    },
    20_000,
    'Commune to use Redis again',
  );

describe.skipIf(skip)('Redis stopped mid-run', () => {
  beforeAll(async () => {
    db = await createPrivateDatabase(process.env.TEST_DATABASE_URL!);
    const target = new URL(process.env.TEST_REDIS_URL!);
    proxy = await startTcpProxy([{ host: target.hostname, port: Number(target.port || 6379) }]);
    prefix = `commune-fault-${randomBytes(5).toString('hex')}:`;
    const config = {
      ...loadConfig({
        DATABASE_URL: db.url,
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        CACHE_PREFIX: prefix,
        STATIC_DIR: '/nonexistent',
        RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(ANONYMOUS_LIMIT),
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      }),
    };
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    built = await buildApp(config, { logger: { level: 'info', stream }, redis: { coolDownMs: 200 } });
    await built.app.ready();
    redis = new Redis(process.env.TEST_REDIS_URL!);
  });

  afterAll(async () => {
    await built?.app.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.unlink(...keys);
      redis.disconnect();
    }
    await proxy?.close();
    await db?.drop();
  });

  it('keeps answering while Redis is gone, and uses it again once it is back', async () => {
    token = await login();
    expect((await inject('GET', '/api/saas/token-account', { token })).status).toBe(200);
    expect((await inject('GET', '/api/saas/site-category')).status).toBe(200);
    // The session and the categories are in Redis now.
    expect((await redis.keys(`${prefix}sess:*`)).length).toBe(1);

    proxy.cut();
    for (let i = 0; i < 3; i++) {
      const account = await inject('GET', '/api/saas/token-account', { token });
      expect(account.status, JSON.stringify(account.body)).toBe(200);
      expect(account.body.data.accountMobile).toBe(HOLDER_MOBILE);
      expect((await inject('GET', '/api/saas/site-list', { token })).status).toBe(200);
    }

    proxy.restore();
    await waitForRedis();
    expect((await inject('GET', '/api/saas/token-account', { token })).status).toBe(200);
    expect((await redis.keys(`${prefix}sess:*`)).length).toBe(1);
    // Once per change of state, however many requests failed over.
    expect(logLines.filter((line) => line.includes('Redis unavailable')).length).toBe(1);
    expect(logLines.filter((line) => line.includes('Redis is back')).length).toBe(1);
  });

  it('counts the limits in the process while Redis is gone', async () => {
    proxy.cut();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < ANONYMOUS_LIMIT + 3; i++) statuses.push((await inject('GET', '/api/saas/site-category')).status);
      // Each process allows the whole limit on its own meanwhile, so up to ANONYMOUS_LIMIT answers, then 429.
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(ANONYMOUS_LIMIT);
      expect(statuses.slice(-3)).toEqual([429, 429, 429]);
      const refused = await inject('GET', '/api/saas/site-category');
      expect(refused.body).toEqual({ type: 7, description: '操作过于频繁，请稍后再试' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      proxy.restore();
    }
    await waitForRedis();
  });

  it('serves nothing that changed while Redis could not be told: a logout and a new site', async () => {
    const before = await inject('GET', '/api/saas/site-list', { token });
    expect(before.body.data.total).toBe(0);
    expect((await redis.keys(`${prefix}sitelist:*`)).length).toBeGreaterThan(0);
    const other = await login();
    expect((await inject('GET', '/api/saas/token-account', { token: other })).status).toBe(200);
    expect((await redis.keys(`${prefix}sess:*`)).length).toBe(2);

    proxy.cut();
    const created = await inject('POST', '/api/saas/site', { token, body: { name: '断网时建的站', slug: 'made-offline', categoryId: 1 } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await inject('POST', '/api/saas/logout', { token: other })).status).toBe(200);
    proxy.restore();
    await waitForRedis();

    // Without clearing on the way back, Redis would still hold the empty page and the signed-out session.
    const after = await inject('GET', '/api/saas/site-list', { token });
    expect(after.body.data.total).toBe(1);
    expect((await inject('GET', '/api/saas/token-account', { token: other })).status).toBe(401);
  });
});
