// Tables the post module owns: a site's posts and comments (帖子与评论), the likes on them, and the sensitive words
// that send new content to review (the site's own list and the platform's). Who else may use them:
// the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ContentStatusValues } from '../../../../sdk/generated/enums';
import { at, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { sections } from '../section/section.tables';
import { siteIdColumn, siteUsers } from '../site/site.tables';

/**
 * Chinese full-text search: the text is cut into words by jieba in the application, the words joined by spaces and
 * turned into a vector with `to_tsvector('simple', …)`, which PGlite and PostgreSQL read alike.
 */
export const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/** Who removed a piece of content, so the recycle bin can say it: the author, a site administrator or the platform. */
export const contentActorKinds = ['member', 'console', 'saas'] as const;

export const posts = pgTable(
  'posts',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    sectionId: id('section_id').notNull(),
    authorId: id('author_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    /** Sanitised HTML (server/src/http/sanitize-html.ts), never what the client sent. */
    content: text('content').notNull(),
    /** Plain text of the start of the content, for lists and the page's description. */
    excerpt: varchar('excerpt', { length: 200 }).notNull().default(''),
    /** The content's image addresses in order, for list thumbnails. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull(),
    /** The state before deletion, where `restore` returns a deleted post to. */
    previousStatus: smallint('previous_status'),
    /** Why it was rejected or hidden: the author sees it. */
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    pinned: boolean('pinned').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    /** Published comments (replies included); changed in the transaction that publishes or removes one. */
    commentCount: integer('comment_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** The author's last edit (前台「已编辑」); null when never edited. */
    editedAt: at('edited_at'),
    /** Last published comment, or creation: the order of a section's list. */
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
    foreignKey({ columns: [t.siteId, t.sectionId], foreignColumns: [sections.siteId, sections.id] }),
    foreignKey({ columns: [t.siteId, t.authorId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    // A section's list: pinned first, then by last activity; keyset-paged on (active_at, id).
    index('posts_section_list_idx').on(t.siteId, t.sectionId, t.status, t.pinned, t.activeAt, t.id),
    index('posts_site_list_idx').on(t.siteId, t.status, t.activeAt, t.id),
    index('posts_author_idx').on(t.siteId, t.authorId, t.id),
    index('posts_recent_idx').on(t.createdAt),
    index('posts_search_idx').using('gin', t.siteId, t.searchVector),
    enumCheck('posts_status_check', t.status, ContentStatusValues),
    enumCheck('posts_previous_status_check', t.previousStatus, ContentStatusValues),
    enumCheck('posts_deleted_by_kind_check', t.deletedByKind, contentActorKinds),
  ],
);

export const comments = pgTable(
  'comments',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    postId: id('post_id').notNull(),
    /** The top-level comment this one replies under (one level of nesting is shown); null for a top-level comment. */
    parentId: id('parent_id'),
    /** Whom a reply answers (回复 @某人), which may be another reply's author. */
    replyToUserId: id('reply_to_user_id'),
    authorId: id('author_id').notNull(),
    content: text('content').notNull(),
    status: smallint('status').notNull(),
    previousStatus: smallint('previous_status'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    likeCount: integer('like_count').notNull().default(0),
    /** Published replies under a top-level comment. */
    replyCount: integer('reply_count').notNull().default(0),
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
    foreignKey({ columns: [t.siteId, t.postId], foreignColumns: [posts.siteId, posts.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.authorId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    index('comments_post_idx').on(t.siteId, t.postId, t.parentId, t.status, t.id),
    index('comments_console_idx').on(t.siteId, t.status, t.id),
    index('comments_author_idx').on(t.siteId, t.authorId, t.id),
    index('comments_search_idx').using('gin', t.siteId, t.searchVector),
    enumCheck('comments_status_check', t.status, ContentStatusValues),
    enumCheck('comments_previous_status_check', t.previousStatus, ContentStatusValues),
    enumCheck('comments_deleted_by_kind_check', t.deletedByKind, contentActorKinds),
  ],
);

/** One like per member and post: the row's insert is what raises the count, so a double click counts once. */
export const postLikes = pgTable(
  'post_likes',
  {
    siteId: siteIdColumn(),
    postId: id('post_id').notNull(),
    userId: id('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.postId, t.userId] }),
    index('post_likes_user_idx').on(t.siteId, t.userId),
    foreignKey({ columns: [t.siteId, t.postId], foreignColumns: [posts.siteId, posts.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    siteId: siteIdColumn(),
    commentId: id('comment_id').notNull(),
    userId: id('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.commentId, t.userId] }),
    index('comment_likes_user_idx').on(t.siteId, t.userId),
    foreignKey({ columns: [t.siteId, t.commentId], foreignColumns: [comments.siteId, comments.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
  ],
);

/** A site's own sensitive words (敏感词); content that contains one waits for review instead of being published. */
export const sensitiveWords = pgTable(
  'sensitive_words',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    word: varchar('word', { length: 30 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), uniqueIndex('sensitive_words_word_key').on(t.siteId, sql`lower(${t.word})`)],
);

/** The platform's list, kept in the SaaS console, applied on every site besides the site's own. */
export const platformSensitiveWords = pgTable(
  'platform_sensitive_words',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    word: varchar('word', { length: 30 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('platform_sensitive_words_word_key').on(sql`lower(${t.word})`)],
);

/**
 * Published posts per section, for the section lists; changed with the post states in the same transaction. A section's
 * count is the sum of its shards: each database connection adds to its own shard (section-post-count.ts), so concurrent
 * posts into one section do not queue on one row lock until each commits. A shard may go below zero; the sum is exact.
 */
export const sectionPostCounts = pgTable(
  'section_post_counts',
  {
    siteId: siteIdColumn(),
    sectionId: id('section_id').notNull(),
    shard: smallint('shard').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.sectionId, t.shard] }),
    foreignKey({ columns: [t.siteId, t.sectionId], foreignColumns: [sections.siteId, sections.id] }).onDelete('cascade'),
  ],
);

export const searchIndexBuildStates = ['running', 'done', 'failed'] as const;

/** The last (re)build of a site's search index, for the SaaS console's search index page and its progress. */
export const searchIndexBuilds = pgTable(
  'search_index_builds',
  {
    siteId: siteIdColumn().primaryKey(),
    state: varchar('state', { length: 8 }).notNull(),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    error: varchar('error', { length: 200 }).notNull().default(''),
  },
  (t) => [enumCheck('search_index_builds_state_check', t.state, searchIndexBuildStates)],
);

/**
 * The edit history of posts, comments and answers (编辑历史): every version of a piece of content once it is first
 * edited — version 1 what was first published, then one per edit; the newest is the current content. Written by
 * `revisions.ts` (the question module records its answers' versions through it).
 */
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
