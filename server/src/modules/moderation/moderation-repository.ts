// The console's reads of the post module's content tables (lists, detail, recycle bin, pending counts), joined with the
// section and site-user tables for one screen each; read only (the layering rule, server/README.md). State changes go through
// post/content-transitions.ts, flags and moves through post/post-flags.ts.
import { and, desc, eq, gte, inArray, lt, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { ContentStatus } from '../../../../sdk/generated/enums';
import { securityEvents } from '../../audit/audit.tables';
import type { Executor } from '../../db/database';
import { capped, cappedCount, countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { comments, posts } from '../post/post.tables';
import { firstImages } from '../post/post-list-repository';
import { sections } from '../section/section.tables';
import { siteUsers } from '../site/site.tables';
import { contentAuthorJson } from '../site/site-user-repository';

const iso = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoOrNull = (column: SQLWrapper) =>
  sql<string | null>`case when ${column} is null then null else to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`;
const author = contentAuthorJson;
type Status = Schema<'ContentStatus'>;

export interface ContentFilter extends PageRequest {
  /** The keyword's match on the search vector (chinese-search `matches`), when one was given. */
  match?: { where: SQL; rank: SQL<number> };
  status?: number;
  authorId?: number;
  createdFrom?: Date;
  createdBefore?: Date;
}

export interface PostFilter extends ContentFilter {
  sectionId?: number;
  pinned?: boolean;
  featured?: boolean;
}

const postColumns = {
  id: posts.id,
  sectionId: posts.sectionId,
  sectionName: sql<string>`coalesce(${sections.name}, '')`,
  title: posts.title,
  excerpt: posts.excerpt,
  images: firstImages(),
  author,
  status: sql<Status>`${posts.status}`,
  pinned: posts.pinned,
  featured: posts.featured,
  locked: posts.locked,
  commentCount: posts.commentCount,
  likeCount: posts.likeCount,
  viewCount: posts.viewCount,
  createdAt: iso(posts.createdAt),
  activeAt: iso(posts.activeAt),
  reason: posts.reason,
  reviewedBy: posts.reviewedBy,
  reviewedAt: isoOrNull(posts.reviewedAt),
  updatedAt: iso(posts.updatedAt),
  deletedAt: isoOrNull(posts.deletedAt),
};

export type ConsolePostRow = Omit<Schema<'ConsolePost'>, 'titleHighlight'>;

/** Without a status, everything but the recycle bin's. */
const statusCondition = (column: typeof posts.status | typeof comments.status, status?: number) =>
  status === undefined ? ne(column, ContentStatus.deleted) : eq(column, status);

function commonConditions(table: typeof posts | typeof comments, filter: ContentFilter): (SQL | undefined)[] {
  return [
    statusCondition(table.status, filter.status),
    filter.match?.where,
    filter.authorId !== undefined ? eq(table.authorId, filter.authorId) : undefined,
    filter.createdFrom ? gte(table.createdAt, filter.createdFrom) : undefined,
    filter.createdBefore ? lt(table.createdAt, filter.createdBefore) : undefined,
  ];
}

export async function listConsolePosts(db: Executor, siteId: number, filter: PostFilter) {
  const where = and(
    eq(posts.siteId, siteId),
    ...commonConditions(posts, filter),
    filter.sectionId !== undefined ? eq(posts.sectionId, filter.sectionId) : undefined,
    filter.pinned !== undefined ? eq(posts.pinned, filter.pinned) : undefined,
    filter.featured !== undefined ? eq(posts.featured, filter.featured) : undefined,
  );
  // Newest first, with or without a keyword: ranking every match of a common word would read most of a big site.
  const order = [desc(posts.id)];
  const count = cappedCount(db, posts, where, order);
  return capped(
    await pagedList(
      filter,
      ({ limit, offset }) =>
        db
          .select({ ...postColumns, total: totalColumn(count) })
          .from(posts)
          // Left joins (every post has both) keep the posts the driving side: as inner joins the planner may start from
          // the site's few sections and read each one's posts through the list index (a second a page on a big site).
          .leftJoin(sections, and(eq(sections.siteId, posts.siteId), eq(sections.id, posts.sectionId)))
          .leftJoin(siteUsers, and(eq(siteUsers.siteId, posts.siteId), eq(siteUsers.id, posts.authorId)))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      () => count,
    ),
  );
}

export async function findConsolePost(db: Executor, siteId: number, id: number) {
  const [row] = await db
    .select({ ...postColumns, content: posts.content })
    .from(posts)
    .innerJoin(sections, and(eq(sections.siteId, posts.siteId), eq(sections.id, posts.sectionId)))
    .innerJoin(siteUsers, and(eq(siteUsers.siteId, posts.siteId), eq(siteUsers.id, posts.authorId)))
    .where(and(eq(posts.siteId, siteId), eq(posts.id, id)));
  return row;
}

/** The moderation events of one post from the audit trail, newest first. */
export async function postHistory(db: Executor, siteId: number, postId: number, actions: readonly string[]) {
  return db
    .select({
      action: securityEvents.action,
      actorName: securityEvents.actorName,
      at: iso(securityEvents.at),
      reason: sql<string>`coalesce(${securityEvents.detail}->>'reason', '')`,
    })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.siteId, siteId),
        eq(securityEvents.targetType, 'post'),
        eq(securityEvents.targetId, String(postId)),
        inArray(securityEvents.action, [...actions]),
      ),
    )
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(200);
}

