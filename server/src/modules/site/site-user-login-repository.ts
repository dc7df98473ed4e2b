// Site users as they sign in to a site's console, register on it and reset their password.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { siteUsers } from './site.tables';

/** A site user by login name or mobile; a login-name match wins over someone else's mobile. */
export async function findSiteUserForLogin(db: Executor, siteId: number, login: string) {
  const byAccount = sql`lower(${siteUsers.account}) = ${login.toLowerCase()}`;
  const [row] = await db
    .select({ id: siteUsers.id, passwordHash: siteUsers.passwordHash, status: siteUsers.status, isAnonymous: siteUsers.isAnonymous })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), sql`(${byAccount} or ${siteUsers.mobile} = ${login})`))
    .orderBy(sql`${byAccount} desc`)
    .limit(1);
  return row;
}

/** Whoever already holds this mobile number, as mobile or as login name, in the site. */
export async function findSiteUserHoldingMobile(db: Executor, siteId: number, mobile: string) {
  const [row] = await db
    .select({ id: siteUsers.id })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), sql`(${siteUsers.mobile} = ${mobile} or lower(${siteUsers.account}) = ${mobile})`))
    .limit(1);
  return row;
}

export async function findSiteUserByMobile(db: Executor, siteId: number, mobile: string) {
  const [row] = await db
    .select({ id: siteUsers.id, status: siteUsers.status, isAnonymous: siteUsers.isAnonymous })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.mobile, mobile)));
  return row;
}

export async function findSiteUserProfile(db: Executor, siteId: number, userId: number) {
  const [row] = await db
    .select({
      id: siteUsers.id,
      account: siteUsers.account,
      userName: siteUsers.userName,
      mobile: siteUsers.mobile,
      avatarUrl: siteUsers.avatarUrl,
      userType: siteUsers.userType,
      roles: siteUsers.roles,
      status: siteUsers.status,
      isAnonymous: siteUsers.isAnonymous,
    })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
  return row;
}

export type SiteUserProfile = NonNullable<Awaited<ReturnType<typeof findSiteUserProfile>>>;

export async function insertSiteMember(db: Executor, values: { siteId: number; mobile: string; passwordHash: string; userName: string }) {
  const [row] = await db
    .insert(siteUsers)
    .values({ ...values, account: values.mobile })
    .returning({ id: siteUsers.id });
  return row.id;
}

export async function setSiteUserPassword(db: Executor, siteId: number, userId: number, passwordHash: string) {
  await db
    .update(siteUsers)
    .set({ passwordHash })
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
}

export async function touchSiteUserLogin(db: Executor, siteId: number, userId: number) {
  await db
    .update(siteUsers)
    .set({ lastLoginAt: sql`now()` })
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
}
