// Tables the site-console module owns: a site's settings and what its administrators have seen.
// Who else may use them: the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, jsonb, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { ConsoleMessageTypeValues, SwitchValues } from '../../../../sdk/generated/enums';
import { at, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn, sites, siteUsers } from '../site/site.tables';

export const watermarkTypes = pgTable('watermark_types', {
  value: integer('value').primaryKey(),
  label: varchar('label', { length: 20 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export interface SiteBasicSettingColumn {
  faviconUrl: string;
  logoUrl: string;
  giftStatus: (typeof SwitchValues)[number];
  watermarkType: number;
  watermarkText: string;
  icpNumber: string;
}

export const siteSettings = pgTable(
  'site_settings',
  {
    siteId: id('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    workOrderFunctionStatus: smallint('work_order_function_status').notNull().default(1),
    mallFunctionStatus: smallint('mall_function_status').notNull().default(1),
    questionFunctionStatus: smallint('question_function_status').notNull().default(1),
    registerStatus: smallint('register_status').notNull().default(1),
    /** Minutes after posting during which a member may edit their comment; 0 never. */
    commentEditMinutes: integer('comment_edit_minutes').notNull().default(30),
    basic: jsonb('basic').notNull().$type<SiteBasicSettingColumn>(),
    agreementTitle: varchar('agreement_title', { length: 60 }).notNull().default(''),
    agreementContent: text('agreement_content').notNull().default(''),
    agreementUpdatedAt: at('agreement_updated_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    enumCheck('site_settings_work_order_function_status_check', t.workOrderFunctionStatus, SwitchValues),
    enumCheck('site_settings_mall_function_status_check', t.mallFunctionStatus, SwitchValues),
    enumCheck('site_settings_question_function_status_check', t.questionFunctionStatus, SwitchValues),
    enumCheck('site_settings_register_status_check', t.registerStatus, SwitchValues),
    check('site_settings_comment_edit_minutes_check', sql`${t.commentEditMinutes} between 0 and 10080`),
  ],
);

export const siteMessageReads = pgTable(
  'site_message_reads',
  {
    siteId: siteIdColumn(),
    siteUserId: id('site_user_id').notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    seenAt: at('seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.siteUserId, t.type] }),
    enumCheck('site_message_reads_type_check', t.type, ConsoleMessageTypeValues),
    foreignKey({ columns: [t.siteId, t.siteUserId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
  ],
);
