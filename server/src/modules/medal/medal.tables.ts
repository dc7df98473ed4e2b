// Tables the medal module owns: a site's medals and who holds them. Who else may use them: the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import { foreignKey, index, jsonb, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Schema } from '../../../../sdk';
import { MedalAutoAwardValues, SwitchValues } from '../../../../sdk/generated/enums';
import { at, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn, siteUsers } from '../site/site.tables';

export const medals = pgTable(
  'medals',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 16 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    icon: varchar('icon', { length: 512 }).notNull().default(''),
    color: varchar('color', { length: 7 }).notNull(),
    status: smallint('status').notNull().default(1),
    /** 1: the rule awards it (the `awardAutomaticMedals` task, and at once when switched on); 0: by hand only. */
    autoAward: smallint('auto_award').notNull().default(0),
    /** The automatic rule as the contract's `MedalRule` (only the fields its kind uses); null when never set. */
    rule: jsonb('rule').$type<Schema<'MedalRule'>>(),
    /** The platform library medal it was adopted from; a site adopts each one once. */
    libraryMedalId: id('library_medal_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('medals_name_key').on(t.siteId, sql`lower(${t.name})`),
    uniqueIndex('medals_library_key').on(t.siteId, t.libraryMedalId),
    index('medals_auto_idx').on(t.autoAward, t.status),
    enumCheck('medals_status_check', t.status, SwitchValues),
    enumCheck('medals_auto_award_check', t.autoAward, MedalAutoAwardValues),
  ],
);

/** The platform's medal library (no site): sites copy a medal from here into their own `medals` once. */
export const libraryMedals = pgTable(
  'library_medals',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 16 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    icon: varchar('icon', { length: 512 }).notNull().default(''),
    color: varchar('color', { length: 7 }).notNull(),
    /** The contract's `LibraryMedalRule`; null for a medal granted by hand. */
    rule: jsonb('rule').$type<Schema<'LibraryMedalRule'>>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('library_medals_name_key').on(sql`lower(${t.name})`)],
);

/** One row per medal a member holds; the holder count is counted from here, so it can never drift. */
export const medalHolders = pgTable(
  'medal_holders',
  {
    siteId: siteIdColumn(),
    medalId: id('medal_id').notNull(),
    userId: id('user_id').notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
    /** The administrator who granted it; kept as a plain id so the record outlives their account. */
    grantedBy: id('granted_by'),
    reason: varchar('reason', { length: 100 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.medalId, t.userId] }),
    index('medal_holders_user_idx').on(t.siteId, t.userId),
    index('medal_holders_granted_idx').on(t.siteId, t.medalId, t.grantedAt),
    foreignKey({ columns: [t.siteId, t.medalId], foreignColumns: [medals.siteId, medals.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
  ],
);
