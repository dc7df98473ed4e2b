// Tables the question module owns: a site's question types, its Q&A rules, questions and answers (问答), votes on
// answers and comments under them. Who else may use them: the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  BountyCategoryValues,
  ContentStatusValues,
  QuestionPermissionValues,
  QuestionSettleRuleValues,
  SwitchValues,
} from '../../../../sdk/generated/enums';
import { at, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { contentActorKinds, tsvector } from '../post/post.tables';
import { sections } from '../section/section.tables';
import { siteIdColumn, siteUsers } from '../site/site.tables';

/** What became of a question's bounty: none offered, held from the asker, paid to an answer, or given back. */
export const bountyStates = ['none', 'held', 'paid', 'refunded'] as const;

export const questionTypes = pgTable(
  'question_types',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 20 }).notNull(),
    icon: varchar('icon', { length: 16 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: smallint('enabled').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('question_types_name_key').on(t.siteId, sql`lower(${t.name})`),
    enumCheck('question_types_enabled_check', t.enabled, SwitchValues),
  ],
);

/** One row per site once its administrators saved the rules; without one the defaults of question-settings.ts apply. */
export const questionSettings = pgTable(
  'question_settings',
  {
    siteId: siteIdColumn().primaryKey(),
    askPermission: smallint('ask_permission').notNull().default(1),
    answerPermission: smallint('answer_permission').notNull().default(1),
    bountyMin: integer('bounty_min').notNull().default(0),
    bountyMax: integer('bounty_max').notNull().default(500),
    bountyCategory: varchar('bounty_category', { length: 16 }).notNull().default('coin'),
    settleDays: smallint('settle_days').notNull().default(7),
    settleRule: varchar('settle_rule', { length: 16 }).notNull().default('refund'),
    answerReviewFirst: smallint('answer_review_first').notNull().default(0),
    maxAnswersPerMember: smallint('max_answers_per_member').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    enumCheck('question_settings_ask_permission_check', t.askPermission, QuestionPermissionValues),
    enumCheck('question_settings_answer_permission_check', t.answerPermission, QuestionPermissionValues),
    enumCheck('question_settings_bounty_category_check', t.bountyCategory, BountyCategoryValues),
    enumCheck('question_settings_settle_rule_check', t.settleRule, QuestionSettleRuleValues),
    enumCheck('question_settings_answer_review_first_check', t.answerReviewFirst, SwitchValues),
  ],
);

export const questions = pgTable(
  'questions',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    typeId: id('type_id').notNull(),
    sectionId: id('section_id'),
    authorId: id('author_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    /** Sanitised HTML (server/src/http/sanitize-html.ts), never what the client sent. */
    content: text('content').notNull(),
    excerpt: varchar('excerpt', { length: 200 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull(),
    previousStatus: smallint('previous_status'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    /** Points offered; held from the asker's balance in the transaction that creates the question. */
    bounty: integer('bounty').notNull().default(0),
    /** The point category the bounty was held in: settlement pays in the same one, whatever the setting says later. */
    bountyCategory: varchar('bounty_category', { length: 16 }).notNull().default('coin'),
    bountyState: varchar('bounty_state', { length: 8 }).notNull().default('none'),
    /** When a held bounty is settled by the site's rule if no answer was accepted; null once settled. */
    settleAt: at('settle_at'),
    acceptedAnswerId: id('accepted_answer_id'),
    /** Published answers; changed in the transaction that publishes or removes one. */
    answerCount: integer('answer_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    activeAt: at('active_at').notNull().defaultNow(),
    reviewedBy: varchar('reviewed_by', { length: 64 }).notNull().default(''),
    reviewedAt: at('reviewed_at'),
    deletedByKind: varchar('deleted_by_kind', { length: 8 }),
    deletedBy: varchar('deleted_by', { length: 64 }).notNull().default(''),
    deletedAt: at('deleted_at'),
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.typeId], foreignColumns: [questionTypes.siteId, questionTypes.id] }),
    foreignKey({ columns: [t.siteId, t.sectionId], foreignColumns: [sections.siteId, sections.id] }),
    foreignKey({ columns: [t.siteId, t.authorId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    index('questions_list_idx').on(t.siteId, t.status, t.activeAt, t.id),
    index('questions_author_idx').on(t.siteId, t.authorId, t.id),
    index('questions_settle_idx').on(t.settleAt),
    index('questions_search_idx').using('gin', t.searchVector),
    enumCheck('questions_status_check', t.status, ContentStatusValues),
    enumCheck('questions_previous_status_check', t.previousStatus, ContentStatusValues),
    enumCheck('questions_deleted_by_kind_check', t.deletedByKind, contentActorKinds),
    enumCheck('questions_bounty_category_check', t.bountyCategory, BountyCategoryValues),
    enumCheck('questions_bounty_state_check', t.bountyState, bountyStates),
  ],
);

export const answers = pgTable(
  'answers',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    questionId: id('question_id').notNull(),
    authorId: id('author_id').notNull(),
    content: text('content').notNull(),
    excerpt: varchar('excerpt', { length: 200 }).notNull().default(''),
    status: smallint('status').notNull(),
    previousStatus: smallint('previous_status'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    upCount: integer('up_count').notNull().default(0),
    downCount: integer('down_count').notNull().default(0),
    accepted: boolean('accepted').notNull().default(false),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** The author's last edit (前台「已编辑」); null when never edited. */
    editedAt: at('edited_at'),
    reviewedBy: varchar('reviewed_by', { length: 64 }).notNull().default(''),
    reviewedAt: at('reviewed_at'),
    deletedByKind: varchar('deleted_by_kind', { length: 8 }),
    deletedBy: varchar('deleted_by', { length: 64 }).notNull().default(''),
    deletedAt: at('deleted_at'),
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.questionId], foreignColumns: [questions.siteId, questions.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.authorId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    index('answers_question_idx').on(t.siteId, t.questionId, t.status, t.id),
    index('answers_console_idx').on(t.siteId, t.status, t.id),
    index('answers_author_idx').on(t.siteId, t.authorId, t.id),
    index('answers_search_idx').using('gin', t.searchVector),
    enumCheck('answers_status_check', t.status, ContentStatusValues),
    enumCheck('answers_previous_status_check', t.previousStatus, ContentStatusValues),
    enumCheck('answers_deleted_by_kind_check', t.deletedByKind, contentActorKinds),
  ],
);

/** One vote per member and answer (1 up, -1 down); the counts on the answer move in the same transaction. */
export const answerVotes = pgTable(
  'answer_votes',
  {
    siteId: siteIdColumn(),
    answerId: id('answer_id').notNull(),
    userId: id('user_id').notNull(),
    vote: smallint('vote').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.answerId, t.userId] }),
    foreignKey({ columns: [t.siteId, t.answerId], foreignColumns: [answers.siteId, answers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    enumCheck('answer_votes_vote_check', t.vote, [1, -1]),
  ],
);

/** Plain-text comments under an answer. */
export const answerComments = pgTable(
  'answer_comments',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    answerId: id('answer_id').notNull(),
    authorId: id('author_id').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.answerId], foreignColumns: [answers.siteId, answers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.authorId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    index('answer_comments_answer_idx').on(t.siteId, t.answerId, t.id),
  ],
);
