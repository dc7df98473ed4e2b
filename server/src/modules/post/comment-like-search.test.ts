import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused } from '../../../test/refusals';
import type { ConsoleTestSite } from '../../../test/two-sites';
import { transitionComments } from './content-transitions';
import { commentLikes, comments, platformSensitiveWords, postLikes, posts } from './post.tables';
import { as, comment, createPost, type Member, member, postCast, section } from './post-test-kit';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let author: Member;
let reader: Member;
let open: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = await postCast(server));
  author = await member(server, a, '书友小林');
  reader = await member(server, a, '星河旅人');
  open = await section(server, a, '读书笔记');
});
afterAll(() => server?.close());

const postRow = async (id: number) => {
  const [row] = await server.database.db
    .select()
    .from(posts)
    .where(and(eq(posts.siteId, a.id), eq(posts.id, id)));
  return row;
};

describe('comments', () => {
  it('lists top-level comments oldest first with their first three replies; replies to replies stay one level deep', async () => {
    const p = await createPost(server, author, open, '评论测试');
    const top = await comment(server, reader, p.id, '<p>第一条</p>');
    const second = await comment(server, author, p.id, '<p>第二条</p>');
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await comment(server, author, p.id, `<p>回复${i}</p>`, top.id));
    const deep = await comment(server, reader, p.id, '<p>回复的回复</p>', replies[1].id);
    const list = await server.call('getCommentList', { host: a.host, query: { postId: p.id, limit: 1 } });
    expect(list.status).toBe(200);
    const [first] = list.body.data.list;
    expect(first).toMatchObject({ id: top.id, parentId: null, replyCount: 6, replyTo: null });
    expect(first.replies.map((r: { id: number }) => r.id)).toEqual(replies.slice(0, 3).map((r) => r.id));
    const next = await server.call('getCommentList', { host: a.host, query: { postId: p.id, cursor: list.body.data.nextCursor } });
    expect(next.body.data.list.map((c: { id: number }) => c.id)).toEqual([second.id]);
    expect(next.body.data.nextCursor).toBeNull();

    const all = await server.call('getCommentReplies', { host: a.host, query: { commentId: top.id, limit: 4 } });
    expect(all.body.data.list).toHaveLength(4);
    const rest = await server.call('getCommentReplies', { host: a.host, query: { commentId: top.id, cursor: all.body.data.nextCursor } });
    const last = rest.body.data.list.at(-1);
    expect(last).toMatchObject({ id: deep.id, parentId: top.id, replyTo: { id: author.id, name: '书友小林' } });
    expect((await postRow(p.id)).commentCount).toBe(8);
  });

  it('hides the comments of a post the reader may not read, though the comments are there', async () => {
    const p = await createPost(server, author, open, '被屏蔽的帖子');
    await comment(server, reader, p.id, '<p>评论还在</p>');
    const list = (opts: object) => server.call('getCommentList', { ...opts, query: { postId: p.id } });
    expect((await list({ host: a.host })).body.data.list).toHaveLength(1);
    await server.database.db
      .update(posts)
      .set({ status: 40 })
      .where(and(eq(posts.siteId, a.id), eq(posts.id, p.id)));
    for (const res of [await list({ host: a.host }), await list(as(reader)), await list({ host: b.host })])
      expect([res.status, res.body.description]).toEqual([404, '帖子不存在']);
    // Its author still reads it, comments and all.
    expect((await list(as(author))).body.data.list).toHaveLength(1);
  });

  it('shows a pending comment to its author only; sensitive words send it to review', async () => {
    const p = await createPost(server, author, open, '敏感词评论');
    await server.database.db.insert(platformSensitiveWords).values({ word: '代开发票' });
    await server.deps.cache.del('ref:platform-sensitive-words');
    const hit = await comment(server, reader, p.id, '<p>需要代开发票请联系</p>');
    expect(hit.status).toBe(10);
    const ids = async (opts: object) =>
      (await server.call('getCommentList', { ...opts, query: { postId: p.id } })).body.data.list.map(
        (c: { id: number; status: number }) => [c.id, c.status],
      );
    expect(await ids(as(reader))).toEqual([[hit.id, 10]]);
    expect(await ids(as(author))).toEqual([]);
    expect(await ids({ host: a.host })).toEqual([]);
    expect((await postRow(p.id)).commentCount).toBe(0);
  });

  it('refuses comments on locked and unpublished posts, and replies to another post’s comment', async () => {
    const p = await createPost(server, author, open, '会锁定');
    const other = await createPost(server, reader, open, '另一篇');
    const c = await comment(server, author, other.id, '<p>别处的评论</p>');
    await expectRefused(
      server,
      'createComment',
      { ...as(reader), body: { postId: p.id, content: '<p>x</p>', parentId: c.id } },
      404,
      '评论不存在',
    );
    await server.database.db
      .update(posts)
      .set({ locked: true })
      .where(and(eq(posts.siteId, a.id), eq(posts.id, p.id)));
    await expectRefused(
      server,
      'createComment',
      { ...as(reader), body: { postId: p.id, content: '<p>x</p>' } },
      409,
      '帖子已锁定，不能评论',
    );
    const review = await section(server, a, '审核版块', { reviewFirst: true });
    const pending = await createPost(server, author, review, '待审核');
    await expectRefused(server, 'createComment', { ...as(author), body: { postId: pending.id, content: '<p>x</p>' } }, 404, '帖子不存在');
  });

  it('own delete goes through the transitions and counters follow', async () => {
    const p = await createPost(server, author, open, '删评论');
    const top = await comment(server, reader, p.id, '<p>顶层</p>');
    const reply = await comment(server, reader, p.id, '<p>回复</p>', top.id);
    await expectRefused(server, 'deleteMyComment', { ...as(author), query: { id: reply.id } }, 404, '评论不存在');
    expect((await server.call('deleteMyComment', { ...as(reader), query: { id: reply.id } })).status).toBe(200);
    expect((await postRow(p.id)).commentCount).toBe(1);
    const list = await server.call('getCommentList', { ...as(reader), query: { postId: p.id } });
    expect(list.body.data.list[0]).toMatchObject({ replyCount: 0, replies: [] });
  });

  it('20 parallel comments: the counts equal the rows', async () => {
    const p = await createPost(server, author, open, '并发评论');
    const top = await comment(server, author, p.id, '<p>楼主</p>');
    const people = await Promise.all(Array.from({ length: 20 }, () => member(server, a)));
    const results = await Promise.all(
      people.map((m, i) =>
        server.call('createComment', {
          ...as(m),
          body: { postId: p.id, content: `<p>第${i}条</p>`, ...(i % 2 ? { parentId: top.id } : {}) },
        }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [{ n }] = await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(comments)
      .where(and(eq(comments.siteId, a.id), eq(comments.postId, p.id), eq(comments.status, 20)));
    expect((await postRow(p.id)).commentCount).toBe(n);
    expect(n).toBe(21);
    const [topRow] = await server.database.db
      .select({ replyCount: comments.replyCount })
      .from(comments)
      .where(and(eq(comments.siteId, a.id), eq(comments.id, top.id)));
    expect(topRow.replyCount).toBe(10);
  });
});

describe('likes', () => {
  it('are idempotent and shown to the liker', async () => {
    const p = await createPost(server, author, open, '点赞');
    const like = () => server.call('likePost', { ...as(reader), body: { postId: p.id } });
    expect((await like()).body.data).toEqual({ liked: true, likeCount: 1 });
    expect((await like()).body.data).toEqual({ liked: true, likeCount: 1 });
    expect((await server.call('getPost', { ...as(reader), query: { id: p.id } })).body.data.liked).toBe(true);
    const unlike = () => server.call('unlikePost', { ...as(reader), query: { postId: p.id } });
    expect((await unlike()).body.data).toEqual({ liked: false, likeCount: 0 });
    expect((await unlike()).body.data).toEqual({ liked: false, likeCount: 0 });
    const c = await comment(server, author, p.id, '<p>赞我</p>');
    expect((await server.call('likeComment', { ...as(reader), body: { commentId: c.id } })).body.data).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await server.call('likeComment', { ...as(reader), body: { commentId: c.id } })).body.data).toEqual({
      liked: true,
      likeCount: 1,
    });
    const list = await server.call('getCommentList', { ...as(reader), query: { postId: p.id } });
    expect(list.body.data.list[0]).toMatchObject({ liked: true, likeCount: 1 });
    expect((await server.call('unlikeComment', { ...as(reader), query: { commentId: c.id } })).body.data).toEqual({
      liked: false,
      likeCount: 0,
    });
  });

  it('only on published content', async () => {
    const review = await section(server, a, '先审的', { reviewFirst: true });
    const p = await createPost(server, author, review, '未发布');
    await expectRefused(server, 'likePost', { ...as(reader), body: { postId: p.id } }, 404, '帖子不存在');
    const q = await createPost(server, author, open, '有被删评论');
    const c = await comment(server, author, q.id, '<p>将被删</p>');
    await server.database.db.transaction((tx) =>
      transitionComments(tx, a.id, { ids: [c.id], action: 'delete', actor: { realm: 'console', name: '站长' }, from: null }),
    );
    await expectRefused(server, 'likeComment', { ...as(reader), body: { commentId: c.id } }, 404, '评论不存在');
  });

  it('30 parallel likes by different members, and their undoing: counts equal rows', async () => {
    const p = await createPost(server, author, open, '并发点赞');
    const c = await comment(server, author, p.id, '<p>评论</p>');
    const people = await Promise.all(Array.from({ length: 30 }, () => member(server, a)));
    await Promise.all(
      people.flatMap((m) => [
        server.call('likePost', { ...as(m), body: { postId: p.id } }),
        server.call('likePost', { ...as(m), body: { postId: p.id } }),
        server.call('likeComment', { ...as(m), body: { commentId: c.id } }),
      ]),
    );
    const rows = async () => {
      const [likes] = await server.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(postLikes)
        .where(and(eq(postLikes.siteId, a.id), eq(postLikes.postId, p.id)));
      const [cl] = await server.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(commentLikes)
        .where(and(eq(commentLikes.siteId, a.id), eq(commentLikes.commentId, c.id)));
      const [cc] = await server.database.db
        .select({ n: comments.likeCount })
        .from(comments)
        .where(and(eq(comments.siteId, a.id), eq(comments.id, c.id)));
      return { post: [likes.n, (await postRow(p.id)).likeCount], comment: [cl.n, cc.n] };
    };
    expect(await rows()).toEqual({ post: [30, 30], comment: [30, 30] });
    await Promise.all(people.slice(0, 12).map((m) => server.call('unlikePost', { ...as(m), query: { postId: p.id } })));
    expect((await rows()).post).toEqual([18, 18]);
  });
});

