// Who among the accounts is a platform manager, with which permissions, and who the main manager is.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accounts } from './account.tables';

const managerColumns = {
  id: accounts.id,
  mobile: accounts.mobile,
  userName: accounts.userName,
  permissions: accounts.permissions,
  isMainManager: accounts.isMainManager,
  userType: accounts.userType,
  status: accounts.status,
  createdAt: accounts.createdAt,
};

export type ManagerRow = Awaited<ReturnType<typeof findAccount>> & {};

export function listManagers(db: Executor) {
  return db.select(managerColumns).from(accounts).where(eq(accounts.userType, 1)).orderBy(desc(accounts.isMainManager), asc(accounts.id));
}

export async function findAccount(db: Executor, by: { id: number } | { mobile: string }, forUpdate = false) {
  const query = db
    .select(managerColumns)
    .from(accounts)
    .where('id' in by ? eq(accounts.id, by.id) : eq(accounts.mobile, by.mobile));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Makes a customer a manager, or a manager a customer again (`permissions` empty); never touches the main manager. */
export async function setManagerRole(db: Executor, id: number, userType: 0 | 1, permissions: string[]) {
  const [row] = await db
    .update(accounts)
    .set({ userType, permissions, updatedAt: sql`now()` })
    .where(and(eq(accounts.id, id), eq(accounts.isMainManager, 0)))
    .returning(managerColumns);
  return row;
}

export async function setPermissions(db: Executor, id: number, permissions: string[]) {
  const [row] = await db
    .update(accounts)
    .set({ permissions, updatedAt: sql`now()` })
    .where(and(eq(accounts.id, id), eq(accounts.userType, 1), eq(accounts.isMainManager, 0)))
    .returning(managerColumns);
  return row;
}

/** Steps down as main manager, keeping every assignable permission; false when `id` was not the main manager. */
export async function stepDownAsMain(db: Executor, id: number, permissions: string[]) {
  const rows = await db
    .update(accounts)
    .set({ isMainManager: 0, permissions, updatedAt: sql`now()` })
    .where(and(eq(accounts.id, id), eq(accounts.isMainManager, 1)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

export async function becomeMain(db: Executor, id: number) {
  await db.update(accounts).set({ isMainManager: 1, userType: 1, updatedAt: sql`now()` }).where(eq(accounts.id, id));
}
