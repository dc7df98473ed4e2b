// Fleet releases as the SaaS console reads and starts them; each release's steps run as the `appletFleetStep` job
// (applet-fleet.ts).
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { OperationBody, Schema } from '../../../../sdk';
import { badRequest, conflict, notFound } from '../../http/errors';
import { sites } from '../site/site.tables';
import { applets, fleetReleaseItems, fleetReleases } from './applet.tables';
import { type AppletCore, iso } from './applet-core';

export function createFleetReleases(core: AppletCore, templates: () => Promise<Schema<'CodeTemplateList'>>) {
  const { deps, db } = core;
  const fleet = {
    async fleetSummary(id: number): Promise<Schema<'FleetReleaseSummary'> | undefined> {
      const [release] = await db.select().from(fleetReleases).where(eq(fleetReleases.id, id));
      if (!release) return undefined;
      const rows = await db
        .select({ status: fleetReleaseItems.status, n: count() })
        .from(fleetReleaseItems)
        .where(eq(fleetReleaseItems.releaseId, id))
        .groupBy(fleetReleaseItems.status);
      const counts = { pending: 0, committed: 0, auditing: 0, passed: 0, rejected: 0, released: 0, failed: 0, rolledBack: 0 };
      for (const r of rows) counts[r.status as keyof typeof counts] = r.n;
      return {
        id: release.id,
        templateId: release.templateId,
        userVersion: release.userVersion,
        userDesc: release.userDesc,
        status: release.status as Schema<'FleetReleaseStatus'>,
        total: rows.reduce((n, r) => n + r.n, 0),
        counts,
        createdAt: iso(release.createdAt),
        finishedAt: release.finishedAt ? iso(release.finishedAt) : null,
      };
    },
    async fleetItems(id: number): Promise<Schema<'FleetReleaseItem'>[]> {
      const rows = await db
        .select({ item: fleetReleaseItems, siteName: sites.name })
        .from(fleetReleaseItems)
        .innerJoin(sites, eq(sites.id, fleetReleaseItems.siteId))
        .where(eq(fleetReleaseItems.releaseId, id))
        .orderBy(fleetReleaseItems.siteId);
      return rows.map(({ item, siteName }) => ({
        siteId: item.siteId,
        siteName,
        appid: item.appid,
        status: item.status as Schema<'FleetItemStatus'>,
        auditid: item.auditid,
        reason: item.reason,
        errcode: item.errcode,
        explanation: item.explanation,
        previousVersion: item.previousVersion,
        updatedAt: iso(item.updatedAt),
      }));
    },
    async fleetList(page: number, size: number) {
      const rows = await db
        .select({ id: fleetReleases.id })
        .from(fleetReleases)
        .orderBy(desc(fleetReleases.id))
        .limit(size)
        .offset((page - 1) * size);
      const [{ n }] = await db.select({ n: count() }).from(fleetReleases);
      const list: Schema<'FleetReleaseSummary'>[] = [];
      for (const r of rows) {
        const s = await fleet.fleetSummary(r.id);
        if (s) list.push(s);
      }
      return { list, total: n };
    },
    async startFleet(actorId: number, input: OperationBody<'startFleetRelease'>) {
      const [running] = await db.select({ id: fleetReleases.id }).from(fleetReleases).where(eq(fleetReleases.status, 'running'));
      if (running) throw conflict('已有进行中的批量发布');
      if (!input.all && !input.siteIds?.length) throw badRequest('请选择站点');
      const template = (await templates()).find((t) => t.templateId === input.templateId);
      if (!template) throw notFound('模板不存在');
      const targets = await db
        .select({ siteId: applets.siteId, appid: applets.appid, releasedVersion: applets.releasedVersion })
        .from(applets)
        .where(and(eq(applets.registerStatus, 'authorized'), input.all ? undefined : inArray(applets.siteId, input.siteIds ?? [])));
      if (!input.all && targets.length !== (input.siteIds ?? []).length) throw badRequest('所选站点中有小程序尚未授权的站点');
      if (!targets.length) throw conflict('没有已授权小程序的站点');
      const id = await db.transaction(async (tx) => {
        const [release] = await tx
          .insert(fleetReleases)
          .values({
            templateId: template.templateId,
            userVersion: template.userVersion,
            userDesc: input.userDesc ?? template.userDesc,
            createdBy: actorId,
          })
          .returning({ id: fleetReleases.id });
        await tx
          .insert(fleetReleaseItems)
          .values(
            targets.map((t) => ({ releaseId: release.id, siteId: t.siteId, appid: t.appid as string, previousVersion: t.releasedVersion })),
          );
        return release.id;
      });
      await deps.jobs.send('appletFleetStep', { releaseId: id });
      return (await fleet.fleetSummary(id)) as Schema<'FleetReleaseSummary'>;
    },
  };
  return fleet;
}
