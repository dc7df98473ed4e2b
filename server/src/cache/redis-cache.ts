import { Redis } from 'ioredis';
import type { Cache } from './cache';

/** Redis-backed cache. Every key carries `prefix`, so clearing never touches other applications' keys in a shared Redis. */
export async function createRedisCache(url: string, prefix: string): Promise<Cache> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await redis.connect();
  const full = (key: string) => `${prefix}${key}`;

  async function deleteMatching(pattern: string): Promise<number> {
    let removed = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (keys.length) removed += await redis.unlink(...keys);
    } while (cursor !== '0');
    return removed;
  }
  const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

  return {
    kind: 'redis',
    async get<T>(key: string) {
      const text = await redis.get(full(key));
      return text === null ? undefined : (JSON.parse(text) as T);
    },
    async set(key, value, ttlSeconds) {
      await redis.set(full(key), JSON.stringify(value), 'EX', Math.max(1, Math.round(ttlSeconds)));
    },
    async del(...keys) {
      if (keys.length) await redis.unlink(...keys.map(full));
    },
    delPrefix: (keyPrefix) => deleteMatching(`${escapeGlob(full(keyPrefix))}*`),
    clear: () => deleteMatching(`${escapeGlob(prefix)}*`),
    async close() {
      redis.disconnect();
    },
  };
}
