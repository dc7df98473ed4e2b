// Site users as they sign in to a site's console, register on it and reset their password.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AccountStatus, SiteUserStatus } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { accounts } from '../account/account.tables';
import { siteUsers } from './site.tables';

/**
 * A site user by login name or mobile; a login-name match wins over someone else's mobile. A site user linked to a
 * SaaS account (the owner, a former owner) is that account: its password and its status are the account's.
 */
export async function findSiteUserForLogin(db: Executor, siteId: number, login: string) {
  const byAccount = sql`lower(${siteUsers.account}) = ${login.toLowerCase()}`;
  const [row] = await db
    .select({
      id: siteUsers.id,
      passwordHash: sql<
        string | null
      >`case when ${siteUsers.saasAccountId} is null then ${siteUsers.passwordHash} else ${accounts.passwordHash} end`,
      status: siteUsers.status,
      accountStatus: accounts.status,
      isAnonymous: siteUsers.isAnonymous,
    })
    .from(siteUsers)
    .leftJoin(accounts, eq(accounts.id, siteUsers.saasAccountId))
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
    .select({
      id: siteUsers.id,
      status: siteUsers.status,
      isAnonymous: siteUsers.isAnonymous,
      linked: sql<boolean>`${siteUsers.saasAccountId} is not null`,
    })
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

export async function insertSiteMember(
  db: Executor,
  values: { siteId: number; mobile: string; account: string; passwordHash: string; userName: string },
) {
  const [row] = await db.insert(siteUsers).values(values).returning({ id: siteUsers.id });
  return row.id;
}

/** A member who signed up through WeChat, QQ or Weibo (social-login): no password; a mobile when the policy asked for one. */
export async function insertSocialMember(
  db: Executor,
  values: { siteId: number; mobile: string | null; account: string; userName: string },
) {
  const [row] = await db
    .insert(siteUsers)
    .values({ ...values, passwordHash: null })
    .returning({ id: siteUsers.id });
  return row.id;
}

/** A site user's own password hash; `linked` users (the owner, a former owner) have their SaaS account's instead. */
export async function findSiteUserPassword(db: Executor, siteId: number, userId: number) {
  const [row] = await db
    .select({
      passwordHash: siteUsers.passwordHash,
      linked: sql<boolean>`${siteUsers.saasAccountId} is not null`,
      status: siteUsers.status,
      isAnonymous: siteUsers.isAnonymous,
    })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
  return row;
}

/** Only for site users of the site's own: a linked user's password is its account's. False when none was set. */
export async function setSiteUserPassword(db: Executor, siteId: number, userId: number, passwordHash: string) {
  const rows = await db
    .update(siteUsers)
    .set({ passwordHash })
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId), isNull(siteUsers.saasAccountId)))
    .returning({ id: siteUsers.id });
  return rows.length > 0;
}

export async function touchSiteUserLogin(db: Executor, siteId: number, userId: number) {
  await db
    .update(siteUsers)
    .set({ lastLoginAt: sql`now()` })
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
}

/** The site's owner user (for a handoff from the centre), provided it is still this account's and both are enabled. */
export async function findOwnerUserOf(db: Executor, siteId: number, accountId: number) {
  const [row] = await db
    .select({ id: siteUsers.id })
    .from(siteUsers)
    .innerJoin(accounts, eq(accounts.id, siteUsers.saasAccountId))
    .where(
      and(
        eq(siteUsers.siteId, siteId),
        eq(siteUsers.userType, 1),
        eq(siteUsers.saasAccountId, accountId),
        eq(siteUsers.status, SiteUserStatus.active),
        eq(accounts.status, AccountStatus.active),
      ),
    );
  return row;
}
