// The follow module's lists in a member's own-data file (user-export, through the manifest): the members they follow
// and the posts they bookmarked, newest first.
import { and, desc, eq } from 'drizzle-orm';
import { exportTime } from '../../lib/personal-data-format';
import type { PersonalDataPart } from '../module';
import { posts } from '../post/post.tables';
import { siteUsers } from '../site/site.tables';
import { memberFollows, postBookmarks } from './follow.tables';

export const followPersonalData: readonly PersonalDataPart[] = [
  {
    key: 'following',
    sheet: '关注的成员',
    position: 70,
    headers: { id: '成员编号', nickname: '昵称', followedAt: '关注时间' },
    async rows(db, siteId, userId, limit) {
      const rows = await db
        .select({ id: siteUsers.id, nickname: siteUsers.userName, followedAt: memberFollows.createdAt })
        .from(memberFollows)
        .innerJoin(siteUsers, and(eq(siteUsers.siteId, memberFollows.siteId), eq(siteUsers.id, memberFollows.followeeId)))
        .where(and(eq(memberFollows.siteId, siteId), eq(memberFollows.followerId, userId)))
        .orderBy(desc(memberFollows.createdAt))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, nickname: r.nickname, followedAt: exportTime(r.followedAt) }));
    },
  },
  {
    key: 'bookmarks',
    sheet: '收藏',
    position: 71,
    headers: { postId: '帖子编号', title: '标题', bookmarkedAt: '收藏时间' },
    async rows(db, siteId, userId, limit) {
      const rows = await db
        .select({ postId: posts.id, title: posts.title, bookmarkedAt: postBookmarks.createdAt })
        .from(postBookmarks)
        .innerJoin(posts, and(eq(posts.siteId, postBookmarks.siteId), eq(posts.id, postBookmarks.postId)))
        .where(and(eq(postBookmarks.siteId, siteId), eq(postBookmarks.userId, userId)))
        .orderBy(desc(postBookmarks.createdAt))
        .limit(limit);
      return rows.map((r) => ({ postId: r.postId, title: r.title, bookmarkedAt: exportTime(r.bookmarkedAt) }));
    },
  },
];
