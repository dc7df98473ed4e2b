// Tables the SMS layer owns: the codes it sent and the outbox the SMS statistics read. Who else may use them: server/src/db/schema.ts.
import { index, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../db/columns';

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
