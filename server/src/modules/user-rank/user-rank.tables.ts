// Tables the user-rank module owns. Who else may use them: the layering rule, server/README.md.
import { integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { siteIdColumn } from '../site/site.tables';

export const userRanks = pgTable(
  'user_ranks',
  {
    siteId: siteIdColumn(),
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
