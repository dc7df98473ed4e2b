import type { Cache } from '../cache/cache';
import { cacheKeys } from '../cache/cache';
import type { Database } from '../db/database';
import { findSiteIdByHost, findSiteRef } from '../modules/site/site-repository';
import { findVerifiedDomainSiteId } from '../modules/site-domain/site-domain-repository';

export interface SiteRef {
  id: number;
  slug: string;
  name: string;
  customDomain: string | null;
  ownerAccountId: number;
}

const HOST_TTL = 60;
const MISS_TTL = 10;

export type SiteResolver = ReturnType<typeof createSiteResolver>;

/** Chooses a site by host name: `{slug}.{BASE_DOMAIN}` or a custom domain; the base domain itself is the SaaS console. */
export function createSiteResolver(db: Database, cache: Cache, baseDomain: string) {
  const suffix = `.${baseDomain}`;

  async function byId(siteId: number): Promise<SiteRef | null> {
    const key = cacheKeys.siteRecord(siteId);
    const cached = await cache.get<SiteRef>(key);
    if (cached) return cached;
    const row = await findSiteRef(db, siteId);
    if (row) await cache.set(key, row, HOST_TTL);
    return row ?? null;
  }

  async function byHost(rawHost: string): Promise<SiteRef | null> {
    const host = rawHost.toLowerCase();
    if (!host || host === baseDomain) return null;
    const slug = host.endsWith(suffix) ? host.slice(0, -suffix.length) : null;
    if (slug?.includes('.')) return null;
    const key = cacheKeys.host(host);
    const cached = await cache.get<{ siteId: number }>(key);
    if (cached) return cached.siteId ? byId(cached.siteId) : null;
    // A site's primary custom domain is on its row; its other verified domains (which redirect there) in site_domains.
    const siteId = (await findSiteIdByHost(db, host, slug)) ?? (slug === null ? await findVerifiedDomainSiteId(db, host) : undefined);
    await cache.set(key, { siteId: siteId ?? 0 }, siteId ? HOST_TTL : MISS_TTL);
    return siteId ? byId(siteId) : null;
  }

  return {
    byHost,
    byId,
    /** After a site is created, renamed, moved or deleted. */
    async forget(site: { id: number; slug: string; customDomain?: string | null }) {
      const hosts = [`${site.slug}${suffix}`, site.customDomain].filter(Boolean) as string[];
      // Keyed deletes of what was written for this site (cache groups are indexed): never a scan of the store.
      await Promise.all([
        cache.del(...hosts.map(cacheKeys.host)),
        cache.delPrefix(cacheKeys.site(site.id)),
        cache.delPrefix(cacheKeys.siteLists()),
      ]);
    },
    /** The host the site's pages live on: its primary custom domain once verified, else `{slug}.{BASE_DOMAIN}`. */
    hostOf(site: { slug: string; customDomain: string | null }) {
      return site.customDomain ?? `${site.slug}${suffix}`;
    },
  };
}