export interface CommentFilter extends ContentFilter {
  postId?: number;
}

const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  postTitle: posts.title,
  parentId: comments.parentId,
  content: comments.content,
  author,
  status: sql<Status>`${comments.status}`,
  reason: comments.reason,
  likeCount: comments.likeCount,
  replyCount: comments.replyCount,
  createdAt: iso(comments.createdAt),
};

export async function listConsoleComments(db: Executor, siteId: number, filter: CommentFilter) {
  const where = and(
    eq(comments.siteId, siteId),
    ...commonConditions(comments, filter),
    filter.postId !== undefined ? eq(comments.postId, filter.postId) : undefined,
  );
  const order = [desc(comments.id)];
  const count = cappedCount(db, comments, where, order);
  return capped(
    await pagedList(
      filter,
      ({ limit, offset }) =>
        db
          .select({ ...commentColumns, total: totalColumn(count) })
          .from(comments)
          .innerJoin(posts, and(eq(posts.siteId, comments.siteId), eq(posts.id, comments.postId)))
          .innerJoin(siteUsers, and(eq(siteUsers.siteId, comments.siteId), eq(siteUsers.id, comments.authorId)))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      () => count,
    ),
  );
}

export interface RecycleFilter extends PageRequest {
  match?: { where: SQL; rank: SQL<number> };
}

const deletedColumns = (table: typeof posts | typeof comments) => ({
  author,
  deletedByKind: sql<Schema<'ContentActorKind'>>`coalesce(${table.deletedByKind}, 'console')`,
  deletedBy: table.deletedBy,
  deletedAt: sql<string>`to_char(coalesce(${table.deletedAt}, ${table.updatedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  previousStatus: sql<Status>`coalesce(${table.previousStatus}, ${ContentStatus.pending})`,
});

export async function listDeletedPosts(db: Executor, siteId: number, filter: RecycleFilter) {
  const where = and(eq(posts.siteId, siteId), eq(posts.status, ContentStatus.deleted), filter.match?.where);
  const count = db.select({ n: countRows() }).from(posts).where(where);
  return pagedList(
    filter,
    ({ limit, offset }) =>
      db
        .select({
          id: posts.id,
          title: posts.title,
          excerpt: posts.excerpt,
          postId: posts.id,
          ...deletedColumns(posts),
          content: sql<string>`''`,
          total: totalColumn(count),
        })
        .from(posts)
        .innerJoin(siteUsers, and(eq(siteUsers.siteId, posts.siteId), eq(siteUsers.id, posts.authorId)))
        .where(where)
        .orderBy(desc(posts.deletedAt), desc(posts.id))
        .limit(limit)
        .offset(offset),
    () => count,
  );
}

export async function listDeletedComments(db: Executor, siteId: number, filter: RecycleFilter) {
  const where = and(eq(comments.siteId, siteId), eq(comments.status, ContentStatus.deleted), filter.match?.where);
  const count = db.select({ n: countRows() }).from(comments).where(where);
  return pagedList(
    filter,
    ({ limit, offset }) =>
      db
        .select({
          id: comments.id,
          title: posts.title,
          excerpt: sql<string>`''`,
          postId: comments.postId,
          ...deletedColumns(comments),
          content: comments.content,
          total: totalColumn(count),
        })
        .from(comments)
        .innerJoin(posts, and(eq(posts.siteId, comments.siteId), eq(posts.id, comments.postId)))
        .innerJoin(siteUsers, and(eq(siteUsers.siteId, comments.siteId), eq(siteUsers.id, comments.authorId)))
        .where(where)
        .orderBy(desc(comments.deletedAt), desc(comments.id))
        .limit(limit)
        .offset(offset),
    () => count,
  );
}

/** What waits for an administrator: pending (10) and resubmitted (60). */
export async function countPending(db: Executor, siteId: number) {
  const waiting = [ContentStatus.pending, ContentStatus.resubmitted];
  const [postRow] = await db
    .select({ n: countRows() })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), inArray(posts.status, waiting)));
  const [commentRow] = await db
    .select({ n: countRows() })
    .from(comments)
    .where(and(eq(comments.siteId, siteId), inArray(comments.status, waiting)));
  return { pendingPosts: postRow.n, pendingComments: commentRow.n };
}

/** A section of this site (any status), for moves. */
export async function findSection(db: Executor, siteId: number, sectionId: number) {
  const [row] = await db
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(and(eq(sections.siteId, siteId), eq(sections.id, sectionId)));
  return row;
}

/** The administrator's user name, recorded as who acted. */
export async function siteUserName(db: Executor, siteId: number, siteUserId: number) {
  const [row] = await db
    .select({ name: siteUsers.userName })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, siteUserId)));
  return row?.name ?? '';
}
