import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRejected } from '../../../test/refusals';
import { type ConsoleTestSite, type RoleCase, roleCases, twoSites } from '../../../test/two-sites';
import { beijingDayEnd, beijingDayStart, beijingTodayStart } from '../../lib/beijing-time';
import { siteUsers } from '../site/site.tables';
import { pointCategories, pointItems, pointRecords } from './point.tables';
import { applyPointChange } from './point-ledger';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(() => server?.close());

const categoriesOf = async (siteId: number) =>
  Object.fromEntries(
    (
      await server.database.db
        .select({ id: pointCategories.id, code: pointCategories.code })
        .from(pointCategories)
        .where(eq(pointCategories.siteId, siteId))
    ).map((c) => [c.code, c.id]),
  ) as Record<'reputation' | 'coin', number>;

const itemsOf = async (siteId: number) =>
  Object.fromEntries(
    (
      await server.database.db.select({ id: pointItems.id, code: pointItems.code }).from(pointItems).where(eq(pointItems.siteId, siteId))
    ).map((i) => [i.code, i.id]),
  ) as Record<string, number>;

const change = (siteId: number, userId: number, category: 'reputation' | 'coin', delta: number, reason: string, itemId?: number) =>
  server.database.db.transaction((tx) => applyPointChange(tx, { siteId, userId, category, delta, reason, itemId }));

