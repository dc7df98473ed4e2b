import { assertCacheGroup, type Cache } from './cache';

interface Entry {
  value: unknown;
  expiresAt: number;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * In-process cache for the single-server default. Values are stored as frozen JSON-shaped copies and handed out
 * as they are: a hit costs no parsing or allocation, and nobody can change what another request will read.
 */
export function createMemoryCache(maxEntries = 50_000): Cache {
  const map = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      map.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    kind: 'memory',
    async get<T>(key: string) {
      return live(key)?.value as T | undefined;
    },
    async set(key, value, ttlSeconds) {
      if (map.size >= maxEntries && !map.has(key)) map.delete(map.keys().next().value as string);
      // Through JSON, as Redis would store it: dates become strings either way, so both caches give the same shapes.
      map.set(key, { value: deepFreeze(JSON.parse(JSON.stringify(value))), expiresAt: Date.now() + ttlSeconds * 1000 });
    },
    async del(...keys) {
      for (const key of keys) map.delete(key);
    },
    async delPrefix(prefix) {
      assertCacheGroup(prefix);
      let removed = 0;
      for (const key of [...map.keys()]) {
        if (!key.startsWith(prefix)) continue;
        if (live(key)) removed++;
        map.delete(key);
      }
      return removed;
    },
    async clear() {
      let removed = 0;
      for (const key of [...map.keys()]) if (live(key)) removed++;
      map.clear();
      return removed;
    },
    async close() {
      map.clear();
    },
  };
}
