import type { Cache } from './cache';

interface Entry {
  value: string;
  expiresAt: number;
}

/** In-process cache for the single-server default; values are stored as JSON so callers can't mutate cached objects. */
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
      const entry = live(key);
      return entry ? (JSON.parse(entry.value) as T) : undefined;
    },
    async set(key, value, ttlSeconds) {
      if (map.size >= maxEntries && !map.has(key)) map.delete(map.keys().next().value as string);
      map.set(key, { value: JSON.stringify(value), expiresAt: Date.now() + ttlSeconds * 1000 });
    },
    async del(...keys) {
      for (const key of keys) map.delete(key);
    },
    async delPrefix(prefix) {
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
