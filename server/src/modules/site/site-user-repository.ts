import { and, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Schema, SiteUserStatus } from '../../../../sdk';
import type { ConsoleRole } from '../../auth/principal';
import type { Executor } from '../../db/database';
import { countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { containsPattern, maskMobile } from '../../lib/text';
import { pointCategories, userPoints } from '../point/point.tables';
import { userRanks } from '../user-rank/user-rank.tables';
import { sites, siteUsers } from './site.tables';

/**
 * A site user with a public home (`/user/:id`, the profile module): not the site's anonymous user, not disabled (an
 * erased member is disabled too). Pages link an author's name to their home only when this holds.
 */
/** site_users or an alias of it: the columns an author is made of. */
type Users = Record<'id' | 'userName' | 'avatarUrl' | 'isAnonymous' | 'status', AnyPgColumn>;

export const publicHomeOf = (users: Users) => and(eq(users.isAnonymous, false), eq(users.status, SiteUserStatus.active)) as SQL;
export const hasPublicHome = publicHomeOf(siteUsers);

/**
 * A content author (`ContentAuthor`) as one JSON column, for every list that names who wrote something; `users` is
 * site_users or an alias of it (the member a comment replies to).
 */
export const contentAuthorJsonOf = (users: Users) =>
  sql<
    Schema<'ContentAuthor'>
  >`json_build_object('id', ${users.id}, 'name', ${users.userName}, 'avatar', ${users.avatarUrl}, 'home', ${publicHomeOf(users)})`;
export const contentAuthorJson = contentAuthorJsonOf(siteUsers);

/** The same as plain columns, for a select of authors by id. */
export const contentAuthorColumns = {
  id: siteUsers.id,
  name: siteUsers.userName,
  avatar: siteUsers.avatarUrl,
  home: sql<boolean>`${hasPublicHome}`,
};

export interface SiteUserFilter extends PageRequest {
  siteId?: number;
  keyword?: string;
  status?: number;
  role?: ConsoleRole;
  /** A further condition over site_users from the module that owns the screen (the member module's state filter). */
  where?: SQL;
}

/**
 * Site users for the SaaS console's lists (never the built-in anonymous user), newest first, with reputation and rank
 * (a screen's join: point and rank tables are read through their modules' tables files).
 */
export async function listSiteUsers(db: Executor, filter: SiteUserFilter): Promise<Schema<'SiteUserPage'>> {
  const conditions: SQL[] = [eq(siteUsers.isAnonymous, false)];
  if (filter.siteId) conditions.push(eq(siteUsers.siteId, filter.siteId));
  if (filter.status) conditions.push(eq(siteUsers.status, filter.status));
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    conditions.push(or(ilike(siteUsers.account, pattern), ilike(siteUsers.userName, pattern), ilike(siteUsers.mobile, pattern))!);
  }
  // The owner holds every console role as `admin`; other roles are the ones granted.
  if (filter.role === 'admin') conditions.push(eq(siteUsers.userType, 1));
  else if (filter.role) conditions.push(sql`${filter.role} = any(${siteUsers.roles})`);
  if (filter.where) conditions.push(filter.where);

  const where = and(...conditions);
  // The page is chosen from site_users alone, then only its rows are joined.
  const count = db.select({ n: countRows() }).from(siteUsers).where(where);
  const { list, total } = await pagedList(
    filter,
    ({ limit, offset }) => {
      const page = db.$with('page').as(
        db
          .select({
            siteId: siteUsers.siteId,
            id: siteUsers.id,
            account: siteUsers.account,
            mobile: siteUsers.mobile,
            userName: siteUsers.userName,
            userType: siteUsers.userType,
            roles: siteUsers.roles,
            status: siteUsers.status,
            rankId: siteUsers.rankId,
            createdAt: siteUsers.createdAt,
            lastLoginAt: siteUsers.lastLoginAt,
          })
          .from(siteUsers)
          .where(where)
          .orderBy(desc(siteUsers.createdAt), desc(siteUsers.siteId), desc(siteUsers.id))
          .limit(limit)
          .offset(offset),
      );
      return db
        .with(page)
        .select({
          page: {
            siteId: page.siteId,
            id: page.id,
            account: page.account,
            mobile: page.mobile,
            userName: page.userName,
            userType: page.userType,
            roles: page.roles,
            status: page.status,
            createdAt: page.createdAt,
            lastLoginAt: page.lastLoginAt,
          },
          total: totalColumn(count),
          siteName: sites.name,
          points: sql<number>`coalesce(${userPoints.balance}, 0)`,
          rankName: sql<string>`coalesce(${userRanks.name}, '')`,
        })
        .from(page)
        .innerJoin(sites, eq(sites.id, page.siteId))
        .leftJoin(pointCategories, and(eq(pointCategories.siteId, page.siteId), eq(pointCategories.code, 'reputation')))
        .leftJoin(
          userPoints,
          and(eq(userPoints.siteId, page.siteId), eq(userPoints.userId, page.id), eq(userPoints.categoryId, pointCategories.id)),
        )
        .leftJoin(userRanks, and(eq(userRanks.siteId, page.siteId), eq(userRanks.id, page.rankId)))
        .orderBy(desc(page.createdAt), desc(page.siteId), desc(page.id));
    },
    () => count,
  );
  return {
    total,
    list: list.map(({ page: u, siteName, points, rankName }) => ({
      id: u.id,
      siteId: u.siteId,
      siteName,
      account: u.account,
      mobile: maskMobile(u.mobile),
      userName: u.userName,
      userType: u.userType === 1 ? 1 : 0,
      roles: u.userType === 1 ? ['admin'] : (u.roles as ConsoleRole[]),
      status: u.status === SiteUserStatus.banned ? SiteUserStatus.banned : SiteUserStatus.active,
      points: Number(points),
      rankName,
      createdAt: new Date(u.createdAt).toISOString(),
      lastLoginAt: u.lastLoginAt ? new Date(u.lastLoginAt).toISOString() : null,
    })),
  };
}

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
export async function deleteSiteUser(db: Executor, siteId: number, id: number) {
  await db.delete(siteUsers).where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, id)));
}

