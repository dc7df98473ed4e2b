import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { accounts } from '../modules/account/account.tables';
import { siteUsers } from '../modules/site/site.tables';
import { sessions } from './auth.tables';

export interface SessionRow {
  kind: string;
  accountId: number | null;
  siteId: number | null;
  siteUserId: number | null;
  expiresAt: Date;
}

export function insertSession(db: Executor, row: typeof sessions.$inferInsert) {
  return db.insert(sessions).values(row);
}

export async function findLiveSaasSession(db: Executor, tokenHash: Buffer) {
  const [row] = await db
    .select({
      accountId: accounts.id,
      permissions: accounts.permissions,
      isMainManager: accounts.isMainManager,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'saas'), gt(sessions.expiresAt, sql`now()`), eq(accounts.status, 1)));
  return row;
}

export async function findLiveConsoleSession(db: Executor, tokenHash: Buffer) {
  const [row] = await db
    .select({
      siteId: siteUsers.siteId,
      siteUserId: siteUsers.id,
      roles: siteUsers.roles,
      userType: siteUsers.userType,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(siteUsers, and(eq(siteUsers.siteId, sessions.siteId), eq(siteUsers.id, sessions.siteUserId)))
    .where(
      and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'console'), gt(sessions.expiresAt, sql`now()`), eq(siteUsers.status, 1)),
    );
  return row;
}

export async function deleteSession(db: Executor, tokenHash: Buffer) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes an account's sessions (but `keep`) and returns their hashes, so their cache entries can go too. */
export async function deleteAccountSessions(db: Executor, accountId: number, keep?: Buffer): Promise<Buffer[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), keep ? ne(sessions.tokenHash, keep) : undefined))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}

export async function deleteSiteUserSessions(db: Executor, siteId: number, siteUserId: number, keep?: Buffer): Promise<Buffer[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.siteId, siteId), eq(sessions.siteUserId, siteUserId), keep ? ne(sessions.tokenHash, keep) : undefined))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}

export async function accountSessionHashes(db: Executor, accountIds: number[]): Promise<Buffer[]> {
  if (!accountIds.length) return [];
  const rows = await db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(inArray(sessions.accountId, accountIds));
  return rows.map((r) => r.tokenHash);
}

export async function siteUserSessionHashes(db: Executor, siteId: number, siteUserId?: number): Promise<Buffer[]> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.siteId, siteId), siteUserId ? eq(sessions.siteUserId, siteUserId) : undefined));
  return rows.map((r) => r.tokenHash);
}
