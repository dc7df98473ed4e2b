import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/audit-kit';
import { startTestServer, type TestServer } from '../../../test/harness';
import { insertComment, insertPost } from '../../../test/moderation-kit';
import { expectRefused, expectRejected } from '../../../test/refusals';
import { type ConsoleTestSite, managerWith, twoSites } from '../../../test/two-sites';
import { memberNotifications } from '../notification/notification.tables';
import { posts } from '../post/post.tables';
import { as, type Member, member, section } from '../post/post-test-kit';
import { impeachReports } from './impeach.tables';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let sectionA: number;
let sectionB: number;
let author: Member;
let readers: Member[];
let readerB: Member;
let reporter: { id: number; token: string };

const asOwner = (site: ConsoleTestSite) => ({ token: site.tokens.owner, host: site.host });
const post = (site: ConsoleTestSite, sectionId: number, title: string, authorId = author.id) =>
  insertPost(server.database.db, { siteId: site.id, sectionId, authorId, title });

async function report(who: Member, body: Record<string, unknown>) {
  const res = await server.call('createImpeach', { ...as(who), body } as never);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; reportCount: number };
}

async function queue(query: Record<string, unknown> = {}, site = a) {
  const res = await server.call('getImpeachList', { ...asOwner(site), query } as never);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    list: { id: number; targetId: number; targetType: string; reportCount: number; [k: string]: unknown }[];
    total: number;
  };
}

