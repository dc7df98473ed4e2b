import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { MallOrderStatus } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { countRows, totalColumn } from '../../db/paged-list';
import { pointCategories } from '../point/point.tables';
import { categoryStore } from '../section/category-store';
import { categories } from '../section/section.tables';
import { siteUsers } from '../site/site.tables';
import { giftCodes, gifts, mallOrders, type StoredAddress } from './mall.tables';

const giftColumns = {
  id: gifts.id,
  name: gifts.name,
  images: gifts.images,
  description: gifts.description,
  categoryId: gifts.categoryId,
  categoryName: sql<string>`coalesce(${categories.name}, '')`,
  pointCategoryId: gifts.pointCategoryId,
  pointCategoryName: sql<string>`coalesce(${pointCategories.name}, '')`,
  points: gifts.points,
  stock: gifts.stock,
  perMemberLimit: gifts.perMemberLimit,
  kind: gifts.kind,
  onShelf: gifts.onShelf,
  redeemedCount: gifts.redeemedCount,
  createdAt: gifts.createdAt,
};

export interface GiftFilter {
  siteId: number;
  keywordPattern?: string;
  /** 0: 未分类. */
  categoryId?: number;
  /** The member site's mall: gifts in a disabled category are hidden with it. */
  enabledCategoriesOnly?: boolean;
  kind?: string;
  onShelf?: number;
  limit: number;
  offset: number;
}

// Spelled out: drizzle leaves a single-table query's columns unqualified, and inside the subqueries an unqualified
// column would be the inner table's.
const inEnabledCategory = sql`("gifts"."category_id" is null or exists (select 1 from ${categories} c where c.site_id = "gifts"."site_id" and c.id = "gifts"."category_id" and c.enabled = 1))`;
const joinCategory = and(eq(categories.siteId, gifts.siteId), eq(categories.id, gifts.categoryId));
const joinPointCategory = and(eq(pointCategories.siteId, gifts.siteId), eq(pointCategories.id, gifts.pointCategoryId));

function giftWhere(f: Omit<GiftFilter, 'limit' | 'offset'>): SQL | undefined {
  return and(
    eq(gifts.siteId, f.siteId),
    f.keywordPattern ? ilike(gifts.name, f.keywordPattern) : undefined,
    f.categoryId === undefined ? undefined : f.categoryId === 0 ? isNull(gifts.categoryId) : eq(gifts.categoryId, f.categoryId),
    f.enabledCategoriesOnly ? inEnabledCategory : undefined,
    f.kind ? eq(gifts.kind, f.kind) : undefined,
    f.onShelf !== undefined ? eq(gifts.onShelf, f.onShelf) : undefined,
  );
}

export function listGifts(db: Executor, f: GiftFilter) {
  const where = giftWhere(f);
  return db
    .select({ ...giftColumns, total: totalColumn(db.select({ n: countRows() }).from(gifts).where(where)) })
    .from(gifts)
    .leftJoin(pointCategories, joinPointCategory)
    .leftJoin(categories, joinCategory)
    .where(where)
    .orderBy(desc(gifts.id))
    .limit(f.limit)
    .offset(f.offset);
}

export function countGifts(db: Executor, f: Omit<GiftFilter, 'limit' | 'offset'>) {
  return db.select({ n: countRows() }).from(gifts).where(giftWhere(f));
}

/** Gift categories of kind 'gift' in the shared table (the section module's), with their gift counts. */
export const giftCategoryStore = categoryStore(
  'gift',
  sql<number>`(select count(*)::int from ${gifts} g where g.site_id = "categories"."site_id" and g.category_id = "categories"."id")`,
);

/** The member site's tabs: enabled categories holding at least one gift on the shelf. */
export async function shelfCategories(db: Executor, siteId: number) {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.siteId, siteId),
        eq(categories.kind, 'gift'),
        eq(categories.enabled, 1),
        sql`exists (select 1 from ${gifts} g where g.site_id = "categories"."site_id" and g.category_id = "categories"."id" and g.on_shelf = 1)`,
      ),
    )
    .orderBy(asc(categories.sort), asc(categories.id))
    .limit(50);
  return rows;
}

/** Whether a gift's category (if any) is enabled, i.e. the gift shows in the member site's mall. */
export async function giftVisible(db: Executor, siteId: number, giftId: number) {
  const rows = await db
    .select({ id: gifts.id })
    .from(gifts)
    .where(and(eq(gifts.siteId, siteId), eq(gifts.id, giftId), inEnabledCategory));
  return rows.length > 0;
}

export async function findGift(db: Executor, siteId: number, id: number) {
  const [row] = await db
    .select(giftColumns)
    .from(gifts)
    .leftJoin(pointCategories, joinPointCategory)
    .leftJoin(categories, joinCategory)
    .where(and(eq(gifts.siteId, siteId), eq(gifts.id, id)));
  return row;
}

