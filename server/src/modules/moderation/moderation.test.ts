import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/audit-kit';
import { startTestServer, type TestServer } from '../../../test/harness';
import { insertComment, insertPost } from '../../../test/moderation-kit';
import { expectRefused, expectRejected } from '../../../test/refusals';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { cacheKeys } from '../../cache/cache';
import { comments, posts } from '../post/post.tables';
import { readSectionCount } from '../post/section-post-count';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let sectionA: number;
let otherSectionA: number;
let sectionB: number;

const asOwner = (site: ConsoleTestSite) => ({ token: site.tokens.owner, host: site.host });

async function createSection(site: ConsoleTestSite, name: string) {
  const res = await server.call('createSection', { ...asOwner(site), body: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
  sectionA = await createSection(a, '科幻小说');
  otherSectionA = await createSection(a, '推理小说');
  sectionB = await createSection(b, '长跑');
});
afterAll(() => server?.close());

const post = (site: ConsoleTestSite, sectionId: number, title: string, status = 20) =>
  insertPost(server.database.db, { siteId: site.id, sectionId, authorId: site.users.member, title, status });

async function statusOf(id: number) {
  const [row] = await server.database.db.select({ status: posts.status }).from(posts).where(eq(posts.id, id));
  return row?.status;
}

function sectionCount(siteId: number, sectionId: number) {
  return readSectionCount(server.database.db, siteId, sectionId);
}

async function act(operation: Parameters<TestServer['call']>[0], body: Record<string, unknown>, site = a) {
  const res = await server.call(operation, { ...asOwner(site), body } as never);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { changed: number; skipped: number };
}

describe('post review actions', () => {
  it('approves pending posts, skips published ones, counts the section and audits each change', async () => {
    const before = await sectionCount(a.id, sectionA);
    const pending = await post(a, sectionA, '待审核的帖子', 10);
    const published = await post(a, sectionA, '已发布的帖子');
    expect(await sectionCount(a.id, sectionA)).toBe(before + 1);
    expect(await act('approvePosts', { ids: [pending, published] })).toEqual({ changed: 1, skipped: 1 });
    expect(await statusOf(pending)).toBe(20);
    expect(await sectionCount(a.id, sectionA)).toBe(before + 2);
    const audit = (await eventsOf(server, 'contentApproved')).filter((e) => e.targetId === String(pending));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ realm: 'console', siteId: a.id, actorSiteUserId: a.users.owner, targetType: 'post' });
    expect(audit[0].actorName).not.toBe('');
  });

  it('rejects only pending or resubmitted posts, with a required reason the author sees', async () => {
    const pending = await post(a, sectionA, '要驳回的帖子', 60);
    const published = await post(a, sectionA, '不能驳回的帖子');
    await expectRejected(server, 'rejectPosts', { ...asOwner(a), body: { ids: [pending] } }, '请填写原因');
    await expectRejected(server, 'rejectPosts', { ...asOwner(a), body: { ids: [pending], reason: '   ' } }, '请填写原因');
    expect(await act('rejectPosts', { ids: [pending, published], reason: '含有广告链接' })).toEqual({ changed: 1, skipped: 1 });
    const detail = await server.call('getConsolePost', { ...asOwner(a), query: { id: pending } });
    expect(detail.body.data).toMatchObject({ status: 30, reason: '含有广告链接' });
    expect(detail.body.data.history[0]).toMatchObject({ action: 'contentRejected', reason: '含有广告链接' });
  });

  it('hides published posts (section count falls), restores them, deletes to the bin and restores to the state before', async () => {
    const id = await post(a, sectionA, '先屏蔽再恢复');
    const start = await sectionCount(a.id, sectionA);
    expect(await act('hidePosts', { ids: [id], reason: '引战' })).toEqual({ changed: 1, skipped: 0 });
    expect(await sectionCount(a.id, sectionA)).toBe(start - 1);
    expect(await act('hidePosts', { ids: [id], reason: '引战' })).toEqual({ changed: 0, skipped: 1 });
    expect(await act('restorePosts', { ids: [id] })).toEqual({ changed: 1, skipped: 0 });
    expect(await statusOf(id)).toBe(20);
    expect(await sectionCount(a.id, sectionA)).toBe(start);
    expect(await act('deletePosts', { ids: [id] })).toEqual({ changed: 1, skipped: 0 });
    expect(await sectionCount(a.id, sectionA)).toBe(start - 1);
    const bin = await server.call('getRecycleList', { ...asOwner(a), query: { type: 'post' } });
    expect(bin.body.data.list.find((p: { id: number }) => p.id === id)).toMatchObject({
      previousStatus: 20,
      deletedByKind: 'console',
      title: '先屏蔽再恢复',
    });
    const listed = await server.call('getConsolePostList', { ...asOwner(a), query: { pageSize: 100 } });
    expect(listed.body.data.list.map((p: { id: number }) => p.id)).not.toContain(id);
    expect(await act('restorePosts', { ids: [id] })).toEqual({ changed: 1, skipped: 0 });
    expect(await statusOf(id)).toBe(20);
    expect(await sectionCount(a.id, sectionA)).toBe(start);
  });

  it('purges only deleted posts, for SiteManage, and the row is gone', async () => {
    const id = await post(a, sectionA, '彻底删除');
    expect(await act('purgePosts', { ids: [id] })).toEqual({ changed: 0, skipped: 1 });
    await act('deletePosts', { ids: [id] });
    const res = await server.call('purgePosts', { token: a.tokens.siteManager, host: a.host, body: { ids: [id] } });
    expect(res.body.data).toEqual({ changed: 1, skipped: 0 });
    expect(await statusOf(id)).toBeUndefined();
    expect((await eventsOf(server, 'contentPurged')).some((e) => e.targetId === String(id))).toBe(true);
  });

  it('refuses the whole batch when one id is another site’s, like a missing one, and changes nothing', async () => {
    const mine = await post(a, sectionA, '本站的帖子', 10);
    const theirs = await post(b, sectionB, '别站的帖子', 10);
    await expectRefused(server, 'approvePosts', { ...asOwner(a), body: { ids: [mine, theirs] } }, 404, '帖子不存在');
    expect(await statusOf(mine)).toBe(10);
    expect(await statusOf(theirs)).toBe(10);
    await expectRefused(server, 'getConsolePost', { ...asOwner(a), query: { id: theirs } }, 404, '帖子不存在');
  });
});

