// Every write to `accounts` goes through here or manager-role-repository.ts; other modules call these.
import { eq, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import type { Database, Executor } from '../../db/database';
import { accounts } from './account.tables';

const infoColumns = {
  id: accounts.id,
  mobile: accounts.mobile,
  userName: accounts.userName,
  avatarUrl: accounts.avatarUrl,
  email: accounts.email,
  gender: accounts.gender,
  position: accounts.position,
  company: accounts.company,
  areaAddress: accounts.areaAddress,
  areaCode: accounts.areaCode,
  permissions: accounts.permissions,
  userType: accounts.userType,
  isMainManager: accounts.isMainManager,
  createdAt: accounts.createdAt,
};

export type AccountInfoRow = Awaited<ReturnType<typeof findAccountInfo>> & {};

export async function findAccountInfo(db: Executor, accountId: number) {
  const [row] = await db.select(infoColumns).from(accounts).where(eq(accounts.id, accountId));
  return row;
}

export interface ProfileFields {
  userName: string;
  gender: number;
  areaCode: string;
  areaAddress: string;
  company: string;
  position: string;
}

export async function updateProfile(db: Executor, accountId: number, fields: ProfileFields) {
  const [row] = await db
    .update(accounts)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId))
    .returning(infoColumns);
  return row;
}

/**
 * The account's avatar address ('' to remove it); answers the account as it now stands and the address it replaced.
 * The row is locked between the two, so of two uploads at once each learns the address the other one replaced.
 */
export async function swapAccountAvatar(db: Database, accountId: number, avatarUrl: string) {
  return db.transaction(async (tx) => {
    const [old] = await tx.select({ avatarUrl: accounts.avatarUrl }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    if (!old) return undefined;
    const [row] = await tx
      .update(accounts)
      .set({ avatarUrl, updatedAt: sql`now()` })
      .where(eq(accounts.id, accountId))
      .returning(infoColumns);
    return { row, previous: old.avatarUrl };
  });
}

export async function findPasswordHash(db: Executor, accountId: number) {
  const [row] = await db.select({ passwordHash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, accountId));
  return row?.passwordHash;
}

// ── Sign-in, registration, password ──

export async function findAccountByLogin(db: Executor, login: string) {
  const byEmail = login.includes('@');
  const [row] = await db
    .select({ id: accounts.id, passwordHash: accounts.passwordHash, status: accounts.status })
    .from(accounts)
    .where(byEmail ? sql`lower(${accounts.email}) = ${login.toLowerCase()}` : eq(accounts.mobile, login));
  return row;
}

export async function findAccountIdByMobile(db: Executor, mobile: string) {
  const [row] = await db.select({ id: accounts.id, status: accounts.status }).from(accounts).where(eq(accounts.mobile, mobile));
  return row;
}

export async function insertAccount(db: Executor, values: { mobile: string; passwordHash: string; userName: string }) {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return row.id;
}

export async function setAccountPassword(db: Executor, accountId: number, passwordHash: string) {
  await db.update(accounts).set({ passwordHash, updatedAt: sql`now()` }).where(eq(accounts.id, accountId));
}

export async function touchAccountLogin(db: Executor, accountId: number) {
  await db.update(accounts).set({ lastLoginAt: sql`now()` }).where(eq(accounts.id, accountId));
}

// ── As other modules need an account ──

/** An account as a site owner is made from it: its mobile and password sign in to the site console. */
export async function findOwnerAccount(db: Executor, by: { id: number } | { mobile: string }) {
  const [row] = await db
    .select({
      id: accounts.id,
      mobile: accounts.mobile,
      userName: accounts.userName,
      status: accounts.status,
    })
    .from(accounts)
    .where('id' in by ? eq(accounts.id, by.id) : eq(accounts.mobile, by.mobile));
  return row;
}

// ── Managed by platform managers ──

/** Held until the transaction ends, so that a status change and the checks before it see the same account. */
export async function findAccountState(db: Executor, id: number) {
  const [row] = await db
    .select({ id: accounts.id, isMainManager: accounts.isMainManager, status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, id))
    .for('update');
  return row;
}

export async function updateAccount(db: Executor, id: number, fields: { status?: number; userName?: string; email?: string | null }) {
  await db
    .update(accounts)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}

/** 个人设置 › 通知偏好: the menu badges the account switched off. */
export async function hiddenBadges(db: Executor, accountId: number): Promise<Schema<'SaasMessageType'>[]> {
  const [row] = await db.select({ hidden: accounts.hiddenBadges }).from(accounts).where(eq(accounts.id, accountId));
  return (row?.hidden ?? []) as Schema<'SaasMessageType'>[];
}

export async function setHiddenBadges(db: Executor, accountId: number, hidden: readonly string[]) {
  await db
    .update(accounts)
    .set({ hiddenBadges: [...hidden] })
    .where(eq(accounts.id, accountId));
}
