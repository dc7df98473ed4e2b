// The post module's lists in a member's own-data file (user-export, through the manifest): their posts and comments
// that are not deleted, newest first.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { contentState, exportTime } from '../../lib/personal-data-format';
import type { PersonalDataPart } from '../module';
import { comments, posts } from './post.tables';

const byAuthor = (t: typeof posts | typeof comments, siteId: number, userId: number) =>
  and(eq(t.siteId, siteId), eq(t.authorId, userId), ne(t.status, ContentStatus.deleted));

/** The member's posts and comments not deleted (the own-data request's summary). */
export async function countMemberPosts(db: Executor, siteId: number, userId: number) {
  const [counted] = await db
    .select({
      posts: sql<number>`(select count(*)::int from ${posts} where ${byAuthor(posts, siteId, userId)})`,
      comments: sql<number>`(select count(*)::int from ${comments} where ${byAuthor(comments, siteId, userId)})`,
    })
    .from(sql`(select 1) as one`);
  return counted;
}

export const postPersonalData: readonly PersonalDataPart[] = [
  {
    key: 'posts',
    sheet: '帖子',
    position: 10,
    headers: { id: '编号', title: '标题', content: '内容', status: '状态', createdAt: '发布时间' },
    async rows(db, siteId, userId, limit) {
      const rows = await db
        .select()
        .from(posts)
        .where(byAuthor(posts, siteId, userId))
        .orderBy(desc(posts.id))
        .limit(limit);
      return rows.map((p) => ({
        id: p.id,
        title: p.title,
        content: p.content,
        status: contentState(p.status),
        createdAt: exportTime(p.createdAt),
      }));
    },
  },
  {
    key: 'comments',
    sheet: '评论',
    position: 30,
    headers: { id: '编号', postId: '帖子编号', content: '内容', status: '状态', createdAt: '评论时间' },
    async rows(db, siteId, userId, limit) {
      const rows = await db
        .select()
        .from(comments)
        .where(byAuthor(comments, siteId, userId))
        .orderBy(desc(comments.id))
        .limit(limit);
      return rows.map((c) => ({
        id: c.id,
        postId: c.postId,
        content: c.content,
        status: contentState(c.status),
        createdAt: exportTime(c.createdAt),
      }));
    },
  },
];
