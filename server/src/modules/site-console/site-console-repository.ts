import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { licenses, pointRecords, sections, siteUsers, userRanks } from '../../db/schema';

export async function findLicense(db: Executor, siteId: number) {
  const [row] = await db
    .select({ licenseType: licenses.licenseType, expiresAt: licenses.expiresAt })
    .from(licenses)
    .where(eq(licenses.siteId, siteId));
  return row;
}

/** The home page's figures in one round trip; "today" starts at `todayStart` (a Beijing midnight). */
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

export async function findAnonymousUser(db: Executor, siteId: number) {
  const [row] = await db
    .select({ id: siteUsers.id, siteId: siteUsers.siteId, userName: siteUsers.userName, avatarUrl: siteUsers.avatarUrl })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.isAnonymous, true)));
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
