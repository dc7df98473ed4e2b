// The Redis cache: groups dropped by keyed deletes (a site change never scans the keyspace), and a Redis that is not
// there, or does not answer, is a cache miss in bounded time, never an error.
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startTcpProxy } from '../../test/faults/tcp-proxy';
import type { Database } from '../db/database';
import { createSiteResolver } from '../tenancy/site-resolver';
import { cacheKeys } from './cache';
import { createMemoryCache } from './memory-cache';
import { createRedisCache } from './redis-cache';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('SKIPPED: the Redis cache tests need TEST_REDIS_URL (e.g. redis://127.0.0.1:6379)');

afterEach(() => vi.restoreAllMocks());

describe('cache groups', () => {
  it('are the only prefixes either cache drops', async () => {
    const cache = createMemoryCache();
    await expect(cache.delPrefix('sess:')).rejects.toThrow(/not a cache group/);
    await cache.set(cacheKeys.siteRecord(1), { id: 1 }, 60);
    await cache.set(cacheKeys.siteRecord(11), { id: 11 }, 60);
    expect(await cache.delPrefix(cacheKeys.site(1))).toBe(1);
    expect(await cache.get(cacheKeys.siteRecord(11))).toEqual({ id: 11 });
  });
});

describe.skipIf(!redisUrl)('Redis cache', () => {
  const prefix = `commune-test-${randomBytes(5).toString('hex')}:`;
  const raw = new Redis(redisUrl ?? '', { lazyConnect: true });
  afterAll(async () => {
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length) await raw.unlink(...keys);
    raw.disconnect();
  });

  it('forgets a changed site by keyed deletes, without a SCAN', async () => {
    const cache = await createRedisCache(redisUrl!, prefix);
    try {
      await cache.set(cacheKeys.siteRecord(1), { id: 1 }, 60);
      await cache.set(cacheKeys.siteSetting(1), { mall: 1 }, 60);
      await cache.set(cacheKeys.siteRecord(11), { id: 11 }, 60);
      await cache.set(cacheKeys.siteList({ page: 1 }), { total: 2 }, 60);
      await cache.set(cacheKeys.host('one.localhost'), { siteId: 1 }, 60);
      await cache.set(cacheKeys.siteCategories(), [], 60);
      const scan = vi.spyOn(Redis.prototype, 'scan');

      const sites = createSiteResolver({} as Database, cache, 'localhost');
      await sites.forget({ id: 1, slug: 'one', customDomain: null });

      expect(scan).not.toHaveBeenCalled();
      expect(await cache.get(cacheKeys.siteRecord(1))).toBeUndefined();
      expect(await cache.get(cacheKeys.siteSetting(1))).toBeUndefined();
      expect(await cache.get(cacheKeys.siteList({ page: 1 }))).toBeUndefined();
      expect(await cache.get(cacheKeys.host('one.localhost'))).toBeUndefined();
      expect(await cache.get(cacheKeys.siteRecord(11))).toEqual({ id: 11 });
      expect(await cache.get(cacheKeys.siteCategories())).toEqual([]);
    } finally {
      await cache.clear();
      await cache.close();
    }
  });

  it('counts what a group held', async () => {
    const cache = await createRedisCache(redisUrl!, prefix);
    try {
      await cache.set(`${cacheKeys.site(5)}probe`, 1, 60);
      await cache.set(cacheKeys.userRanks(5), [], 60);
      expect(await cache.delPrefix(cacheKeys.site(5))).toBe(2);
      expect(await cache.delPrefix(cacheKeys.site(5))).toBe(0);
      await expect(cache.delPrefix('sess:')).rejects.toThrow(/not a cache group/);
    } finally {
      await cache.close();
    }
  });
});

describe.skipIf(!redisUrl)('Redis hanging mid-run', () => {
  it('is a miss once a command goes unanswered for the command timeout', async () => {
    const target = new URL(redisUrl ?? 'redis://127.0.0.1:6379');
    const proxy = await startTcpProxy([{ host: target.hostname, port: Number(target.port || 6379) }]);
    const prefix = `commune-test-${randomBytes(5).toString('hex')}:`;
    const cache = await createRedisCache(`redis://127.0.0.1:${proxy.port}`, prefix, { commandTimeoutMs: 200 });
    try {
      await cache.set(cacheKeys.siteCategories(), [{ id: 1 }], 60);
      expect(await cache.get(cacheKeys.siteCategories())).toEqual([{ id: 1 }]);
      proxy.stall();
      // Before: no command timeout, and this waited for as long as Redis did.
      expect(await cache.get(cacheKeys.siteCategories())).toBeUndefined();
    } finally {
      proxy.restore();
      await cache.clear();
      await cache.close();
      await proxy.close();
    }
  });
});

describe('Redis away', () => {
  let silent: Server | undefined;
  const held: Socket[] = [];
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)));
  });

  it('is a miss when nothing listens, and the server still starts', async () => {
    // Port 9 (discard) has no listener on a test machine: the connection is refused at once.
    const cache = await createRedisCache('redis://127.0.0.1:9', 'commune-test-away:', { connectTimeoutMs: 500 });
    try {
      expect(await cache.get(cacheKeys.siteCategories())).toBeUndefined();
      await cache.set(cacheKeys.siteCategories(), [{ id: 1 }], 60);
      await cache.del(cacheKeys.siteCategories());
      expect(await cache.delPrefix(cacheKeys.site(1))).toBe(0);
      expect(await cache.clear()).toBe(0);
    } finally {
      await cache.close();
    }
  });

  it('is a miss when Redis accepts the connection and never answers', async () => {
    // Reads the RESP handshake and never replies: a hung Redis, or a network that drops packets.
    silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent!.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const cache = await createRedisCache(`redis://127.0.0.1:${port}`, 'commune-test-silent:', {
      connectTimeoutMs: 300,
      commandTimeoutMs: 200,
    });
    try {
      expect(await cache.get(cacheKeys.siteCategories())).toBeUndefined();
      await cache.set(cacheKeys.siteCategories(), [{ id: 1 }], 60);
    } finally {
      await cache.close();
    }
  });
});
