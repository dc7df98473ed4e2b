import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { sites, siteUsers, userRanks } from '../../db/schema';

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
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(userRanks).where(eq(userRanks.siteId, siteId));
  return row.n;
}

/** Serialises writes to one site's ranks (the limit and "keep one" hold under concurrency) without blocking other sites. */
export async function lockSiteRanks(tx: Executor, siteId: number) {
  await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('no key update');
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
  await db
    .update(siteUsers)
    .set({ rankId: null })
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.rankId, id)));
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
  // Both drivers answer raw statements with `{ rows }`.
  const result = (await tx.execute(sql`
    with member as (
      select su.id, su.rank_id, coalesce(up.balance, 0) as points
      from site_users su
      left join point_categories pc on pc.site_id = su.site_id and pc.code = 'reputation'
      left join user_points up on up.site_id = su.site_id and up.user_id = su.id and up.category_id = pc.id
      where su.site_id = ${siteId} and not su.is_anonymous
    ), target as (
      select m.id, m.rank_id as old_rank, earned.id as new_rank
      from member m
      left join lateral (
        select r.id from user_ranks r
        where r.site_id = ${siteId} and r.min_points <= m.points
        order by r.min_points desc
        limit 1
      ) earned on true
    ), moved as (
      update site_users su set rank_id = t.new_rank
      from target t
      where su.site_id = ${siteId} and su.id = t.id and su.rank_id is distinct from t.new_rank
      returning su.id
    )
    select (select count(*) from target)::int as members, (select count(*) from moved)::int as changed
  `)) as unknown as { rows: { members: number; changed: number }[] };
  await tx.execute(sql`
    update user_ranks r set member_count = coalesce(c.n, 0)
    from user_ranks r2
    left join (
      select rank_id, count(*)::int as n from site_users
      where site_id = ${siteId} and not is_anonymous and rank_id is not null
      group by rank_id
    ) c on c.rank_id = r2.id
    where r.site_id = ${siteId} and r2.site_id = r.site_id and r2.id = r.id
  `);
  const row = result.rows[0];
  return { members: Number(row.members), changed: Number(row.changed) };
}
