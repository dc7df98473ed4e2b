// A post's comments on the member site: top-level comments oldest first, each with its first replies; the rest of a
// comment's replies page on their own. Keyset-paged on the id, which follows creation.
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { OperationQuery, Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { isoTime } from '../../db/json-text';
import { param, prepared } from '../../db/prepared';
import { notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { siteUsers } from '../site/site.tables';
import { contentAuthorJson, contentAuthorJsonOf } from '../site/site-user-repository';
import { commentLikes, comments } from './post.tables';
import { canRead, findPostState, parsePostState, postStateSubquery, visibleComments } from './post-access';
import { decodePlace, encodePlace } from './post-cursor';

type CommentItem = Schema<'CommentItem'>;
type CommentReply = Schema<'CommentReply'>;
type Author = Schema<'ContentAuthor'>;

/** Replies shown under each top-level comment in the list. */
const FIRST_REPLIES = 3;

const replyTo = alias(siteUsers, 'reply_to_user');

const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  parentId: comments.parentId,
  content: comments.content,
  author: contentAuthorJson,
  replyTo: sql<Author | null>`case when ${replyTo.id} is null then null else ${contentAuthorJsonOf(replyTo)} end`,
  status: sql<CommentReply['status']>`${comments.status}`,
  likeCount: comments.likeCount,
  replyCount: comments.replyCount,
  createdAt: isoTime(comments.createdAt),
  editedAt: sql<string | null>`${isoTime(comments.editedAt)}`,
};

/** Join conditions: a comment's author and the member it replies to. */
const authorOfComment = and(eq(siteUsers.siteId, comments.siteId), eq(siteUsers.id, comments.authorId));
const replyToOfComment = and(eq(replyTo.siteId, comments.siteId), eq(replyTo.id, comments.replyToUserId));

function selectComments(db: Executor) {
  return db.select(commentColumns).from(comments).innerJoin(siteUsers, authorOfComment).leftJoin(replyTo, replyToOfComment);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

async function likedIds(db: Executor, siteId: number, viewerId: number | null, ids: number[]): Promise<Set<number>> {
  if (viewerId === null || !ids.length) return new Set();
  const query = prepared(db, 'comments_liked', (statement) =>
    db
      .select({ id: commentLikes.commentId })
      .from(commentLikes)
      .where(
        and(
          eq(commentLikes.siteId, param('siteId')),
          eq(commentLikes.userId, param('viewerId')),
          sql`${commentLikes.commentId} = any(${param('ids')}::int[])`,
        ),
      )
      .prepare(statement),
  );
  const rows = await query.execute({ siteId, viewerId, ids });
  return new Set(rows.map((r) => r.id));
}

/** The viewer's id as a prepared statement's parameter, when there is a viewer (the statement's shape differs). */
const viewerParam = (viewerId: number | null) => (viewerId === null ? null : param('viewerId'));

const cursorOf = (id: number) => encodePlace({ at: 0, id });

export function createCommentReadService({ db }: Pick<ModuleDeps, 'db'>) {
  async function readablePost(siteId: number, postId: number, viewerId: number | null) {
    const post = await findPostState(db, siteId, postId);
    if (!canRead(post, viewerId)) throw notFound('帖子不存在');
    return post;
  }

  return {
    async list(siteId: number, viewerId: number | null, query: OperationQuery<'getCommentList'>) {
      const limit = query.limit ?? 20;
      const after = query.cursor ? decodePlace(query.cursor).id : undefined;
      const withPost = await pageWithReplies(siteId, viewerId, query.postId, after, limit + 1);
      // The page carries its post's state; a page without comments asks for it.
      if (withPost.length) {
        if (!canRead(parsePostState(withPost[0].post), viewerId)) throw notFound('帖子不存在');
      } else await readablePost(siteId, query.postId, viewerId);
      const rows: CommentRow[] = withPost.map(({ post: _post, ...comment }) => comment);
      const topRows = rows.filter((c) => c.parentId === null);
      const page = topRows.slice(0, limit);
      const last = page.at(-1);
      const replies = rows.filter((c) => c.parentId !== null);
      const liked = await likedIds(
        db,
        siteId,
        viewerId,
        [...page, ...replies].map((c) => c.id),
      );
      const withLike = (c: CommentRow): CommentReply => ({ ...c, liked: liked.has(c.id) });
      const repliesOf = new Map<number | null, CommentRow[]>();
      for (const r of replies) {
        const siblings = repliesOf.get(r.parentId);
        if (siblings) siblings.push(r);
        else repliesOf.set(r.parentId, [r]);
      }
      const list: CommentItem[] = page.map((c) => ({ ...withLike(c), replies: (repliesOf.get(c.id) ?? []).map(withLike) }));
      return { list, nextCursor: topRows.length > limit && last ? cursorOf(last.id) : null };
    },

    async replies(siteId: number, viewerId: number | null, query: OperationQuery<'getCommentReplies'>) {
      const [parent] = await db
        .select({ postId: comments.postId })
        .from(comments)
        .where(and(eq(comments.siteId, siteId), eq(comments.id, query.commentId), isNull(comments.parentId), visibleComments(viewerId)));
      if (!parent) throw notFound('评论不存在');
      const post = await findPostState(db, siteId, parent.postId);
      if (!canRead(post, viewerId)) throw notFound('评论不存在');
      const limit = query.limit ?? 20;
      const after = query.cursor ? decodePlace(query.cursor).id : undefined;
      const rows = await selectComments(db)
        .where(
          and(
            eq(comments.siteId, siteId),
            eq(comments.parentId, query.commentId),
            visibleComments(viewerId),
            after !== undefined ? gt(comments.id, after) : undefined,
          ),
        )
        .orderBy(asc(comments.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const liked = await likedIds(
        db,
        siteId,
        viewerId,
        page.map((c) => c.id),
      );
      return {
        list: page.map((c) => ({ ...c, liked: liked.has(c.id) })),
        nextCursor: rows.length > limit ? cursorOf(page[page.length - 1].id) : null,
      };
    },
  };

  /**
   * A page of top-level comments (`limit` of them, after `after`) and the first few visible replies of each, in one
   * statement, oldest first. The replies are found through the post: on the index (site, post, parent) instead of every
   * comment of the site.
   */
  async function pageWithReplies(siteId: number, viewerId: number | null, postId: number, after: number | undefined, limit: number) {
    const name = `comment_page_${viewerId === null ? '' : 'v'}${after === undefined ? '' : 'a'}`;
    const query = prepared(db, name, (statement) => {
      const visible = visibleComments(viewerParam(viewerId));
      const top = db.$with('top').as(
        db
          .select({ id: comments.id })
          .from(comments)
          .where(
            and(
              eq(comments.siteId, param('siteId')),
              eq(comments.postId, param('postId')),
              isNull(comments.parentId),
              visible,
              after !== undefined ? gt(comments.id, param('after')) : undefined,
            ),
          )
          .orderBy(asc(comments.id))
          .limit(param('limit')),
      );
      const ranked = db.$with('ranked').as(
        db
          .select({
            id: comments.id,
            rn: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.id})`.as('rn'),
          })
          .from(comments)
          .where(
            and(
              eq(comments.siteId, param('siteId')),
              eq(comments.postId, param('postId')),
              sql`${comments.parentId} in (select ${top.id} from ${top})`,
              visible,
            ),
          ),
      );
      const shown = db
        .$with('shown')
        .as(unionAll(db.select({ id: top.id }).from(top), db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rn, FIRST_REPLIES))));
      return db
        .with(top, ranked, shown)
        .select({ ...commentColumns, post: postStateSubquery(db, param('siteId'), param('postId')) })
        .from(shown)
        .innerJoin(comments, and(eq(comments.siteId, param('siteId')), eq(comments.id, shown.id)))
        .innerJoin(siteUsers, authorOfComment)
        .leftJoin(replyTo, replyToOfComment)
        .orderBy(asc(comments.id))
        .prepare(statement);
    });
    return query.execute({ siteId, postId, viewerId, after, limit });
  }
}
