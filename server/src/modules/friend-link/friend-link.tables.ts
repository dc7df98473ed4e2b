// Tables the friend-link module owns: the links in a site's footer. Who else may use them: the layering rule, server/README.md.
import { index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { FriendLinkPlacementValues, SwitchValues } from '../../../../sdk/generated/enums';
import { createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn } from '../site/site.tables';

export const friendLinks = pgTable(
  'friend_links',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 20 }).notNull(),
    url: varchar('url', { length: 512 }).notNull(),
    logo: varchar('logo', { length: 512 }).notNull().default(''),
    description: varchar('description', { length: 60 }).notNull().default(''),
    /** `all` (every page's footer) or `home` (the home page's only). */
    placement: varchar('placement', { length: 8 }).notNull().default('all'),
    sort: integer('sort').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('friend_links_sort_idx').on(t.siteId, t.sort),
    enumCheck('friend_links_placement_check', t.placement, FriendLinkPlacementValues),
    enumCheck('friend_links_status_check', t.status, SwitchValues),
  ],
);
