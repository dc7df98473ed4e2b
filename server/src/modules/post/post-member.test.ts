import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused } from '../../../test/refusals';
import type { ConsoleTestSite } from '../../../test/two-sites';
import { securityEvents } from '../../audit/audit.tables';
import { transitionPosts } from './content-transitions';
import { posts, sensitiveWords } from './post.tables';
import { as, createPost, forgetPostingInterval, giveRank, type Member, member, memberToken, postCast, section } from './post-test-kit';
import { readSectionCount } from './section-post-count';

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
  open = await section(server, a, '科幻小说', { description: '刘慈欣与更多' });
});
afterAll(() => server?.close());

const postCount = (siteId: number, sectionId: number) => readSectionCount(server.database.db, siteId, sectionId);

const reject = (siteId: number, id: number, action: 'reject' | 'hide') =>
  server.database.db.transaction((tx) =>
    transitionPosts(tx, siteId, { ids: [id], action, reason: '内容与版块无关', actor: { realm: 'console', name: '站长' }, from: null }),
  );

describe('sections on the member site', () => {
  it('lists visible sections with categories, counts and who may post', async () => {
    const hidden = await section(server, a, '隐藏的版块', { status: 0 });
    const adminsOnly = await section(server, a, '管理员专区', { postPermission: 3 });
    const [rank] = (await server.call('getUserRankList', { token: a.tokens.owner, host: a.host })).body.data.filter(
      (r: { minPoints: number }) => r.minPoints === 500,
    );
    const ranked = await section(server, a, '高阶讨论', { postPermission: 2, minRankId: rank.id });
    const anonymous = await server.call('getForumSectionList', { host: a.host });
    expect(anonymous.status).toBe(200);
    const names = anonymous.body.data.list.map((s: { name: string }) => s.name);
    expect(names).toContain('科幻小说');
    expect(names).not.toContain('隐藏的版块');
    expect(anonymous.body.data.list.every((s: { canPost: boolean }) => !s.canPost)).toBe(true);

    const canPost = async (m: { token: string; host: string }) =>
      Object.fromEntries(
        (await server.call('getForumSectionList', m)).body.data.list.map((s: { id: number; canPost: boolean }) => [s.id, s.canPost]),
      );
    const plain = await member(server, a);
    expect(await canPost(as(plain))).toMatchObject({ [open]: true, [adminsOnly]: false, [ranked]: false });
    await giveRank(server, a.id, plain.id, 100);
    expect((await canPost(as(plain)))[ranked]).toBe(false);
    await giveRank(server, a.id, plain.id, 2000);
    expect((await canPost(as(plain)))[ranked]).toBe(true);
    const adminToken = { token: await memberToken(server, a.id, a.users.sectionAdmin), host: a.host };
    expect(await canPost(adminToken)).toMatchObject({ [adminsOnly]: true, [ranked]: true });
    expect(hidden).toBeGreaterThan(0);

    await expectRefused(
      server,
      'createPost',
      { ...as(plain), body: { sectionId: adminsOnly, title: '我能发吗', content: '<p>试试</p>' } },
      403,
      '你没有在这个版块发帖的权限',
    );
    await expectRefused(
      server,
      'createPost',
      { ...as(plain), body: { sectionId: hidden, title: '隐藏', content: '<p>x</p>' } },
      404,
      '版块不存在',
    );
    const low = await member(server, a);
    await giveRank(server, a.id, low.id, 100);
    await expectRefused(server, 'createPost', { ...as(low), body: { sectionId: ranked, title: '等级不够', content: '<p>x</p>' } }, 403);
    await forgetPostingInterval(server);
    const ok = await server.call('createPost', { ...as(plain), body: { sectionId: ranked, title: '等级够了', content: '<p>x</p>' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});

describe('posts', () => {
  it('publishes, sanitises, counts the section and shows the detail to everyone', async () => {
    const before = await postCount(a.id, open);
    const created = await createPost(
      server,
      author,
      open,
      '  重读《三体》  ',
      '<p>黑暗森林<script>alert(1)</script></p><p>第二段<img src="https://img.example.cn/a.png" onerror="x()"></p>',
    );
    expect(created.status).toBe(20);
    expect(await postCount(a.id, open)).toBe(before + 1);
    const res = await server.call('getPost', { host: a.host, query: { id: created.id } });
    expect(res.status).toBe(200);
    const post = res.body.data;
    expect(post).toMatchObject({
      title: '重读《三体》',
      excerpt: '黑暗森林 第二段',
      images: ['https://img.example.cn/a.png'],
      mine: false,
      liked: false,
    });
    expect(post.content).not.toMatch(/script|onerror/);
    expect(post.author.name).toBe('书友小林');
    const mine = await server.call('getPost', { ...as(author), query: { id: created.id } });
    expect(mine.body.data.mine).toBe(true);
  });

  it('counts a view once per viewer in ten minutes', async () => {
    const { id } = await createPost(server, author, open, '浏览计数');
    const view = async (opts: object) => (await server.call('getPost', { host: a.host, query: { id }, ...opts })).body.data.viewCount;
    expect(await view({ remoteAddress: '10.0.0.1' })).toBe(1);
    expect(await view({ remoteAddress: '10.0.0.1' })).toBe(1);
    expect(await view({ remoteAddress: '10.0.0.2' })).toBe(2);
    expect(await view(as(reader))).toBe(3);
    expect(await view(as(reader))).toBe(3);
  });

  it('refuses empty content after sanitising, and a second post within 15 seconds', async () => {
    await expectRefused(
      server,
      'createPost',
      { ...as(author), body: { sectionId: open, title: '空', content: '<script>x</script>' } },
      400,
      '正文不能为空',
    );
    await createPost(server, author, open, '第一篇');
    await expectRefused(
      server,
      'createPost',
      { ...as(author), body: { sectionId: open, title: '第二篇', content: '<p>太快</p>' } },
      429,
      '发帖太频繁，请 15 秒后再试',
    );
  });

  it('allows one post of many sent at once within the interval', async () => {
    const racer = await member(server, a);
    await forgetPostingInterval(server);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        server.call('createPost', { ...as(racer), body: { sectionId: open, title: `并发${i}`, content: '<p>并发</p>' } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
  });

  it('keeps a section’s count equal to its published posts while many members post and delete at once', async () => {
    const busy = await section(server, a, '热闹的版块');
    const writers = await Promise.all(Array.from({ length: 12 }, () => member(server, a)));
    await forgetPostingInterval(server);
    const created = await Promise.all(
      writers.map((w, i) =>
        server.call('createPost', { ...as(w), body: { sectionId: busy, title: `同时发帖${i}`, content: '<p>同时</p>' } }),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(writers.map(() => 200));
    await Promise.all(writers.slice(0, 5).map((w, i) => server.call('deleteMyPost', { ...as(w), query: { id: created[i].body.data.id } })));
    const published = await server.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.siteId, a.id), eq(posts.sectionId, busy), eq(posts.status, 20)));
    expect(published).toHaveLength(7);
    expect(await postCount(a.id, busy)).toBe(7);
  });

  it('sends review-first sections and sensitive words to review (10), visible to the author only', async () => {
    const review = await section(server, a, '先审后发', { reviewFirst: true });
    const pending = await createPost(server, author, review, '等待审核');
    expect(pending.status).toBe(10);
    await server.database.db.insert(sensitiveWords).values({ siteId: a.id, word: 'FooBar' });
    await server.deps.cache.del(`site:${a.id}:sensitive-words`);
    const hit = await createPost(server, author, open, '普通标题', '<p>这里有 foobar 一词</p>');
    expect(hit.status).toBe(10);
    const before = await postCount(a.id, review);
    expect(before).toBe(0);
    for (const id of [pending.id, hit.id]) {
      expect((await server.call('getPost', { ...as(author), query: { id } })).body.data.status).toBe(10);
      await expectRefused(server, 'getPost', { ...as(reader), query: { id } }, 404, '帖子不存在');
      await expectRefused(server, 'getPost', { host: a.host, query: { id } }, 404, '帖子不存在');
    }
    const list = await server.call('getPostList', { host: a.host, query: { sectionId: open } });
    expect(list.body.data.list.map((p: { id: number }) => p.id)).not.toContain(hit.id);
  });

  it('edits: published stays, rejected and hidden go to 60, locked and deleted are refused', async () => {
    const p = await createPost(server, author, open, '可编辑');
    const edit = (id: number, title = '改过的标题', by = author) =>
      server.call('updatePost', { ...as(by), body: { id, title, content: '<p>改过的正文</p>' } });
    expect((await edit(p.id)).body.data.status).toBe(20);
    await expectRefused(server, 'updatePost', { ...as(reader), body: { id: p.id, title: 'x', content: '<p>x</p>' } }, 404, '帖子不存在');

    const before = await postCount(a.id, open);
    await reject(a.id, p.id, 'hide');
    expect(await postCount(a.id, open)).toBe(before - 1);
    const hidden = await server.call('getPost', { ...as(author), query: { id: p.id } });
    expect(hidden.body.data).toMatchObject({ status: 40, reason: '内容与版块无关' });
    expect((await edit(p.id)).body.data.status).toBe(60);
    expect(await postCount(a.id, open)).toBe(before - 1);
    expect((await edit(p.id)).body.data.status).toBe(60);

    const q = await createPost(server, author, open, '会命中');
    await server.database.db.insert(sensitiveWords).values({ siteId: a.id, word: '违禁词' });
    await server.deps.cache.del(`site:${a.id}:sensitive-words`);
    const c0 = await postCount(a.id, open);
    expect((await edit(q.id, '含违禁词的标题')).body.data.status).toBe(60);
    expect(await postCount(a.id, open)).toBe(c0 - 1);

    const r = await createPost(server, author, open, '会被锁');
    await server.database.db
      .update(posts)
      .set({ locked: true })
      .where(and(eq(posts.siteId, a.id), eq(posts.id, r.id)));
    await expectRefused(
      server,
      'updatePost',
      { ...as(author), body: { id: r.id, title: 'x', content: '<p>x</p>' } },
      409,
      '帖子已锁定，不能修改',
    );
  });

  it('a rejected post edited goes to 60; pending stays 10', async () => {
    const review = await section(server, a, '审核区', { reviewFirst: true });
    const p = await createPost(server, author, review, '先审');
    await reject(a.id, p.id, 'reject');
    const res = await server.call('updatePost', { ...as(author), body: { id: p.id, title: '再提交', content: '<p>改了</p>' } });
    expect(res.body.data.status).toBe(60);
    const q = await createPost(server, author, review, '还在等');
    const again = await server.call('updatePost', { ...as(author), body: { id: q.id, title: '还在等', content: '<p>补充</p>' } });
    expect(again.body.data.status).toBe(10);
  });

  it('own delete goes to the recycle bin (50) through the transitions, with an audit event', async () => {
    const p = await createPost(server, author, open, '要删掉');
    const before = await postCount(a.id, open);
    await expectRefused(server, 'deleteMyPost', { ...as(reader), query: { id: p.id } }, 404, '帖子不存在');
    const res = await server.call('deleteMyPost', { ...as(author), query: { id: p.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await server.database.db
      .select({ status: posts.status, by: posts.deletedByKind })
      .from(posts)
      .where(and(eq(posts.siteId, a.id), eq(posts.id, p.id)));
    expect(row).toEqual({ status: 50, by: 'member' });
    expect(await postCount(a.id, open)).toBe(before - 1);
    const events = await server.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.targetType, 'post'), eq(securityEvents.targetId, String(p.id))));
    expect(events.map((e) => e.action)).toContain('contentDeleted');
    await expectRefused(server, 'getPost', { ...as(author), query: { id: p.id } }, 404);
    await expectRefused(server, 'deleteMyPost', { ...as(author), query: { id: p.id } }, 404, '帖子不存在');
    const mine = await server.call('getMyPostList', { ...as(author), query: { pageSize: 100 } });
    expect(mine.body.data.list.map((x: { id: number }) => x.id)).not.toContain(p.id);
  });

  it('my posts list every state but deleted, with reasons, filterable', async () => {
    const res = await server.call('getMyPostList', { ...as(author), query: { pageSize: 100 } });
    expect(res.status).toBe(200);
    const statuses = new Set(res.body.data.list.map((x: { status: number }) => x.status));
    expect([...statuses].sort()).toEqual([10, 20, 30, 60].filter((s) => statuses.has(s)));
    expect(res.body.data.total).toBe(res.body.data.list.length);
    const pending = await server.call('getMyPostList', { ...as(author), query: { status: 10 } });
    expect(pending.body.data.list.every((x: { status: number }) => x.status === 10)).toBe(true);
    expect(pending.body.data.total).toBeGreaterThan(0);
  });

  it("another site's post answers like a missing one", async () => {
    const other = await member(server, b);
    const otherSection = await section(server, b, '跑步装备');
    const theirs = await createPost(server, other, otherSection, '跑鞋推荐');
    for (const id of [theirs.id, 9_999_999]) {
      await expectRefused(server, 'getPost', { ...as(reader), query: { id } }, 404, '帖子不存在');
      await expectRefused(server, 'getPost', { host: a.host, query: { id } }, 404, '帖子不存在');
      await expectRefused(server, 'updatePost', { ...as(author), body: { id, title: 'x', content: '<p>x</p>' } }, 404, '帖子不存在');
      await expectRefused(server, 'deleteMyPost', { ...as(author), query: { id } }, 404, '帖子不存在');
      await expectRefused(server, 'likePost', { ...as(author), body: { postId: id } }, 404, '帖子不存在');
      await expectRefused(server, 'getCommentList', { ...as(author), query: { postId: id } }, 404, '帖子不存在');
      await expectRefused(server, 'createComment', { ...as(author), body: { postId: id, content: '<p>x</p>' } }, 404, '帖子不存在');
    }
    await expectRefused(
      server,
      'createPost',
      { ...as(author), body: { sectionId: otherSection, title: 'x', content: '<p>x</p>' } },
      404,
      '版块不存在',
    );
  });
});
