// Tables the site module owns: sites, their categories and their users. Who else may use them: the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ConsoleRoleValues, MemberGenderValues, SiteUserStatusValues } from '../../../../sdk/generated/enums';
import { at, createdAt, id } from '../../db/columns';
import { enumArrayCheck, enumCheck } from '../../db/enum-check';
import { accounts } from '../account/account.tables';

export const siteCategories = pgTable('site_categories', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull(),
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

/**
 * The `site_id` every site-owned table leads its keys with (DESIGN §5 Tenancy: distributable by site on Citus);
 * the site's rows go when the site does.
 */
export const siteIdColumn = () =>
  id('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

export const siteUsers = pgTable(
  'site_users',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    account: varchar('account', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 11 }),
    /** Null for a site user linked to a SaaS account: it signs in with the account's password. */
    passwordHash: text('password_hash'),
    userName: varchar('user_name', { length: 32 }).notNull(),
    avatarUrl: varchar('avatar_url', { length: 512 }).notNull().default(''),
    /** 编辑资料 on the member site: signature, gender (0 保密, 1 男, 2 女), region, and whether the public home hides their activity. */
    signature: varchar('signature', { length: 100 }).notNull().default(''),
    gender: smallint('gender').notNull().default(0),
    areaCode: varchar('area_code', { length: 6 }).notNull().default(''),
    areaAddress: varchar('area_address', { length: 64 }).notNull().default(''),
    hideActivity: boolean('hide_activity').notNull().default(false),
    /** 1 the site's owner (the account holder who created it or received it), 0 everyone else. */
    userType: smallint('user_type').notNull().default(0),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    status: smallint('status').notNull().default(1),
    /** The SaaS account this site user is (the owner, a former owner): its password, status and revocations apply. */
    saasAccountId: id('saas_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Kept by the user-rank module (through this module's functions): the rank the member's reputation earned. */
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
    index('site_users_saas_account_idx').on(t.saasAccountId),
    check('site_users_linked_no_password', sql`${t.saasAccountId} is null or ${t.passwordHash} is null`),
    enumCheck('site_users_status_check', t.status, SiteUserStatusValues),
    enumCheck('site_users_gender_check', t.gender, MemberGenderValues),
    enumArrayCheck('site_users_roles_check', t.roles, ConsoleRoleValues),
  ],
);
