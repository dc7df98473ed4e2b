// The whole data model. Site-owned tables lead their primary and unique keys with site_id so that they can be
// distributed by site on Citus; the rest (accounts, sites, sessions, SMS) are platform-wide.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
const id = (name = 'id') => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();

// ── Platform ──────────────────────────────────────────────────────────────

export const accounts = pgTable(
  'accounts',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    email: varchar('email', { length: 128 }),
    passwordHash: text('password_hash').notNull(),
    userName: varchar('user_name', { length: 32 }).notNull(),
    gender: smallint('gender').notNull().default(0),
    position: varchar('position', { length: 32 }).notNull().default(''),
    company: varchar('company', { length: 64 }).notNull().default(''),
    areaCode: varchar('area_code', { length: 6 }).notNull().default(''),
    areaAddress: varchar('area_address', { length: 128 }).notNull().default(''),
    /** 0 customer (account holder), 1 platform manager. */
    userType: smallint('user_type').notNull().default(0),
    isMainManager: smallint('is_main_manager').notNull().default(0),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [
    uniqueIndex('accounts_mobile_key').on(t.mobile),
    uniqueIndex('accounts_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_one_main_manager').on(t.isMainManager).where(sql`${t.isMainManager} = 1`),
    index('accounts_created_at_idx').on(t.createdAt),
  ],
);

