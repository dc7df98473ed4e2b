import { assertCacheGroup, type Cache } from './cache';

interface Entry {
  value: unknown;
  expiresAt: number;
  /** The length of the value's JSON text (a string's own length): a measure of what it holds, two bytes a character at most. */
  size: number;
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
 *
 * Bounded by entries and by the JSON characters they hold (the platform statistics are tens of kilobytes per range
 * asked): past either bound the oldest entries go first, so a run of distinct keys cannot fill the heap. A frozen copy
 * of a site list page takes 1.4 bytes of heap per character of its JSON; at 16 M characters the bench's uncached site
 * list (a new key per request) filled 22 MB of heap and the server went past issue 29's 200 MB, so the bound is 4 M
 * (about 6 MB). Several servers share Redis instead, which this bound does not limit.
 */
export function createMemoryCache(maxEntries = 50_000, maxChars = 4 * 1024 * 1024): Cache {
  const map = new Map<string, Entry>();
  let chars = 0;
  const remove = (key: string) => {
    const entry = map.get(key);
    if (!entry) return;
    chars -= entry.size;
    map.delete(key);
  };
  const live = (key: string): Entry | undefined => {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      remove(key);
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
      // Through JSON, as Redis would store it: dates become strings either way, so both caches give the same shapes.
      // A string (answers kept as JSON text) comes back from JSON as it went in: it is kept as it is.
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      remove(key);
      if (text === undefined || text.length > maxChars) return;
      while (map.size && (map.size >= maxEntries || chars + text.length > maxChars)) remove(map.keys().next().value as string);
      const kept = typeof value === 'string' ? value : deepFreeze(JSON.parse(text));
      map.set(key, { value: kept, expiresAt: Date.now() + ttlSeconds * 1000, size: text.length });
      chars += text.length;
    },
    async del(...keys) {
      for (const key of keys) remove(key);
    },
    async delPrefix(prefix) {
      assertCacheGroup(prefix);
      let removed = 0;
      for (const key of [...map.keys()]) {
        if (!key.startsWith(prefix)) continue;
        if (live(key)) removed++;
        remove(key);
      }
      return removed;
    },
    async clear() {
      let removed = 0;
      for (const key of [...map.keys()]) if (live(key)) removed++;
      map.clear();
      chars = 0;
      return removed;
    },
    async close() {
      map.clear();
      chars = 0;
    },
  };
}
