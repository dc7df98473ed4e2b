import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus } from '../../../../sdk/generated/enums';
import { eventsOf } from '../../../test/audit-kit';
import { startTestServer, type TestServer } from '../../../test/harness';
import { insertComment, insertPost, insertSection } from '../../../test/oversight-kit';
import { expectRefused, expectRejected } from '../../../test/refusals';
import { type TwoSites, twoSites } from '../../../test/two-sites';
import { cacheKeys } from '../../cache/cache';
import { posts } from '../post/post.tables';
import { sections } from '../section/section.tables';

let server: TestServer;
let w: TwoSites;
const ids = {} as Record<'postA' | 'postB' | 'other' | 'deleted' | 'pending' | 'old' | 'sectionA' | 'sectionB' | 'commentB', number>;

beforeAll(async () => {
  server = await startTestServer();
  w = await twoSites(server);
  const db = server.database.db;
  const { a, b } = w.sites;
  ids.sectionA = await insertSection(db, a.id, '科幻小说');
  ids.sectionB = await insertSection(db, b.id, '跑步装备');
  const onA = { siteId: a.id, sectionId: ids.sectionA, authorId: a.users.member };
  const onB = { siteId: b.id, sectionId: ids.sectionB, authorId: b.users.member };
  ids.postA = await insertPost(db, {
    ...onA,
    title: '重读《三体》：黑暗森林里的善意',
    html: '<p>第三次读《三体》，越读越觉得《三体》写的是人。</p>',
  });
  ids.postB = await insertPost(db, { ...onB, title: '跑步时听什么书', html: '<p>最近在听三体的有声书，配速都快了。</p>' });
  ids.other = await insertPost(db, { ...onA, title: '推荐几本推理小说', html: '<p>东野圭吾的白夜行。</p>' });
  ids.deleted = await insertPost(db, { ...onA, title: '三体周边转让', html: '<p>回收站里的帖子</p>', status: ContentStatus.deleted });
  ids.pending = await insertPost(db, { ...onA, title: '新人报到', html: '<p>大家好</p>', status: ContentStatus.pending });
  ids.old = await insertPost(db, { ...onB, title: '去年的马拉松', html: '<p>旧帖</p>', createdAt: new Date('2026-03-01T04:00:00Z') });
  ids.commentB = await insertComment(db, {
    siteId: b.id,
    postId: ids.postB,
    authorId: b.users.member,
    html: '<p>三体的广播剧也很好听</p>',
  });
  await insertComment(db, { siteId: a.id, postId: ids.postA, authorId: a.users.member, html: '<p>同感，第二部最震撼</p>' });
});
afterAll(() => server?.close());

const asAuditor = () => ({ token: w.tokens.limited });
const postList = (query: Record<string, unknown>) => server.call('getSaasPostList', { ...asAuditor(), query });

