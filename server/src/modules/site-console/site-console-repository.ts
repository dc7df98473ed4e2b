import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { pointRecords } from '../point/point.tables';
import { siteUsers } from '../site/site.tables';
import { userRanks } from '../user-rank/user-rank.tables';
import { sections } from './site-console.tables';

/**
 * The home page's figures in one round trip; "today" starts at `todayStart` (a Beijing midnight). A screen's join: the
 * site, point and rank tables are read through their modules' tables files.
 */
export async function siteCounts(db: Executor, siteId: number, todayStart: Date) {
  const member = and(eq(siteUsers.siteId, siteId), eq(siteUsers.isAnonymous, false));
  const [row] = await db
    .select({
      members: sql<number>`count(*)::int`,
      administrators: sql<number>`(count(*) filter (where ${siteUsers.userType} = 1 or cardinality(${siteUsers.roles}) > 0))::int`,
      newMembersToday: sql<number>`(count(*) filter (where ${siteUsers.createdAt} >= ${todayStart.toISOString()}::timestamptz))::int`,
      sections: sql<number>`(select count(*)::int from ${sections} where ${sections.siteId} = ${siteId})`,
      ranks: sql<number>`(select count(*)::int from ${userRanks} where ${userRanks.siteId} = ${siteId})`,
      pointRecordsToday: sql<number>`(select count(*)::int from ${pointRecords} where ${pointRecords.siteId} = ${siteId} and ${pointRecords.createdAt} >= ${todayStart.toISOString()}::timestamptz)`,
    })
    .from(siteUsers)
    .where(member);
  return row;
}

export function searchSections(db: Executor, siteId: number, namePattern: string | undefined, limit: number) {
  return db
    .select({ id: sections.id, name: sections.name, description: sections.description, parentId: sections.parentId, sort: sections.sort })
    .from(sections)
    .where(and(eq(sections.siteId, siteId), namePattern ? ilike(sections.name, namePattern) : undefined))
    .orderBy(asc(sections.sort), asc(sections.id))
    .limit(limit);
}

/** A new site's sections. */
export async function insertSections(tx: Executor, siteId: number, rows: readonly { name: string; description: string; sort: number }[]) {
  await tx.insert(sections).values(rows.map((row) => ({ siteId, ...row })));
}