export const siteCategories = pgTable('site_categories', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const watermarkTypes = pgTable('watermark_types', {
  value: integer('value').primaryKey(),
  label: varchar('label', { length: 20 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const sites = pgTable(
  'sites',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 32 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => siteCategories.id),
    ownerAccountId: id('owner_account_id')
      .notNull()
      .references(() => accounts.id),
    customDomain: varchar('custom_domain', { length: 253 }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sites_slug_key').on(t.slug),
    uniqueIndex('sites_custom_domain_key').on(t.customDomain),
    index('sites_owner_idx').on(t.ownerAccountId),
    index('sites_created_at_idx').on(t.createdAt),
  ],
);

/** One licence per site; a paid order extends it, an expired one falls back to what type 1 allows. */
export const licenses = pgTable('licenses', {
  siteId: id('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  licenseType: smallint('license_type').notNull().default(1),
  startsAt: at('starts_at').notNull().defaultNow(),
  expiresAt: at('expires_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Token hashes only; a console session is bound to its site. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    accountId: id('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    siteId: id('site_id'),
    siteUserId: id('site_user_id'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [
    index('sessions_account_idx').on(t.accountId),
    index('sessions_site_user_idx').on(t.siteId, t.siteUserId),
    check('sessions_kind_check', sql`${t.kind} in ('saas', 'console')`),
    foreignKey({ columns: [t.siteId, t.siteUserId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
  ],
);

/** Short-lived tickets issued once an SMS code for a password reset is verified. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    accountId: id('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    siteId: id('site_id'),
    siteUserId: id('site_user_id'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [foreignKey({ columns: [t.siteId, t.siteUserId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade')],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    siteId: id('site_id'),
    codeHash: text('code_hash').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** What the development SMS provider "sent"; the SMS statistics read it. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    siteId: id('site_id'),
    content: text('content').notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt), index('sms_outbox_site_idx').on(t.siteId, t.createdAt)],
);

/** Failed sign-ins, counted per account and per IP to throttle guessing; kept in the database so that clearing the cache cannot reset them. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    scope: varchar('scope', { length: 160 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_failures_scope_idx').on(t.scope, t.createdAt)],
);

export const accountMessageReads = pgTable(
  'account_message_reads',
  {
    accountId: id('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    seenAt: at('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.type] })],
);

// ── Site-owned ────────────────────────────────────────────────────────────

const siteId = () =>
  id('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

export const siteUsers = pgTable(
  'site_users',
  {
    siteId: siteId(),
    id: id().generatedAlwaysAsIdentity(),
    account: varchar('account', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 11 }),
    passwordHash: text('password_hash'),
    userName: varchar('user_name', { length: 32 }).notNull(),
    avatarUrl: varchar('avatar_url', { length: 512 }).notNull().default(''),
    /** 1 the site's owner (the account holder who created it or received it), 0 everyone else. */
    userType: smallint('user_type').notNull().default(0),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    status: smallint('status').notNull().default(1),
    saasAccountId: id('saas_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    rankId: id('rank_id'),
    createdAt: createdAt(),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('site_users_account_key').on(t.siteId, sql`lower(${t.account})`),
    uniqueIndex('site_users_mobile_key').on(t.siteId, t.mobile),
    uniqueIndex('site_users_one_owner').on(t.siteId).where(sql`${t.userType} = 1`),
    uniqueIndex('site_users_one_anonymous').on(t.siteId).where(sql`${t.isAnonymous}`),
    index('site_users_created_idx').on(t.siteId, t.createdAt),
  ],
);

export const siteSettings = pgTable('site_settings', {
  siteId: id('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  workOrderFunctionStatus: smallint('work_order_function_status').notNull().default(1),
  mallFunctionStatus: smallint('mall_function_status').notNull().default(1),
  questionFunctionStatus: smallint('question_function_status').notNull().default(1),
  registerStatus: smallint('register_status').notNull().default(1),
  basic: jsonb('basic').notNull().$type<SiteBasicSettingColumn>(),
  agreementTitle: varchar('agreement_title', { length: 60 }).notNull().default(''),
  agreementContent: text('agreement_content').notNull().default(''),
  agreementUpdatedAt: at('agreement_updated_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export interface SiteBasicSettingColumn {
  faviconUrl: string;
  logoUrl: string;
  giftStatus: 0 | 1;
  watermarkType: number;
  watermarkText: string;
  icpNumber: string;
}

export const userRanks = pgTable(
  'user_ranks',
  {
    siteId: siteId(),
    id: id().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 16 }).notNull(),
    minPoints: integer('min_points').notNull(),
    color: varchar('color', { length: 7 }).notNull(),
    memberCount: integer('member_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('user_ranks_name_key').on(t.siteId, t.name),
    uniqueIndex('user_ranks_min_points_key').on(t.siteId, t.minPoints),
  ],
);

export const pointCategories = pgTable(
  'point_categories',
  {
    siteId: siteId(),
    id: id().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 16 }).notNull(),
    name: varchar('name', { length: 16 }).notNull(),
    unit: varchar('unit', { length: 8 }).notNull(),
    enabled: smallint('enabled').notNull().default(1),
    description: varchar('description', { length: 200 }).notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), uniqueIndex('point_categories_code_key').on(t.siteId, t.code)],
);

export const pointItems = pgTable(
  'point_items',
  {
    siteId: siteId(),
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
    foreignKey({ columns: [t.siteId, t.categoryId], foreignColumns: [pointCategories.siteId, pointCategories.id] }).onDelete('cascade'),
  ],
);

/** Current balances; the ledger below is the history. A balance can never go negative. */
export const userPoints = pgTable(
  'user_points',
  {
    siteId: siteId(),
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
    siteId: siteId(),
    id: id().generatedAlwaysAsIdentity(),
    userId: id('user_id').notNull(),
    categoryId: id('category_id').notNull(),
    itemId: id('item_id'),
    delta: integer('delta').notNull(),
    balance: integer('balance').notNull(),
    reason: varchar('reason', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('point_records_user_idx').on(t.siteId, t.userId, t.id),
    index('point_records_created_idx').on(t.siteId, t.createdAt),
    index('point_records_item_day_idx').on(t.siteId, t.userId, t.itemId, t.createdAt),
  ],
);

export const sections = pgTable(
  'sections',
  {
    siteId: siteId(),
    id: id().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 30 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    parentId: id('parent_id'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), uniqueIndex('sections_name_key').on(t.siteId, t.name)],
);

export const siteMessageReads = pgTable(
  'site_message_reads',
  {
    siteId: siteId(),
    siteUserId: id('site_user_id').notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    seenAt: at('seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.siteUserId, t.type] }),
    foreignKey({ columns: [t.siteId, t.siteUserId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
  ],
);

// ── Licences, orders and payment ─────────────────────────────────────────

export const licensePlans = pgTable('license_plans', {
  licenseType: smallint('license_type').primaryKey(),
  name: varchar('name', { length: 20 }).notNull(),
  description: varchar('description', { length: 200 }).notNull(),
  features: text('features').array().notNull(),
});

export const planPrices = pgTable(
  'plan_prices',
  {
    id: integer('id').primaryKey(),
    licenseType: smallint('license_type')
      .notNull()
      .references(() => licensePlans.licenseType),
    months: smallint('months').notNull(),
    amountFen: integer('amount_fen').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('plan_prices_amount_check', sql`${t.amountFen} >= 0`)],
);

/**
 * Orders outlive their site (financial records): site name and slug are kept as they were.
 * prev_* remember the licence an order replaced, so that a refund can give back exactly what it took.
 */
export const orders = pgTable(
  'orders',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    siteId: id('site_id').notNull(),
    siteName: varchar('site_name', { length: 40 }).notNull(),
    siteSlug: varchar('site_slug', { length: 32 }).notNull(),
    accountId: id('account_id')
      .notNull()
      .references(() => accounts.id),
    licenseType: smallint('license_type').notNull(),
    months: smallint('months').notNull(),
    amountFen: integer('amount_fen').notNull(),
    payMethod: varchar('pay_method', { length: 16 }),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdBy: id('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    payDeadline: at('pay_deadline'),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
    cancelReason: varchar('cancel_reason', { length: 16 }).notNull().default(''),
    refundedAt: at('refunded_at'),
    licenseExpiresAt: at('license_expires_at'),
    prevLicenseType: smallint('prev_license_type'),
    prevStartsAt: at('prev_starts_at'),
    prevExpiresAt: at('prev_expires_at'),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    index('orders_account_idx').on(t.accountId, t.createdAt),
    index('orders_site_idx').on(t.siteId, t.createdAt),
    index('orders_pending_idx').on(t.payDeadline).where(sql`${t.status} = 'pending'`),
    index('orders_created_idx').on(t.createdAt),
    check('orders_amount_check', sql`${t.amountFen} >= 0`),
    check('orders_status_check', sql`${t.status} in ('pending', 'paid', 'cancelled', 'refunded')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    orderId: id('order_id')
      .notNull()
      .references(() => orders.id),
    provider: varchar('provider', { length: 16 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    createdAt: createdAt(),
    notifiedAt: at('notified_at'),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Codes are stored as hashes; the tail identifies one in lists. */
export const licenseCodes = pgTable(
  'license_codes',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    codeHash: bytea('code_hash').notNull(),
    codeTail: varchar('code_tail', { length: 4 }).notNull(),
    licenseType: smallint('license_type').notNull(),
    months: smallint('months').notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('unused'),
    createdBy: id('created_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
    usedAt: at('used_at'),
    usedSiteId: id('used_site_id'),
    usedOrderId: id('used_order_id'),
  },
  (t) => [uniqueIndex('license_codes_hash_key').on(t.codeHash), index('license_codes_created_idx').on(t.createdAt)],
);
