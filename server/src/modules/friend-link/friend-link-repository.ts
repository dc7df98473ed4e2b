import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Switch } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { friendLinks } from './friend-link.tables';

export type FriendLinkRow = typeof friendLinks.$inferSelect;
export type FriendLinkValues = Partial<Omit<typeof friendLinks.$inferInsert, 'siteId' | 'id' | 'createdAt'>>;

const inOrder = [asc(friendLinks.sort), asc(friendLinks.id)];

export async function listFriendLinks(db: Executor, siteId: number) {
  return db
    .select()
    .from(friendLinks)
    .where(eq(friendLinks.siteId, siteId))
    .orderBy(...inOrder)
    .limit(100);
}

/** The enabled links, in order: what the footer shows. */
export async function shownFriendLinks(db: Executor, siteId: number) {
  return db
    .select({
      id: friendLinks.id,
      name: friendLinks.name,
      url: friendLinks.url,
      logo: friendLinks.logo,
      description: friendLinks.description,
      placement: friendLinks.placement,
    })
    .from(friendLinks)
    .where(and(eq(friendLinks.siteId, siteId), eq(friendLinks.status, Switch.on)))
    .orderBy(...inOrder)
    .limit(100);
}

export async function countFriendLinks(db: Executor, siteId: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(friendLinks).where(eq(friendLinks.siteId, siteId));
  return row.n;
}

export async function nextSort(db: Executor, siteId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${friendLinks.sort}), 0)::int` })
    .from(friendLinks)
    .where(eq(friendLinks.siteId, siteId));
  return Math.min(row.n + 10, 100000);
}

export async function insertFriendLink(
  db: Executor,
  siteId: number,
  values: FriendLinkValues & Pick<FriendLinkRow, 'name' | 'url' | 'sort'>,
) {
  const [row] = await db
    .insert(friendLinks)
    .values({ ...values, siteId })
    .returning();
  return row;
}

export async function updateFriendLink(db: Executor, siteId: number, id: number, values: FriendLinkValues) {
  const [row] = await db
    .update(friendLinks)
    .set(values)
    .where(and(eq(friendLinks.siteId, siteId), eq(friendLinks.id, id)))
    .returning();
  return row as FriendLinkRow | undefined;
}

export async function deleteFriendLink(db: Executor, siteId: number, id: number) {
  const rows = await db
    .delete(friendLinks)
    .where(and(eq(friendLinks.siteId, siteId), eq(friendLinks.id, id)))
    .returning({ id: friendLinks.id });
  return rows.length > 0;
}

/** The links' sort values, locked so that two reorders happen one after the other. */
export async function lockSorts(tx: Executor, siteId: number, ids: readonly number[]) {
  return tx
    .select({ id: friendLinks.id, sort: friendLinks.sort })
    .from(friendLinks)
    .where(and(eq(friendLinks.siteId, siteId), inArray(friendLinks.id, [...ids])))
    .orderBy(...inOrder)
    .for('update');
}

export async function setSort(tx: Executor, siteId: number, id: number, sort: number) {
  await tx
    .update(friendLinks)
    .set({ sort })
    .where(and(eq(friendLinks.siteId, siteId), eq(friendLinks.id, id)));
}
