/** The server's cache: in-process by default, Redis when REDIS_URL is set. Every key lives under one prefix. */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  del(...keys: string[]): Promise<void>;
  /**
   * Removes every key of a group (`cacheKeys.site(id)`, `cacheKeys.siteLists()`); returns how many. Groups are
   * indexed as they are written, so this is a keyed delete, never a scan of the store.
   */
  delPrefix(group: string): Promise<number>;
  /** Removes every key under the global prefix, and nothing else; returns how many. */
  clear(): Promise<number>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

/** The groups `delPrefix` accepts: every key that starts with one of these belongs to it. */
const groupPattern = /^(site:\d+:|sitelist:)/;

/** The group a key belongs to, if any. */
export function cacheGroupOf(key: string): string | undefined {
  return groupPattern.exec(key)?.[1];
}

export function assertCacheGroup(group: string) {
  if (cacheGroupOf(group) !== group) throw new Error(`not a cache group: ${group}`);
}

/** Keys in one place, so that invalidation finds what reads wrote. */
export const cacheKeys = {
  session: (tokenHashHex: string) => `sess:${tokenHashHex}`,
  host: (host: string) => `host:${host}`,
  /** The group of everything cached about one site. */
  site: (siteId: number) => `site:${siteId}:`,
  siteRecord: (siteId: number) => `site:${siteId}:record`,
  siteSetting: (siteId: number) => `site:${siteId}:setting`,
  userRanks: (siteId: number) => `site:${siteId}:ranks`,
  /** A site's own sensitive words; the moderation module drops it when the list changes. */
  sensitiveWords: (siteId: number) => `site:${siteId}:sensitive-words`,
  /** Pages of the SaaS site list; every change to any site drops them all. */
  siteLists: () => 'sitelist:',
  siteList: (filter: object) => `sitelist:${JSON.stringify(filter)}`,
  siteCategories: () => 'ref:site-categories',
  watermarkTypes: () => 'ref:watermark-types',
  /** The platform's sensitive words, applied on every site; the content-oversight module drops it when the list changes. */
  platformSensitiveWords: () => 'ref:platform-sensitive-words',
};
