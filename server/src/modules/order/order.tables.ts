// Tables the order module owns: what can be bought (plans and prices), orders and their payments.
// Who else may use them: the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  CancelReasonValues,
  LicenseTypeValues,
  OrderKindValues,
  OrderStatusValues,
  PayMethodValues,
  SandboxPaymentStatusValues,
} from '../../../../sdk/generated/enums';
import { at, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { accounts } from '../account/account.tables';

export const licensePlans = pgTable(
  'license_plans',
  {
    licenseType: smallint('license_type').primaryKey(),
    name: varchar('name', { length: 20 }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    features: text('features').array().notNull(),
  },
  (t) => [enumCheck('license_plans_license_type_check', t.licenseType, LicenseTypeValues)],
);

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
 * Orders outlive their site (financial records): site name and slug are kept as they were, and `site_id` has no
 * foreign key. prev_* remember the licence an order replaced, so that a refund can give back exactly what it took.
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
    enumCheck('orders_status_check', t.status, OrderStatusValues),
    enumCheck('orders_kind_check', t.kind, OrderKindValues),
    enumCheck('orders_pay_method_check', t.payMethod, PayMethodValues),
    enumCheck('orders_cancel_reason_check', t.cancelReason, CancelReasonValues),
    enumCheck('orders_license_type_check', t.licenseType, LicenseTypeValues),
    enumCheck('orders_prev_license_type_check', t.prevLicenseType, LicenseTypeValues),
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
  // Every provider's payment moves through the states the sandbox shows.
  (t) => [index('payments_order_idx').on(t.orderId), enumCheck('payments_status_check', t.status, SandboxPaymentStatusValues)],
);

/**
 * Every payment notification accepted, by the provider's id for it. The row is inserted in the transaction that applies
 * the notification, so the primary key is the single-use claim: a replayed notification, even one arriving at the same
 * moment, finds its id taken.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    notifyId: varchar('notify_id', { length: 64 }).notNull(),
    paymentId: varchar('payment_id', { length: 64 })
      .notNull()
      .references(() => payments.id),
    status: varchar('status', { length: 16 }).notNull(),
    /** The provider's own timestamp of the notification. */
    sentAt: at('sent_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'payment_notifications_pkey', columns: [t.provider, t.notifyId] }),
    index('payment_notifications_payment_idx').on(t.paymentId),
  ],
);
