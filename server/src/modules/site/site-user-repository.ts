import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import type { ConsoleRole } from '../../auth/principal';
import type { Executor } from '../../db/database';
import { countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { pointCategories, sites, siteUsers, userPoints, userRanks } from '../../db/schema';
import { containsPattern, maskMobile } from '../../lib/text';

export interface SiteUserFilter extends PageRequest {
  siteId?: number;
  keyword?: string;
  status?: number;
  role?: ConsoleRole;
}

/** Site users for the SaaS console's lists (never the built-in anonymous user), newest first, with reputation and rank. */
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
      status: u.status === 2 ? 2 : 1,
      points: Number(points),
      rankName,
      createdAt: new Date(u.createdAt).toISOString(),
      lastLoginAt: u.lastLoginAt ? new Date(u.lastLoginAt).toISOString() : null,
    })),
  };
}
