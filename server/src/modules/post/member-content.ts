// A member's posts, comments and likes when the member module deletes the member, in its transaction: kept under the
// site's anonymous user, or removed. Either way the counters other members see stay right (set-based, by decrement, so
// counts the demo or history set are not recomputed from rows): a post's comments and likes, a comment's replies and
// likes, a section's published posts.
import { sql } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { commentLikes, comments, postLikes, posts } from './post.tables';
import { addToSectionCount } from './section-post-count';

const published = ContentStatus.published;

/** Takes back the member's likes (the rows go, the counts drop), except on what is about to be removed with them. */
async function dropLikes(tx: Executor, siteId: number, userId: number, removing: boolean) {
  const notOwnPost = removing ? sql`and p.author_id <> ${userId}` : sql``;
  await tx.execute(sql`
    update ${posts} p set like_count = greatest(p.like_count - 1, 0)
    from ${postLikes} l
    where l.site_id = ${siteId} and l.user_id = ${userId} and p.site_id = l.site_id and p.id = l.post_id ${notOwnPost}`);
  const notDoomed = removing
    ? sql`and c.author_id <> ${userId}
        and not exists (select 1 from ${posts} p where p.site_id = c.site_id and p.id = c.post_id and p.author_id = ${userId})
        and not exists (select 1 from ${comments} r where r.site_id = c.site_id and r.id = c.parent_id and r.author_id = ${userId})`
    : sql``;
  await tx.execute(sql`
    update ${comments} c set like_count = greatest(c.like_count - 1, 0)
    from ${commentLikes} l
    where l.site_id = ${siteId} and l.user_id = ${userId} and c.site_id = l.site_id and c.id = l.comment_id ${notDoomed}`);
  await tx.execute(sql`delete from ${postLikes} where site_id = ${siteId} and user_id = ${userId}`);
  await tx.execute(sql`delete from ${commentLikes} where site_id = ${siteId} and user_id = ${userId}`);
}

/** Takes back every like of the member (their account erased), their content staying where it is. */
export async function dropMemberLikes(tx: Executor, siteId: number, userId: number) {
  await dropLikes(tx, siteId, userId, false);
}

/** Puts the member's posts and comments under `anonymousId` (replies addressed to the member too). */
export async function keepMemberPosts(tx: Executor, siteId: number, userId: number, anonymousId: number) {
  await dropLikes(tx, siteId, userId, false);
  await tx.execute(sql`update ${posts} set author_id = ${anonymousId} where site_id = ${siteId} and author_id = ${userId}`);
  await tx.execute(sql`update ${comments} set author_id = ${anonymousId} where site_id = ${siteId} and author_id = ${userId}`);
  await tx.execute(
    sql`update ${comments} set reply_to_user_id = ${anonymousId} where site_id = ${siteId} and reply_to_user_id = ${userId}`,
  );
}

/**
 * Removes the member's posts (with everything under them) and comments (with the replies under their top-level ones,
 * which lose their thread), and takes back their likes; answers how many posts and comments went.
 */
export async function removeMemberPosts(tx: Executor, siteId: number, userId: number): Promise<{ posts: number; comments: number }> {
  await dropLikes(tx, siteId, userId, true);
  // Comments going on posts that stay: the member's own and the replies under the member's top-level comments.
  const doomed = sql`(
    select c.id, c.post_id, c.parent_id, c.status from ${comments} c
    where c.site_id = ${siteId}
      and not exists (select 1 from ${posts} p where p.site_id = c.site_id and p.id = c.post_id and p.author_id = ${userId})
      and (c.author_id = ${userId}
        or exists (select 1 from ${comments} r where r.site_id = c.site_id and r.id = c.parent_id and r.author_id = ${userId})))`;
  await tx.execute(sql`
    update ${posts} p set comment_count = greatest(p.comment_count - d.n, 0)
    from (select post_id, count(*)::int n from ${doomed} x where x.status = ${published} group by post_id) d
    where p.site_id = ${siteId} and p.id = d.post_id`);
  await tx.execute(sql`
    update ${comments} c set reply_count = greatest(c.reply_count - d.n, 0)
    from (select parent_id, count(*)::int n from ${doomed} x where x.status = ${published} and x.parent_id is not null group by parent_id) d
    where c.site_id = ${siteId} and c.id = d.parent_id and c.author_id <> ${userId}`);
  const { rows: bySection } = (await tx.execute(sql`
    select section_id::int as "sectionId", count(*)::int as n from ${posts}
    where site_id = ${siteId} and author_id = ${userId} and status = ${published} group by section_id`)) as unknown as {
    rows: { sectionId: number; n: number }[];
  };
  for (const { sectionId, n } of bySection) await addToSectionCount(tx, siteId, sectionId, -n);
  const removedComments = await tx.execute(sql`
    delete from ${comments} c using ${doomed} d where c.site_id = ${siteId} and c.id = d.id returning c.id`);
  const removedPosts = await tx.execute(sql`delete from ${posts} where site_id = ${siteId} and author_id = ${userId} returning id`);
  return { posts: rowCount(removedPosts), comments: rowCount(removedComments) };
}

function rowCount(result: unknown): number {
  const r = result as { rows?: unknown[]; length?: number };
  return Array.isArray(r) ? r.length : (r.rows?.length ?? 0);
}
