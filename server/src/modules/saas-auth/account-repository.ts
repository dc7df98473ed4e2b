import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accounts } from '../../db/schema';

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
