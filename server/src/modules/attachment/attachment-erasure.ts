// A member's attachments at their erasure: kept posts keep theirs (now the anonymous user's, like the posts); with
// the content removed, or on posts no longer theirs, they are left to the sweep (expires now), which deletes the
// files after the erasure committed.
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import type { ErasedMember } from '../module';
import { posts } from '../post/post.tables';
import { attachmentPurchases, attachments } from './attachment.tables';

export async function eraseMemberAttachments(tx: Transaction, member: ErasedMember): Promise<void> {
  const { siteId, siteUserId, anonymousId } = member;
  const mine = and(eq(attachments.siteId, siteId), eq(attachments.uploaderId, siteUserId));
  if (member.content === 'keep') {
    // The content stage ran before (this is the activity stage): a kept post is the anonymous user's now, and so is what is attached to it.
    const onKeptPost = sql`exists (select 1 from ${posts} p where p.site_id = ${attachments.siteId} and p.id = ${attachments.postId} and p.author_id = ${anonymousId})`;
    await tx.update(attachments).set({ uploaderId: anonymousId }).where(and(mine, onKeptPost));
  }
  await tx.update(attachments).set({ postId: null, expiresAt: sql`now()` }).where(mine);
  await tx.delete(attachmentPurchases).where(and(eq(attachmentPurchases.siteId, siteId), eq(attachmentPurchases.userId, siteUserId)));
}