export type GiftValues = Omit<typeof gifts.$inferInsert, 'siteId' | 'id' | 'createdAt' | 'redeemedCount'>;

export async function insertGift(tx: Executor, siteId: number, values: GiftValues) {
  const [row] = await tx
    .insert(gifts)
    .values({ siteId, ...values })
    .returning({ id: gifts.id });
  return row.id;
}

export async function updateGift(tx: Executor, siteId: number, id: number, values: Partial<GiftValues>) {
  const rows = await tx
    .update(gifts)
    .set(values)
    .where(and(eq(gifts.siteId, siteId), eq(gifts.id, id)))
    .returning({ id: gifts.id });
  return rows.length > 0;
}

export async function lockGift(tx: Executor, siteId: number, id: number) {
  const [row] = await tx
    .select({ id: gifts.id, kind: gifts.kind, stock: gifts.stock })
    .from(gifts)
    .where(and(eq(gifts.siteId, siteId), eq(gifts.id, id)))
    .for('update');
  return row;
}

export function setShelf(tx: Executor, siteId: number, ids: number[], onShelf: number) {
  return tx
    .update(gifts)
    .set({ onShelf })
    .where(and(eq(gifts.siteId, siteId), inArray(gifts.id, ids)))
    .returning({ id: gifts.id });
}

export async function insertCodes(tx: Executor, siteId: number, giftId: number, codes: string[]) {
  const rows = await tx
    .insert(giftCodes)
    .values(codes.map((code) => ({ siteId, giftId, code })))
    .onConflictDoNothing()
    .returning({ id: giftCodes.id });
  return rows.length;
}

export async function addStock(tx: Executor, siteId: number, giftId: number, delta: number) {
  const [row] = await tx
    .update(gifts)
    .set({ stock: sql`${gifts.stock} + ${delta}` })
    .where(and(eq(gifts.siteId, siteId), eq(gifts.id, giftId), sql`${gifts.stock} + ${delta} >= 0`))
    .returning({ stock: gifts.stock });
  return row?.stock;
}

/**
 * Takes one unit of an on-shelf gift's stock: the update itself checks the stock, so parallel redemptions of the last
 * unit let exactly one through. Answers the gift as it was priced, or undefined when it is gone or off the shelf.
 */
export async function takeStock(tx: Executor, siteId: number, giftId: number) {
  const [row] = await tx
    .update(gifts)
    .set({ stock: sql`${gifts.stock} - 1`, redeemedCount: sql`${gifts.redeemedCount} + 1` })
    .where(and(eq(gifts.siteId, siteId), eq(gifts.id, giftId), eq(gifts.onShelf, 1), sql`${gifts.stock} > 0`))
    .returning({
      id: gifts.id,
      name: gifts.name,
      images: gifts.images,
      kind: gifts.kind,
      points: gifts.points,
      pointCategoryId: gifts.pointCategoryId,
      perMemberLimit: gifts.perMemberLimit,
    });
  return row;
}

export async function returnStock(tx: Executor, siteId: number, giftId: number) {
  await tx
    .update(gifts)
    .set({ stock: sql`${gifts.stock} + 1`, redeemedCount: sql`greatest(${gifts.redeemedCount} - 1, 0)` })
    .where(and(eq(gifts.siteId, siteId), eq(gifts.id, giftId)));
}

export async function giftExists(db: Executor, siteId: number, id: number, onShelfOnly: boolean) {
  const [row] = await db
    .select({ id: gifts.id })
    .from(gifts)
    .where(and(eq(gifts.siteId, siteId), eq(gifts.id, id), onShelfOnly ? eq(gifts.onShelf, 1) : undefined));
  return row !== undefined;
}

export async function countMemberOrders(tx: Executor, siteId: number, giftId: number, userId: number) {
  const [row] = await tx
    .select({ n: countRows() })
    .from(mallOrders)
    .where(
      and(
        eq(mallOrders.siteId, siteId),
        eq(mallOrders.giftId, giftId),
        eq(mallOrders.userId, userId),
        ne(mallOrders.status, MallOrderStatus.cancelled),
      ),
    );
  return row.n;
}

export async function insertOrder(tx: Executor, values: Omit<typeof mallOrders.$inferInsert, 'id'>) {
  const [row] = await tx.insert(mallOrders).values(values).returning({ id: mallOrders.id });
  return row.id;
}

