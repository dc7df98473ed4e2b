// Tables the account module owns: SaaS accounts and what each has seen. Who else may use them: the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { AccountStatusValues, GenderValues, SaasMessageTypeValues, SaasRoleValues } from '../../../../sdk/generated/enums';
import { at, createdAt, id } from '../../db/columns';
import { enumArrayCheck, enumCheck } from '../../db/enum-check';

export const accounts = pgTable(
  'accounts',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    email: varchar('email', { length: 128 }),
    passwordHash: text('password_hash').notNull(),
    userName: varchar('user_name', { length: 32 }).notNull(),
    /** 个人设置 › 头像: the address uploadAccountAvatar stored (`/files/accounts/<id>/…`), '' for none. */
    avatarUrl: varchar('avatar_url', { length: 512 }).notNull().default(''),
    gender: smallint('gender').notNull().default(0),
    position: varchar('position', { length: 32 }).notNull().default(''),
    company: varchar('company', { length: 64 }).notNull().default(''),
    areaCode: varchar('area_code', { length: 6 }).notNull().default(''),
    areaAddress: varchar('area_address', { length: 128 }).notNull().default(''),
    /** 0 customer (account holder), 1 platform manager. */
    userType: smallint('user_type').notNull().default(0),
    isMainManager: smallint('is_main_manager').notNull().default(0),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    /** 个人设置 › 通知偏好: the menu badges (SaasMessageType) this account does not want counted. */
    hiddenBadges: text('hidden_badges').array().notNull().default(sql`'{}'::text[]`),
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
    enumCheck('accounts_gender_check', t.gender, GenderValues),
    enumCheck('accounts_status_check', t.status, AccountStatusValues),
    enumArrayCheck('accounts_permissions_check', t.permissions, SaasRoleValues),
    enumArrayCheck('accounts_hidden_badges_check', t.hiddenBadges, SaasMessageTypeValues),
  ],
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
  (t) => [primaryKey({ columns: [t.accountId, t.type] }), enumCheck('account_message_reads_type_check', t.type, SaasMessageTypeValues)],
);