describe('Beijing calendar days', () => {
  it('start at 16:00 UTC the day before, and reject days that do not exist', () => {
    expect(beijingDayStart('2026-03-02')?.toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(beijingDayEnd('2026-03-02')?.toISOString()).toBe('2026-03-02T16:00:00.000Z');
    expect(beijingDayStart('2026-02-30')).toBeNull();
    expect(beijingTodayStart(new Date('2026-03-01T15:59:59Z')).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(beijingTodayStart(new Date('2026-03-01T16:00:00Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z');
  });
});

describe('getPointCategoryList and updatePointCategory', () => {
  const allowed: RoleCase[] = ['owner', 'userAdmin'];

  it('lists reputation and coin', async () => {
    const res = await server.call('getPointCategoryList', { token: a.tokens.owner, host: a.host });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { code: string; name: string; unit: string }) => [c.code, c.name, c.unit])).toEqual([
      ['reputation', '声望', '点'],
      ['coin', '金币', '枚'],
    ]);
  });

  it.each(roleCases)('both are open to admin and User only (%s)', async (who) => {
    const { coin } = await categoriesOf(a.id);
    const list = await server.call('getPointCategoryList', { token: a.tokens[who], host: a.host });
    const update = await server.call('updatePointCategory', {
      token: a.tokens[who],
      host: a.host,
      body: { id: coin, name: '金币', unit: '枚', enabled: 1, description: '签到、参加活动获得金币，可在积分商城兑换礼品' },
    });
    const expected = allowed.includes(who) ? 200 : 403;
    expect([list.status, update.status]).toEqual([expected, expected]);
  });

  it('renames a category, changes its unit and switches it off, and the list shows it', async () => {
    const { coin } = await categoriesOf(a.id);
    const res = await server.call('updatePointCategory', {
      token: a.tokens.userAdmin,
      host: a.host,
      body: { id: coin, name: ' 书币 ', unit: '枚', enabled: 0, description: '兑换图书用' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      type: 1,
      description: '积分类型已修改',
      data: { id: coin, code: 'coin', name: '书币', unit: '枚', enabled: 0, description: '兑换图书用' },
    });
    const list = await server.call('getPointCategoryList', { token: a.tokens.owner, host: a.host });
    expect(list.body.data[1]).toEqual(res.body.data);
    const onB = await server.call('getPointCategoryList', { token: b.tokens.owner, host: b.host });
    expect(onB.body.data[1].name).toBe('金币');
  });

  it('answers a category of site B exactly like a missing one', async () => {
    const { coin } = await categoriesOf(b.id);
    const body = (id: number) => ({ id, name: '被改了', unit: '个', enabled: 1, description: '' });
    const foreign = await server.call('updatePointCategory', { token: a.tokens.owner, host: a.host, body: body(coin) });
    const missing = await server.call('updatePointCategory', { token: a.tokens.owner, host: a.host, body: body(987654321) });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toEqual({ type: 5, description: '积分类型不存在' });
  });

  it.each([
    [{ name: '声望', unit: '点', enabled: 1, description: '' }, '请填写编号'],
    [{ id: 1, unit: '点', enabled: 1, description: '' }, '请填写名称'],
    [{ id: 1, name: '', unit: '点', enabled: 1, description: '' }, '请输入名称'],
    [{ id: 1, name: '  ', unit: '点', enabled: 1, description: '' }, '请输入名称'],
    [{ id: 1, name: '声望', unit: '', enabled: 1, description: '' }, '请输入单位'],
    [{ id: 1, name: '声'.repeat(17), unit: '点', enabled: 1, description: '' }, '名称不能超过16个字符'],
    [{ id: 1, name: '声望', unit: '点', enabled: 2, description: '' }, '开关的取值不正确'],
    [{ id: 1, name: '声望', unit: '点', enabled: '1', description: '' }, null],
    [{ id: 1, name: '声望', unit: '点', enabled: 1, description: '长'.repeat(201) }, '说明不能超过200个字符'],
    [{ id: 1, name: '声望', unit: '点', enabled: 1, description: '', code: 'gold' }, '不支持的参数：code'],
  ])('updatePointCategory rejects %j with a Chinese description and writes nothing', async (body, description) => {
    await expectRejected(server, 'updatePointCategory', { token: a.tokens.owner, host: a.host, body }, description);
  });
});

describe('getPointItemList and updatePointItem', () => {
  const allowed: RoleCase[] = ['owner', 'userAdmin'];

  it('lists every rule with its category, in the site’s order, and filters by category', async () => {
    const { reputation, coin } = await categoriesOf(b.id);
    const all = await server.call('getPointItemList', { token: b.tokens.owner, host: b.host });
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(9);
    expect(all.body.data[0]).toMatchObject({
      code: 'post_create',
      name: '发表主题',
      categoryId: reputation,
      categoryName: '声望',
      points: 5,
      dailyLimit: 10,
      enabled: 1,
    });
    const coins = await server.call('getPointItemList', { token: b.tokens.owner, host: b.host, query: { categoryId: coin } });
    expect(coins.body.data.map((i: { code: string }) => i.code)).toEqual(['daily_sign', 'invite_register']);
    expect(coins.body.data.every((i: { categoryName: string }) => i.categoryName === '金币')).toBe(true);
  });

  it('finds nothing under another site’s category', async () => {
    const { coin } = await categoriesOf(b.id);
    const res = await server.call('getPointItemList', { token: a.tokens.owner, host: a.host, query: { categoryId: coin } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('changes the points, the daily limit and the switch of a rule', async () => {
    const { post_create } = await itemsOf(a.id);
    const res = await server.call('updatePointItem', {
      token: a.tokens.userAdmin,
      host: a.host,
      body: { id: post_create, points: 8, dailyLimit: 0, enabled: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('积分规则已修改');
    expect(res.body.data).toMatchObject({
      id: post_create,
      code: 'post_create',
      name: '发表主题',
      categoryName: '声望',
      points: 8,
      dailyLimit: 0,
      enabled: 0,
    });
    const list = await server.call('getPointItemList', { token: a.tokens.owner, host: a.host });
    expect(list.body.data.find((i: { id: number }) => i.id === post_create)).toEqual(res.body.data);
  });

  it('answers a rule of site B exactly like a missing one, and changes nothing there', async () => {
    const { post_create } = await itemsOf(b.id);
    const foreign = await server.call('updatePointItem', {
      token: a.tokens.owner,
      host: a.host,
      body: { id: post_create, points: 99, dailyLimit: 1, enabled: 1 },
    });
    const missing = await server.call('updatePointItem', {
      token: a.tokens.owner,
      host: a.host,
      body: { id: 987654321, points: 99, dailyLimit: 1, enabled: 1 },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toEqual({ type: 5, description: '积分规则不存在' });
    const [row] = await server.database.db
      .select({ points: pointItems.points })
      .from(pointItems)
      .where(and(eq(pointItems.siteId, b.id), eq(pointItems.id, post_create)));
    expect(row.points).toBe(5);
  });

  it.each(roleCases)('both are open to admin and User only (%s)', async (who) => {
    const { reply_create } = await itemsOf(a.id);
    const list = await server.call('getPointItemList', { token: a.tokens[who], host: a.host });
    const update = await server.call('updatePointItem', {
      token: a.tokens[who],
      host: a.host,
      body: { id: reply_create, points: 2, dailyLimit: 30, enabled: 1 },
    });
    const expected = allowed.includes(who) ? 200 : 403;
    expect([list.status, update.status]).toEqual([expected, expected]);
  });

  it.each([
    [{ categoryId: 'coin' }, '积分类型必须是整数'],
    [{ categoryId: 0 }, '积分类型不能小于1'],
    [{ category: 1 }, '不支持的参数：category'],
  ])('getPointItemList rejects %j', async (query, description) => {
    const res = await server.call('getPointItemList', { token: a.tokens.owner, host: a.host, query });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ type: 2, description });
  });

  it.each([
    [{ points: 5, dailyLimit: 10, enabled: 1 }, '请填写编号'],
    [{ id: 1, dailyLimit: 10, enabled: 1 }, '请填写积分'],
    [{ id: 1, points: 10001, dailyLimit: 10, enabled: 1 }, '积分不能大于 10000'],
    [{ id: 1, points: -10001, dailyLimit: 10, enabled: 1 }, '积分不能小于 -10000'],
    [{ id: 1, points: 2.5, dailyLimit: 10, enabled: 1 }, '积分必须是整数'],
    [{ id: 1, points: 5, dailyLimit: -1, enabled: 1 }, '每日上限不能小于 0'],
    [{ id: 1, points: 5, dailyLimit: 1001, enabled: 1 }, '每日上限不能大于 1000'],
    [{ id: 1, points: 5, dailyLimit: 10, enabled: 1, name: '改名' }, '不支持的参数：name'],
  ])('updatePointItem rejects %j with a Chinese description and writes nothing', async (body, description) => {
    await expectRejected(server, 'updatePointItem', { token: a.tokens.owner, host: a.host, body }, description);
  });
});

describe('getPointRecordList', () => {
  // The contract opens the ledger to admin and SiteBase (spec §6's 积分记录), not to User.
  const allowed: RoleCase[] = ['owner', 'siteBase'];
  let ledgerSite: ConsoleTestSite;
  let reader: number;
  let writer: number;
  const recordIds: number[] = [];

  beforeAll(async () => {
    // A site of its own, so that other tests' changes do not shift the pages.
    const ownerId = await server.fixtures.account({ mobile: '13800000120', userName: '账本站长' });
    const siteId = await server.fixtures.site({ ownerId, slug: 'ledger', name: '账本社区' });
    const token = await server.fixtures.loginConsole('ledger', '13800000120');
    ledgerSite = { ...a, id: siteId, slug: 'ledger', host: 'ledger.localhost', tokens: { ...a.tokens, owner: token } };
    reader = await server.fixtures.siteUser({ siteId, account: 'reader_100%', userName: '林间读书人' });
    writer = await server.fixtures.siteUser({ siteId, account: 'writer', userName: '山月', mobile: '13900000501' });
    const items = await itemsOf(siteId);
    for (let i = 0; i < 20; i++)
      recordIds.push((await change(siteId, reader, 'reputation', 5, `发表主题 #${i}`, items.post_create)).recordId);
    for (let i = 0; i < 4; i++) recordIds.push((await change(siteId, writer, 'coin', 3, '每日签到', items.daily_sign)).recordId);
    recordIds.push((await change(siteId, writer, 'reputation', 50, '优秀书评奖励')).recordId);
    // Some ledger on site A as well, which the ledger site must never show.
    await change(a.id, a.users.member, 'coin', 1, '站点 A 的流水');
  });

  it('pages through the ledger newest first with an opaque cursor, until nextCursor is null', async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await server.call('getPointRecordList', {
        token: ledgerSite.tokens.owner,
        host: ledgerSite.host,
        query: { limit: 10, cursor },
      });
      expect(res.status).toBe(200);
      seen.push(...res.body.data.list.map((r: { id: number }) => r.id));
      cursor = res.body.data.nextCursor ?? undefined;
      if (cursor) expect(cursor).toBe(Buffer.from(String(seen.at(-1))).toString('base64url'));
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...recordIds].sort((x, y) => y - x));
  });

  it('shows who, which category and rule, the change and the balance after it', async () => {
    const res = await server.call('getPointRecordList', { token: ledgerSite.tokens.owner, host: ledgerSite.host, query: { limit: 2 } });
    const [manual, signIn] = res.body.data.list;
    expect(manual).toMatchObject({
      userId: writer,
      userName: '山月',
      categoryName: '声望',
      itemName: '管理员调整',
      delta: 50,
      balance: 50,
      reason: '优秀书评奖励',
    });
    expect(signIn).toMatchObject({ userId: writer, categoryName: '金币', itemName: '每日签到', delta: 3, balance: 12 });
    expect(Date.parse(manual.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('defaults to 20 a page', async () => {
    const res = await server.call('getPointRecordList', { token: ledgerSite.tokens.owner, host: ledgerSite.host });
    expect(res.body.data.list).toHaveLength(20);
    expect(res.body.data.nextCursor).not.toBeNull();
  });

  it('filters by user name, login name or mobile, taking % and _ literally', async () => {
    const query = (keyword: string) =>
      server.call('getPointRecordList', { token: ledgerSite.tokens.owner, host: ledgerSite.host, query: { keyword, limit: 100 } });
    expect((await query('林间')).body.data.list).toHaveLength(20);
    expect((await query('WRITER')).body.data.list).toHaveLength(5);
    expect((await query('0501')).body.data.list).toHaveLength(5);
    expect((await query('100%')).body.data.list).toHaveLength(20);
    expect((await query('%')).body.data.list).toHaveLength(20);
    expect((await query('_')).body.data.list).toHaveLength(20);
    expect((await query('无此人')).body.data).toEqual({ list: [], nextCursor: null });
  });

  it('filters by category and by rule', async () => {
    const { coin } = await categoriesOf(ledgerSite.id);
    const { post_create } = await itemsOf(ledgerSite.id);
    const coins = await server.call('getPointRecordList', {
      token: ledgerSite.tokens.owner,
      host: ledgerSite.host,
      query: { categoryId: coin },
    });
    expect(coins.body.data.list).toHaveLength(4);
    const posts = await server.call('getPointRecordList', {
      token: ledgerSite.tokens.owner,
      host: ledgerSite.host,
      query: { itemId: post_create, limit: 100 },
    });
    expect(posts.body.data.list).toHaveLength(20);
    expect(posts.body.data.list.every((r: { itemName: string }) => r.itemName === '发表主题')).toBe(true);
  });

  it('filters by Beijing calendar days, both ends included', async () => {
    const [late, early] = recordIds.slice(0, 2);
    // 23:30 on 1 March and 00:30 on 2 March, Beijing time.
    const setTime = (id: number, iso: string) =>
      server.database.db
        .update(pointRecords)
        .set({ createdAt: new Date(iso) })
        .where(and(eq(pointRecords.siteId, ledgerSite.id), eq(pointRecords.id, id)));
    await setTime(late, '2026-03-01T23:30:00+08:00');
    await setTime(early, '2026-03-02T00:30:00+08:00');
    const ids = async (query: Record<string, string>) =>
      (await server.call('getPointRecordList', { token: ledgerSite.tokens.owner, host: ledgerSite.host, query })).body.data.list.map(
        (r: { id: number }) => r.id,
      );
    expect(await ids({ startDate: '2026-03-01', endDate: '2026-03-01' })).toEqual([late]);
    expect(await ids({ startDate: '2026-03-02', endDate: '2026-03-02' })).toEqual([early]);
    expect(await ids({ startDate: '2026-03-01', endDate: '2026-03-02' })).toEqual([early, late]);
    expect(await ids({ endDate: '2026-03-02' })).toEqual([early, late]);
    expect((await ids({ startDate: '2026-03-02', limit: '100' })).length).toBe(recordIds.length - 1);
  });

  it('names a deleted user 已注销用户 and keeps their records', async () => {
    const gone = await server.fixtures.siteUser({ siteId: ledgerSite.id, account: 'leaver', userName: '过客' });
    const { recordId } = await change(ledgerSite.id, gone, 'coin', 7, '告别礼');
    await server.database.db.delete(siteUsers).where(and(eq(siteUsers.siteId, ledgerSite.id), eq(siteUsers.id, gone)));
    const res = await server.call('getPointRecordList', { token: ledgerSite.tokens.owner, host: ledgerSite.host, query: { limit: 1 } });
    expect(res.body.data.list[0]).toMatchObject({ id: recordId, userId: gone, userName: '已注销用户', delta: 7 });
  });

  it('shows only the site’s own ledger', async () => {
    const onA = await server.call('getPointRecordList', { token: a.tokens.owner, host: a.host, query: { limit: 100 } });
    expect(onA.body.data.list.map((r: { reason: string }) => r.reason)).toEqual(['站点 A 的流水']);
    const onB = await server.call('getPointRecordList', { token: b.tokens.owner, host: b.host });
    expect(onB.body.data).toEqual({ list: [], nextCursor: null });
  });

  it.each(roleCases)('is open to admin and SiteBase only (%s)', async (who) => {
    const res = await server.call('getPointRecordList', { token: a.tokens[who], host: a.host });
    expect(res.status).toBe(allowed.includes(who) ? 200 : 403);
  });

  it('answers 401 for site A’s token on site B’s host', async () => {
    expect((await server.call('getPointRecordList', { token: a.tokens.owner, host: b.host })).status).toBe(401);
  });

  it.each([
    [{ cursor: 'bm90LWFuLWlk' }, '游标无效'],
    [{ cursor: 'MA' }, '游标无效'],
    [{ cursor: 'a+b/' }, '游标无效'],
    [{ limit: 0 }, '每页条数不能小于1'],
    [{ limit: 101 }, '每页条数不能大于100'],
    [{ limit: 'ten' }, '每页条数必须是整数'],
    [{ keyword: '长'.repeat(41) }, '关键词不能超过40个字符'],
    [{ startDate: '2026/03/01' }, '日期格式应为 YYYY-MM-DD'],
    [{ startDate: '2026-02-30' }, '日期格式应为 YYYY-MM-DD'],
    [{ startDate: '2026-03-02', endDate: '2026-03-01' }, '开始日期不能晚于结束日期'],
    [{ categoryId: -1 }, '积分类型不能小于1'],
    [{ itemId: 'x' }, '积分规则必须是整数'],
    [{ memberId: 1 }, '不支持的参数：memberId'],
  ])('rejects %j with a Chinese description', async (query, description) => {
    const res = await server.call('getPointRecordList', { token: ledgerSite.tokens.owner, host: ledgerSite.host, query });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ type: 2, description });
  });
});
