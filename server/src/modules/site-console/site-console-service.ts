import type { Schema } from '../../../../sdk';
import { cacheKeys } from '../../cache/cache';
import { notFound } from '../../http/errors';
import type { SiteRef } from '../../tenancy/site-resolver';
import type { ModuleDeps } from '../deps';
import { beijingTodayStart } from '../point/beijing-day';
import { containsPattern } from './contains-pattern';
import * as repo from './site-console-repository';
import { listWatermarkTypes } from './site-setting-repository';

const EXPIRING_WITHIN_MS = 15 * 24 * 3600 * 1000;
const SECTION_SEARCH_LIMIT = 50;
const REFERENCE_CACHE_SECONDS = 3600;

type LicenseType = Schema<'LicenseType'>;
type LicenseStatus = Schema<'LicenseStatus'>;

/** What a licence grants now: a paid licence past its end runs as the basic one (type 1), its data kept. */
export function effectiveLicense(license: { licenseType: number; expiresAt: Date | null } | undefined, now = Date.now()) {
  const expiresAt = license?.expiresAt ?? null;
  const left = expiresAt ? expiresAt.getTime() - now : Number.POSITIVE_INFINITY;
  const status: LicenseStatus = left <= 0 ? 'expired' : left <= EXPIRING_WITHIN_MS ? 'expiring' : 'active';
  const licenseType = (status === 'expired' ? 1 : (license?.licenseType ?? 1)) as LicenseType;
  return { licenseType, licenseStatus: status, licenseExpiresAt: expiresAt?.toISOString() ?? null };
}

export type SiteConsoleService = ReturnType<typeof createSiteConsoleService>;

export function createSiteConsoleService({ db, cache }: ModuleDeps) {
  return {
    async indexBase(site: SiteRef): Promise<Schema<'IndexBase'>> {
      const [license, counts] = await Promise.all([repo.findLicense(db, site.id), repo.siteCounts(db, site.id, beijingTodayStart())]);
      return { siteId: site.id, siteName: site.name, slug: site.slug, ...effectiveLicense(license), counts };
    },

    async watermarkTypes(): Promise<Schema<'WatermarkType'>[]> {
      const key = cacheKeys.watermarkTypes();
      const cached = await cache.get<Schema<'WatermarkType'>[]>(key);
      if (cached) return cached;
      const types = await listWatermarkTypes(db);
      await cache.set(key, types, REFERENCE_CACHE_SECONDS);
      return types;
    },

    async anonymousUser(siteId: number): Promise<Schema<'AnonymousUser'>> {
      const user = await repo.findAnonymousUser(db, siteId);
      if (!user) throw notFound('本站没有匿名用户');
      return user;
    },

    /** Only this site's keys: other sites and the platform keep theirs. */
    clearCache: (siteId: number) => cache.delPrefix(cacheKeys.site(siteId)),

    searchSections(siteId: number, subject: string | undefined): Promise<Schema<'Section'>[]> {
      const text = subject?.trim();
      return repo.searchSections(db, siteId, text ? containsPattern(text) : undefined, SECTION_SEARCH_LIMIT);
    },
  };
}
