// What the point rules pay for content, called by the post module in the transaction that changes the content:
// publishing pays 发表主题 / 发表回复 once per post or comment; a published post or comment that is hidden or deleted
// has that payment taken back (at most what the author still holds); a post deleted by a moderator also costs the
// 主题被删除 rule. Restoring content pays nothing again: each event pays at most once.
import { and, eq, ne } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { TokenKind } from '../../../../sdk/generated/operations';
import type { Executor } from '../../db/database';
import { param, prepared } from '../../db/prepared';
import { pointCategories, pointItems } from './point.tables';
import { awardPointsForEvent, revokeEventPoints } from './point-ledger';

const { published, hidden, deleted } = ContentStatus;

function removed(was: number | null, now: number | null) {
  return was === published && (now === hidden || now === deleted || now === null);
}

/**
 * Whether publishing a post pays points on this site (its 发表主题 rule is on and worth something). When it does not, a
 * new post need not touch the point tables at all; a rule switched on meanwhile pays from the next post.
 */
export async function postPointsDue(db: Executor, siteId: number): Promise<boolean> {
  const query = prepared(db, 'post_points_due', (statement) =>
    db
      .select({ id: pointItems.id })
      .from(pointItems)
      .innerJoin(pointCategories, and(eq(pointCategories.siteId, pointItems.siteId), eq(pointCategories.id, pointItems.categoryId)))
      .where(
        and(
          eq(pointItems.siteId, param('siteId')),
          eq(pointItems.code, 'post_create'),
          eq(pointItems.enabled, 1),
          eq(pointCategories.enabled, 1),
          ne(pointItems.points, 0),
        ),
      )
      .prepare(statement),
  );
  return (await query.execute({ siteId })).length > 0;
}

/** A post moved from `was` to `now` (null: created, or purged). `by` is who acted; only a moderator's delete costs 主题被删除. */
export async function pointsForPostState(
  tx: Executor,
  siteId: number,
  post: { id: number; authorId: number },
  was: number | null,
  now: number | null,
  by: TokenKind = 'member',
) {
  if (now === published && was !== published) {
    await awardPointsForEvent(tx, {
      siteId,
      userId: post.authorId,
      item: 'post_create',
      eventKey: `post:${post.id}`,
      reason: `发表主题 #${post.id}`,
    });
  } else if (removed(was, now)) {
    await revokeEventPoints(tx, {
      siteId,
      item: 'post_create',
      eventKey: `post:${post.id}`,
      reason: `主题 #${post.id} 被${now === hidden ? '屏蔽' : '删除'}，扣回发帖积分`,
    });
    if (now !== hidden && by !== 'member')
      await awardPointsForEvent(tx, {
        siteId,
        userId: post.authorId,
        item: 'post_deleted',
        eventKey: `post:${post.id}`,
        reason: `主题 #${post.id} 被管理员删除`,
      });
  }
}

/** The same for a comment (发表回复). */
export async function pointsForCommentState(
  tx: Executor,
  siteId: number,
  comment: { id: number; authorId: number },
  was: number | null,
  now: number | null,
) {
  if (now === published && was !== published) {
    await awardPointsForEvent(tx, {
      siteId,
      userId: comment.authorId,
      item: 'reply_create',
      eventKey: `comment:${comment.id}`,
      reason: `发表回复 #${comment.id}`,
    });
  } else if (removed(was, now)) {
    await revokeEventPoints(tx, {
      siteId,
      item: 'reply_create',
      eventKey: `comment:${comment.id}`,
      reason: `回复 #${comment.id} 被${now === hidden ? '屏蔽' : '删除'}，扣回积分`,
    });
  }
}

/** A member liked someone's post or comment: the author earns 主题被点赞 / 评论被点赞 once per liker (not for liking their own). */
export async function pointsForLike(
  tx: Executor,
  siteId: number,
  target: { kind: 'post' | 'comment'; id: number; authorId: number },
  likerId: number,
) {
  if (target.authorId === likerId) return;
  await awardPointsForEvent(tx, {
    siteId,
    userId: target.authorId,
    item: target.kind === 'post' ? 'post_liked' : 'comment_liked',
    eventKey: `${target.kind}:${target.id}:by:${likerId}`,
  });
}

/** A post was made 精华: its author earns 主题被设为精华 once. */
export async function pointsForFeatured(tx: Executor, siteId: number, post: { id: number; authorId: number }) {
  await awardPointsForEvent(tx, {
    siteId,
    userId: post.authorId,
    item: 'post_essence',
    eventKey: `post:${post.id}`,
    reason: `主题 #${post.id} 被设为精华`,
  });
}

/**
 * An answer was accepted (问答): its author earns 回答被采纳 once per answer. For the Q&A module to call in the
 * transaction that accepts the answer.
 */
export async function pointsForAcceptedAnswer(tx: Executor, siteId: number, answer: { id: number; authorId: number }) {
  return awardPointsForEvent(tx, {
    siteId,
    userId: answer.authorId,
    item: 'answer_accepted',
    eventKey: `answer:${answer.id}`,
    reason: `回答 #${answer.id} 被采纳`,
  });
}
