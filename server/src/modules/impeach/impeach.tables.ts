// Tables the impeach module owns: reports (举报) by members, grouped by the object they name, and each site's list of
// report reasons. Who else may use them: the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ImpeachActionValues, ImpeachStateValues, ImpeachTargetTypeValues } from '../../../../sdk/generated/enums';
import { at, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn, siteUsers } from '../site/site.tables';

/**
 * One reported object while its reports wait (and after they were handled): the queue's row. At most one open row per
 * object; once handled, a new report of the same object by someone else opens a new row.
 */
export const impeachTargets = pgTable(
  'impeach_targets',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    targetType: varchar('target_type', { length: 16 }).notNull(),
    targetId: id('target_id').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('open'),
    /** Reports of this row; raised in the transaction that inserts each one. */
    reportCount: integer('report_count').notNull().default(0),
    firstReportedAt: at('first_reported_at').notNull().defaultNow(),
    lastReportedAt: at('last_reported_at').notNull().defaultNow(),
    action: varchar('action', { length: 16 }),
    /** Who handled it: the administrator's name, or 平台：the manager's. */
    handledBy: varchar('handled_by', { length: 80 }).notNull().default(''),
    handledAt: at('handled_at'),
    note: varchar('note', { length: 200 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('impeach_targets_open_key').on(t.siteId, t.targetType, t.targetId).where(sql`${t.state} = 'open'`),
    index('impeach_targets_queue_idx').on(t.siteId, t.state, t.firstReportedAt),
    index('impeach_targets_open_idx').on(t.firstReportedAt).where(sql`${t.state} = 'open'`),
    enumCheck('impeach_targets_type_check', t.targetType, ImpeachTargetTypeValues),
    enumCheck('impeach_targets_state_check', t.state, ImpeachStateValues),
    enumCheck('impeach_targets_action_check', t.action, ImpeachActionValues),
  ],
);

/** One member's report of one object: a member reports an object once, ever (the unique key answers a repeat). */
export const impeachReports = pgTable(
  'impeach_reports',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    groupId: id('group_id').notNull(),
    targetType: varchar('target_type', { length: 16 }).notNull(),
    targetId: id('target_id').notNull(),
    reporterId: id('reporter_id').notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    reasonText: varchar('reason_text', { length: 200 }).notNull().default(''),
    state: varchar('state', { length: 16 }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('impeach_reports_once_key').on(t.siteId, t.targetType, t.targetId, t.reporterId),
    index('impeach_reports_group_idx').on(t.siteId, t.groupId, t.id),
    foreignKey({ columns: [t.siteId, t.groupId], foreignColumns: [impeachTargets.siteId, impeachTargets.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.reporterId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    enumCheck('impeach_reports_type_check', t.targetType, ImpeachTargetTypeValues),
    enumCheck('impeach_reports_state_check', t.state, ImpeachStateValues),
  ],
);

/** A site's own list of report reasons, when it changed the default one (impeach-reasons.ts). */
export const impeachReasonLists = pgTable(
  'impeach_reason_lists',
  {
    siteId: siteIdColumn(),
    reasons: jsonb('reasons').$type<{ name: string; takesText: boolean }[]>().notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId] })],
);
