// Tables the SMS layer owns: the codes it sent and the outbox the SMS statistics read. Who else may use them: the layering rule, server/README.md.
import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { SmsPurposeValues, SmsStatusValues } from '../../../sdk/generated/enums';
import { at, createdAt, id } from '../db/columns';
import { enumCheck } from '../db/enum-check';

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

/**
 * The SMS ledger: one row for every SMS any sender sends (or fails to), with its price. The SMS statistics and the
 * monthly quotas read it. The number is stored masked (138****0002): the ledger is for counting and billing.
 */
export const smsLedger = pgTable(
  'sms_ledger',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    siteId: id('site_id'),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    mobileMasked: varchar('mobile_masked', { length: 16 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    receipt: varchar('receipt', { length: 64 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull(),
    priceFen: integer('price_fen').notNull().default(0),
    createdAt: createdAt(),
  },
  // The statistics' counts and fees read only these columns: with them in the indexes, those reads never visit the
  // rows, which a busy platform's sends scatter over as many pages as there are rows.
  (t) => [
    index('sms_ledger_site_idx').on(t.siteId, t.createdAt, t.status, t.purpose, t.priceFen),
    index('sms_ledger_created_idx').on(t.createdAt, t.siteId, t.status, t.purpose, t.priceFen),
    enumCheck('sms_ledger_status_check', t.status, SmsStatusValues),
    enumCheck('sms_ledger_purpose_check', t.purpose, SmsPurposeValues),
  ],
);

/** A site's monthly SMS quota (0: no limit); `warnedMonth` is the month its 80 % warning was last given. */
export const smsQuotas = pgTable('sms_quotas', {
  siteId: id('site_id').primaryKey(),
  monthlyQuota: integer('monthly_quota').notNull().default(0),
  warnedMonth: varchar('warned_month', { length: 7 }).notNull().default(''),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
