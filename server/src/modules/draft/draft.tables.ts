// Tables the draft module owns: what a member is writing (草稿), one per member and kind, so that it survives a closed
// tab and follows the member to another device. The layering rule: server/README.md.
import { foreignKey, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { DraftKindValues } from '../../../../sdk/generated/enums';
import { at, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn, siteUsers } from '../site/site.tables';

export const drafts = pgTable(
  'drafts',
  {
    siteId: siteIdColumn(),
    siteUserId: id('site_user_id').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    title: varchar('title', { length: 100 }).notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    /** A post draft's section. */
    sectionId: id('section_id'),
    /** An answer draft's question. */
    questionId: id('question_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.siteUserId, t.kind] }),
    foreignKey({ columns: [t.siteId, t.siteUserId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    enumCheck('drafts_kind_check', t.kind, DraftKindValues),
  ],
);
