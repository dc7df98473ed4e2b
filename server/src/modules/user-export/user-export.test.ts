import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../../../sdk';
import { type CallOptions, startTestServer, type TestServer } from '../../../test/harness';
import { openMall } from '../../../test/mall-kit';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { serverModules } from '../index';
import { gifts, mallOrders } from '../mall/mall.tables';
import { medalHolders } from '../medal/medal.tables';
import { memberLabelUsers } from '../member/member.tables';
import { memberNotifications } from '../notification/notification.tables';
import { pointRecords, userPoints } from '../point/point.tables';
import { commentLikes, comments, postLikes, posts } from '../post/post.tables';
import { as, comment, createPost, type Member, member, section } from '../post/post-test-kit';
import { answers, answerVotes } from '../question/question.tables';
import { questionType } from '../question/question-kit';
import { siteUsers } from '../site/site.tables';
import { partsOf } from './personal-data';
import { privacyRequests } from './user-export.tables';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
  // 500 members whose names share a word no one else has, with numbers to export.
  await server.database.db.insert(siteUsers).values(
    Array.from({ length: 500 }, (_, i) => ({
      siteId: a.id,
      account: `bulk${i}`,
      userName: `批量成员${i}`,
      mobile: `137${String(i).padStart(8, '0')}`,
    })),
  );
}, 60_000);
afterAll(() => server?.close());

const as_ = (site: ConsoleTestSite, who: keyof ConsoleTestSite['tokens'] = 'owner') => ({ token: site.tokens[who], host: site.host });

