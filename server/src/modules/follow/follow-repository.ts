// Reads other modules share: a member's follower and following counts and whether a viewer follows them (the profile
// page), and whether a viewer bookmarked and watches a post (the post's detail, through the manifest's postViewer).
// Counts are counted from the rows (by their indexes), joined with site_users so a disabled or erased member is left out.
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { countRows } from '../../db/paged-list';
import { siteUsers } from '../site/site.tables';
import { publicHomeOf } from '../site/site-user-repository';
import { memberFollows, postBookmarks, postWatches } from './follow.tables';

const other = alias(siteUsers, 'other');
const shown = publicHomeOf(other);

/** How many shown members follow `memberId`, how many they follow, and whether `viewerId` follows them. */
export async function followCounts(db: Executor, siteId: number, memberId: number, viewerId: number | null) {
  const [[followers], [following], followed] = await Promise.all([
    db
      .select({ n: countRows() })
      .from(memberFollows)
      .innerJoin(other, and(eq(other.siteId, memberFollows.siteId), eq(other.id, memberFollows.followerId)))
      .where(and(eq(memberFollows.siteId, siteId), eq(memberFollows.followeeId, memberId), shown)),
    db
      .select({ n: countRows() })
      .from(memberFollows)
      .innerJoin(other, and(eq(other.siteId, memberFollows.siteId), eq(other.id, memberFollows.followeeId)))
      .where(and(eq(memberFollows.siteId, siteId), eq(memberFollows.followerId, memberId), shown)),
    viewerId === null || viewerId === memberId ? Promise.resolve(false) : isFollowing(db, siteId, viewerId, memberId),
  ]);
  return { followerCount: followers.n, followingCount: following.n, followed };
}

export async function isFollowing(db: Executor, siteId: number, followerId: number, followeeId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(memberFollows)
    .where(and(eq(memberFollows.siteId, siteId), eq(memberFollows.followerId, followerId), eq(memberFollows.followeeId, followeeId)));
  return rows.length > 0;
}

/** Whether the viewer bookmarked and watches a post. */
export async function postViewerState(db: Executor, siteId: number, postId: number, viewerId: number) {
  const [bookmarked, watched] = await Promise.all([
    db
      .select({ one: sql`1` })
      .from(postBookmarks)
      .where(and(eq(postBookmarks.siteId, siteId), eq(postBookmarks.userId, viewerId), eq(postBookmarks.postId, postId))),
    db
      .select({ one: sql`1` })
      .from(postWatches)
      .where(and(eq(postWatches.siteId, siteId), eq(postWatches.userId, viewerId), eq(postWatches.postId, postId))),
  ]);
  return { bookmarked: bookmarked.length > 0, watched: watched.length > 0 };
}
