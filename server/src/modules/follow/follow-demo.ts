// The demo's follows, watches and bookmarks (`npm start`): reader1 follows a few members (and some follow back),
// bookmarks and watches several posts and watches a section, so 我的收藏 and 我的关注 show real data.
import { and, desc, eq, ne } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import type { DemoSite } from '../module';
import { posts } from '../post/post.tables';
import { siteUsers } from '../site/site.tables';
import { memberFollows, postBookmarks, postWatches, sectionWatches } from './follow.tables';

export async function seedDemoFollows(tx: Executor, site: DemoSite): Promise<void> {
  const { siteId } = site;
  const members = site.memberIds.slice(0, 12);
  if (members.length < 3) return;
  const [reader] = await tx
    .select({ id: siteUsers.id })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.account, 'reader1')));
  const me = reader?.id ?? members[0];
  const others = members.filter((id) => id !== me);
  const follows = [
    ...others.slice(0, 4).map((followeeId) => ({ siteId, followerId: me, followeeId })),
    ...others.slice(2, 7).map((followerId) => ({ siteId, followerId, followeeId: me })),
    ...others.slice(4, 9).map((followerId, i) => ({ siteId, followerId, followeeId: others[i % 2] })),
  ].filter((f) => f.followerId !== f.followeeId);
  if (follows.length) await tx.insert(memberFollows).values(follows).onConflictDoNothing();

  const recent = await tx
    .select({ id: posts.id, sectionId: posts.sectionId })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), eq(posts.status, ContentStatus.published), ne(posts.authorId, me)))
    .orderBy(desc(posts.id))
    .limit(40);
  if (!recent.length) return;
  const picked = recent.filter((_, i) => i % 5 === 0).slice(0, 6);
  await tx
    .insert(postBookmarks)
    .values(picked.map((p) => ({ siteId, userId: me, postId: p.id })))
    .onConflictDoNothing();
  await tx
    .insert(postWatches)
    .values(picked.slice(0, 3).map((p) => ({ siteId, userId: me, postId: p.id })))
    .onConflictDoNothing();
  await tx.insert(sectionWatches).values({ siteId, userId: me, sectionId: recent[0].sectionId }).onConflictDoNothing();
  // A few more members bookmark the newest posts.
  const more = others.slice(0, 3).flatMap((userId, i) => recent.slice(i, i + 2).map((p) => ({ siteId, userId, postId: p.id })));
  if (more.length) await tx.insert(postBookmarks).values(more).onConflictDoNothing();
}
