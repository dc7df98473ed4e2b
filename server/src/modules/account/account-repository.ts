import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accounts } from '../../db/schema';

const infoColumns = {
  id: accounts.id,
  mobile: accounts.mobile,
  userName: accounts.userName,
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

export async function findPasswordHash(db: Executor, accountId: number) {
  const [row] = await db.select({ passwordHash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, accountId));
  return row?.passwordHash;
}
