// The edit history of posts, comments and answers (编辑历史), kept by the post module: every version of a piece of
// content once it is first edited — version 1 what was first published, then one per edit; the newest is the current
// content. The question module records its answers' versions through `revisions.ts`. The layering rule: server/README.md.
import { foreignKey, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn, siteUsers } from '../site/site.tables';

/** What a revision is of. */
export const revisionKinds = ['post', 'comment', 'answer'] as const;
export type RevisionKind = (typeof revisionKinds)[number];

export const contentRevisions = pgTable(
  'content_revisions',
  {
    siteId: siteIdColumn(),
    kind: varchar('kind', { length: 8 }).notNull(),
    targetId: id('target_id').notNull(),
    version: integer('version').notNull(),
    /** A post's title; empty for comments and answers. */
    title: varchar('title', { length: 100 }).notNull().default(''),
    /** Sanitised HTML, as stored on the content at the time. */
    content: text('content').notNull(),
    editorId: id('editor_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.kind, t.targetId, t.version] }),
    foreignKey({ columns: [t.siteId, t.editorId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    index('content_revisions_editor_idx').on(t.siteId, t.editorId),
    enumCheck('content_revisions_kind_check', t.kind, revisionKinds),
  ],
);
