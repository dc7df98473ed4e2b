import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/audit-kit';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused } from '../../../test/refusals';
import { managerWith, type TwoSites, twoSites } from '../../../test/two-sites';
import { cacheKeys } from '../../cache/cache';

let server: TestServer;
let cast: TwoSites;
let operator: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  cast = await twoSites(server);
  operator = await managerWith(server, '13800000031', ['SiteSetting']);
});
afterAll(() => server?.close());

const seed = async () => {
  await server.cache.set(cacheKeys.siteSetting(cast.sites.a.id), { mallFunctionStatus: 1 }, 600);
  await server.cache.set(cacheKeys.userRanks(cast.sites.b.id), [{ name: '新手上路' }], 600);
  await server.cache.set(cacheKeys.siteCategories(), [{ id: 1, name: '综合社区' }], 600);
};

describe('clearRedisCache', () => {
  it('empties the cache and says how many entries went', async () => {
    await seed();
    const res = await server.call('clearRedisCache', { token: cast.tokens.main });
    expect(res.status).toBe(200);
    const { removed } = res.body.data;
    // The three entries above, plus at least the caller's own cached session.
    expect(removed).toBeGreaterThanOrEqual(4);
    expect(res.body.description).toBe(`缓存已清除，共 ${removed} 项`);
    expect(await server.cache.get(cacheKeys.siteSetting(cast.sites.a.id))).toBeUndefined();
    expect(await server.cache.get(cacheKeys.userRanks(cast.sites.b.id))).toBeUndefined();
    expect(await server.cache.get(cacheKeys.siteCategories())).toBeUndefined();
    // Sessions live in the database: everyone stays signed in.
    expect((await server.call('getTokenAccount', { token: cast.tokens.holderA })).status).toBe(200);
    const again = await server.call('clearRedisCache', { token: cast.tokens.main });
    expect(again.body.data.removed).toBeLessThan(removed);
    const events = await eventsOf(server, 'cacheCleared');
    expect(events.map((e) => e.detail)).toEqual([{ removed }, { removed: again.body.data.removed }]);
    expect(events[0]).toMatchObject({ realm: 'saas', actorAccountId: cast.ids.main, siteId: null, targetType: 'cache' });
  });

  it('is allowed to a manager with SiteSetting', async () => {
    await seed();
    const res = await server.call('clearRedisCache', { token: operator.token });
    expect(res.status).toBe(200);
    expect(await server.cache.get(cacheKeys.siteCategories())).toBeUndefined();
  });

  it('refuses everyone else and leaves the cache alone', async () => {
    await seed();
    const events = (await eventsOf(server, 'cacheCleared')).length;
    for (const token of [cast.tokens.limited, cast.tokens.other, cast.tokens.holderA]) {
      const description = await expectRefused(server, 'clearRedisCache', { token }, 403);
      expect(description).toBe('没有权限执行此操作');
    }
    expect(await server.cache.get(cacheKeys.siteCategories())).toEqual([{ id: 1, name: '综合社区' }]);
    expect((await server.call('clearRedisCache')).status).toBe(401);
    expect(await eventsOf(server, 'cacheCleared')).toHaveLength(events);
  });
});

describe('clearRedisCache on a shared Redis', () => {
  if (!process.env.TEST_REDIS_URL) {
    console.warn('SKIPPED: clearRedisCache on a shared Redis needs TEST_REDIS_URL (e.g. redis://127.0.0.1:6379)');
  }

  it.skipIf(!process.env.TEST_REDIS_URL)('removes only this installation’s keys from Redis', async () => {
    expect(server.cache.kind).toBe('redis');
    const prefix = server.deps.config.cachePrefix;
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const outside = `other-app:${prefix}survivor`;
    try {
      await redis.set(outside, 'keep me', 'EX', 600);
      await seed();
      expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThanOrEqual(3);
      const res = await server.call('clearRedisCache', { token: cast.tokens.main });
      expect(res.status).toBe(200);
      expect(await redis.keys(`${prefix}*`)).toEqual([]);
      expect(await redis.get(outside)).toBe('keep me');
    } finally {
      await redis.del(outside);
      redis.disconnect();
    }
  });
});
