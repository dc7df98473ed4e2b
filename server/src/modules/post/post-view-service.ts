// A member reads one post (counting the view) and the list of their own posts.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { OperationQuery, Schema } from '../../../../sdk';
import { ContentStatus } from '../../../../sdk/generated/enums';
import { JsonText } from '../../context';
import { isoTime, jsonText } from '../../db/json-text';
import { type PagedList, pagedList, paging, totalColumn } from '../../db/paged-list';
import { param, prepared } from '../../db/prepared';
import { notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { sections } from '../section/section.tables';
import { siteUsers } from '../site/site.tables';
import { postLikes, posts } from './post.tables';
import { canRead, postStateColumns } from './post-access';
import { authorOfPost, postSummaryColumns, sectionOfPost } from './post-list-repository';

type PostDetail = Schema<'PostDetail'>;
type MyPost = Schema<'MyPost'>;

/** A viewer counts once per post in this window. */
const VIEW_WINDOW_SECONDS = 600;
// Not in a site's cache group: these keys are many and short-lived, and dropping a site's cache need not reset them.
const viewKey = (siteId: number, postId: number, viewer: string) => `pv:${siteId}:${postId}:${viewer}`;

export interface Viewer {
  siteUserId: number | null;
  ip: string;
}

/** What a post's detail says of its viewer beside `liked` when no module says otherwise (and to a visitor). */
const VIEWER_DEFAULTS: Partial<PostDetail> = { bookmarked: false, watched: false };

export function createPostViewService({ db, cache, modules }: Pick<ModuleDeps, 'db' | 'cache' | 'modules'>) {
  const viewerParts = modules.flatMap((m) => (m.postViewer ? [m.postViewer] : []));
  /** The viewer's state other modules keep (bookmarked, watched), as JSON members to append. */
  async function viewerState(siteId: number, postId: number, viewerId: number | null): Promise<string> {
    const parts = viewerId === null ? [] : await Promise.all(viewerParts.map((part) => part(db, siteId, postId, viewerId)));
    return JSON.stringify(Object.assign({}, VIEWER_DEFAULTS, ...parts)).slice(1, -1);
  }

  async function countView(siteId: number, postId: number, viewer: Viewer): Promise<number | undefined> {
    const key = viewKey(siteId, postId, viewer.siteUserId !== null ? `m${viewer.siteUserId}` : `ip${viewer.ip}`);
    if (await cache.get(key)) return undefined;
    await cache.set(key, 1, VIEW_WINDOW_SECONDS);
    const query = prepared(db, 'post_view_counted', (statement) =>
      db
        .update(posts)
        .set({ viewCount: sql`${posts.viewCount} + 1` })
        .where(and(eq(posts.siteId, param('siteId')), eq(posts.id, param('id'))))
        .returning({ viewCount: posts.viewCount })
        .prepare(statement),
    );
    const [row] = await query.execute({ siteId, id: postId });
    return row?.viewCount;
  }

  return {
    async get(siteId: number, id: number, viewer: Viewer): Promise<JsonText<PostDetail>> {
      // The post and what its access check needs, in one statement (a second one only to count a new viewer). The
      // post comes as JSON written by PostgreSQL; what depends on the viewer and the count is added after.
      const name = viewer.siteUserId === null ? 'post_detail' : 'post_detail_liked';
      const query = prepared(db, name, (statement) => {
        const { viewCount: _c, ...summary } = postSummaryColumns;
        return db
          .select({
            json: jsonText({
              ...summary,
              content: posts.content,
              updatedAt: isoTime(posts.updatedAt),
              editedAt: sql<string | null>`${isoTime(posts.editedAt)}`,
              liked:
                viewer.siteUserId === null
                  ? sql<boolean>`false`
                  : sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.siteId} = ${posts.siteId} and ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${param('viewerId')})`,
            }),
            ...postStateColumns,
            viewCount: posts.viewCount,
            reason: posts.reason,
          })
          .from(posts)
          .innerJoin(sections, sectionOfPost)
          .innerJoin(siteUsers, authorOfPost)
          .where(and(eq(posts.siteId, param('siteId')), eq(posts.id, param('id'))))
          .prepare(statement);
      });
      const [row] = await query.execute({ siteId, id, viewerId: viewer.siteUserId });
      if (!canRead(row, viewer.siteUserId)) throw notFound('帖子不存在');
      const mine = viewer.siteUserId !== null && row.authorId === viewer.siteUserId;
      const [counted, state] = await Promise.all([
        row.status === ContentStatus.published ? countView(siteId, id, viewer) : undefined,
        viewerState(siteId, id, viewer.siteUserId),
      ]);
      const rest = `"viewCount":${counted ?? row.viewCount},"mine":${mine},"reason":${JSON.stringify(mine ? row.reason : '')},${state}`;
      return new JsonText(`${row.json.slice(0, -1)},${rest}}`);
    },

    async listMine(siteId: number, siteUserId: number, query: OperationQuery<'getMyPostList'>): Promise<PagedList<MyPost>> {
      const where = and(
        eq(posts.siteId, siteId),
        eq(posts.authorId, siteUserId),
        ne(posts.status, ContentStatus.deleted),
        query.status !== undefined ? eq(posts.status, query.status) : undefined,
      );
      const count = () => db.select({ n: sql<number>`count(*)::int` }).from(posts).where(where);
      return pagedList(
        paging(query),
        ({ limit, offset }) =>
          db
            .select({ ...postSummaryColumns, reason: posts.reason, updatedAt: isoTime(posts.updatedAt), total: totalColumn(count()) })
            .from(posts)
            .innerJoin(sections, sectionOfPost)
            .innerJoin(siteUsers, authorOfPost)
            .where(where)
            .orderBy(desc(posts.id))
            .limit(limit)
            .offset(offset),
        count,
      );
    },
  };
}
