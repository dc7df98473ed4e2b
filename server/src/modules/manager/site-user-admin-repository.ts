import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { siteUsers, userRanks } from '../../db/schema';

/** The user, locked until the transaction ends, so a deletion and a points change cannot cross. */
export async function findSiteUser(db: Executor, siteId: number, id: number) {
  const [row] = await db
    .select({ id: siteUsers.id, userType: siteUsers.userType, isAnonymous: siteUsers.isAnonymous, rankId: siteUsers.rankId })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, id)))
    .for('update');
  return row;
}

/** Balances and message marks go with the user (foreign keys cascade); the points ledger keeps its rows. */
export async function deleteSiteUser(db: Executor, siteId: number, id: number, rankId: number | null) {
  await db.delete(siteUsers).where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, id)));
  if (rankId) {
    await db
      .update(userRanks)
      .set({ memberCount: sql`greatest(${userRanks.memberCount} - 1, 0)` })
      .where(and(eq(userRanks.siteId, siteId), eq(userRanks.id, rankId)));
  }
}
