// The fleet release's state machine: each site's row moves pending → committed → auditing → passed → released (or
// rejected / failed) by one step at a time, each step a conditional update from the state it started in, so a step run
// twice (a retried job, a second server, a restart) moves a site once. One pass at a time holds the release (a lease,
// `stepping_until`): WeChat is called before the row moves, so two passes at once would submit or release a site twice.
// WeChat's release answers 85052 when it already happened (a pass that died between WeChat's answer and its write),
// which counts as released: each site is released once. The minute task picks up running releases after a restart
// (a dead pass's lease runs out after five minutes); pushes and the start send a step at once.
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { AppError } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { fleetReleaseItems, fleetReleases } from './applet.tables';
import type { AppletService } from './applet-service';

type ItemStatus = Schema<'FleetItemStatus'>;
const OPEN: ItemStatus[] = ['pending', 'committed', 'auditing', 'passed'];

async function move(deps: ModuleDeps, releaseId: number, siteId: number, from: string, to: string, extra: Record<string, unknown> = {}) {
  const moved = await deps.db
    .update(fleetReleaseItems)
    .set({ status: to, updatedAt: new Date(), ...extra })
    .where(and(eq(fleetReleaseItems.releaseId, releaseId), eq(fleetReleaseItems.siteId, siteId), eq(fleetReleaseItems.status, from)))
    .returning({ siteId: fleetReleaseItems.siteId });
  return moved.length > 0;
}

/** How long a step pass holds a release, renewed after each site. */
const LEASE_MS = 5 * 60_000;

/** Takes (or renews) the release for one pass; false when another pass holds it. */
async function hold(deps: ModuleDeps, releaseId: number, renew = false) {
  const held = await deps.db
    .update(fleetReleases)
    .set({ steppingUntil: sql`now() + make_interval(secs => ${LEASE_MS / 1000})` })
    .where(
      and(
        eq(fleetReleases.id, releaseId),
        eq(fleetReleases.status, 'running'),
        renew ? undefined : or(isNull(fleetReleases.steppingUntil), lt(fleetReleases.steppingUntil, sql`now()`)),
      ),
    )
    .returning({ id: fleetReleases.id });
  return held.length > 0;
}

/**
 * One pass over a running release: every open site advances by at most one step. Answers whether it finished; a
 * release another pass holds is left to it (false).
 */
export async function runFleetStep(deps: ModuleDeps, service: AppletService, releaseId: number): Promise<boolean> {
  const [release] = await deps.db.select().from(fleetReleases).where(eq(fleetReleases.id, releaseId));
  if (release?.status !== 'running') return true;
  if (!(await hold(deps, releaseId))) return false;
  try {
    return await stepItems(deps, service, release);
  } finally {
    await deps.db.update(fleetReleases).set({ steppingUntil: null }).where(eq(fleetReleases.id, releaseId));
  }
}

async function stepItems(deps: ModuleDeps, service: AppletService, release: typeof fleetReleases.$inferSelect): Promise<boolean> {
  const releaseId = release.id;
  const items = await deps.db
    .select()
    .from(fleetReleaseItems)
    .where(and(eq(fleetReleaseItems.releaseId, releaseId), inArray(fleetReleaseItems.status, OPEN)));
  for (const item of items) {
    try {
      if (item.status === 'pending') {
        await service.commitFor(item.siteId, item.appid, release.templateId);
        await move(deps, releaseId, item.siteId, 'pending', 'committed');
      } else if (item.status === 'committed') {
        const auditid = await service.submitFor(item.siteId, item.appid);
        await move(deps, releaseId, item.siteId, 'committed', 'auditing', { auditid });
      } else if (item.status === 'auditing') {
        const row = await service.rowOf(item.siteId);
        if (row?.auditStatus === 'passed') await move(deps, releaseId, item.siteId, 'auditing', 'passed');
        else if (row?.auditStatus === 'rejected')
          await move(deps, releaseId, item.siteId, 'auditing', 'rejected', { reason: row.auditReason });
      } else if (item.status === 'passed') {
        await service.releaseFor(item.siteId, item.appid);
        await move(deps, releaseId, item.siteId, 'passed', 'released');
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const row = await service.rowOf(item.siteId);
      await move(deps, releaseId, item.siteId, item.status, 'failed', {
        errcode: row?.lastError?.errcode ?? null,
        explanation: (row?.lastError?.explanation ?? error.description).slice(0, 200),
      });
    }
    await hold(deps, releaseId, true);
  }
  const [open] = await deps.db
    .select({ siteId: fleetReleaseItems.siteId })
    .from(fleetReleaseItems)
    .where(and(eq(fleetReleaseItems.releaseId, releaseId), inArray(fleetReleaseItems.status, OPEN)))
    .limit(1);
  if (open) return false;
  await deps.db
    .update(fleetReleases)
    .set({ status: 'finished', finishedAt: new Date() })
    .where(and(eq(fleetReleases.id, releaseId), eq(fleetReleases.status, 'running')));
  return true;
}

/** Every running release, one step each (the minute task; what resumes a release after a restart). */
export async function stepRunningReleases(deps: ModuleDeps, service: AppletService): Promise<number> {
  const running = await deps.db.select({ id: fleetReleases.id }).from(fleetReleases).where(eq(fleetReleases.status, 'running'));
  for (const r of running) await runFleetStep(deps, service, r.id);
  return running.length;
}

/** Stops a release: sites in audit are withdrawn, released ones go back to the version they had before. */
export async function rollbackFleet(deps: ModuleDeps, service: AppletService, releaseId: number): Promise<void> {
  const [release] = await deps.db
    .update(fleetReleases)
    .set({ status: 'rolledBack', finishedAt: new Date() })
    .where(and(eq(fleetReleases.id, releaseId), inArray(fleetReleases.status, ['running', 'finished'])))
    .returning();
  if (!release) return;
  const items = await deps.db.select().from(fleetReleaseItems).where(eq(fleetReleaseItems.releaseId, releaseId));
  for (const item of items) {
    try {
      if (item.status === 'released') {
        await service.revertFor(item.siteId, item.appid);
        await move(deps, releaseId, item.siteId, 'released', 'rolledBack');
      } else if (item.status === 'auditing') {
        await service.client?.undoCodeAudit(item.appid);
        await service.save(item.siteId, { auditStatus: 'withdrawn' });
        await move(deps, releaseId, item.siteId, 'auditing', 'failed', { explanation: '批量发布已回退，审核已撤回' });
      } else if (OPEN.includes(item.status as ItemStatus)) {
        await move(deps, releaseId, item.siteId, item.status, 'failed', { explanation: '批量发布已回退' });
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await move(deps, releaseId, item.siteId, item.status, 'failed', { explanation: error.description.slice(0, 200) });
    }
  }
}
