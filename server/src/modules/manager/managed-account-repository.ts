// The managers' account list: reads accounts and counts their sites (a screen's join; writes go through the account module).
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { containsPattern } from '../../lib/text';
import { accounts } from '../account/account.tables';
import { sites } from '../site/site.tables';

export interface AccountFilter extends PageRequest {
  id?: number;
  keyword?: string;
  status?: number;
  userType?: number;
}

export type AccountSummaryRow = Awaited<ReturnType<typeof listAccounts>>['list'][number];

/** A page of accounts, newest first, each with how many sites it owns. */
export async function listAccounts(db: Executor, filter: AccountFilter) {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(accounts.id, filter.id));
  if (filter.status) conditions.push(eq(accounts.status, filter.status));
  if (filter.userType !== undefined) conditions.push(eq(accounts.userType, filter.userType));
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    conditions.push(or(ilike(accounts.userName, pattern), ilike(accounts.mobile, pattern), ilike(accounts.email, pattern))!);
  }
  const where = and(...conditions);
  // The page is chosen from accounts alone, then only its rows count their sites.
  const count = db.select({ n: countRows() }).from(accounts).where(where);
  return pagedList(
    filter,
    ({ limit, offset }) => {
      const page = db.$with('page').as(
        db
          .select({
            id: accounts.id,
            mobile: accounts.mobile,
            userName: accounts.userName,
            email: accounts.email,
            userType: accounts.userType,
            isMainManager: accounts.isMainManager,
            status: accounts.status,
            createdAt: accounts.createdAt,
            lastLoginAt: accounts.lastLoginAt,
          })
          .from(accounts)
          .where(where)
          .orderBy(desc(accounts.id))
          .limit(limit)
          .offset(offset),
      );
      return db
        .with(page)
        .select({
          id: page.id,
          mobile: page.mobile,
          userName: page.userName,
          email: page.email,
          userType: page.userType,
          isMainManager: page.isMainManager,
          status: page.status,
          siteCount: sql<number>`(select count(*)::int from ${sites} s where s.owner_account_id = "page"."id")`,
          createdAt: page.createdAt,
          lastLoginAt: page.lastLoginAt,
          total: totalColumn(count),
        })
        .from(page)
        .orderBy(desc(page.id));
    },
    () => count,
  );
}

export async function findAccountSummary(db: Executor, id: number) {
  const { list } = await listAccounts(db, { id, page: 1, pageSize: 1 });
  return list[0];
}
