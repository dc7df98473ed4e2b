// Tables the work-order module owns: a site's work-order types and rules, and work orders (工单) with their entries —
// both the ones members open to their site (scope `site`) and the ones a site's staff open to the platform (scope
// `saas`). Who else may use them: the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  SaasWorkOrderCategoryValues,
  SwitchValues,
  WorkOrderEntryAuthorValues,
  WorkOrderEntryKindValues,
  WorkOrderOpenPermissionValues,
  WorkOrderScopeValues,
  WorkOrderStatusValues,
} from '../../../../sdk/generated/enums';
import { at, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { accounts } from '../account/account.tables';
import { siteIdColumn, siteUsers } from '../site/site.tables';

export const workOrderTypes = pgTable(
  'work_order_types',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 20 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: smallint('enabled').notNull().default(1),
    /** A site user holding WorkOrder (or the owner) that new orders of this type are assigned to (no foreign key: a
     * deleted user leaves the type without one, reads join it left). */
    defaultAssigneeId: id('default_assignee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('work_order_types_name_key').on(t.siteId, sql`lower(${t.name})`),
    enumCheck('work_order_types_enabled_check', t.enabled, SwitchValues),
  ],
);

/** One row per site once its administrators saved the rules; without one the defaults of work-order-access.ts apply. */
export const workOrderSettings = pgTable(
  'work_order_settings',
  {
    siteId: siteIdColumn().primaryKey(),
    openPermission: varchar('open_permission', { length: 8 }).notNull().default('all'),
    rankIds: jsonb('rank_ids').$type<number[]>().notNull().default([]),
    autoCloseDays: smallint('auto_close_days').notNull().default(7),
    reopenDays: smallint('reopen_days').notNull().default(7),
    showStaffNames: smallint('show_staff_names').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    enumCheck('work_order_settings_open_permission_check', t.openPermission, WorkOrderOpenPermissionValues),
    enumCheck('work_order_settings_show_staff_names_check', t.showStaffNames, SwitchValues),
  ],
);

export const workOrders = pgTable(
  'work_orders',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    scope: varchar('scope', { length: 8 }).notNull(),
    /** Site orders: the member's chosen type. */
    typeId: id('type_id'),
    /** Platform orders: 账单/故障/内容申诉/其他. */
    category: varchar('category', { length: 16 }),
    /** The member (site orders) or the site's owner or administrator (platform orders) who opened it. */
    requesterId: id('requester_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contact: varchar('contact', { length: 100 }).notNull().default(''),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    /** Site orders: a site user holding WorkOrder (no foreign key, as for the type's default assignee). */
    assigneeSiteUserId: id('assignee_site_user_id'),
    /** Platform orders: a platform manager holding ContentAudit. */
    assigneeAccountId: id('assignee_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The requester wrote last (opened it or replied) and no staff reply came since: the queue's 待回复. */
    awaitingStaff: boolean('awaiting_staff').notNull().default(true),
    lastRequesterAt: at('last_requester_at').notNull().defaultNow(),
    firstReplyAt: at('first_reply_at'),
    resolvedAt: at('resolved_at'),
    closedAt: at('closed_at'),
    rating: smallint('rating'),
    ratingComment: varchar('rating_comment', { length: 200 }).notNull().default(''),
    ratedAt: at('rated_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.typeId], foreignColumns: [workOrderTypes.siteId, workOrderTypes.id] }),
    foreignKey({ columns: [t.siteId, t.requesterId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    index('work_orders_queue_idx').on(t.siteId, t.scope, t.status, t.updatedAt),
    index('work_orders_requester_idx').on(t.siteId, t.requesterId, t.id),
    index('work_orders_platform_idx').on(t.scope, t.status, t.updatedAt),
    index('work_orders_resolved_idx').on(t.resolvedAt).where(sql`${t.status} = 'resolved'`),
    enumCheck('work_orders_scope_check', t.scope, WorkOrderScopeValues),
    enumCheck('work_orders_status_check', t.status, WorkOrderStatusValues),
    enumCheck('work_orders_category_check', t.category, SaasWorkOrderCategoryValues),
    enumCheck('work_orders_rating_check', t.rating, [1, 2, 3, 4, 5]),
  ],
);

export const workOrderEntries = pgTable(
  'work_order_entries',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    orderId: id('order_id').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    author: varchar('author', { length: 12 }).notNull(),
    /** The site user (requester or site staff) or platform manager who wrote it; null for the system. */
    authorSiteUserId: id('author_site_user_id'),
    authorAccountId: id('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The name as it was when written. */
    authorName: varchar('author_name', { length: 64 }).notNull().default(''),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.orderId], foreignColumns: [workOrders.siteId, workOrders.id] }).onDelete('cascade'),
    index('work_order_entries_order_idx').on(t.siteId, t.orderId, t.id),
    enumCheck('work_order_entries_kind_check', t.kind, WorkOrderEntryKindValues),
    enumCheck('work_order_entries_author_check', t.author, WorkOrderEntryAuthorValues),
  ],
);
