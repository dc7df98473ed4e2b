/** The server's cache: in-process by default, Redis when REDIS_URL is set. Every key lives under one prefix. */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  del(...keys: string[]): Promise<void>;
  /** Removes every key that starts with `prefix` (after the global prefix); returns how many. */
  delPrefix(prefix: string): Promise<number>;
  /** Removes every key under the global prefix, and nothing else; returns how many. */
  clear(): Promise<number>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

/** Keys in one place, so that invalidation finds what reads wrote. */
export const cacheKeys = {
  session: (tokenHashHex: string) => `sess:${tokenHashHex}`,
  host: (host: string) => `host:${host}`,
  site: (siteId: number) => `site:${siteId}:`,
  siteRecord: (siteId: number) => `site:${siteId}:record`,
  siteSetting: (siteId: number) => `site:${siteId}:setting`,
  userRanks: (siteId: number) => `site:${siteId}:ranks`,
  /** Pages of the SaaS site list; every change to any site drops them all. */
  siteLists: () => 'sitelist:',
  siteList: (filter: object) => `sitelist:${JSON.stringify(filter)}`,
  siteCategories: () => 'ref:site-categories',
  watermarkTypes: () => 'ref:watermark-types',
};
