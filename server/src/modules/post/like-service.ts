// Likes on published posts and comments. The like row's insert (or delete) decides whether the count moves, in the
// same transaction, so the count equals the rows however many clicks arrive at once.
import { and, eq, sql } from 'drizzle-orm';
import { type Schema, Switch } from '../../../../sdk';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { noticeLike } from '../notification/participation';
import { pointsForLike } from '../point/content-points';
import { sections } from '../section/section.tables';
import { commentLikes, comments, postLikes, posts } from './post.tables';
import type { MemberRef } from './post-write-service';

type LikeState = Schema<'LikeState'>;

async function publishedPost(tx: Executor, siteId: number, postId: number) {
  const [row] = await tx
    .select({ likeCount: posts.likeCount, authorId: posts.authorId, title: posts.title })
    .from(posts)
    .innerJoin(sections, and(eq(sections.siteId, posts.siteId), eq(sections.id, posts.sectionId)))
    .where(and(eq(posts.siteId, siteId), eq(posts.id, postId), eq(posts.status, ContentStatus.published), eq(sections.status, Switch.on)));
  if (!row) throw notFound('帖子不存在');
  return row;
}

async function publishedComment(tx: Executor, siteId: number, commentId: number) {
  const [row] = await tx
    .select({ likeCount: comments.likeCount, authorId: comments.authorId, postId: comments.postId, title: posts.title })
    .from(comments)
    .innerJoin(posts, and(eq(posts.siteId, comments.siteId), eq(posts.id, comments.postId)))
    .innerJoin(sections, and(eq(sections.siteId, posts.siteId), eq(sections.id, posts.sectionId)))
    .where(
      and(
        eq(comments.siteId, siteId),
        eq(comments.id, commentId),
        eq(comments.status, ContentStatus.published),
        eq(posts.status, ContentStatus.published),
        eq(sections.status, Switch.on),
      ),
    );
  if (!row) throw notFound('评论不存在');
  return row;
}

export function createLikeService({ db }: Pick<ModuleDeps, 'db'>) {
  return {
    likePost: (member: MemberRef, postId: number) => setPostLike(member, postId, true),
    unlikePost: (member: MemberRef, postId: number) => setPostLike(member, postId, false),
    likeComment: (member: MemberRef, commentId: number) => setCommentLike(member, commentId, true),
    unlikeComment: (member: MemberRef, commentId: number) => setCommentLike(member, commentId, false),
  };

  function setPostLike({ siteId, siteUserId }: MemberRef, postId: number, liked: boolean): Promise<LikeState> {
    return db.transaction(async (tx) => {
      const before = await publishedPost(tx, siteId, postId);
      const key = and(eq(postLikes.siteId, siteId), eq(postLikes.postId, postId), eq(postLikes.userId, siteUserId));
      const moved = liked
        ? await tx.insert(postLikes).values({ siteId, postId, userId: siteUserId }).onConflictDoNothing().returning({ n: postLikes.userId })
        : await tx.delete(postLikes).where(key).returning({ n: postLikes.userId });
      if (!moved.length) return { liked, likeCount: before.likeCount };
      const [row] = await tx
        .update(posts)
        .set({ likeCount: sql`greatest(${posts.likeCount} + ${liked ? 1 : -1}, 0)` })
        .where(and(eq(posts.siteId, siteId), eq(posts.id, postId)))
        .returning({ likeCount: posts.likeCount });
      if (liked) {
        await pointsForLike(tx, siteId, { kind: 'post', id: postId, authorId: before.authorId }, siteUserId);
        const target = { target: 'post', targetId: postId, title: before.title, link: `/post/${postId}` } as const;
        await noticeLike(tx, { siteId, actorId: siteUserId, ownerId: before.authorId, ...target });
      }
      return { liked, likeCount: row.likeCount };
    });
  }

  function setCommentLike({ siteId, siteUserId }: MemberRef, commentId: number, liked: boolean): Promise<LikeState> {
    return db.transaction(async (tx) => {
      const before = await publishedComment(tx, siteId, commentId);
      const key = and(eq(commentLikes.siteId, siteId), eq(commentLikes.commentId, commentId), eq(commentLikes.userId, siteUserId));
      const moved = liked
        ? await tx
            .insert(commentLikes)
            .values({ siteId, commentId, userId: siteUserId })
            .onConflictDoNothing()
            .returning({ n: commentLikes.userId })
        : await tx.delete(commentLikes).where(key).returning({ n: commentLikes.userId });
      if (!moved.length) return { liked, likeCount: before.likeCount };
      const [row] = await tx
        .update(comments)
        .set({ likeCount: sql`greatest(${comments.likeCount} + ${liked ? 1 : -1}, 0)` })
        .where(and(eq(comments.siteId, siteId), eq(comments.id, commentId)))
        .returning({ likeCount: comments.likeCount });
      if (liked) {
        await pointsForLike(tx, siteId, { kind: 'comment', id: commentId, authorId: before.authorId }, siteUserId);
        const target = { target: 'comment', targetId: commentId, title: before.title, link: `/post/${before.postId}` } as const;
        await noticeLike(tx, { siteId, actorId: siteUserId, ownerId: before.authorId, ...target });
      }
      return { liked, likeCount: row.likeCount };
    });
  }
}
