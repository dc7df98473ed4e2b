// SQL of the report queue. The queue's rows join the site's users (reporters' and authors' names) and, for the
// platform's queue, the sites' names: reads for these screens only (the layering rule, server/README.md).
import { and, asc, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { sites, siteUsers } from '../site/site.tables';
import { contentAuthorColumns } from '../site/site-user-repository';
import { impeachReports as r, impeachTargets as t } from './impeach.tables';

export type Sort = 'oldest' | 'newest' | 'count';

export interface QueueFilter extends PageRequest {
  siteId?: number;
  state: 'open' | 'resolved';
  targetType?: string;
  reason?: string;
  sort?: Sort;
}

function orderOf(filter: QueueFilter): SQL[] {
  switch (filter.sort) {
    case 'newest':
      return [desc(t.lastReportedAt), desc(t.id)];
    case 'count':
      return [desc(t.reportCount), asc(t.firstReportedAt), asc(t.id)];
    case 'oldest':
      return [asc(t.firstReportedAt), asc(t.id)];
    default:
      // Open reports wait longest first; handled ones show the latest handled first.
      return filter.state === 'open' ? [asc(t.firstReportedAt), asc(t.id)] : [sql`${t.handledAt} desc nulls last`, desc(t.id)];
  }
}

export async function listQueue(db: Executor, filter: QueueFilter) {
  const where = and(
    filter.siteId !== undefined ? eq(t.siteId, filter.siteId) : undefined,
    eq(t.state, filter.state),
    filter.targetType ? eq(t.targetType, filter.targetType) : undefined,
    filter.reason
      ? exists(
          db
            .select({ one: sql`1` })
            .from(r)
            .where(and(eq(r.siteId, t.siteId), eq(r.groupId, t.id), eq(r.reason, filter.reason))),
        )
      : undefined,
  );
  const count = db.select({ n: countRows() }).from(t).where(where);
  return pagedList(
    filter,
    ({ limit, offset }) =>
      db
        .select({
          siteId: t.siteId,
          siteName: sites.name,
          id: t.id,
          targetType: t.targetType,
          targetId: t.targetId,
          state: t.state,
          reportCount: t.reportCount,
          firstReportedAt: t.firstReportedAt,
          lastReportedAt: t.lastReportedAt,
          action: t.action,
          handledBy: t.handledBy,
          handledAt: t.handledAt,
          note: t.note,
          total: totalColumn(count),
        })
        .from(t)
        .innerJoin(sites, eq(sites.id, t.siteId))
        .where(where)
        .orderBy(...orderOf(filter))
        .limit(limit)
        .offset(offset),
    () => count,
  );
}

/** The 20 latest reports of each group, with the reporters' names. */
export async function latestReports(db: Executor, groups: { siteId: number; id: number }[]) {
  if (!groups.length) return [];
  const keys = sql.join(
    groups.map((g) => sql`(${g.siteId}::bigint, ${g.id}::bigint)`),
    sql`, `,
  );
  const ranked = db
    .select({
      siteId: r.siteId,
      groupId: r.groupId,
      id: r.id,
      userId: r.reporterId,
      reason: r.reason,
      reasonText: r.reasonText,
      createdAt: r.createdAt,
      n: sql<number>`row_number() over (partition by ${r.siteId}, ${r.groupId} order by ${r.id} desc)`.as('n'),
    })
    .from(r)
    .where(sql`(${r.siteId}, ${r.groupId}) in (${keys})`)
    .as('ranked');
  return db
    .select({
      siteId: ranked.siteId,
      groupId: ranked.groupId,
      id: ranked.id,
      userId: ranked.userId,
      name: sql<string>`coalesce(${siteUsers.userName}, '')`,
      reason: ranked.reason,
      reasonText: ranked.reasonText,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .leftJoin(siteUsers, and(eq(siteUsers.siteId, ranked.siteId), eq(siteUsers.id, ranked.userId)))
    .where(sql`${ranked.n} <= 20`)
    .orderBy(desc(ranked.id));
}

/** How often each reason was chosen per group. */
export async function reasonCounts(db: Executor, groups: { siteId: number; id: number }[]) {
  if (!groups.length) return [];
  const keys = sql.join(
    groups.map((g) => sql`(${g.siteId}::bigint, ${g.id}::bigint)`),
    sql`, `,
  );
  return db
    .select({ siteId: r.siteId, groupId: r.groupId, reason: r.reason, count: countRows() })
    .from(r)
    .where(sql`(${r.siteId}, ${r.groupId}) in (${keys})`)
    .groupBy(r.siteId, r.groupId, r.reason)
    .orderBy(desc(countRows()), asc(r.reason));
}

export async function usersOf(db: Executor, siteId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select(contentAuthorColumns)
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), inArray(siteUsers.id, ids)));
}

/** Opens (or joins) the object's open group, raising its count by one. */
export async function joinOpenGroup(db: Executor, siteId: number, targetType: string, targetId: number) {
  const [row] = await db
    .insert(t)
    .values({ siteId, targetType, targetId, reportCount: 1 })
    .onConflictDoUpdate({
      target: [t.siteId, t.targetType, t.targetId],
      targetWhere: sql`${t.state} = 'open'`,
      set: { reportCount: sql`${t.reportCount} + 1`, lastReportedAt: sql`now()` },
    })
    .returning({ id: t.id, reportCount: t.reportCount });
  return row;
}

/** The member's report, or nothing when they reported this object before (the unique key decides). */
export async function insertReport(
  db: Executor,
  values: { siteId: number; groupId: number; targetType: string; targetId: number; reporterId: number; reason: string; reasonText: string },
) {
  const [row] = await db
    .insert(r)
    .values(values)
    .onConflictDoNothing({ target: [r.siteId, r.targetType, r.targetId, r.reporterId] })
    .returning({ id: r.id });
  return row;
}

/** The groups among `ids` of this site, locked for the handling transaction. */
export async function lockGroups(db: Executor, siteId: number, ids: number[]) {
  return db
    .select({ id: t.id, targetType: t.targetType, targetId: t.targetId, state: t.state, reportCount: t.reportCount })
    .from(t)
    .where(and(eq(t.siteId, siteId), inArray(t.id, ids)))
    .orderBy(t.id)
    .for('update');
}

/** Closes a group and all its reports; returns the reporters. */
export async function closeGroup(db: Executor, siteId: number, id: number, outcome: { action: string; handledBy: string; note: string }) {
  await db
    .update(t)
    .set({ state: 'resolved', action: outcome.action, handledBy: outcome.handledBy, handledAt: sql`now()`, note: outcome.note })
    .where(and(eq(t.siteId, siteId), eq(t.id, id)));
  return db
    .update(r)
    .set({ state: 'resolved', resolvedAt: sql`now()` })
    .where(and(eq(r.siteId, siteId), eq(r.groupId, id), eq(r.state, 'open')))
    .returning({ id: r.id, reporterId: r.reporterId });
}

export async function openCount(db: Executor, siteId: number) {
  const [row] = await db
    .select({ n: countRows() })
    .from(t)
    .where(and(eq(t.siteId, siteId), eq(t.state, 'open')));
  return Number(row?.n ?? 0);
}

export async function siteUserName(db: Executor, siteId: number, siteUserId: number) {
  const [row] = await db
    .select({ name: siteUsers.userName })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, siteUserId)));
  return row?.name ?? '';
}

export async function siteExists(db: Executor, siteId: number) {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  return Boolean(row);
}
