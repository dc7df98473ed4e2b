// Tables the section module owns: a site's sections (版块), the categories that group them, and their moderators.
// Who else may use them: the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { SectionPostPermissionValues, SwitchValues } from '../../../../sdk/generated/enums';
import { createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn, siteUsers } from '../site/site.tables';

/** What a category groups: sections (版块分区) and the mall's gifts (礼品分类), all on the one category page. */
export const categoryKinds = ['section', 'gift'] as const;
export type CategoryKind = (typeof categoryKinds)[number];

export const categories = pgTable(
  'categories',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** Gift categories only: a disabled one and its gifts are not shown in the member site's mall. */
    enabled: smallint('enabled').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    enumCheck('categories_enabled_check', t.enabled, SwitchValues),
    uniqueIndex('categories_name_key').on(t.siteId, t.kind, sql`lower(${t.name})`),
    enumCheck('categories_kind_check', t.kind, categoryKinds),
  ],
);

/** The forum's boards. */
export const sections = pgTable(
  'sections',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 30 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    parentId: id('parent_id'),
    sort: integer('sort').notNull().default(0),
    icon: varchar('icon', { length: 512 }).notNull().default(''),
    categoryId: id('category_id'),
    postPermission: smallint('post_permission').notNull().default(1),
    /** A user rank of the site; no foreign key, so that deleting a rank never fails here (the list shows it as gone). */
    minRankId: id('min_rank_id'),
    reviewFirst: boolean('review_first').notNull().default(false),
    status: smallint('status').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('sections_name_key').on(t.siteId, t.name),
    index('sections_category_idx').on(t.siteId, t.categoryId),
    foreignKey({ columns: [t.siteId, t.categoryId], foreignColumns: [categories.siteId, categories.id] }),
    enumCheck('sections_post_permission_check', t.postPermission, SectionPostPermissionValues),
    enumCheck('sections_status_check', t.status, SwitchValues),
    check('sections_min_rank_check', sql`(${t.postPermission} = 2) = (${t.minRankId} is not null)`),
  ],
);

export const sectionModerators = pgTable(
  'section_moderators',
  {
    siteId: siteIdColumn(),
    sectionId: id('section_id').notNull(),
    userId: id('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.sectionId, t.userId] }),
    index('section_moderators_user_idx').on(t.siteId, t.userId),
    foreignKey({ columns: [t.siteId, t.sectionId], foreignColumns: [sections.siteId, sections.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
  ],
);
