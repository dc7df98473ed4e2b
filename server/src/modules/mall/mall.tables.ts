// Tables the mall module owns: a site's gifts, the codes of virtual gifts and the redemption orders.
// Who else may use them: the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { GiftKindValues, MallOrderStatusValues, SwitchValues } from '../../../../sdk/generated/enums';
import { at, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { pointCategories } from '../point/point.tables';
import { categories } from '../section/section.tables';
import { siteIdColumn } from '../site/site.tables';

export interface StoredAddress {
  name: string;
  mobile: string;
  regionCode: string;
  regionName: string;
  detail: string;
}

/** Stock never goes below zero: redemptions take it with a conditional update, and the check backs that up. */
export const gifts = pgTable(
  'gifts',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 40 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    /** A gift category (the shared categories table, kind 'gift'); null is 未分类. */
    categoryId: id('category_id'),
    pointCategoryId: id('point_category_id').notNull(),
    points: integer('points').notNull(),
    stock: integer('stock').notNull().default(0),
    perMemberLimit: integer('per_member_limit').notNull().default(0),
    kind: varchar('kind', { length: 16 }).notNull().default('physical'),
    onShelf: smallint('on_shelf').notNull().default(1),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    check('gifts_stock_check', sql`${t.stock} >= 0`),
    check('gifts_points_check', sql`${t.points} > 0`),
    check('gifts_redeemed_check', sql`${t.redeemedCount} >= 0`),
    enumCheck('gifts_kind_check', t.kind, GiftKindValues),
    enumCheck('gifts_on_shelf_check', t.onShelf, SwitchValues),
    foreignKey({ columns: [t.siteId, t.pointCategoryId], foreignColumns: [pointCategories.siteId, pointCategories.id] }),
    foreignKey({ columns: [t.siteId, t.categoryId], foreignColumns: [categories.siteId, categories.id] }),
    index('gifts_category_idx').on(t.siteId, t.categoryId),
    index('gifts_shelf_idx').on(t.siteId, t.onShelf, t.id),
  ],
);

/** The codes (兑换码/券码) of a virtual gift; `order_id` is set when one is handed out. */
export const giftCodes = pgTable(
  'gift_codes',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    giftId: id('gift_id').notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    orderId: id('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('gift_codes_code_key').on(t.siteId, t.giftId, t.code),
    index('gift_codes_free_idx').on(t.siteId, t.giftId, t.id).where(sql`${t.orderId} is null`),
    foreignKey({ columns: [t.siteId, t.giftId], foreignColumns: [gifts.siteId, gifts.id] }).onDelete('cascade'),
  ],
);

/** One redemption. The gift's name, image and price are copied in, so the order reads the same after the gift changes. */
export const mallOrders = pgTable(
  'mall_orders',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    giftId: id('gift_id').notNull(),
    userId: id('user_id').notNull(),
    giftName: varchar('gift_name', { length: 40 }).notNull(),
    giftImage: varchar('gift_image', { length: 512 }).notNull().default(''),
    kind: varchar('kind', { length: 16 }).notNull(),
    pointCategoryId: id('point_category_id').notNull(),
    points: integer('points').notNull(),
    status: smallint('status').notNull(),
    address: jsonb('address').$type<StoredAddress>(),
    code: varchar('code', { length: 64 }),
    carrier: varchar('carrier', { length: 20 }).notNull().default(''),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull().default(''),
    cancelReason: varchar('cancel_reason', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
    shippedAt: at('shipped_at'),
    completedAt: at('completed_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    enumCheck('mall_orders_status_check', t.status, MallOrderStatusValues),
    enumCheck('mall_orders_kind_check', t.kind, GiftKindValues),
    index('mall_orders_user_idx').on(t.siteId, t.userId, t.id),
    index('mall_orders_gift_user_idx').on(t.siteId, t.giftId, t.userId),
    index('mall_orders_status_idx').on(t.siteId, t.status, t.id),
  ],
);
