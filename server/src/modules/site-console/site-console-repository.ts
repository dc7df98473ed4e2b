import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { pointRecords } from '../point/point.tables';
import { sections } from '../section/section.tables';
import { siteUsers } from '../site/site.tables';
import { userRanks } from '../user-rank/user-rank.tables';

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
