// Tables the navigation module owns: a site's navigation items per position (顶部导航, 底部导航, 手机底部标签栏).
// Who else may use them: the layering rule, server/README.md.
import { boolean, foreignKey, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import {
  NavigationIconValues,
  NavigationPositionValues,
  NavigationTargetKindValues,
  NavigationVisibilityValues,
} from '../../../../sdk/generated/enums';
import { id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn } from '../site/site.tables';

/**
 * One row per item; a sub-menu item points at its parent (top position only, one level). A save replaces a position's
 * rows whole, so the order is just `sort` within the parent.
 */
export const navigationItems = pgTable(
  'navigation_items',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    position: varchar('position', { length: 16 }).notNull(),
    /** The item this one is a sub-menu item of; null for a first-level item. */
    parentId: id('parent_id'),
    sort: integer('sort').notNull(),
    name: varchar('name', { length: 16 }).notNull(),
    targetKind: varchar('target_kind', { length: 16 }).notNull(),
    /** The section or post (of this site) for those kinds; no foreign key, so that deleting one never fails here. */
    targetId: id('target_id'),
    url: varchar('url', { length: 512 }).notNull().default(''),
    icon: varchar('icon', { length: 16 }),
    openInNewWindow: boolean('open_in_new_window').notNull().default(false),
    visibility: varchar('visibility', { length: 16 }).notNull().default('everyone'),
    /** The least rank for `rankAtLeast`; a rank deleted later hides the item from members (admins still see it). */
    rankId: id('rank_id'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('navigation_items_position_idx').on(t.siteId, t.position, t.sort),
    foreignKey({ columns: [t.siteId, t.parentId], foreignColumns: [t.siteId, t.id] }).onDelete('cascade'),
    enumCheck('navigation_items_position_check', t.position, NavigationPositionValues),
    enumCheck('navigation_items_target_kind_check', t.targetKind, NavigationTargetKindValues),
    enumCheck('navigation_items_icon_check', t.icon, NavigationIconValues),
    enumCheck('navigation_items_visibility_check', t.visibility, NavigationVisibilityValues),
  ],
);
