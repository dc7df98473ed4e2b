// Tables the medal module owns: a site's medals and who holds them. Who else may use them: server/src/db/schema.ts.
import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { SwitchValues } from '../../../../sdk/generated/enums';
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
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('medals_name_key').on(t.siteId, sql`lower(${t.name})`),
    enumCheck('medals_status_check', t.status, SwitchValues),
  ],
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
