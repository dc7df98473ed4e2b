// A member's erasure (the follow module's part, stage `activity`): whom they follow and who follows them, their
// watches and their bookmarks go.
import { and, eq, or } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import type { ErasedMember } from '../module';
import { memberFollows, postBookmarks, postWatches, sectionWatches } from './follow.tables';

export async function eraseMemberFollows(tx: Transaction, member: ErasedMember): Promise<void> {
  const { siteId, siteUserId } = member;
  await tx
    .delete(memberFollows)
    .where(and(eq(memberFollows.siteId, siteId), or(eq(memberFollows.followerId, siteUserId), eq(memberFollows.followeeId, siteUserId))));
  await tx.delete(postWatches).where(and(eq(postWatches.siteId, siteId), eq(postWatches.userId, siteUserId)));
  await tx.delete(sectionWatches).where(and(eq(sectionWatches.siteId, siteId), eq(sectionWatches.userId, siteUserId)));
  await tx.delete(postBookmarks).where(and(eq(postBookmarks.siteId, siteId), eq(postBookmarks.userId, siteUserId)));
}
