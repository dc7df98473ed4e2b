import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { AccountStatus, SiteUserStatus } from '../../../sdk';
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

/**
 * `lock` reads the session row FOR SHARE: the read then waits for a transaction that is deleting it (a revocation
 * not yet committed) and sees the outcome, instead of the row as it was before.
 */
export async function findLiveSaasSession(db: Executor, tokenHash: Buffer, lock = false) {
  const query = db
    .select({
      accountId: accounts.id,
      permissions: accounts.permissions,
      isMainManager: accounts.isMainManager,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.kind, 'saas'),
        gt(sessions.expiresAt, sql`now()`),
        eq(accounts.status, AccountStatus.active),
      ),
    );
  const [row] = lock ? await query.for('share', { of: sessions }) : await query;
  return row;
}

/** A site user linked to a SaaS account (the owner, a former owner) is that account: it must be enabled too. */
export async function findLiveConsoleSession(db: Executor, tokenHash: Buffer, lock = false) {
  const query = db
    .select({
      siteId: siteUsers.siteId,
      siteUserId: siteUsers.id,
      roles: siteUsers.roles,
      userType: siteUsers.userType,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(siteUsers, and(eq(siteUsers.siteId, sessions.siteId), eq(siteUsers.id, sessions.siteUserId)))
    .leftJoin(accounts, eq(accounts.id, siteUsers.saasAccountId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.kind, 'console'),
        gt(sessions.expiresAt, sql`now()`),
        eq(siteUsers.status, SiteUserStatus.active),
        or(isNull(siteUsers.saasAccountId), eq(accounts.status, AccountStatus.active)),
      ),
    );
  const [row] = lock ? await query.for('share', { of: sessions }) : await query;
  return row;
}

/** A member: any site user of the site who may sign in (status 1; a linked SaaS account must be enabled too). */
export async function findLiveMemberSession(db: Executor, tokenHash: Buffer, lock = false) {
  const query = db
    .select({ siteId: siteUsers.siteId, siteUserId: siteUsers.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(siteUsers, and(eq(siteUsers.siteId, sessions.siteId), eq(siteUsers.id, sessions.siteUserId)))
    .leftJoin(accounts, eq(accounts.id, siteUsers.saasAccountId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.kind, 'member'),
        gt(sessions.expiresAt, sql`now()`),
        eq(siteUsers.status, SiteUserStatus.active),
        or(isNull(siteUsers.saasAccountId), eq(accounts.status, AccountStatus.active)),
      ),
    );
  const [row] = lock ? await query.for('share', { of: sessions }) : await query;
  return row;
}

export async function deleteSession(db: Executor, tokenHash: Buffer) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Deletes every session of an account (but `keep`) and returns their hashes, so their cache entries can go too: its
 * SaaS sessions and the console sessions of the site users linked to it, on every site.
 */
export async function deleteAccountSessions(db: Executor, accountId: number, keep?: Buffer): Promise<Buffer[]> {
  const linked = db.select({ siteId: siteUsers.siteId, id: siteUsers.id }).from(siteUsers).where(eq(siteUsers.saasAccountId, accountId));
  const rows = await db
    .delete(sessions)
    .where(
      and(
        or(eq(sessions.accountId, accountId), sql`(${sessions.siteId}, ${sessions.siteUserId}) in ${linked}`),
        keep ? ne(sessions.tokenHash, keep) : undefined,
      ),
    )
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

// ── 个人设置: one's own sessions, named by id (the token hash stays here) ──

export type SessionOwner = { kind: 'saas'; accountId: number } | { kind: 'site'; siteId: number; siteUserId: number };

const ownedBy = (owner: SessionOwner) =>
  owner.kind === 'saas'
    ? and(eq(sessions.kind, 'saas'), eq(sessions.accountId, owner.accountId))
    : and(eq(sessions.siteId, owner.siteId), eq(sessions.siteUserId, owner.siteUserId), inArray(sessions.kind, ['console', 'member']));

/** Live sessions, newest first (at most 100: the list's bound). */
export function listOwnSessions(db: Executor, owner: SessionOwner) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      kind: sessions.kind,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(ownedBy(owner), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(100);
}

/** Deletes the owner's session `only`, or all of theirs but `keep`; returns the hashes deleted. */
export async function deleteOwnSessions(db: Executor, owner: SessionOwner, which: { only: number } | { keep: Buffer }) {
  const rows = await db
    .delete(sessions)
    .where(and(ownedBy(owner), 'only' in which ? eq(sessions.id, which.only) : ne(sessions.tokenHash, which.keep)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}
