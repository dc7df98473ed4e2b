import { and, eq, sql } from 'drizzle-orm';
import { SiteUserStatus } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { sites, siteUsers } from './site.tables';

/** What a former owner keeps on the site they gave away: running it day to day, without owning it. */
export const FORMER_OWNER_ROLES = ['SiteManage', 'User'];

export async function setSiteOwner(db: Executor, siteId: number, accountId: number) {
  await db.update(sites).set({ ownerAccountId: accountId, updatedAt: sql`now()` }).where(eq(sites.id, siteId));
}

/**
 * The current owner's site user becomes an ordinary administrator (first, so the one-owner index never sees two); it
 * stays linked to the former owner's account. Returns its id.
 */
export async function demoteOwner(db: Executor, siteId: number) {
  const [row] = await db
    .update(siteUsers)
    .set({ userType: 0, roles: FORMER_OWNER_ROLES })
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.userType, 1)))
    .returning({ id: siteUsers.id });
  return row?.id;
}

export async function findSiteUserByLogin(db: Executor, siteId: number, mobile: string) {
  const [byMobile] = await db
    .select({ id: siteUsers.id })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.mobile, mobile)));
  if (byMobile) return { id: byMobile.id, accountTaken: false };
  const [byAccount] = await db
    .select({ id: siteUsers.id })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), sql`lower(${siteUsers.account}) = ${mobile}`));
  return { id: undefined, accountTaken: Boolean(byAccount) };
}

/** The user becomes the account: it signs in with the account's password from now on, and keeps none of its own. */
export async function promoteSiteUser(db: Executor, siteId: number, siteUserId: number, accountId: number) {
  await db
    .update(siteUsers)
    .set({ userType: 1, status: SiteUserStatus.active, saasAccountId: accountId, passwordHash: null })
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, siteUserId)));
}

export async function insertOwner(db: Executor, siteId: number, owner: { id: number; mobile: string; userName: string }) {
  const [row] = await db
    .insert(siteUsers)
    .values({
      siteId,
      account: owner.mobile,
      mobile: owner.mobile,
      userName: owner.userName,
      userType: 1,
      saasAccountId: owner.id,
    })
    .returning({ id: siteUsers.id });
  return row.id;
}
