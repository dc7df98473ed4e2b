// The fan-out job (`followFanout`, declared in the manifest): a published post notifies its author's followers and
// its section's watchers (followedPost); a published comment notifies the post's watchers (watchedReply). The post
// module queues it by name once the writer's request has committed (post/post-published.ts), so the writer never waits
// for thousands of notifications. Recipients are read in pages by member id and notified in batches, one transaction
// each (notifyMembers). Who is told:
// - never the writer themself (the author of the post, the commenter);
// - only members with a public home (not disabled, erased or the anonymous user);
// - a member both following the author and watching the section hears once.
// The author does not watch their own post by default: replies to one's own post are the `reply` kind's to tell
// (issue 25, participation notifications); an author who presses 关注帖子 on their own post hears of replies like anyone.
// The job reads the post or comment as it is when it runs: hidden or deleted meanwhile, nobody is told.
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { ContentStatus, MemberNotificationKind, Switch } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import type { ModuleDeps } from '../deps';
import { clip, notifyMembers } from '../notification/notify-member';
import { comments, posts } from '../post/post.tables';
import type { FanoutData } from '../post/post-published';
import { plainText } from '../post/post-text';
import { sections } from '../section/section.tables';
import { siteUsers } from '../site/site.tables';
import { hasPublicHome } from '../site/site-user-repository';
import { memberFollows, postWatches, sectionWatches } from './follow.tables';

/** Members notified per transaction. */
export const FANOUT_BATCH = 500;

async function findPublicPost(db: Executor, siteId: number, postId: number) {
  const [row] = await db
    .select({ id: posts.id, title: posts.title, authorId: posts.authorId, sectionId: posts.sectionId, author: siteUsers.userName })
    .from(posts)
    .innerJoin(sections, and(eq(sections.siteId, posts.siteId), eq(sections.id, posts.sectionId)))
    .innerJoin(siteUsers, and(eq(siteUsers.siteId, posts.siteId), eq(siteUsers.id, posts.authorId)))
    .where(and(eq(posts.siteId, siteId), eq(posts.id, postId), eq(posts.status, ContentStatus.published), eq(sections.status, Switch.on)));
  return row;
}

/** Recipients after `after` (member id), ascending, at most FANOUT_BATCH: shown members among `candidates`. */
async function shownAfter(db: Executor, siteId: number, candidates: ReturnType<typeof sql>, exclude: number, after: number) {
  const rows = await db
    .select({ id: siteUsers.id })
    .from(siteUsers)
    .where(
      and(
        eq(siteUsers.siteId, siteId),
        sql`${siteUsers.id} in (${candidates})`,
        ne(siteUsers.id, exclude),
        gt(siteUsers.id, after),
        hasPublicHome,
      ),
    )
    .orderBy(siteUsers.id)
    .limit(FANOUT_BATCH);
  return rows.map((r) => r.id);
}

/** Notifies every recipient in batches; answers how many were notified. */
async function fanOut(
  db: ModuleDeps['db'],
  siteId: number,
  candidates: ReturnType<typeof sql>,
  exclude: number,
  notice: (userId: number) => Parameters<typeof notifyMembers>[1][number],
): Promise<number> {
  let after = 0;
  let total = 0;
  for (;;) {
    const ids = await shownAfter(db, siteId, candidates, exclude, after);
    if (!ids.length) return total;
    await db.transaction((tx) => notifyMembers(tx, ids.map(notice)));
    total += ids.length;
    after = ids[ids.length - 1];
    if (ids.length < FANOUT_BATCH) return total;
  }
}

export async function postFanout({ db }: Pick<ModuleDeps, 'db'>, siteId: number, postId: number): Promise<number> {
  const post = await findPublicPost(db, siteId, postId);
  if (!post) return 0;
  const candidates = sql`select ${memberFollows.followerId} from ${memberFollows} where ${memberFollows.siteId} = ${siteId} and ${memberFollows.followeeId} = ${post.authorId}
    union select ${sectionWatches.userId} from ${sectionWatches} where ${sectionWatches.siteId} = ${siteId} and ${sectionWatches.sectionId} = ${post.sectionId}`;
  return fanOut(db, siteId, candidates, post.authorId, (userId) => ({
    siteId,
    userId,
    kind: MemberNotificationKind.followedPost,
    title: `${post.author} 发布了新帖`,
    content: `《${clip(post.title, 80)}》`,
    link: `/post/${post.id}`,
  }));
}

export async function commentFanout({ db }: Pick<ModuleDeps, 'db'>, siteId: number, commentId: number): Promise<number> {
  const [comment] = await db
    .select({ postId: comments.postId, authorId: comments.authorId, content: comments.content, author: siteUsers.userName })
    .from(comments)
    .innerJoin(siteUsers, and(eq(siteUsers.siteId, comments.siteId), eq(siteUsers.id, comments.authorId)))
    .where(and(eq(comments.siteId, siteId), eq(comments.id, commentId), inArray(comments.status, [ContentStatus.published])));
  if (!comment) return 0;
  const post = await findPublicPost(db, siteId, comment.postId);
  if (!post) return 0;
  const candidates = sql`select ${postWatches.userId} from ${postWatches} where ${postWatches.siteId} = ${siteId} and ${postWatches.postId} = ${post.id}`;
  return fanOut(db, siteId, candidates, comment.authorId, (userId) => ({
    siteId,
    userId,
    kind: MemberNotificationKind.watchedReply,
    title: `你关注的帖子《${clip(post.title, 40)}》有了新回复`,
    content: `${comment.author}：${clip(plainText(comment.content), 200)}`,
    link: `/post/${post.id}`,
  }));
}

export function runFanout(deps: Pick<ModuleDeps, 'db'>, data: FanoutData): Promise<number> {
  return data.kind === 'post' ? postFanout(deps, data.siteId, data.postId) : commentFanout(deps, data.siteId, data.commentId);
}
