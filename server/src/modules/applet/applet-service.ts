// Each site's mini-program through the third-party platform: registration and authorisation (applet-authorize.ts),
// base info and categories (applet-profile.ts), the template library and per-site code actions (applet-code.ts) and
// fleet releases (applet-fleet-releases.ts), over what they share (applet-core.ts). WeChat's refusals keep their
// errcode, are stored as the site's last error and answer 409 with the Chinese explanation. A site's operations only
// ever use the appid linked to that site's own row.
import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { OperationQuery, Schema } from '../../../../sdk';
import type { ModuleDeps } from '../deps';
import { sites } from '../site/site.tables';
import { applets } from './applet.tables';
import { createAppletAuthorize } from './applet-authorize';
import { createAppletCode } from './applet-code';
import { createAppletCore } from './applet-core';
import { createFleetReleases } from './applet-fleet-releases';
import { createAppletProfile } from './applet-profile';

export type AppletService = ReturnType<typeof createAppletService>;

export function createAppletService(deps: ModuleDeps) {
  const core = createAppletCore(deps);
  const { db, summary } = core;
  const code = createAppletCode(core);
  return {
    client: core.client,
    config: core.config,
    rowOf: core.rowOf,
    save: core.save,
    siteApplet: core.siteApplet,

    async list(query: OperationQuery<'getAppletList'>): Promise<Schema<'AppletPage'>> {
      const page = query.page ?? 1;
      const size = query.pageSize ?? 20;
      const where = and(
        query.keyword ? or(ilike(sites.name, `%${query.keyword}%`), ilike(sites.slug, `%${query.keyword}%`)) : undefined,
        query.registerStatus ? sql`coalesce(${applets.registerStatus}, 'unregistered') = ${query.registerStatus}` : undefined,
        query.auditStatus ? sql`coalesce(${applets.auditStatus}, 'none') = ${query.auditStatus}` : undefined,
      );
      const base = db
        .select({ site: { id: sites.id, name: sites.name, slug: sites.slug }, applet: applets })
        .from(sites)
        .leftJoin(applets, eq(applets.siteId, sites.id));
      const rows = await base
        .where(where)
        .orderBy(sites.id)
        .limit(size)
        .offset((page - 1) * size);
      const [{ n }] = await db.select({ n: count() }).from(sites).leftJoin(applets, eq(applets.siteId, sites.id)).where(where);
      return { list: rows.map((r) => summary(r.site, r.applet ?? undefined)), total: n };
    },

    ...createAppletAuthorize(core),
    ...code,
    ...createAppletProfile(core),
    ...createFleetReleases(core, code.templates),
  };
}
