// Tables the point module owns: a site's point categories and items, balances and the ledger.
// Who else may use them: the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { SwitchValues } from '../../../../sdk/generated/enums';
import { createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn, siteUsers } from '../site/site.tables';

export const pointCategories = pgTable(
  'point_categories',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 16 }).notNull(),
    name: varchar('name', { length: 16 }).notNull(),
    unit: varchar('unit', { length: 8 }).notNull(),
    enabled: smallint('enabled').notNull().default(1),
    description: varchar('description', { length: 200 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('point_categories_code_key').on(t.siteId, t.code),
    enumCheck('point_categories_enabled_check', t.enabled, SwitchValues),
  ],
);

export const pointItems = pgTable(
  'point_items',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    categoryId: id('category_id').notNull(),
    points: integer('points').notNull(),
    dailyLimit: integer('daily_limit').notNull().default(0),
    enabled: smallint('enabled').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('point_items_code_key').on(t.siteId, t.code),
    enumCheck('point_items_enabled_check', t.enabled, SwitchValues),
    foreignKey({ columns: [t.siteId, t.categoryId], foreignColumns: [pointCategories.siteId, pointCategories.id] }).onDelete('cascade'),
  ],
);

/** Current balances; the ledger below is the history. A balance can never go negative. */
export const userPoints = pgTable(
  'user_points',
  {
    siteId: siteIdColumn(),
    userId: id('user_id').notNull(),
    categoryId: id('category_id').notNull(),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.userId, t.categoryId] }),
    check('user_points_balance_check', sql`${t.balance} >= 0`),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.categoryId], foreignColumns: [pointCategories.siteId, pointCategories.id] }).onDelete('cascade'),
  ],
);

/** Append-only points ledger. Rows outlive a deleted user (shown as 已注销用户). */
export const pointRecords = pgTable(
  'point_records',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    userId: id('user_id').notNull(),
    categoryId: id('category_id').notNull(),
    itemId: id('item_id'),
    delta: integer('delta').notNull(),
    balance: integer('balance').notNull(),
    reason: varchar('reason', { length: 100 }).notNull().default(''),
    /** The event that paid this record (`post_create:post:12`); one event pays at most once per site. */
    eventKey: varchar('event_key', { length: 120 }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('point_records_event_key').on(t.siteId, t.eventKey),
    index('point_records_user_idx').on(t.siteId, t.userId, t.id),
    index('point_records_created_idx').on(t.siteId, t.createdAt),
    index('point_records_item_day_idx').on(t.siteId, t.userId, t.itemId, t.createdAt),
  ],
);

/** Daily sign-in: the last Beijing day a member signed in and the streak up to it. */
export const pointSigns = pgTable(
  'point_signs',
  {
    siteId: siteIdColumn(),
    userId: id('user_id').notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.userId] }),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
  ],
);
