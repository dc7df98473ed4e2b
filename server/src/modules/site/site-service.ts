import type { OperationQuery, Schema } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import { hasRole, type SaasPrincipal } from '../../auth/principal';
import { siteUserSessionHashes } from '../../auth/session-repository';
import { cacheKeys } from '../../cache/cache';
import type { RequestInfo } from '../../context';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, isUniqueViolation, notFound, notLoggedIn } from '../../http/errors';
import { findOwnerAccount } from '../account/account-repository';
import type { ModuleDeps } from '../deps';
import { provisionSite } from './provision-site';
import { RESERVED_SLUGS } from './reserved-slugs';
import { requireSiteAccess, SITE_NOT_FOUND, toSite } from './site-access';
import * as repo from './site-repository';
import { findAnonymousUser, listSiteUsers } from './site-user-repository';

const CATEGORIES_TTL_SECONDS = 3600;
// Site writes drop cached pages at once; only member counts (new registrations) may lag by this much.
const SITE_LIST_TTL_SECONDS = 30;
const SLUG_TAKEN = '该站点标识已被使用';

export function createSiteService(deps: ModuleDeps) {
  const { db, cache, sites, sessions } = deps;
  const view = async (siteId: number, request: RequestInfo) => {
    const row = await repo.findSiteRow(db, siteId);
    if (!row) throw notFound(SITE_NOT_FOUND);
    return toSite(row, request, sites.hostOf(row));
  };

  return {
    view,

    /** Account holders see their own sites; managers with Site see everyone's and may pick one owner. */
    async list(principal: SaasPrincipal, query: OperationQuery<'getSiteList'>, request: RequestInfo): Promise<Schema<'SitePage'>> {
      const ownerId = hasRole(principal, 'Site') ? query.masterId : principal.accountId;
      const filter: repo.SiteFilter = { ...query, ...paging(query), ownerId };
      // Links in a page depend on how the client reached us (scheme and port), so that is part of the key.
      const key = cacheKeys.siteList({ ...filter, via: `${request.protocol}${request.portSuffix}` });
      const cached = await cache.get<Schema<'SitePage'>>(key);
      if (cached) return cached;
      const { list: rows, total } = await repo.listSites(db, filter);
      const page = { total, list: rows.map((row) => toSite(row, request, sites.hostOf(row))) };
      await cache.set(key, page, SITE_LIST_TTL_SECONDS);
      return page;
    },

    async create(principal: SaasPrincipal, input: Schema<'SiteCreateInput'>, request: RequestInfo) {
      const name = input.name.trim();
      if (name.length < 2) throw badRequest('站点名称至少 2 个字');
      if (RESERVED_SLUGS.has(input.slug)) throw conflict('该站点标识为系统保留');
      if (!(await repo.categoryExists(db, input.categoryId))) throw notFound('站点分类不存在');
      if (await repo.slugTaken(db, input.slug)) throw conflict(SLUG_TAKEN);
      const owner = await findOwnerAccount(db, { id: principal.accountId });
      if (!owner) throw notLoggedIn();
      let siteId: number;
      try {
        siteId = await db.transaction((tx) =>
          provisionSite(
            tx,
            {
              name,
              slug: input.slug,
              description: input.description?.trim() ?? '',
              categoryId: input.categoryId,
              owner: { accountId: owner.id, mobile: owner.mobile, userName: owner.userName },
            },
            deps.modules,
          ),
        );
      } catch (error) {
        // Two creations of one slug at once: the unique index decides.
        if (isUniqueViolation(error, 'sites_slug_key')) throw conflict(SLUG_TAKEN);
        throw error;
      }
      // A visit before creation may have cached "no such host".
      await sites.forget({ id: siteId, slug: input.slug, customDomain: null });
      return view(siteId, request);
    },

    /** Everything the site owns goes with it (foreign keys cascade), its console sessions included; its files after the commit. */
    async remove(principal: SaasPrincipal, siteId: number, request: RequestInfo) {
      const { site, sessionHashes } = await db.transaction(async (tx) => {
        const site = await requireSiteAccess(tx, principal, siteId, ['Site'], true);
        const sessionHashes = await siteUserSessionHashes(tx, siteId);
        await repo.deleteSite(tx, siteId);
        await recordSecurityEvent(tx, request, {
          realm: 'saas',
          action: 'siteDeleted',
          siteId,
          actorAccountId: principal.accountId,
          targetType: 'site',
          targetId: siteId,
          detail: { slug: site.slug, ownerAccountId: site.ownerAccountId },
        });
        return { site, sessionHashes };
      });
      await sessions.forget(sessionHashes);
      await sites.forget(site);
      // What modules keep outside the database (uploaded files) goes after the commit (their manifests' siteDeleted).
      for (const module of deps.modules) await module.siteDeleted?.(deps, siteId);
    },

    async categories(): Promise<Schema<'SiteCategory'>[]> {
      const cached = await cache.get<Schema<'SiteCategory'>[]>(cacheKeys.siteCategories());
      if (cached) return cached;
      const list = await repo.listCategories(db);
      await cache.set(cacheKeys.siteCategories(), list, CATEGORIES_TTL_SECONDS);
      return list;
    },

    async users(principal: SaasPrincipal, query: OperationQuery<'querySiteUsers'>) {
      await requireSiteAccess(db, principal, query.siteId, ['Site', 'SiteUser']);
      return listSiteUsers(db, { ...query, ...paging(query) });
    },

    async anonymousUser(principal: SaasPrincipal, siteId: number): Promise<Schema<'AnonymousUser'>> {
      await requireSiteAccess(db, principal, siteId, ['Site', 'SiteUser']);
      const user = await findAnonymousUser(db, siteId);
      if (!user) throw notFound('该站点没有匿名用户');
      return user;
    },
  };
}