describe('flags and moves', () => {
  it('pins, features and locks, skipping posts already so, one audit event per change', async () => {
    const x = await post(a, sectionA, '置顶帖');
    const y = await post(a, sectionA, '另一篇');
    expect(await act('pinPosts', { ids: [x], value: true })).toEqual({ changed: 1, skipped: 0 });
    expect(await act('pinPosts', { ids: [x, y], value: true })).toEqual({ changed: 1, skipped: 1 });
    expect(await act('pinPosts', { ids: [y], value: false })).toEqual({ changed: 1, skipped: 0 });
    expect(await act('featurePosts', { ids: [x], value: true })).toEqual({ changed: 1, skipped: 0 });
    expect(await act('lockPosts', { ids: [x], value: true })).toEqual({ changed: 1, skipped: 0 });
    const [row] = await server.database.db.select().from(posts).where(eq(posts.id, x));
    expect(row).toMatchObject({ pinned: true, featured: true, locked: true });
    expect((await eventsOf(server, 'contentPinned')).filter((e) => [String(x), String(y)].includes(e.targetId))).toHaveLength(2);
    expect((await eventsOf(server, 'contentUnpinned')).filter((e) => e.targetId === String(y))).toHaveLength(1);
    const pinned = await server.call('getConsolePostList', { ...asOwner(a), query: { pinned: true, pageSize: 100 } });
    expect(pinned.body.data.list.map((p: { id: number }) => p.id)).toEqual([x]);
  });

  it('moves posts to another section of the site: published counts follow, audited with both sections', async () => {
    const published = await post(a, sectionA, '要移动的帖子');
    const pending = await post(a, sectionA, '待审核也移动', 10);
    const [fromBefore, toBefore] = [await sectionCount(a.id, sectionA), await sectionCount(a.id, otherSectionA)];
    expect(await act('movePosts', { ids: [published, pending], sectionId: otherSectionA })).toEqual({ changed: 2, skipped: 0 });
    expect(await sectionCount(a.id, sectionA)).toBe(fromBefore - 1);
    expect(await sectionCount(a.id, otherSectionA)).toBe(toBefore + 1);
    const moved = (await eventsOf(server, 'contentMoved')).find((e) => e.targetId === String(published));
    expect(moved?.detail).toEqual({ from: sectionA, to: otherSectionA });
    expect(await act('movePosts', { ids: [published], sectionId: otherSectionA })).toEqual({ changed: 0, skipped: 1 });
    await expectRefused(server, 'movePosts', { ...asOwner(a), body: { ids: [published], sectionId: sectionB } }, 404, '版块不存在');
  });
});