export async function findAnonymousUser(db: Executor, siteId: number) {
  const [row] = await db
    .select({ id: siteUsers.id, siteId: siteUsers.siteId, userName: siteUsers.userName, avatarUrl: siteUsers.avatarUrl })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.isAnonymous, true)));
  return row;
}

/** The member's whole row (the erasure checks who they are and their password). */
export async function findSiteUserRow(db: Executor, siteId: number, siteUserId: number) {
  const [row] = await db
    .select()
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, siteUserId)));
  return row;
}

/**
 * The last step of a member's erasure: the profile cleared (the sign-in name and number freed, no password),
 * disabled, out of their rank.
 */
export async function clearErasedProfile(tx: Executor, siteId: number, siteUserId: number) {
  await tx
    .update(siteUsers)
    .set({
      account: `erased_${siteUserId}`,
      userName: '已注销用户',
      mobile: null,
      passwordHash: null,
      avatarUrl: '',
      saasAccountId: null,
      status: SiteUserStatus.banned,
      rankId: null,
      lastLoginAt: null,
    })
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, siteUserId)));
}

/** Members of the site (not its anonymous user) who joined after `since`. */
export async function countMembersSince(db: Executor, siteId: number, since: Date) {
  const [row] = await db
    .select({ n: countRows() })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.isAnonymous, false), gt(siteUsers.createdAt, since)));
  return row.n;
}

/** Members who joined any site after `since`. */
export async function countAllMembersSince(db: Executor, since: Date | SQL) {
  const [row] = await db
    .select({ n: countRows() })
    .from(siteUsers)
    .where(and(eq(siteUsers.isAnonymous, false), gt(siteUsers.createdAt, since)));
  return row.n;
}

// ── The rank a member holds: kept by the user-rank module, stored here ──

export async function findSiteUserRank(db: Executor, siteId: number, userId: number) {
  const [row] = await db
    .select({ rankId: siteUsers.rankId })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
  return row;
}

export async function setSiteUserRank(db: Executor, siteId: number, userId: number, rankId: number | null) {
  await db
    .update(siteUsers)
    .set({ rankId })
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
}

/** Members of a deleted rank hold none until the next recount. */
export async function clearSiteUserRank(db: Executor, siteId: number, rankId: number) {
  await db
    .update(siteUsers)
    .set({ rankId: null })
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.rankId, rankId)));
}

/**
 * Moves a site's members to the ranks `earned` gives them (a query of `id, rank_id` rows, built by the user-rank module),
 * in one statement for the whole site. Returns how many members `earned` considered and how many changed rank.
 */
export async function moveSiteUsersToRanks(tx: Executor, siteId: number, earned: SQL) {
  // Both drivers answer raw statements with `{ rows }`.
  const result = (await tx.execute(sql`
    with target as (${earned}), moved as (
      update ${siteUsers} su set rank_id = t.rank_id
      from target t
      where su.site_id = ${siteId} and su.id = t.id and su.rank_id is distinct from t.rank_id
      returning su.id
    )
    select (select count(*) from target)::int as members, (select count(*) from moved)::int as changed
  `)) as unknown as { rows: { members: number; changed: number }[] };
  const row = result.rows[0];
  return { members: Number(row.members), changed: Number(row.changed) };
}
