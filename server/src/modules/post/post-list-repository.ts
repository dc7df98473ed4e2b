import { and, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { type Schema, Switch } from '../../../../sdk';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { isoTime, jsonText, microseconds } from '../../db/json-text';
import { param, prepared } from '../../db/prepared';
import { sections } from '../section/section.tables';
import { siteUsers } from '../site/site.tables';
import { contentAuthorJson } from '../site/site-user-repository';
import { posts } from './post.tables';
import type { ListPlace } from './post-cursor';

export type PostSummaryRow = Schema<'PostSummary'>;

/** The columns of a PostSummary (and the activity time in ms for cursors), for queries that join sections and site users. */
export const postSummaryColumns = {
  id: posts.id,
  sectionId: posts.sectionId,
  sectionName: sql<string>`coalesce(${sections.name}, '')`,
  title: posts.title,
  excerpt: posts.excerpt,
  images: firstImages(),
  author: contentAuthorJson,
  status: sql<PostSummaryRow['status']>`${posts.status}`,
  pinned: posts.pinned,
  featured: posts.featured,
  locked: posts.locked,
  commentCount: posts.commentCount,
  likeCount: posts.likeCount,
  viewCount: posts.viewCount,
  createdAt: isoTime(posts.createdAt),
  activeAt: isoTime(posts.activeAt),
};

/** A post's first three images, for a list's thumbnails: most posts have no more, and keep their array as it is (cutting
 * one up costs a tenth of a list's statement). */
export function firstImages() {
  return sql<string[]>`case when jsonb_array_length(${posts.images}) <= 3 then ${posts.images}
    else (select jsonb_agg(e) from (select jsonb_array_elements_text(${posts.images}) e limit 3) i) end`;
}

/** Join conditions: a post's section and its author (the section and site-user tables are read only). */
export const sectionOfPost = and(eq(sections.siteId, posts.siteId), eq(sections.id, posts.sectionId));
export const authorOfPost = and(eq(siteUsers.siteId, posts.siteId), eq(siteUsers.id, posts.authorId));

/**
 * A PostSummary written by PostgreSQL as JSON text, its keys those of postSummaryColumns in their order: a page of the
 * member site's lists is passed through as it is, where Node built, mapped and serialized sixteen fields a post.
 */
const postSummaryJson = jsonText(postSummaryColumns);

/** What every list of posts shows: the post, its section's name and its author (as JSON), and where it stands. */
export function selectPostSummaries(db: Executor, part = 0) {
  return db
    .select({
      id: posts.id,
      json: postSummaryJson,
      createdUs: microseconds(posts.createdAt),
      activeUs: microseconds(posts.activeAt),
      // Which half of a union a row comes from (a section's first page: its pinned posts, then the rest).
      part: sql<number>`${sql.raw(String(part))}`.mapWith(Number),
    })
    .from(posts)
    .innerJoin(sections, sectionOfPost)
    .innerJoin(siteUsers, authorOfPost);
}

export interface PublicListRequest {
  sectionId?: number;
  sort: 'active' | 'new';
  featured?: boolean;
  /** Leaves the pinned posts out (a section's pages after the first, whose first page shows them on top). */
  unpinnedOnly?: boolean;
  after?: ListPlace;
  limit: number;
}

/**
 * Published posts of visible sections, newest activity first (or newest first), keyset-paged on (time, id): a page deep
 * in a list of a million costs what the first one does.
 */
export async function listPublishedPosts(db: Executor, siteId: number, request: PublicListRequest) {
  // One prepared statement per shape: which filters are present, never their values.
  const shape = [
    request.sort,
    request.sectionId !== undefined ? 's' : '',
    request.unpinnedOnly ? 'u' : '',
    request.featured ? 'f' : '',
    request.after ? 'a' : '',
  ].join('');
  const name = `published_posts_${shape}`;
  const query = prepared(db, name, (statement) => {
    const time = request.sort === 'new' ? posts.createdAt : posts.activeAt;
    return selectPostSummaries(db)
      .where(
        and(
          eq(posts.siteId, param('siteId')),
          request.sectionId !== undefined ? eq(posts.sectionId, param('sectionId')) : undefined,
          eq(posts.status, ContentStatus.published),
          eq(sections.status, Switch.on),
          request.unpinnedOnly ? eq(posts.pinned, false) : undefined,
          request.featured ? eq(posts.featured, true) : undefined,
          request.after
            ? sql`(${time}, ${posts.id}) < ('epoch'::timestamptz + ${param('afterAt')}::bigint * interval '1 microsecond', ${param('afterId')})`
            : undefined,
        ),
      )
      .orderBy(desc(time), desc(posts.id))
      .limit(param('limit'))
      .prepare(statement);
  });
  const rows = await query.execute({
    siteId,
    sectionId: request.sectionId,
    afterAt: request.after?.at,
    afterId: request.after?.id,
    limit: request.limit,
  });
  return rows.map((row) => ({ id: row.id, json: row.json, at: request.sort === 'new' ? row.createdUs : row.activeUs }));
}

/**
 * A section's first page in one statement: its pinned posts (up to 100), then the first `limit` of the rest, both
 * newest activity first.
 */
export async function listSectionFirstPage(db: Executor, siteId: number, sectionId: number, limit: number) {
  const query = prepared(db, 'published_posts_first_page', (statement) => {
    const half = (pinned: boolean, count: ReturnType<typeof param> | number) =>
      selectPostSummaries(db, pinned ? 1 : 2)
        .where(
          and(
            eq(posts.siteId, param('siteId')),
            eq(posts.sectionId, param('sectionId')),
            eq(posts.status, ContentStatus.published),
            eq(sections.status, Switch.on),
            eq(posts.pinned, pinned),
          ),
        )
        .orderBy(desc(posts.activeAt), desc(posts.id))
        .limit(count);
    return unionAll(half(true, 100), half(false, param('limit'))).prepare(statement);
  });
  const rows = await query.execute({ siteId, sectionId, limit });
  const byPlace = (x: { part: number; activeUs: number; id: number }, y: typeof x) =>
    x.part - y.part || y.activeUs - x.activeUs || y.id - x.id;
  const sorted = rows.sort(byPlace).map((row) => ({ id: row.id, json: row.json, at: row.activeUs, pinned: row.part === 1 }));
  return { pinned: sorted.filter((row) => row.pinned), rest: sorted.filter((row) => !row.pinned) };
}
