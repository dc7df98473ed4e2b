// Site users as the site console's administrator pages and personal setting read and change them (roles, name,
// avatar, password). The site module owns site_users; the site-admin module calls these.
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../lib/text';
import { siteUsers } from './site.tables';

const adminColumns = {
  id: siteUsers.id,
  account: siteUsers.account,
  userName: siteUsers.userName,
  avatar: siteUsers.avatarUrl,
  userType: siteUsers.userType,
  roles: siteUsers.roles,
  isAnonymous: siteUsers.isAnonymous,
  saasAccountId: siteUsers.saasAccountId,
  passwordHash: siteUsers.passwordHash,
  lastLoginAt: siteUsers.lastLoginAt,
  createdAt: siteUsers.createdAt,
};

/** The owner and everyone holding a console role, owner first then by login name (a site has few). */
export async function listSiteAdmins(db: Executor, siteId: number, keyword?: string) {
  const conditions: SQL[] = [
    eq(siteUsers.siteId, siteId),
    eq(siteUsers.isAnonymous, false),
    or(eq(siteUsers.userType, 1), sql`cardinality(${siteUsers.roles}) > 0`)!,
  ];
  const k = keyword?.trim();
  if (k) {
    const p = containsPattern(k);
    conditions.push(or(ilike(siteUsers.account, p), ilike(siteUsers.userName, p), ilike(siteUsers.mobile, p))!);
  }
  return db
    .select(adminColumns)
    .from(siteUsers)
    .where(and(...conditions))
    .orderBy(desc(siteUsers.userType), asc(siteUsers.account))
    .limit(200);
}

/** One site user, locked for the transaction (role changes of one user are serialised). */
export async function lockSiteUserForAdmin(db: Executor, siteId: number, userId: number) {
  const [row] = await db
    .select(adminColumns)
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)))
    .for('update');
  return row;
}

export async function findSiteUserForAdmin(db: Executor, siteId: number, userId: number) {
  const [row] = await db
    .select(adminColumns)
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
  return row;
}

export async function setSiteUserRoles(db: Executor, siteId: number, userId: number, roles: string[]) {
  await db
    .update(siteUsers)
    .set({ roles })
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
}

export async function setSiteUserProfile(db: Executor, siteId: number, userId: number, values: { userName: string; avatarUrl?: string }) {
  await db
    .update(siteUsers)
    .set(values)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
}
