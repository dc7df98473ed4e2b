import type { Redis } from 'ioredis';
import { assertCacheGroup, type Cache, cacheGroupOf } from './cache';
import { openRedisLink, type RedisLink, type RedisLinkOptions } from './redis-link';

// A grouped key is written together with its entry in the group's index (a sorted set scored by expiry), so that
// dropping a group deletes exactly its keys: no SCAN of a keyspace that other installations and applications share.
const setInGroup = `
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
local now = tonumber(ARGV[3])
local ttl = tonumber(ARGV[2]) * 1000
redis.call('ZADD', KEYS[2], now + ttl, KEYS[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('PTTL', KEYS[2]) < ttl then redis.call('PEXPIRE', KEYS[2], ttl) end
`;

const deleteGroup = `
local keys = redis.call('ZRANGE', KEYS[1], 0, -1)
local removed = 0
for i = 1, #keys, 500 do
  removed = removed + redis.call('UNLINK', unpack(keys, i, math.min(i + 499, #keys)))
end
redis.call('UNLINK', KEYS[1])
return removed
`;

type GroupCommands = Redis & {
  communeSetInGroup(key: string, index: string, value: string, ttl: number, now: number): Promise<unknown>;
  communeDeleteGroup(index: string): Promise<number>;
};

/** Keys of the request limiter: under the same prefix, but not cache entries, so clearing the cache leaves them. */
export const limiterKeyPrefix = (prefix: string) => `${prefix}rl:`;

/**
 * Redis-backed cache. Every key carries `prefix`, so clearing never touches other applications' keys in a shared Redis.
 * Redis failing is a cache miss, never a failed request (see redis-link.ts); once it answers again, this
 * installation's keys are cleared before anything is read, because deletes may have been lost while it was away.
 */
export async function createRedisCache(
  target: string | RedisLink,
  prefix: string,
  options: RedisLinkOptions = {},
): Promise<Cache & { link: RedisLink }> {
  const link = typeof target === 'string' ? await openRedisLink(target, options) : target;
  const redis = link.client as GroupCommands;
  if (!redis.communeSetInGroup) {
    redis.defineCommand('communeSetInGroup', { numberOfKeys: 2, lua: setInGroup });
    redis.defineCommand('communeDeleteGroup', { numberOfKeys: 1, lua: deleteGroup });
  }
  const full = (key: string) => `${prefix}${key}`;
  const indexOf = (group: string) => `${prefix}idx:${group}`;
  const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');
  const limiterKeys = limiterKeyPrefix(prefix);

  async function clearAll(): Promise<number> {
    let removed = 0;
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', `${escapeGlob(prefix)}*`, 'COUNT', 1000);
      cursor = next;
      const keys = found.filter((key) => !key.startsWith(limiterKeys));
      if (keys.length) removed += await redis.unlink(...keys);
    } while (cursor !== '0');
    return removed;
  }
  link.onRecover(clearAll);

  return {
    kind: 'redis',
    link,
    get<T>(key: string) {
      return link.read(async (r) => {
        const text = await r.get(full(key));
        return text === null ? undefined : (JSON.parse(text) as T);
      }, undefined);
    },
    async set(key, value, ttlSeconds) {
      const text = JSON.stringify(value);
      const ttl = Math.max(1, Math.round(ttlSeconds));
      const group = cacheGroupOf(key);
      await link.write(
        () => (group ? redis.communeSetInGroup(full(key), indexOf(group), text, ttl, Date.now()) : redis.set(full(key), text, 'EX', ttl)),
        undefined,
      );
    },
    async del(...keys) {
      if (keys.length) await link.write((r) => r.unlink(...keys.map(full)), 0);
    },
    async delPrefix(group) {
      assertCacheGroup(group);
      return link.write(() => redis.communeDeleteGroup(indexOf(group)), 0);
    },
    // Asked for while Redis is away: nothing to count, and everything goes when it answers again.
    clear: () => link.write(clearAll, 0, true),
    async close() {
      if (typeof target === 'string') await link.close();
    },
  };
}