describe('getSaasPostList', () => {
  it('finds a Chinese word on every site, newest first, each row naming its site, with the title highlighted', async () => {
    const res = await postList({ keyword: '三体' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = res.body.data.list as { id: number; siteName: string; titleHighlight: string }[];
    expect(found.map((p) => p.id).sort()).toEqual([ids.postA, ids.postB].sort());
    expect(res.body.data).toMatchObject({ total: 2, more: false });
    const byId = new Map(found.map((p) => [p.id, p]));
    expect(byId.get(ids.postA)).toMatchObject({ siteId: w.sites.a.id, siteName: '青禾读书会' });
    expect(byId.get(ids.postA)!.titleHighlight).toBe('重读《<em>三体</em>》：黑暗森林里的善意');
    expect(byId.get(ids.postB)).toMatchObject({ siteName: '西湖跑团', titleHighlight: '跑步时听什么书' });
  });

  it('filters by site, status and Beijing days, leaves the recycle bin out unless asked, newest first without a keyword', async () => {
    const onA = await postList({ siteId: w.sites.a.id });
    expect(onA.body.data.list.map((p: { id: number }) => p.id)).toEqual([ids.pending, ids.other, ids.postA]);
    const bin = await postList({ status: ContentStatus.deleted });
    expect(bin.body.data.list.map((p: { id: number }) => p.id)).toEqual([ids.deleted]);
    const pending = await postList({ status: ContentStatus.pending });
    expect(pending.body.data.list.map((p: { id: number }) => p.id)).toEqual([ids.pending]);
    const march = await postList({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(march.body.data.list.map((p: { id: number }) => p.id)).toEqual([ids.old]);
    const page = await postList({ pageSize: 2, page: 2 });
    expect(page.body.data.total).toBe(5);
    expect(page.body.data.list).toHaveLength(2);
  });

  it('counts no further than 1000 and says there are more', async () => {
    const db = server.database.db;
    const copies = await db.execute(sql`insert into posts (site_id, section_id, author_id, title, content, excerpt, status, search_vector)
      select site_id, section_id, author_id, title, content, excerpt, status, search_vector
      from posts, generate_series(1, 1000) where site_id = ${w.sites.b.id} and id = ${ids.postB} returning id`);
    try {
      const all = (await postList({ siteId: w.sites.b.id, keyword: '三体' })).body.data;
      expect(all).toMatchObject({ total: 1000, more: true });
      expect(all.list).toHaveLength(20);
      const fewer = (await postList({ siteId: w.sites.b.id, status: ContentStatus.pending })).body.data;
      expect(fewer).toMatchObject({ total: 0, more: false });
    } finally {
      const made = (copies as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
      await db.delete(posts).where(and(eq(posts.siteId, w.sites.b.id), inArray(posts.id, made)));
    }
  });

  it('matches nothing for a keyword without words, and refuses a backwards range in Chinese', async () => {
    expect((await postList({ keyword: '，。！' })).body.data).toEqual({ list: [], total: 0, more: false });
    await expectRejected(
      server,
      'getSaasPostList',
      { ...asAuditor(), query: { startDate: '2026-11-30', endDate: '2026-11-01' } },
      '开始日期不能晚于结束日期',
    );
  });
});

describe('getSaasCommentList', () => {
  it('searches comments on every site with the post title and a highlighted excerpt', async () => {
    const res = await server.call('getSaasCommentList', { ...asAuditor(), query: { keyword: '三体' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.list[0]).toMatchObject({
      id: ids.commentB,
      siteName: '西湖跑团',
      postId: ids.postB,
      postTitle: '跑步时听什么书',
      excerpt: '三体的广播剧也很好听',
      contentHighlight: '<em>三体</em>的广播剧也很好听',
    });
    const all = await server.call('getSaasCommentList', { ...asAuditor(), query: { siteId: w.sites.a.id } });
    expect(all.body.data.list.map((c: { excerpt: string }) => c.excerpt)).toEqual(['同感，第二部最震撼']);
  });
});

describe('moderateSaasPosts', () => {
  it('hides a post on the site’s behalf, recorded as the platform’s with the manager', async () => {
    await expectRejected(
      server,
      'moderateSaasPosts',
      { ...asAuditor(), body: { siteId: w.sites.b.id, ids: [ids.postB], action: 'hide', reason: '  ' } },
      '请填写屏蔽原因',
    );
    const res = await server.call('moderateSaasPosts', {
      ...asAuditor(),
      body: { siteId: w.sites.b.id, ids: [ids.postB], action: 'hide', reason: '含有广告信息' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ changed: [ids.postB], skipped: [] });
    const [row] = await server.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.siteId, w.sites.b.id), eq(posts.id, ids.postB)));
    expect(row).toMatchObject({ status: ContentStatus.hidden, reason: '含有广告信息', reviewedBy: '周敏' });
    const [event] = (await eventsOf(server, 'contentHidden')).filter((e) => e.targetType === 'post');
    expect(event).toMatchObject({
      realm: 'saas',
      siteId: w.sites.b.id,
      actorAccountId: w.ids.limited,
      actorSiteUserId: null,
      actorName: '周敏',
      targetId: String(ids.postB),
      detail: { from: 20, to: 40, reason: '含有广告信息' },
    });
    // Hiding it again changes nothing: it is skipped.
    const again = await server.call('moderateSaasPosts', {
      ...asAuditor(),
      body: { siteId: w.sites.b.id, ids: [ids.postB], action: 'hide', reason: '含有广告信息' },
    });
    expect(again.body.data).toEqual({ changed: [], skipped: [ids.postB] });
    const restored = await server.call('moderateSaasPosts', {
      ...asAuditor(),
      body: { siteId: w.sites.b.id, ids: [ids.postB], action: 'restore' },
    });
    expect(restored.body.data.changed).toEqual([ids.postB]);
  });

  it('answers 404 for another site’s post and for a missing site, changing nothing', async () => {
    await expectRefused(
      server,
      'moderateSaasPosts',
      { ...asAuditor(), body: { siteId: w.sites.b.id, ids: [ids.postA], action: 'delete' } },
      404,
      '帖子不存在',
    );
    await expectRefused(
      server,
      'moderateSaasPosts',
      { ...asAuditor(), body: { siteId: 999999, ids: [ids.postA], action: 'delete' } },
      404,
      '站点不存在',
    );
  });

  it('moderates comments too', async () => {
    const res = await server.call('moderateSaasComments', {
      ...asAuditor(),
      body: { siteId: w.sites.b.id, ids: [ids.commentB], action: 'delete' },
    });
    expect(res.body.data).toEqual({ changed: [ids.commentB], skipped: [] });
    const [event] = (await eventsOf(server, 'contentDeleted')).filter((e) => e.targetType === 'comment');
    expect(event).toMatchObject({ realm: 'saas', actorAccountId: w.ids.limited, targetId: String(ids.commentB) });
    const bin = await server.call('getSaasCommentList', { ...asAuditor(), query: { status: ContentStatus.deleted } });
    expect(bin.body.data.list.map((c: { id: number }) => c.id)).toEqual([ids.commentB]);
  });
});

describe('sections', () => {
  it('lists every site’s sections with post counts, and hides one on the site’s behalf', async () => {
    const list = await server.call('getSaasSectionList', { ...asAuditor(), query: { keyword: '科幻' } });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.list).toEqual([
      {
        siteId: w.sites.a.id,
        siteName: '青禾读书会',
        id: ids.sectionA,
        name: '科幻小说',
        categoryName: '',
        status: 1,
        postCount: 2,
        reviewFirst: false,
      },
    ]);
    const res = await server.call('updateSaasSectionStatus', {
      ...asAuditor(),
      body: { siteId: w.sites.a.id, id: ids.sectionA, status: 0 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.description).toBe('版块已隐藏');
    const [row] = await server.database.db
      .select()
      .from(sections)
      .where(and(eq(sections.siteId, w.sites.a.id), eq(sections.id, ids.sectionA)));
    expect(row.status).toBe(0);
    const [event] = (await eventsOf(server, 'contentHidden')).filter((e) => e.targetType === 'section');
    expect(event).toMatchObject({ realm: 'saas', siteId: w.sites.a.id, actorAccountId: w.ids.limited, targetId: String(ids.sectionA) });
    await expectRefused(
      server,
      'updateSaasSectionStatus',
      { ...asAuditor(), body: { siteId: w.sites.b.id, id: ids.sectionA, status: 1 } },
      404,
      '版块不存在',
    );
    await server.call('updateSaasSectionStatus', { ...asAuditor(), body: { siteId: w.sites.a.id, id: ids.sectionA, status: 1 } });
  });
});

describe('platform sensitive words', () => {
  it('adds words once whatever their case, drops the cached list, records the change, deletes', async () => {
    await server.cache.set(cacheKeys.platformSensitiveWords(), ['旧的'], 600);
    const res = await server.call('createPlatformSensitiveWords', {
      ...asAuditor(),
      body: { words: [' 代开发票 ', '刷单', 'VPN', 'vpn', '刷单'] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ data: { added: 3 }, description: '已添加 3 个敏感词' });
    expect(await server.cache.get(cacheKeys.platformSensitiveWords())).toBeUndefined();
    const again = await server.call('createPlatformSensitiveWords', { ...asAuditor(), body: { words: ['Vpn', '刷单'] } });
    expect(again.body.data.added).toBe(0);
    const [event] = await eventsOf(server, 'sensitiveWordsChanged');
    expect(event).toMatchObject({
      realm: 'saas',
      siteId: null,
      actorAccountId: w.ids.limited,
      detail: { added: ['代开发票', '刷单', 'VPN'] },
    });
    const list = await server.call('getPlatformSensitiveWordList', { ...asAuditor(), query: { keyword: '发票' } });
    expect(list.body.data.list.map((x: { word: string }) => x.word)).toEqual(['代开发票']);
    await server.cache.set(cacheKeys.platformSensitiveWords(), ['旧的'], 600);
    const removed = await server.call('deletePlatformSensitiveWords', { ...asAuditor(), body: { ids: [list.body.data.list[0].id] } });
    expect(removed.body.description).toBe('已删除 1 个敏感词');
    expect(await server.cache.get(cacheKeys.platformSensitiveWords())).toBeUndefined();
    expect((await server.call('getPlatformSensitiveWordList', asAuditor())).body.data.total).toBe(2);
    await expectRejected(server, 'createPlatformSensitiveWords', { ...asAuditor(), body: { words: ['   '] } }, '敏感词不能为空');
  });
});

describe('search index', () => {
  const indexOf = async (siteId: number) => {
    const res = await server.call('getSearchIndexList', { token: w.tokens.main, query: { pageSize: 100 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.list.find((s: { siteId: number }) => s.siteId === siteId);
  };

  it('fills empty vectors in the background, reporting progress and done', async () => {
    const db = server.database.db;
    const site = w.sites.a2;
    const section = await insertSection(db, site.id, '书社公告');
    const author = await server.fixtures.siteUser({ siteId: site.id, account: 'qt_reader' });
    for (let i = 0; i < 7; i++)
      await insertPost(db, {
        siteId: site.id,
        sectionId: section,
        authorId: author,
        title: `钱塘读书笔记${i}`,
        html: '<p>西湖边的书店</p>',
        indexed: false,
      });
    const before = await indexOf(site.id);
    expect(before).toMatchObject({
      siteName: '钱塘书社',
      documents: 7,
      unindexed: 7,
      state: 'never',
      lastBuiltAt: null,
      progress: { total: 0, done: 0 },
    });
    expect((await postList({ keyword: '书店', siteId: site.id })).body.data.total).toBe(0);

    const res = await server.call('rebuildSearchIndex', { token: w.tokens.main, body: { siteId: site.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ data: { started: 1, alreadyRunning: 0 }, description: '已开始重建 1 个站点的索引' });
    await expect.poll(async () => (await indexOf(site.id)).state, { timeout: 10_000 }).toBe('done');
    const after = await indexOf(site.id);
    expect(after).toMatchObject({ documents: 7, unindexed: 0, progress: { total: 7, done: 7 }, error: '' });
    expect(after.lastBuiltAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await postList({ keyword: '书店', siteId: site.id })).body.data.total).toBe(7);
    const [event] = await eventsOf(server, 'searchIndexRebuilt');
    expect(event).toMatchObject({ realm: 'saas', siteId: site.id, actorAccountId: w.ids.main, detail: { scope: 'site' } });
  });

  it('starts one rebuild per site at a time, and rebuilds every site when none is named', async () => {
    const { claimBuild } = await import('../post/search-index-store');
    const db = server.database.db;
    expect(await claimBuild(db, w.sites.b.id)).toBe(true);
    expect(await claimBuild(db, w.sites.b.id)).toBe(false);
    const res = await server.call('rebuildSearchIndex', { token: w.tokens.main, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.alreadyRunning).toBe(1);
    expect(res.body.data.started).toBeGreaterThanOrEqual(2);
    await expectRefused(server, 'rebuildSearchIndex', { token: w.tokens.main, body: { siteId: 999999 } }, 404, '站点不存在');
  });
});
