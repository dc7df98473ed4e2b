import { and, asc, desc, eq, gt, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { countRows } from '../../db/paged-list';
import { siteUsers } from '../site/site.tables';
import { defaultPointCategories, defaultPointItems } from '../site/site-defaults';
import { pointCategories, pointItems, pointRecords, pointSigns, userPoints } from './point.tables';

const categoryColumns = {
  id: pointCategories.id,
  code: pointCategories.code,
  name: pointCategories.name,
  unit: pointCategories.unit,
  enabled: pointCategories.enabled,
  description: pointCategories.description,
};

export function listCategories(db: Executor, siteId: number) {
  return db.select(categoryColumns).from(pointCategories).where(eq(pointCategories.siteId, siteId)).orderBy(asc(pointCategories.id));
}

export async function updateCategory(
  db: Executor,
  siteId: number,
  id: number,
  values: { name: string; unit: string; enabled: number; description: string },
) {
  const [row] = await db
    .update(pointCategories)
    .set(values)
    .where(and(eq(pointCategories.siteId, siteId), eq(pointCategories.id, id)))
    .returning(categoryColumns);
  return row;
}

const itemColumns = {
  id: pointItems.id,
  code: pointItems.code,
  name: pointItems.name,
  categoryId: pointItems.categoryId,
  categoryName: pointCategories.name,
  points: pointItems.points,
  dailyLimit: pointItems.dailyLimit,
  enabled: pointItems.enabled,
};

function selectItems(db: Executor, where: SQL | undefined) {
  return db
    .select(itemColumns)
    .from(pointItems)
    .innerJoin(pointCategories, and(eq(pointCategories.siteId, pointItems.siteId), eq(pointCategories.id, pointItems.categoryId)))
    .where(where)
    .orderBy(asc(pointItems.sort), asc(pointItems.id));
}

export function listItems(db: Executor, siteId: number, categoryId?: number) {
  return selectItems(db, and(eq(pointItems.siteId, siteId), categoryId ? eq(pointItems.categoryId, categoryId) : undefined));
}

export async function findItem(db: Executor, siteId: number, id: number) {
  const [row] = await selectItems(db, and(eq(pointItems.siteId, siteId), eq(pointItems.id, id)));
  return row;
}

export async function updateItem(
  db: Executor,
  siteId: number,
  id: number,
  values: { points: number; dailyLimit: number; enabled: number },
) {
  const updated = await db
    .update(pointItems)
    .set(values)
    .where(and(eq(pointItems.siteId, siteId), eq(pointItems.id, id)))
    .returning({ id: pointItems.id });
  return updated.length > 0;
}

export interface RecordFilter {
  siteId: number;
  /** Only this member's records (the member site's history). */
  userId?: number;
  /** Already a contains-pattern for ILIKE. */
  keywordPattern?: string;
  categoryId?: number;
  itemId?: number;
  from?: Date;
  /** Exclusive. */
  until?: Date;
  /** Only records older than this id (the previous page's last). */
  beforeId?: number;
  limit: number;
}

/** One page of the ledger, newest first; a user who has since been deleted has no name here (null). Reads site users through site.tables (the ledger screen's join). */
export function listRecords(db: Executor, filter: RecordFilter) {
  const keyword = filter.keywordPattern;
  return db
    .select({
      id: pointRecords.id,
      userId: pointRecords.userId,
      userName: siteUsers.userName,
      categoryId: pointRecords.categoryId,
      categoryName: sql<string>`coalesce(${pointCategories.name}, '')`,
      itemId: pointRecords.itemId,
      itemName: pointItems.name,
      delta: pointRecords.delta,
      balance: pointRecords.balance,
      reason: pointRecords.reason,
      eventKey: pointRecords.eventKey,
      createdAt: pointRecords.createdAt,
    })
    .from(pointRecords)
    .leftJoin(siteUsers, and(eq(siteUsers.siteId, pointRecords.siteId), eq(siteUsers.id, pointRecords.userId)))
    .leftJoin(pointCategories, and(eq(pointCategories.siteId, pointRecords.siteId), eq(pointCategories.id, pointRecords.categoryId)))
    .leftJoin(pointItems, and(eq(pointItems.siteId, pointRecords.siteId), eq(pointItems.id, pointRecords.itemId)))
    .where(
      and(
        eq(pointRecords.siteId, filter.siteId),
        filter.userId ? eq(pointRecords.userId, filter.userId) : undefined,
        keyword ? or(ilike(siteUsers.userName, keyword), ilike(siteUsers.account, keyword), ilike(siteUsers.mobile, keyword)) : undefined,
        filter.categoryId ? eq(pointRecords.categoryId, filter.categoryId) : undefined,
        filter.itemId ? eq(pointRecords.itemId, filter.itemId) : undefined,
        filter.from ? gte(pointRecords.createdAt, filter.from) : undefined,
        filter.until ? lt(pointRecords.createdAt, filter.until) : undefined,
        filter.beforeId ? lt(pointRecords.id, filter.beforeId) : undefined,
      ),
    )
    .orderBy(desc(pointRecords.id))
    .limit(filter.limit);
}

export async function countPointRecordsSince(db: Executor, siteId: number, since: Date) {
  const [row] = await db
    .select({ n: countRows() })
    .from(pointRecords)
    .where(and(eq(pointRecords.siteId, siteId), gt(pointRecords.createdAt, since)));
  return row.n;
}

// ── A new site's categories and items ──

export function insertCategories(
  tx: Executor,
  siteId: number,
  categories: readonly { code: string; name: string; unit: string; description: string }[],
) {
  return tx
    .insert(pointCategories)
    .values(categories.map((c) => ({ siteId, ...c })))
    .returning({ id: pointCategories.id, code: pointCategories.code });
}

export async function insertItems(
  tx: Executor,
  siteId: number,
  items: readonly { code: string; name: string; categoryId: number; points: number; dailyLimit: number; sort: number }[],
) {
  await tx.insert(pointItems).values(items.map((item) => ({ siteId, ...item })));
}

/** A new site's point categories and items (the defaults of site-defaults.ts). */
export async function provisionPoints(tx: Executor, siteId: number) {
  const categories = await insertCategories(tx, siteId, defaultPointCategories);
  const categoryId = (code: string) => categories.find((c) => c.code === code)!.id;
  await insertItems(
    tx,
    siteId,
    defaultPointItems.map((item, index) => ({
      code: item.code,
      name: item.name,
      categoryId: categoryId(item.category),
      points: item.points,
      dailyLimit: item.dailyLimit,
      sort: index * 10,
    })),
  );
}

/** One member's balance of every category of the site (0 where they hold none yet). */
export function memberBalances(db: Executor, siteId: number, userId: number) {
  return db
    .select({
      categoryId: pointCategories.id,
      code: pointCategories.code,
      name: pointCategories.name,
      unit: pointCategories.unit,
      balance: sql<number>`coalesce(${userPoints.balance}, 0)`.mapWith(Number),
    })
    .from(pointCategories)
    .leftJoin(
      userPoints,
      and(eq(userPoints.siteId, pointCategories.siteId), eq(userPoints.categoryId, pointCategories.id), eq(userPoints.userId, userId)),
    )
    .where(and(eq(pointCategories.siteId, siteId), eq(pointCategories.enabled, 1)))
    .orderBy(asc(pointCategories.id));
}

export async function findSign(db: Executor, siteId: number, userId: number) {
  const [row] = await db
    .select({ lastDay: pointSigns.lastDay, streak: pointSigns.streak })
    .from(pointSigns)
    .where(and(eq(pointSigns.siteId, siteId), eq(pointSigns.userId, userId)));
  return row;
}

/** Signs in for `today` unless already done: one statement, so two taps at once sign in once. Answers the streak or undefined. */
export async function signIn(tx: Executor, siteId: number, userId: number, today: string, yesterday: string) {
  const [row] = await tx
    .insert(pointSigns)
    .values({ siteId, userId, lastDay: today, streak: 1 })
    .onConflictDoUpdate({
      target: [pointSigns.siteId, pointSigns.userId],
      set: {
        lastDay: today,
        streak: sql`case when ${pointSigns.lastDay} = ${yesterday}::date then ${pointSigns.streak} + 1 else 1 end`,
      },
      setWhere: sql`${pointSigns.lastDay} < ${today}::date`,
    })
    .returning({ streak: pointSigns.streak });
  return row?.streak;
}

export async function findItemByCode(db: Executor, siteId: number, code: string) {
  const [row] = await db
    .select({ points: pointItems.points, enabled: pointItems.enabled, categoryId: pointItems.categoryId })
    .from(pointItems)
    .where(and(eq(pointItems.siteId, siteId), eq(pointItems.code, code)));
  return row;
}

/** A member's erasure (the point module's part, manifest.ts): their point history and balances go. */
export async function deleteMemberPoints(tx: Executor, siteId: number, userId: number) {
  await tx.delete(pointRecords).where(and(eq(pointRecords.siteId, siteId), eq(pointRecords.userId, userId)));
  await tx.delete(userPoints).where(and(eq(userPoints.siteId, siteId), eq(userPoints.userId, userId)));
}