async function finished(site: ConsoleTestSite, id: number) {
  const seen: number[] = [];
  for (let i = 0; i < 120; i += 1) {
    const res = await server.call('getUserExport', { ...as_(site), query: { id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    seen.push(res.body.data.progress);
    if (res.body.data.status === 'done' || res.body.data.status === 'failed') return { data: res.body.data, seen };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('export did not finish');
}

async function download(url: string, host: string) {
  return server.app.inject({ method: 'GET', url, headers: { host } });
}

describe('createUserExport', () => {
  it('exports 500 members to an xlsx with 500 data rows, progress reaching 100', async () => {
    const res = await server.call('createUserExport', {
      ...as_(a, 'userAdmin'),
      body: { filters: { keyword: '批量成员' }, fields: ['id', 'account', 'userName', 'mobile', 'points', 'state'], format: 'xlsx' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'queued', progress: 0, mobile: 'masked', requesterId: a.users.userAdmin });
    const { data } = await finished(a, res.body.data.id);
    expect(data).toMatchObject({ status: 'done', progress: 100, rows: 500 });
    expect(data.size).toBeGreaterThan(1000);

    const link = await server.call('createUserExportDownload', { ...as_(a, 'userAdmin'), body: { id: data.id } });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.data.url).toMatch(/^\/downloads\/[A-Za-z0-9_-]{43}$/);
    const file = await download(link.body.data.url, a.host);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['cache-control']).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(501);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['编号', '登录名', '昵称', '手机号']);
    expect(header.at(-1)).toBe('状态');
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(first[1]).toBe('bulk0');
    expect(first[3]).toBe('137****0000');
    expect(first.at(-1)).toBe('正常');

    // The ticket is good for one download.
    expect((await download(link.body.data.url, a.host)).statusCode).toBe(404);
    expect((await download('/downloads/not-a-token', a.host)).statusCode).toBe(404);
  }, 120_000);

  it('writes CSV with the full mobile when asked, and records who asked in the history', async () => {
    const res = await server.call('createUserExport', {
      ...as_(a),
      body: { filters: { keyword: 'bulk499' }, fields: ['account', 'mobile'], mobile: 'full', format: 'csv' },
    });
    const { data } = await finished(a, res.body.data.id);
    expect(data).toMatchObject({ status: 'done', rows: 1, format: 'csv' });
    const link = await server.call('createUserExportDownload', { ...as_(a), body: { id: data.id } });
    const file = await download(link.body.data.url, a.host);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body).toBe('\uFEFF登录名,手机号\r\nbulk499,13700000499\r\n');

    const list = await server.call('getUserExportList', { ...as_(a) });
    expect(list.body.data.total).toBeGreaterThanOrEqual(2);
    expect(list.body.data.list[0]).toMatchObject({ id: data.id, fields: ['account', 'mobile'], filters: { keyword: 'bulk499' } });
  }, 60_000);

  it('answers another site’s export exactly like a missing one, and only the role may start or download', async () => {
    const res = await server.call('createUserExport', { ...as_(a), body: { fields: ['id'], format: 'csv' } });
    const id = res.body.data.id;
    await finished(a, id);
    const other = await server.call('getUserExport', { ...as_(b), query: { id } });
    const missing = await server.call('getUserExport', { ...as_(b), query: { id: 987654 } });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect((await server.call('createUserExportDownload', { ...as_(b), body: { id } })).status).toBe(404);
    for (const who of ['siteBase', 'moderator', 'member'] as const) {
      expect((await server.call('createUserExportDownload', { ...as_(a, who), body: { id } })).status).toBe(403);
      expect((await server.call('getUserExport', { ...as_(a, who), query: { id } })).status).toBe(403);
    }
  }, 60_000);

  it('refuses a reversed date range and a download before it is done', async () => {
    const bad = await server.call('createUserExport', {
      ...as_(a),
      body: { filters: { registeredFrom: '2026-12-01', registeredTo: '2026-11-01' }, fields: ['id'], format: 'csv' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.description).toBe('开始日期不能晚于结束日期');
  });
});

describe('PIPL requests', () => {
  let open: number;
  beforeAll(async () => {
    open = await section(server, a, '个人信息');
  });

  async function author(): Promise<Member & { postId: number; commentId: number }> {
    const m = await member(server, a, '将注销的人');
    const post = await createPost(server, m, open, '我的读书笔记');
    const c = await comment(server, m, post.id, '一条评论');
    return { ...m, postId: post.id, commentId: c.id };
  }

  it('gives a member their own data as JSON and records it for the administrators', async () => {
    const m = await author();
    const res = await server.call('exportMyData', { ...as(m), body: { format: 'json' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const file = await download(res.body.data.url, a.host);
    const data = JSON.parse(file.body);
    expect(data.profile.userName).toBe('将注销的人');
    expect(data.posts.map((p: { title: string }) => p.title)).toEqual(['我的读书笔记']);
    expect(data.comments).toHaveLength(1);
    const xlsx = await server.call('exportMyData', { ...as(m), body: { format: 'xlsx' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(xlsx.body.data.url, a.host)).rawPayload as unknown as ArrayBuffer);
    // One sheet for the profile, then one for each list a module's manifest declares (a new area adds no line here).
    const sheets = book.worksheets.map((s) => s.name);
    expect(sheets).toEqual(['资料', ...partsOf(serverModules).map((part) => part.sheet)]);
    for (const sheet of [
      '帖子',
      '提问',
      '评论',
      '回答',
      '积分记录',
      '通知',
      '邮箱',
      '关注的成员',
      '收藏',
      '账号绑定',
      '私信',
      '私信会话',
      '附件',
      '单点登录',
      '草稿',
    ])
      expect(sheets).toContain(sheet);
    const list = await server.call('getPrivacyRequestList', { ...as_(a, 'userAdmin'), query: { kind: 'export' } });
    expect(list.body.data.list[0]).toMatchObject({ kind: 'export', userId: m.id, userName: '将注销的人', format: 'xlsx' });
    expect(list.body.data.list[0].completedAt).not.toBeNull();
  });

  it('erases an account keeping its content under the anonymous user: no personal data left, sessions ended', async () => {
    const m = await author();
    const wrong = await server.call('eraseMyAccount', { ...as(m), body: { password: 'wrong', content: 'keep' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.description).toBe('密码不正确');
    const res = await server.call('eraseMyAccount', { ...as(m), body: { password: 'demo123456', content: 'keep' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'erasure', userId: m.id, userName: '将注销的人', content: 'keep' });

    const { db } = server.database;
    const [user] = await db
      .select()
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, m.id)));
    expect(user).toMatchObject({ userName: '已注销用户', mobile: null, passwordHash: null, avatarUrl: '', account: `erased_${m.id}` });
    const [post] = await db
      .select()
      .from(posts)
      .where(and(eq(posts.siteId, a.id), eq(posts.id, m.postId)));
    expect(post.status).toBe(20);
    expect(post.authorId).not.toBe(m.id);
    const [anon] = await db
      .select()
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.isAnonymous, true)));
    expect(post.authorId).toBe(anon.id);
    for (const table of [pointRecords, userPoints, memberNotifications] as const) {
      expect(
        await db
          .select()
          .from(table)
          .where(and(eq(table.siteId, a.id), eq(table.userId, m.id))),
      ).toEqual([]);
    }
    // Signed out everywhere; the sign-in name is free again.
    expect((await server.call('getMemberProfile', as(m))).status).toBe(401);
    const records = await db.select().from(privacyRequests).where(eq(privacyRequests.userId, m.id));
    expect(records.map((r) => r.kind)).toEqual(['erasure']);
  });

  it('erases an account removing its content when asked', async () => {
    const m = await author();
    const res = await server.call('eraseMyAccount', { ...as(m), body: { password: 'demo123456', content: 'remove' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { db } = server.database;
    const [post] = await db
      .select()
      .from(posts)
      .where(and(eq(posts.siteId, a.id), eq(posts.id, m.postId)));
    const [c] = await db
      .select()
      .from(comments)
      .where(and(eq(comments.siteId, a.id), eq(comments.id, m.commentId)));
    expect(post.status).toBe(50);
    expect(c.status).toBe(50);
    expect(post.authorId).not.toBe(m.id);
  });

  it('erases likes, votes, medals, labels and mall addresses too, the counts others see following', async () => {
    const owner = as_(a);
    const call = async <K extends OperationId>(op: K, args: CallOptions<K>) => {
      const res = await server.call(op, args);
      expect(res.status, `${op}: ${JSON.stringify(res.body)}`).toBe(200);
      return res.body.data;
    };
    await openMall(server, a.id);
    const m = await author();
    const other = await member(server, a, '留下的人');
    const theirs = await createPost(server, other, open, '别人的帖子');
    const theirComment = await comment(server, other, theirs.id, '别人的评论');
    await call('likePost', { ...as(m), body: { postId: theirs.id } });
    await call('likePost', { ...as(m), body: { postId: m.postId } });
    await call('likeComment', { ...as(m), body: { commentId: theirComment.id } });
    const typeId = await questionType(server, a, '注销测试');
    const questionId = (
      await call('createQuestion', { ...as(other), body: { title: '注销后投票还在吗？', content: '<p>想知道</p>', bounty: 0, typeId } })
    ).id;
    const third = await member(server, a, '回答的人');
    const answerId = (await call('createAnswer', { ...as(third), body: { questionId, content: '<p>应该不在了</p>' } })).id;
    await call('voteAnswer', { ...as(m), body: { answerId, vote: 'up' } });
    const medalId = (await call('createMedal', { ...owner, body: { name: '注销勋章' } })).id;
    await call('grantMedal', { ...owner, body: { medalId, userIds: [m.id] } });
    const labelId = (await call('createMemberLabel', { ...owner, body: { name: '注销标签', color: '#409EFF' } })).id;
    await call('setSiteUserLabels', { ...owner, body: { userIds: [m.id], labelIds: [labelId], mode: 'add' } });
    const gift = await call('createGift', {
      ...owner,
      body: {
        name: '注销前的礼品',
        points: 10,
        stock: 5,
        kind: 'physical',
        onShelf: 1,
      },
    });
    await call('adjustPoints', { ...owner, body: { userId: m.id, category: 'coin', delta: 100, reason: '测试' } });
    const address = {
      name: '周注销',
      mobile: '13700000001',
      regionCode: '110105',
      regionName: '北京市-北京市-朝阳区',
      detail: '望京街 1 号',
    };
    const orderId = (await call('redeemGift', { ...as(m), body: { giftId: gift.id, address } })).id;

    const erased = await call('eraseMyAccount', { ...as(m), body: { password: 'demo123456', content: 'keep' } });
    expect(erased.summary).toContain('待发货的兑换单 1 张已取消');

    const { db } = server.database;
    for (const table of [postLikes, commentLikes, answerVotes, medalHolders, memberLabelUsers] as const) {
      const left = await db.execute(sql`select count(*)::int n from ${table} where site_id = ${a.id} and user_id = ${m.id}`);
      expect((left as unknown as { rows: { n: number }[] }).rows[0].n, getTableName(table)).toBe(0);
    }
    const likes = await db
      .select({ id: posts.id, likeCount: posts.likeCount })
      .from(posts)
      .where(and(eq(posts.siteId, a.id), inArray(posts.id, [theirs.id, m.postId])));
    expect(likes.map((p) => p.likeCount)).toEqual([0, 0]);
    const [c] = await db
      .select()
      .from(comments)
      .where(and(eq(comments.siteId, a.id), eq(comments.id, theirComment.id)));
    expect(c.likeCount).toBe(0);
    const [ans] = await db
      .select()
      .from(answers)
      .where(and(eq(answers.siteId, a.id), eq(answers.id, answerId)));
    expect(ans.upCount).toBe(0);
    const [order] = await db
      .select()
      .from(mallOrders)
      .where(and(eq(mallOrders.siteId, a.id), eq(mallOrders.id, orderId)));
    expect(order).toMatchObject({ status: 40, address: null, cancelReason: '会员已注销账号' });
    const [stock] = await db
      .select()
      .from(gifts)
      .where(and(eq(gifts.siteId, a.id), eq(gifts.id, gift.id)));
    expect(stock).toMatchObject({ stock: 5, redeemedCount: 0 });
    const holders = await call('getMedalUserList', { ...owner, query: { medalId } });
    expect(holders.total).toBe(0);
  }, 60_000);

  it('refuses the owner and administrators on the member site', async () => {
    const res = await server.call('eraseMyAccount', {
      token: a.memberTokens.owner,
      host: a.host,
      body: { password: 'demo123456', content: 'keep' },
    });
    expect(res.status).toBe(403);
  });
});

describe('exportOperationLog', () => {
  it('streams the active filter of the log to an xlsx', async () => {
    const res = await server.call('exportOperationLog', { ...as_(a), body: { operation: 'createUserExport' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const file = await download(res.body.data.url, a.host);
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('操作日志');
    expect(sheet.rowCount).toBeGreaterThanOrEqual(2);
    for (let r = 2; r <= sheet.rowCount; r += 1) expect(sheet.getRow(r).getCell(7).value).toBe('createUserExport');
    const bad = await server.call('exportOperationLog', { ...as_(a), body: { startDate: '2026-12-01', endDate: '2026-11-01' } });
    expect(bad.status).toBe(400);
  });
});
