// The post module's part of a member's erasure (user-export's eraseMyAccount, through the manifest): the member's
// posts and comments deleted through the content transitions (counters follow) when they chose so, whatever stays
// handed to the site's anonymous user, and their likes taken back.
import { and, eq, ne } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Transaction } from '../../db/database';
import type { ErasedMember, ErasureTally } from '../module';
import { type ContentActor, transitionComments, transitionPosts } from './content-transitions';
import { dropMemberLikes } from './member-content';
import { comments, posts } from './post.tables';

export async function eraseMemberPosts(tx: Transaction, member: ErasedMember): Promise<ErasureTally> {
  const { siteId, siteUserId } = member;
  const mine = async (table: typeof posts | typeof comments) =>
    (
      await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.siteId, siteId), eq(table.authorId, siteUserId), ne(table.status, ContentStatus.deleted)))
    ).map((r) => r.id);
  const postIds = await mine(posts);
  const commentIds = await mine(comments);
  if (member.content === 'remove') {
    const actor: ContentActor = { realm: 'member', siteUserId, name: member.userName };
    const req = (ids: number[]) => ({ ids, action: 'delete' as const, actor, from: member.request });
    if (commentIds.length) await transitionComments(tx, siteId, req(commentIds));
    if (postIds.length) await transitionPosts(tx, siteId, req(postIds));
  }
  // Whatever stays (kept, or in the recycle bin) is the anonymous user's from now on.
  for (const table of [posts, comments] as const) {
    await tx
      .update(table)
      .set({ authorId: member.anonymousId })
      .where(and(eq(table.siteId, siteId), eq(table.authorId, siteUserId)));
  }
  // What others see of the member's activity goes with it, their counters lowered to match.
  await dropMemberLikes(tx, siteId, siteUserId);
  return { posts: postIds.length, comments: commentIds.length };
}