describe('lists', () => {
  it('finds posts by a Chinese keyword with the title highlighted, and filters by status, section and author', async () => {
    const id = await post(a, otherSectionA, '黑暗森林里的善意', 10);
    const found = await server.call('getConsolePostList', { ...asOwner(a), query: { keyword: '森林' } });
    expect(found.body.data.list.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(found.body.data.list[0].titleHighlight).toContain('<em>森林</em>');
    const pending = await server.call('getConsolePostList', {
      ...asOwner(a),
      query: { status: 10, sectionId: otherSectionA, authorId: a.users.member },
    });
    expect(pending.body.data.list.map((p: { id: number }) => p.id)).toContain(id);
    expect(pending.body.data.list.every((p: { status: number }) => p.status === 10)).toBe(true);
    await expectRejected(
      server,
      'getConsolePostList',
      { ...asOwner(a), query: { startDate: '2026-11-30', endDate: '2026-11-01' } },
      '开始日期不能晚于结束日期',
    );
  });

  it('lists comments with a plain excerpt and highlight, acts on them and keeps the post’s comment count', async () => {
    const postId = await post(a, sectionA, '有评论的帖子');
    const c1 = await insertComment(server.database.db, {
      siteId: a.id,
      postId,
      authorId: a.users.member,
      content: '<p>罗辑的独白&amp;面壁</p>',
      status: 10,
    });
    const c2 = await insertComment(server.database.db, { siteId: a.id, postId, authorId: a.users.member, content: '<p>已发布的评论</p>' });
    const count = async () => (await server.database.db.select({ n: posts.commentCount }).from(posts).where(eq(posts.id, postId)))[0].n;
    expect(await count()).toBe(1);
    const listed = await server.call('getConsoleCommentList', { ...asOwner(a), query: { postId, keyword: '独白' } });
    expect(listed.body.data.list).toHaveLength(1);
    expect(listed.body.data.list[0]).toMatchObject({ id: c1, excerpt: '罗辑的独白&面壁', postTitle: '有评论的帖子' });
    expect(listed.body.data.list[0].contentHighlight).toContain('<em>独白</em>');
    expect(await act('approveComments', { ids: [c1, c2] })).toEqual({ changed: 1, skipped: 1 });
    expect(await count()).toBe(2);
    expect(await act('hideComments', { ids: [c2], reason: '无关内容' })).toEqual({ changed: 1, skipped: 0 });
    expect(await act('deleteComments', { ids: [c1] })).toEqual({ changed: 1, skipped: 0 });
    expect(await count()).toBe(0);
    const bin = await server.call('getRecycleList', { ...asOwner(a), query: { type: 'comment' } });
    expect(bin.body.data.list.find((c: { id: number }) => c.id === c1)).toMatchObject({
      excerpt: '罗辑的独白&面壁',
      postId,
      previousStatus: 20,
    });
    expect(await act('purgeComments', { ids: [c1] })).toEqual({ changed: 1, skipped: 0 });
    const [gone] = await server.database.db.select().from(comments).where(eq(comments.id, c1));
    expect(gone).toBeUndefined();
  });

  it('counts what waits for review (10 and 60) for the badges', async () => {
    const before = (await server.call('getModerationCount', asOwner(b))).body.data;
    const p = await post(b, sectionB, '等待复审', 60);
    await insertComment(server.database.db, { siteId: b.id, postId: p, authorId: b.users.member, content: '待审核评论', status: 10 });
    const after = (await server.call('getModerationCount', asOwner(b))).body.data;
    expect(after).toEqual({ pendingPosts: before.pendingPosts + 1, pendingComments: before.pendingComments + 1 });
  });
});

describe('sensitive words', () => {
  it('adds trimmed words once, ignoring case duplicates, drops the cache and audits', async () => {
    await server.cache.set(cacheKeys.sensitiveWords(a.id), '["旧"]', 600);
    const res = await server.call('createSensitiveWords', { ...asOwner(a), body: { words: [' 代开发票 ', '刷单', 'VPN', 'vpn'] } });
    expect(res.body.data).toEqual({ added: 3 });
    expect(await server.cache.get(cacheKeys.sensitiveWords(a.id))).toBeUndefined();
    const again = await server.call('createSensitiveWords', { ...asOwner(a), body: { words: ['Vpn'] } });
    expect(again.body.data).toEqual({ added: 0 });
    const list = await server.call('getSensitiveWordList', { ...asOwner(a), query: { keyword: '发票' } });
    expect(list.body.data.list.map((w: { word: string }) => w.word)).toEqual(['代开发票']);
    expect((await eventsOf(server, 'sensitiveWordsChanged')).filter((e) => e.siteId === a.id)).toHaveLength(1);
    await expectRejected(
      server,
      'createSensitiveWords',
      { ...asOwner(a), body: { words: ['一'.repeat(31)] } },
      '每个敏感词不能超过 30 个字',
    );
  });

  it('deletes only this site’s words: another site’s id refuses the batch like a missing one', async () => {
    await server.call('createSensitiveWords', { ...asOwner(b), body: { words: ['别站的词'] } });
    const theirs = (await server.call('getSensitiveWordList', asOwner(b))).body.data.list[0].id;
    const mine = (await server.call('getSensitiveWordList', { ...asOwner(a), query: { keyword: '刷单' } })).body.data.list[0].id;
    await expectRefused(server, 'deleteSensitiveWords', { ...asOwner(a), body: { ids: [mine, theirs] } }, 404, '敏感词不存在');
    await server.cache.set(cacheKeys.sensitiveWords(a.id), '["旧"]', 600);
    const res = await server.call('deleteSensitiveWords', { ...asOwner(a), body: { ids: [mine] } });
    expect(res.status).toBe(200);
    expect(await server.cache.get(cacheKeys.sensitiveWords(a.id))).toBeUndefined();
  });
});
