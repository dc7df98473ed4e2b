import { and, asc, desc, eq, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { countRows } from '../../db/paged-list';
import { pointCategories, userPoints } from '../point/point.tables';
import { siteUsers } from '../site/site.tables';
import { defaultRanks } from '../site/site-defaults';
import { lockSite } from '../site/site-repository';
import { clearSiteUserRank, moveSiteUsersToRanks, setSiteUserRank } from '../site/site-user-repository';
import { userRanks } from './user-rank.tables';

const columns = {
  id: userRanks.id,
  name: userRanks.name,
  minPoints: userRanks.minPoints,
  color: userRanks.color,
  memberCount: userRanks.memberCount,
};

export type RankRow = { id: number; name: string; minPoints: number; color: string; memberCount: number };

export function listRanks(db: Executor, siteId: number): Promise<RankRow[]> {
  return db.select(columns).from(userRanks).where(eq(userRanks.siteId, siteId)).orderBy(asc(userRanks.minPoints), asc(userRanks.id));
}

export async function findRank(db: Executor, siteId: number, id: number): Promise<RankRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(userRanks)
    .where(and(eq(userRanks.siteId, siteId), eq(userRanks.id, id)));
  return row;
}

export async function countRanks(db: Executor, siteId: number) {
  const [row] = await db.select({ n: countRows() }).from(userRanks).where(eq(userRanks.siteId, siteId));
  return row.n;
}

/** Serialises writes to one site's ranks (the limit and "keep one" hold under concurrency) without blocking other sites. */
export async function lockSiteRanks(tx: Executor, siteId: number) {
  await lockSite(tx, siteId);
}

/** Another rank of the site with this name or threshold, if any. */
export async function findClash(db: Executor, siteId: number, rank: { name: string; minPoints: number }, exceptId?: number) {
  const [row] = await db
    .select({ name: userRanks.name, minPoints: userRanks.minPoints })
    .from(userRanks)
    .where(
      and(
        eq(userRanks.siteId, siteId),
        or(eq(userRanks.name, rank.name), eq(userRanks.minPoints, rank.minPoints)),
        exceptId ? ne(userRanks.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertRank(db: Executor, siteId: number, rank: { name: string; minPoints: number; color: string }) {
  const [row] = await db
    .insert(userRanks)
    .values({ siteId, ...rank })
    .returning(columns);
  return row;
}

export async function updateRank(db: Executor, siteId: number, id: number, rank: { name: string; minPoints: number; color: string }) {
  const [row] = await db
    .update(userRanks)
    .set(rank)
    .where(and(eq(userRanks.siteId, siteId), eq(userRanks.id, id)))
    .returning(columns);
  return row;
}

/** Deletes a rank; its members hold no rank until the next refresh. */
export async function deleteRank(db: Executor, siteId: number, id: number) {
  await clearSiteUserRank(db, siteId, id);
  const deleted = await db
    .delete(userRanks)
    .where(and(eq(userRanks.siteId, siteId), eq(userRanks.id, id)))
    .returning({ id: userRanks.id });
  return deleted.length > 0;
}

/**
 * Gives every member (not the anonymous user) the rank their reputation earns, in one statement for the whole site,
 * then recounts each rank's members. Returns how many members were considered and how many changed rank.
 */
export async function recomputeRanks(tx: Executor, siteId: number) {
  // Reads members and their reputation through the site and point modules' tables; the site module does the write.
  const earned = sql`
    select su.id, earned.id as rank_id
    from ${siteUsers} su
    left join ${pointCategories} pc on pc.site_id = su.site_id and pc.code = 'reputation'
    left join ${userPoints} up on up.site_id = su.site_id and up.user_id = su.id and up.category_id = pc.id
    left join lateral (
      select r.id from ${userRanks} r
      where r.site_id = ${siteId} and r.min_points <= coalesce(up.balance, 0)
      order by r.min_points desc
      limit 1
    ) earned on true
    where su.site_id = ${siteId} and not su.is_anonymous`;
  const moved = await moveSiteUsersToRanks(tx, siteId, earned);
  await tx.execute(sql`
    update ${userRanks} r set member_count = coalesce(c.n, 0)
    from ${userRanks} r2
    left join (
      select rank_id, count(*)::int as n from ${siteUsers}
      where site_id = ${siteId} and not is_anonymous and rank_id is not null
      group by rank_id
    ) c on c.rank_id = r2.id
    where r.site_id = ${siteId} and r2.site_id = r.site_id and r2.id = r.id
  `);
  return moved;
}

/** The rank a reputation balance earns: the highest whose threshold it reaches. */
export async function rankForPoints(tx: Executor, siteId: number, points: number) {
  const [rank] = await tx
    .select({ id: userRanks.id, name: userRanks.name })
    .from(userRanks)
    .where(and(eq(userRanks.siteId, siteId), lte(userRanks.minPoints, points)))
    .orderBy(desc(userRanks.minPoints))
    .limit(1);
  return rank ?? null;
}

/** A new site's ranks (site-defaults.ts); its owner holds the one from 0 points. */
export async function provisionRanks(tx: Executor, siteId: number, ownerId: number) {
  const ranks = await insertRanks(tx, siteId, defaultRanks);
  const baseRank = ranks.find((r) => r.minPoints === 0)!.id;
  await setSiteUserRank(tx, siteId, ownerId, baseRank);
  await joinRank(tx, siteId, baseRank);
}

export async function leaveRank(tx: Executor, siteId: number, rankId: number) {
  await tx
    .update(userRanks)
    .set({ memberCount: sql`greatest(${userRanks.memberCount} - 1, 0)` })
    .where(and(eq(userRanks.siteId, siteId), eq(userRanks.id, rankId)));
}

export async function joinRank(tx: Executor, siteId: number, rankId: number) {
  await tx
    .update(userRanks)
    .set({ memberCount: sql`${userRanks.memberCount} + 1` })
    .where(and(eq(userRanks.siteId, siteId), eq(userRanks.id, rankId)));
}

/** A new site's ranks. */
export function insertRanks(tx: Executor, siteId: number, ranks: readonly { name: string; minPoints: number; color: string }[]) {
  return tx
    .insert(userRanks)
    .values(ranks.map((rank) => ({ siteId, ...rank })))
    .returning({ id: userRanks.id, minPoints: userRanks.minPoints });
}