describe('search', () => {
  it('finds a Chinese word in a title, a body and a comment, and highlights it', async () => {
    const inTitle = await createPost(server, author, open, '重读刘慈欣的《球状闪电》', '<p>一本关于执念的小说。</p>');
    const inBody = await createPost(server, author, open, '冬夜读书', '<p>窗外下着雪，我读完了球状闪电的最后一章。</p>');
    const inComment = await createPost(server, author, open, '推荐几本科幻', '<p>欢迎补充。</p>');
    await comment(server, reader, inComment.id, '<p>必须有<b>球状闪电</b>！</p>');
    const res = await server.call('searchPosts', { host: a.host, query: { keyword: '球状闪电' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const hits = res.body.data.list as { id: number; titleHighlight: string; excerptHighlight: string; matchedComment: string | null }[];
    expect(hits.map((h) => h.id).sort()).toEqual([inTitle.id, inBody.id, inComment.id].sort());
    expect(res.body.data.total).toBe(3);
    expect(hits[0].id).toBe(inTitle.id);
    const byId = new Map(hits.map((h) => [h.id, h]));
    expect(byId.get(inTitle.id)!.titleHighlight).toContain('<em>');
    expect(byId.get(inBody.id)!.excerptHighlight).toMatch(/<em>球状<\/em>|<em>闪电<\/em>|<em>球状闪电<\/em>/);
    expect(byId.get(inComment.id)!.matchedComment).toMatch(/<em>/);
    expect(byId.get(inComment.id)!.matchedComment).not.toContain('<b>');

    const paged = await server.call('searchPosts', { host: a.host, query: { keyword: '球状闪电', pageSize: 1, page: 2 } });
    expect(paged.body.data).toMatchObject({ total: 3 });
    expect(paged.body.data.list).toHaveLength(1);
    const beyond = await server.call('searchPosts', { host: a.host, query: { keyword: '球状闪电', page: 9 } });
    expect(beyond.body.data).toEqual({ list: [], total: 3, more: false });
  });

  it('ranks only the most recently active 500 matches of a common word, and says there are more', async () => {
    const older = await createPost(server, author, open, '银杏大道的秋天', '<p>满地金黄。</p>');
    const template = await createPost(server, author, open, '银杏叶书签制作', '<p>压平晾干即可。</p>');
    const { db } = server.database;
    // 520 copies, all more recently active than `older`: it falls outside the ranked candidates.
    const columns = (
      (await db.execute(sql`select column_name from information_schema.columns
        where table_name = 'posts' and column_name not in ('id', 'active_at', 'created_at') order by ordinal_position`)) as unknown as {
        rows: { column_name: string }[];
      }
    ).rows.map((r) => sql.identifier(r.column_name));
    const list = sql.join(columns, sql`, `);
    await db.execute(sql`insert into posts (${list}, active_at, created_at)
      select ${list}, now() + make_interval(secs => g), now() from posts, generate_series(1, 520) g
      where site_id = ${a.id} and id = ${template.id}`);
    await db.execute(sql`update posts set active_at = now() - interval '1 day' where site_id = ${a.id} and id = ${older.id}`);
    const first = (await server.call('searchPosts', { host: a.host, query: { keyword: '银杏', pageSize: 100 } })).body.data;
    expect(first.more).toBe(true);
    expect(first.total).toBe(500);
    const all: number[] = [];
    for (let page = 1; page <= 5; page++)
      all.push(
        ...(await server.call('searchPosts', { host: a.host, query: { keyword: '银杏', pageSize: 100, page } })).body.data.list.map(
          (h: { id: number }) => h.id,
        ),
      );
    expect(new Set(all).size).toBe(500);
    expect(all).not.toContain(older.id);
    // A second word narrows the matches below the cap: everything is ranked again.
    const narrowed = (await server.call('searchPosts', { host: a.host, query: { keyword: '银杏 秋天' } })).body.data;
    expect(narrowed).toMatchObject({ total: 1, more: false });
    expect(narrowed.list[0].id).toBe(older.id);
  });

  it('keeps the vector current on edit, and leaves out what is not public and other sites', async () => {
    const p = await createPost(server, author, open, '关于敦煌的游记', '<p>莫高窟</p>');
    const search = async (keyword: string, host = a.host) =>
      (await server.call('searchPosts', { host, query: { keyword } })).body.data.list.map((h: { id: number }) => h.id);
    expect(await search('敦煌')).toContain(p.id);
    await server.call('updatePost', { ...as(author), body: { id: p.id, title: '关于西安的游记', content: '<p>兵马俑</p>' } });
    expect(await search('敦煌')).not.toContain(p.id);
    expect(await search('兵马俑')).toContain(p.id);
    expect(await search('兵马俑', b.host)).toEqual([]);
    await server.call('deleteMyPost', { ...as(author), query: { id: p.id } });
    expect(await search('兵马俑')).toEqual([]);
    expect(await search('，。')).toEqual([]);
  });
});
