import type { Schema } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import type { ConsolePrincipal } from '../../auth/principal';
import { cacheKeys } from '../../cache/cache';
import type { RequestInfo } from '../../context';
import { notFound } from '../../http/errors';
import { beijingTodayStart } from '../../lib/beijing-time';
import type { SiteRef } from '../../tenancy/site-resolver';
import type { ModuleDeps } from '../deps';
import { findLicense } from '../license/license-repository';
import { licenseState } from '../license/license-state';
import { findAnonymousUser } from '../site/site-user-repository';
import * as repo from './site-console-repository';
import { listWatermarkTypes } from './site-setting-repository';

const REFERENCE_CACHE_SECONDS = 3600;

/** The site console reports the licence it runs under: a paid licence past its end runs as the basic one (type 1). */
export function effectiveLicense(license: { licenseType: number; expiresAt: Date | null } | undefined, now = new Date()) {
  const state = licenseState(license, now);
  return { licenseType: state.effectiveType, licenseStatus: state.status, licenseExpiresAt: license?.expiresAt?.toISOString() ?? null };
}

export type SiteConsoleService = ReturnType<typeof createSiteConsoleService>;

export function createSiteConsoleService({ db, cache }: ModuleDeps) {
  return {
    /**
     * The console's home: licence and figures for staff. A site user without console roles (spec §4's visitor) gets
     * the licence type only (the console derives Question and Mall from it), never the figures or the licence's dates.
     */
    async indexBase(site: SiteRef, principal: Pick<ConsolePrincipal, 'roles'>): Promise<Schema<'IndexBase'>> {
      if (principal.roles.length === 0) {
        const { licenseType } = effectiveLicense(await findLicense(db, site.id));
        return {
          siteId: site.id,
          siteName: site.name,
          slug: site.slug,
          licenseType,
          licenseStatus: null,
          licenseExpiresAt: null,
          counts: null,
        };
      }
      const [license, counts] = await Promise.all([findLicense(db, site.id), repo.siteCounts(db, site.id, beijingTodayStart())]);
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
      const user = await findAnonymousUser(db, siteId);
      if (!user) throw notFound('本站没有匿名用户');
      return user;
    },

    /** Only this site's keys: other sites and the platform keep theirs. */
    async clearCache(principal: ConsolePrincipal, request: RequestInfo) {
      const removed = await cache.delPrefix(cacheKeys.site(principal.siteId));
      await recordSecurityEvent(db, request, {
        realm: 'console',
        action: 'cacheCleared',
        siteId: principal.siteId,
        actorSiteUserId: principal.siteUserId,
        targetType: 'cache',
        targetId: 'site',
        detail: { removed },
      });
      return removed;
    },
  };
}