async function notificationsOf(who: Member) {
  const res = await server.call('getMyNotificationList', { ...as(who), query: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.list as { id: number; kind: string; title: string; content: string; read: boolean }[];
}

beforeAll(async () => {
  server = await startTestServer();
  const cast = await twoSites(server);
  ({ a, b } = cast.sites);
  sectionA = await section(server, a, '举报测试区');
  sectionB = await section(server, b, '举报测试区');
  author = await member(server, a, '广告小号');
  readers = [await member(server, a, '读者一号'), await member(server, a, '读者二号'), await member(server, a, '读者三号')];
  readerB = await member(server, b, '西湖跑友');
  reporter = await managerWith(server, '13800000031', ['Report']);
});
afterAll(() => server?.close());

describe('createImpeach', () => {
  it('takes one report per member and object, even from 20 parallel requests, and counts each reporter once', async () => {
    const id = await post(a, sectionA, '低价代写论文，加微信');
    const body = { targetType: 'post', targetId: id, reason: '垃圾广告' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.call('createImpeach', { ...as(readers[0]), body } as never)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = answers.find((r) => r.status === 409);
    expect(refused?.body.description).toBe('你已经举报过这个帖子了，无需重复举报');
    expect((await report(readers[1], { ...body, reason: '其他', reasonText: '反复贴外链' })).reportCount).toBe(2);
    const rows = await server.database.db
      .select()
      .from(impeachReports)
      .where(and(eq(impeachReports.siteId, a.id), eq(impeachReports.targetId, id)));
    expect(rows).toHaveLength(2);
    const item = (await queue()).list.find((x) => x.targetId === id);
    expect(item).toMatchObject({ targetType: 'post', reportCount: 2, title: '低价代写论文，加微信', state: 'open' });
    expect(item?.author).toMatchObject({ id: author.id, name: '广告小号' });
    expect(item?.reasons).toEqual([
      { reason: '其他', count: 1 },
      { reason: '垃圾广告', count: 1 },
    ]);
    expect((item!.reporters as { name: string }[]).map((r) => r.name)).toEqual(['读者二号', '读者一号']);
  });

  it('answers another site’s object exactly like a missing one', async () => {
    const ofA = await post(a, sectionA, '站点 A 的帖子');
    const missing = await expectRefused(
      server,
      'createImpeach',
      { ...as(readerB), body: { targetType: 'post', targetId: 999999, reason: '垃圾广告' } },
      404,
    );
    const other = await expectRefused(
      server,
      'createImpeach',
      { ...as(readerB), body: { targetType: 'post', targetId: ofA, reason: '垃圾广告' } },
      404,
    );
    expect(other).toEqual(missing);
    await expectRefused(
      server,
      'createImpeach',
      { ...as(readerB), body: { targetType: 'question', targetId: 1, reason: '垃圾广告' } },
      404,
      '问题不存在',
    );
    expect((await queue({}, b)).list.find((x) => x.targetId === ofA)).toBeUndefined();
  });

  it('checks the reason against the site’s list, asks for text where it takes some, and refuses reporting oneself', async () => {
    const id = await post(a, sectionA, '普通的帖子');
    await expectRejected(
      server,
      'createImpeach',
      { ...as(readers[0]), body: { targetType: 'post', targetId: id, reason: '看不顺眼' } },
      '请从列表中选择举报理由',
    );
    await expectRejected(
      server,
      'createImpeach',
      { ...as(readers[0]), body: { targetType: 'post', targetId: id, reason: '其他', reasonText: ' ' } },
      '请填写补充说明',
    );
    await expectRejected(
      server,
      'createImpeach',
      { ...as(author), body: { targetType: 'post', targetId: id, reason: '垃圾广告' } },
      '不能举报自己的内容',
    );
    await expectRejected(
      server,
      'createImpeach',
      { ...as(author), body: { targetType: 'user', targetId: author.id, reason: '垃圾广告' } },
      '不能举报自己',
    );
  });

  it('lets the site console edit the reasons', async () => {
    const res = await server.call('updateImpeachReasons', {
      ...asOwner(b),
      body: {
        reasons: [
          { name: '约跑骗局', takesText: false },
          { name: '其他', takesText: true },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = await server.call('getImpeachReasons', { ...as(readerB) });
    expect(mine.body.data.list.map((x: { name: string }) => x.name)).toEqual(['约跑骗局', '其他']);
    await expectRejected(
      server,
      'updateImpeachReasons',
      {
        ...asOwner(b),
        body: {
          reasons: [
            { name: '其他', takesText: true },
            { name: '其他', takesText: false },
          ],
        },
      },
      '举报理由不能重复',
    );
    expect((await eventsOf(server, 'impeachReasonsChanged')).filter((e) => e.siteId === b.id)).toHaveLength(1);
    const other = await server.call('getImpeachReasonList', { ...asOwner(a) });
    expect(other.body.data.list.map((x: { name: string }) => x.name)).toContain('垃圾广告');
  });
});

describe('handleImpeach', () => {
  it('hides the content, closes all its reports, audits it and tells every reporter and the author once', async () => {
    const id = await post(a, sectionA, '加微信领红包');
    for (const reader of readers) await report(reader, { targetType: 'post', targetId: id, reason: '垃圾广告' });
    const item = (await queue({ sort: 'count' })).list.find((x) => x.targetId === id);
    expect(item?.reportCount).toBe(3);
    const before = (await notificationsOf(author)).length;
    const res = await server.call('handleImpeach', { ...asOwner(a), body: { ids: [item!.id], action: 'hide', note: '含有广告信息' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ data: { changed: 1, skipped: 0 }, description: '已处理 1 个被举报对象' });
    const [row] = await server.database.db.select({ status: posts.status, reason: posts.reason }).from(posts).where(eq(posts.id, id));
    expect(row).toEqual({ status: 40, reason: '含有广告信息' });
    const reports = await server.database.db.select().from(impeachReports).where(eq(impeachReports.groupId, item!.id));
    expect(reports.every((r) => r.state === 'resolved' && r.resolvedAt)).toBe(true);
    const audit = (await eventsOf(server, 'impeachHandled')).filter((e) => e.targetId === String(id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ realm: 'console', siteId: a.id, actorSiteUserId: a.users.owner });
    for (const reader of readers) {
      const [latest] = await notificationsOf(reader);
      expect(latest).toMatchObject({ kind: 'reportResolved', title: '你的举报已处理', read: false });
      expect(latest.content).toContain('已被屏蔽');
    }
    const authorNotes = (await notificationsOf(author)).slice(0, -before || undefined);
    expect(authorNotes.filter((n) => n.kind === 'contentHidden')).toHaveLength(1);
    expect((await queue()).list.find((x) => x.id === item!.id)).toBeUndefined();
    expect((await queue({ state: 'resolved' })).list.find((x) => x.id === item!.id)).toMatchObject({
      action: 'hide',
      state: 'resolved',
      note: '含有广告信息',
    });
    const again = await server.call('handleImpeach', { ...asOwner(a), body: { ids: [item!.id], action: 'keep' } });
    expect(again.body.data).toEqual({ changed: 0, skipped: 1 });
  });

  it('deletes comments, keeps users, and refuses content actions on a user', async () => {
    const postId = await post(a, sectionA, '讨论帖');
    const commentId = await insertComment(server.database.db, { siteId: a.id, postId, authorId: author.id, content: '<p>骂人的评论</p>' });
    await report(readers[0], { targetType: 'comment', targetId: commentId, reason: '人身攻击' });
    await report(readers[0], { targetType: 'user', targetId: author.id, reason: '垃圾广告' });
    const list = (await queue()).list;
    const comment = list.find((x) => x.targetType === 'comment' && x.targetId === commentId)!;
    const user = list.find((x) => x.targetType === 'user' && x.targetId === author.id)!;
    expect(user).toMatchObject({ title: '广告小号' });
    await expectRejected(
      server,
      'handleImpeach',
      { ...asOwner(a), body: { ids: [comment.id, user.id], action: 'delete' } },
      '被举报的用户不能删除，请选择保留',
    );
    expect((await server.call('handleImpeach', { ...asOwner(a), body: { ids: [comment.id], action: 'delete' } })).status).toBe(200);
    expect((await server.call('handleImpeach', { ...asOwner(a), body: { ids: [user.id], action: 'keep' } })).status).toBe(200);
    expect((await notificationsOf(author))[0]).toMatchObject({ kind: 'contentDeleted' });
  });

  it('answers another site’s report like a missing one and changes nothing', async () => {
    const id = await post(a, sectionA, '又一个广告');
    await report(readers[2], { targetType: 'post', targetId: id, reason: '垃圾广告' });
    const item = (await queue()).list.find((x) => x.targetId === id)!;
    const other = await expectRefused(server, 'handleImpeach', { ...asOwner(b), body: { ids: [item.id], action: 'hide' } }, 404);
    const missing = await expectRefused(server, 'handleImpeach', { ...asOwner(b), body: { ids: [999999], action: 'hide' } }, 404);
    expect(other).toEqual(missing);
    expect((await queue()).list.find((x) => x.id === item.id)).toBeDefined();
  });
});

describe('author actions', () => {
  it('mutes the author with a reason the member sees: they read but cannot post until it ends', async () => {
    const spammer = await member(server, a, '刷屏号');
    const id = await post(a, sectionA, '加群领资料', spammer.id);
    await report(readers[0], { targetType: 'post', targetId: id, reason: '垃圾广告' });
    const item = (await queue()).list.find((x) => x.targetId === id)!;
    const res = await server.call('handleImpeach', {
      ...asOwner(a),
      body: { ids: [item.id], action: 'hide', authorAction: { kind: 'mute', days: 3, reason: '多次发布广告' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [latest] = await notificationsOf(spammer);
    expect(latest).toMatchObject({ kind: 'memberMuted', title: '你已被禁言' });
    expect(latest.content).toContain('你已被禁言 3 天');
    expect(latest.content).toContain('原因：多次发布广告');
    const refused = await server.call('createPost', {
      ...as(spammer),
      body: { sectionId: sectionA, title: '我又来了', content: '<p>广告</p>' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.description).toContain('你已被禁言至');
    expect((await eventsOf(server, 'memberMuted')).filter((e) => e.targetId === String(spammer.id))).toHaveLength(1);
  });

  it('refuses the whole batch when the author is the site’s owner, changing nothing', async () => {
    const id = await post(a, sectionA, '站长的帖子', a.users.owner);
    await report(readers[1], { targetType: 'post', targetId: id, reason: '垃圾广告' });
    const item = (await queue()).list.find((x) => x.targetId === id)!;
    await expectRefused(
      server,
      'handleImpeach',
      { ...asOwner(a), body: { ids: [item.id], action: 'keep', authorAction: { kind: 'ban', days: 1, reason: '测试' } } },
      403,
      '不能禁言或封禁站长',
    );
    expect((await queue()).list.find((x) => x.id === item.id)).toBeDefined();
  });
});

describe('the platform’s queue', () => {
  it('lists every site’s open reports with the site’s name, oldest first, and handles them as the platform', async () => {
    const idB = await post(b, sectionB, '跑团里的广告', readerB.id);
    const other = await member(server, b, '西湖跑友二');
    await report(other, { targetType: 'post', targetId: idB, reason: '约跑骗局' });
    const all = await server.call('getSaasImpeachList', { token: reporter.token, query: {} });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const list = all.body.data.list as { siteId: number; siteName: string; id: number; targetId: number; firstReportedAt: string }[];
    expect(new Set(list.map((x) => x.siteId))).toEqual(new Set([a.id, b.id]));
    expect(list.map((x) => x.firstReportedAt)).toEqual([...list.map((x) => x.firstReportedAt)].sort());
    const onlyB = await server.call('getSaasImpeachList', { token: reporter.token, query: { siteId: b.id, reason: '约跑骗局' } });
    expect(onlyB.body.data.list).toHaveLength(1);
    expect(onlyB.body.data.list[0]).toMatchObject({ siteName: '西湖跑团', targetId: idB });
    const wrongSite = await expectRefused(
      server,
      'handleSaasImpeach',
      { token: reporter.token, body: { siteId: a.id, ids: [onlyB.body.data.list[0].id], action: 'hide' } },
      404,
    );
    expect(wrongSite).toBe('举报不存在');
    const res = await server.call('handleSaasImpeach', {
      token: reporter.token,
      body: { siteId: b.id, ids: [onlyB.body.data.list[0].id], action: 'hide' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const handled = (await queue({ state: 'resolved' }, b)).list[0];
    expect(handled.handledBy).toMatch(/^平台：/);
    const audit = (await eventsOf(server, 'impeachHandled')).filter((e) => e.siteId === b.id);
    expect(audit[0]).toMatchObject({ realm: 'saas', actorAccountId: reporter.id });
  });
});

describe('member notifications', () => {
  it('counts unread ones, pages by cursor and marks one or all read', async () => {
    const who = readers[0];
    const count = async () => (await server.call('getMyNotificationCount', { ...as(who) })).body.data.unread as number;
    const unread = await count();
    expect(unread).toBeGreaterThanOrEqual(2);
    const first = await server.call('getMyNotificationList', { ...as(who), query: { limit: 1 } });
    expect(first.body.data.list).toHaveLength(1);
    const next = await server.call('getMyNotificationList', { ...as(who), query: { limit: 1, cursor: first.body.data.nextCursor } });
    expect(next.body.data.list[0].id).toBeLessThan(first.body.data.list[0].id);
    const one = await server.call('readNotification', { ...as(who), body: { id: first.body.data.list[0].id } });
    expect(one.body.data).toEqual({ changed: 1, unread: unread - 1 });
    const foreign = await server.call('getMyNotificationList', { ...as(readerB), query: {} });
    const notMine = await expectRefused(server, 'readNotification', { ...as(readerB), body: { id: first.body.data.list[0].id } }, 404);
    expect(notMine).toBe('通知不存在');
    expect(foreign.body.data.list.every((n: { id: number }) => n.id !== first.body.data.list[0].id)).toBe(true);
    const all = await server.call('readNotification', { ...as(who), body: {} });
    expect(all.body.data).toEqual({ changed: unread - 1, unread: 0 });
    const rows = await server.database.db.select().from(memberNotifications).where(eq(memberNotifications.userId, who.id));
    expect(rows.every((r) => r.readAt)).toBe(true);
  });
});
