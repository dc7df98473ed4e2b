// What the platform's content pages read: every site's posts, comments and sections, each with its site's name. These
// joins serve one screen, so they live here and only read the post, section and site modules' tables (the layering rule, server/README.md).
import { and, asc, desc, eq, gte, ilike, lt, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { capped, cappedCount, countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { matches } from '../../search/chinese-search';
import { accounts } from '../account/account.tables';
import { comments, posts } from '../post/post.tables';
import { firstImages } from '../post/post-list-repository';
import { sectionPostCount } from '../post/section-post-count';
import { categories, sections } from '../section/section.tables';
import { sites, siteUsers } from '../site/site.tables';
import { contentAuthorJson } from '../site/site-user-repository';

export interface ContentFilter extends PageRequest {
  keyword?: string;
  siteId?: number;
  status?: number;
  createdFrom?: Date;
  createdBefore?: Date;
}

const iso = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const authorOf = () => contentAuthorJson;

/** The filter both lists share; without a status the recycle bin (50) is left out. */
function contentWhere(table: typeof posts | typeof comments, filter: ContentFilter, keyword: string | undefined) {
  return and(
    filter.siteId !== undefined ? eq(table.siteId, filter.siteId) : undefined,
    filter.status !== undefined ? eq(table.status, filter.status) : ne(table.status, ContentStatus.deleted),
    filter.createdFrom ? gte(table.createdAt, filter.createdFrom) : undefined,
    filter.createdBefore ? lt(table.createdAt, filter.createdBefore) : undefined,
    keyword ? matches(table.searchVector, keyword).where : undefined,
  );
}

/** Newest first, with or without a keyword: ranking every match of a common word would read most of the content. */
const orderOf = (table: typeof posts | typeof comments) => [desc(table.createdAt), desc(table.id)];

export async function listAllPosts(db: Executor, filter: ContentFilter) {
  const keyword = filter.keyword?.trim() || undefined;
  const where = contentWhere(posts, filter, keyword);
  const count = cappedCount(db, posts, where, orderOf(posts));
  return capped(
    await pagedList(
      filter,
      ({ limit, offset }) =>
        db
          .select({
            siteId: posts.siteId,
            siteName: sites.name,
            id: posts.id,
            sectionId: posts.sectionId,
            sectionName: sql<string>`coalesce(${sections.name}, '')`,
            title: posts.title,
            excerpt: posts.excerpt,
            images: firstImages(),
            author: authorOf(),
            status: sql<Schema<'ContentStatus'>>`${posts.status}`,
            pinned: posts.pinned,
            featured: posts.featured,
            locked: posts.locked,
            commentCount: posts.commentCount,
            likeCount: posts.likeCount,
            viewCount: posts.viewCount,
            createdAt: iso(posts.createdAt),
            activeAt: iso(posts.activeAt),
            reason: posts.reason,
            total: totalColumn(count),
          })
          .from(posts)
          .innerJoin(sites, eq(sites.id, posts.siteId))
          .leftJoin(sections, and(eq(sections.siteId, posts.siteId), eq(sections.id, posts.sectionId)))
          .innerJoin(siteUsers, and(eq(siteUsers.siteId, posts.siteId), eq(siteUsers.id, posts.authorId)))
          .where(where)
          .orderBy(...orderOf(posts))
          .limit(limit)
          .offset(offset),
      () => count,
    ),
  );
}

export async function listAllComments(db: Executor, filter: ContentFilter) {
  const keyword = filter.keyword?.trim() || undefined;
  const where = contentWhere(comments, filter, keyword);
  const count = cappedCount(db, comments, where, orderOf(comments));
  return capped(
    await pagedList(
      filter,
      ({ limit, offset }) =>
        db
          .select({
            siteId: comments.siteId,
            siteName: sites.name,
            id: comments.id,
            postId: comments.postId,
            postTitle: posts.title,
            parentId: comments.parentId,
            author: authorOf(),
            content: comments.content,
            status: sql<Schema<'ContentStatus'>>`${comments.status}`,
            reason: comments.reason,
            likeCount: comments.likeCount,
            replyCount: comments.replyCount,
            createdAt: iso(comments.createdAt),
            total: totalColumn(count),
          })
          .from(comments)
          .innerJoin(sites, eq(sites.id, comments.siteId))
          .innerJoin(posts, and(eq(posts.siteId, comments.siteId), eq(posts.id, comments.postId)))
          .innerJoin(siteUsers, and(eq(siteUsers.siteId, comments.siteId), eq(siteUsers.id, comments.authorId)))
          .where(where)
          .orderBy(...orderOf(comments))
          .limit(limit)
          .offset(offset),
      () => count,
    ),
  );
}

export interface SectionFilter extends PageRequest {
  siteId?: number;
  namePattern?: string;
}

export async function listAllSections(db: Executor, filter: SectionFilter) {
  const where = and(
    filter.siteId !== undefined ? eq(sections.siteId, filter.siteId) : undefined,
    filter.namePattern ? ilike(sections.name, filter.namePattern) : undefined,
  );
  const count = db.select({ n: countRows() }).from(sections).where(where);
  return pagedList(
    filter,
    ({ limit, offset }) =>
      db
        .select({
          siteId: sections.siteId,
          siteName: sites.name,
          id: sections.id,
          name: sections.name,
          categoryName: sql<string>`coalesce(${categories.name}, '')`,
          status: sql<Schema<'Switch'>>`${sections.status}`,
          postCount: sectionPostCount(sections.siteId, sections.id),
          reviewFirst: sections.reviewFirst,
          total: totalColumn(count),
        })
        .from(sections)
        .innerJoin(sites, eq(sites.id, sections.siteId))
        .leftJoin(categories, and(eq(categories.siteId, sections.siteId), eq(categories.id, sections.categoryId)))
        .where(where)
        .orderBy(asc(sections.siteId), asc(sections.sort), asc(sections.id))
        .limit(limit)
        .offset(offset),
    () => count,
  );
}

export async function siteExists(db: Executor, siteId: number): Promise<boolean> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  return Boolean(row);
}

/** The manager's name, for the content's 审核人 and the trail. */
export async function managerName(db: Executor, accountId: number): Promise<string> {
  const [row] = await db.select({ name: accounts.userName }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

export async function allSiteIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: sites.id }).from(sites).orderBy(asc(sites.id));
  return rows.map((row) => row.id);
}