/** Hands out the oldest free code of a virtual gift to an order; undefined when none is left. */
export async function claimCode(tx: Executor, siteId: number, giftId: number, orderId: number) {
  const free = tx
    .select({ id: giftCodes.id })
    .from(giftCodes)
    .where(and(eq(giftCodes.siteId, siteId), eq(giftCodes.giftId, giftId), isNull(giftCodes.orderId)))
    .orderBy(giftCodes.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await tx
    .update(giftCodes)
    .set({ orderId })
    .where(and(eq(giftCodes.siteId, siteId), eq(giftCodes.id, sql`(${free})`)))
    .returning({ code: giftCodes.code });
  return row?.code;
}

export async function setOrderCode(tx: Executor, siteId: number, orderId: number, code: string) {
  await tx
    .update(mallOrders)
    .set({ code })
    .where(and(eq(mallOrders.siteId, siteId), eq(mallOrders.id, orderId)));
}

const orderColumns = {
  id: mallOrders.id,
  giftId: mallOrders.giftId,
  giftName: mallOrders.giftName,
  giftImage: mallOrders.giftImage,
  kind: mallOrders.kind,
  userId: mallOrders.userId,
  userName: sql<string | null>`${siteUsers.userName}`,
  pointCategoryName: sql<string>`coalesce(${pointCategories.name}, '')`,
  points: mallOrders.points,
  status: mallOrders.status,
  address: mallOrders.address,
  code: mallOrders.code,
  carrier: mallOrders.carrier,
  trackingNo: mallOrders.trackingNo,
  cancelReason: mallOrders.cancelReason,
  createdAt: mallOrders.createdAt,
  shippedAt: mallOrders.shippedAt,
  completedAt: mallOrders.completedAt,
  cancelledAt: mallOrders.cancelledAt,
};

export interface OrderFilter {
  siteId: number;
  userId?: number;
  status?: number;
  kind?: string;
  giftId?: number;
  keywordPattern?: string;
  from?: Date;
  until?: Date;
}

function orderWhere(f: OrderFilter) {
  const k = f.keywordPattern;
  return and(
    eq(mallOrders.siteId, f.siteId),
    f.userId ? eq(mallOrders.userId, f.userId) : undefined,
    f.status ? eq(mallOrders.status, f.status) : undefined,
    f.kind ? eq(mallOrders.kind, f.kind) : undefined,
    f.giftId ? eq(mallOrders.giftId, f.giftId) : undefined,
    f.from ? gte(mallOrders.createdAt, f.from) : undefined,
    f.until ? lt(mallOrders.createdAt, f.until) : undefined,
    k
      ? or(
          ilike(siteUsers.userName, k),
          ilike(mallOrders.giftName, k),
          ilike(mallOrders.trackingNo, k),
          sql`${mallOrders.address}->>'name' ilike ${k}`,
          sql`${mallOrders.address}->>'mobile' ilike ${k}`,
        )
      : undefined,
  );
}

function orderBase(db: Executor) {
  return db
    .select(orderColumns)
    .from(mallOrders)
    .leftJoin(siteUsers, and(eq(siteUsers.siteId, mallOrders.siteId), eq(siteUsers.id, mallOrders.userId)))
    .leftJoin(pointCategories, and(eq(pointCategories.siteId, mallOrders.siteId), eq(pointCategories.id, mallOrders.pointCategoryId)));
}

export function listOrders(db: Executor, f: OrderFilter, range: { limit: number; offset: number }) {
  return orderBase(db).where(orderWhere(f)).orderBy(desc(mallOrders.id)).limit(range.limit).offset(range.offset);
}

export async function countOrders(db: Executor, f: OrderFilter) {
  const [row] = await db
    .select({ n: countRows() })
    .from(mallOrders)
    .leftJoin(siteUsers, and(eq(siteUsers.siteId, mallOrders.siteId), eq(siteUsers.id, mallOrders.userId)))
    .where(orderWhere(f));
  return row.n;
}

export async function findOrder(db: Executor, siteId: number, id: number) {
  const [row] = await orderBase(db).where(and(eq(mallOrders.siteId, siteId), eq(mallOrders.id, id)));
  return row;
}

export async function lockOrders(tx: Executor, siteId: number, ids: number[]) {
  return tx
    .select({
      id: mallOrders.id,
      status: mallOrders.status,
      giftId: mallOrders.giftId,
      userId: mallOrders.userId,
      points: mallOrders.points,
      pointCategoryId: mallOrders.pointCategoryId,
      kind: mallOrders.kind,
      giftName: mallOrders.giftName,
    })
    .from(mallOrders)
    .where(and(eq(mallOrders.siteId, siteId), inArray(mallOrders.id, ids)))
    .orderBy(mallOrders.id)
    .for('update');
}

export async function setOrder(tx: Executor, siteId: number, id: number, values: Partial<typeof mallOrders.$inferInsert>) {
  await tx
    .update(mallOrders)
    .set(values)
    .where(and(eq(mallOrders.siteId, siteId), eq(mallOrders.id, id)));
}

export type { StoredAddress };
