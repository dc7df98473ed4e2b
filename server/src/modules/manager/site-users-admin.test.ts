import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused, expectRejected } from '../../../test/refusals';
import { consoleToken, managerWith, ownerOf, type TwoSites, twoSites } from '../../../test/two-sites';
import { pointRecords, userPoints } from '../point/point.tables';
import { siteUsers } from '../site/site.tables';
import { userRanks } from '../user-rank/user-rank.tables';

let server: TestServer;
let cast: TwoSites;
let support: { id: number; token: string };
let lin: number;
let he: number;
beforeAll(async () => {
  server = await startTestServer();
  cast = await twoSites(server);
  support = await managerWith(server, '13800000031', ['SiteUser']);
  lin = await server.fixtures.siteUser({
    siteId: cast.sites.a.id,
    account: 'reader_lin',
    mobile: '13900000021',
    userName: '林间读书人',
    roles: ['Post'],
  });
  he = await server.fixtures.siteUser({ siteId: cast.sites.b.id, account: 'runner_he', userName: '何跑跑' });
});
afterAll(() => server?.close());

const users = async (query: Record<string, unknown> = {}, token = support.token) => {
  const res = await server.call('getUserList', { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Record<string, unknown>[]; total: number };
};
const rankCount = async (siteId: number, name: string) => {
  const [row] = await server.database.db
    .select({ n: userRanks.memberCount })
    .from(userRanks)
    .where(and(eq(userRanks.siteId, siteId), eq(userRanks.name, name)));
  return row.n;
};

describe('getUserList', () => {
  it('lists site users of every site, newest first, masked, without anonymous users', async () => {
    const page = await users({ pageSize: 100 });
    const [{ n }] = await server.database.db.select({ n: count() }).from(siteUsers).where(eq(siteUsers.isAnonymous, false));
    expect(page.total).toBe(n);
    expect(page.list).toHaveLength(n);
    expect(page.list.slice(0, 2).map((u) => [u.siteId, u.id])).toEqual([
      [cast.sites.b.id, he],
      [cast.sites.a.id, lin],
    ]);
    expect(page.list.at(-1)).toMatchObject({ siteId: cast.sites.a.id, id: cast.sites.a.users.owner });
    expect(page.list[1]).toMatchObject({
      siteName: '青禾读书会',
      account: 'reader_lin',
      mobile: '139****0021',
      userName: '林间读书人',
      userType: 0,
      roles: ['Post'],
      status: 1,
      points: 0,
      rankName: '',
      lastLoginAt: null,
    });
    expect(page.list[0].mobile).toBe('');
    expect(page.list.at(-1)).toMatchObject({ userType: 1, roles: ['admin'], rankName: '新手上路', mobile: '139****0001' });
    expect(page.list.some((u) => u.account === 'anonymous')).toBe(false);
  });

  it('filters by site, keyword and status, and pages', async () => {
    const ofA = (await users({ siteId: cast.sites.a.id })).list;
    expect(ofA.every((u) => u.siteId === cast.sites.a.id)).toBe(true);
    expect(ofA.map((u) => u.id)).toEqual([lin, ...Object.values(cast.sites.a.users).sort((x, y) => y - x)]);
    expect((await users({ keyword: '读书' })).list.map((u) => u.id)).toEqual([lin]);
    expect((await users({ keyword: 'RUNNER' })).list.map((u) => u.id)).toEqual([he]);
    expect((await users({ keyword: '0021' })).list.map((u) => u.id)).toEqual([lin]);
    expect((await users({ status: 2 })).total).toBe(0);
    const { total } = await users();
    const second = await users({ page: 2, pageSize: total - 1 });
    expect(second.list).toHaveLength(1);
    expect(second.total).toBe(total);
  });

  it('is open to admin and SiteUser only', async () => {
    expect((await users({}, cast.tokens.main)).total).toBe((await users()).total);
    for (const token of [cast.tokens.limited, cast.tokens.other, cast.tokens.holderA]) {
      expect((await server.call('getUserList', { token })).status).toBe(403);
    }
    expect((await server.call('getUserList')).status).toBe(401);
  });

  it.each([
    [{ siteId: 0 }, '站点不能小于1'],
    [{ siteId: 'a' }, '站点必须是整数'],
    [{ status: 9 }, '站点用户状态的取值不正确'],
    [{ keyword: '字'.repeat(41) }, '关键词不能超过40个字符'],
    [{ pageSize: 0 }, '每页条数不能小于1'],
    [{ role: 'admin' }, '不支持的参数：role'],
  ])('rejects %j', async (query, description) => {
    await expectRejected(server, 'getUserList', { token: support.token, query }, description);
  });
});

describe('updateUserReputationPoints', () => {
  it('adds reputation through the ledger and moves the user up a rank', async () => {
    const res = await server.call('updateUserReputationPoints', {
      token: support.token,
      body: { siteId: cast.sites.a.id, userId: lin, delta: 120, reason: '优质书评奖励' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ type: 1, description: '声望已调整', data: { userId: lin, points: 120, rankName: '初级会员' } });
    expect(await rankCount(cast.sites.a.id, '初级会员')).toBe(1);
    const records = await server.database.db.select().from(pointRecords).where(eq(pointRecords.userId, lin));
    expect(records).toMatchObject([{ siteId: cast.sites.a.id, delta: 120, balance: 120, reason: '优质书评奖励' }]);
    const list = await users({ siteId: cast.sites.a.id, keyword: 'reader_lin' });
    expect(list.list[0]).toMatchObject({ points: 120, rankName: '初级会员' });
  });

  it('deducts, moving the user back down, and never below zero', async () => {
    const down = await server.call('updateUserReputationPoints', {
      token: cast.tokens.main,
      body: { siteId: cast.sites.a.id, userId: lin, delta: -30, reason: '违规扣分' },
    });
    expect(down.body.data).toEqual({ userId: lin, points: 90, rankName: '新手上路' });
    expect(await rankCount(cast.sites.a.id, '初级会员')).toBe(0);
    const description = await expectRefused(
      server,
      'updateUserReputationPoints',
      { token: cast.tokens.main, body: { siteId: cast.sites.a.id, userId: lin, delta: -91, reason: '违规扣分' } },
      409,
    );
    expect(description).toBe('积分余额不足');
  });

  it('answers 404 for a user of another site or a missing one, and 409 for the anonymous user', async () => {
    for (const body of [
      { siteId: cast.sites.b.id, userId: lin, delta: 5, reason: '奖励' },
      { siteId: 999999, userId: lin, delta: 5, reason: '奖励' },
    ]) {
      expect(await expectRefused(server, 'updateUserReputationPoints', { token: support.token, body }, 404)).toBe('用户不存在');
    }
    const [anonymous] = await server.database.db
      .select()
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, cast.sites.a.id), eq(siteUsers.isAnonymous, true)));
    const body = { siteId: cast.sites.a.id, userId: anonymous.id, delta: 5, reason: '奖励' };
    expect(await expectRefused(server, 'updateUserReputationPoints', { token: support.token, body }, 409)).toBe('匿名用户没有声望');
  });

  it('is open to admin and SiteUser only, the site’s owner included', async () => {
    const body = { siteId: cast.sites.a.id, userId: lin, delta: 5, reason: '奖励' };
    for (const token of [cast.tokens.limited, cast.tokens.other, cast.tokens.holderA, cast.tokens.holderB]) {
      await expectRefused(server, 'updateUserReputationPoints', { token, body }, 403);
    }
  });

  const ok = { siteId: 1, userId: 2, delta: 5, reason: '奖励' };
  it.each([
    [{ ...ok, delta: 0 }, '调整值不能为 0'],
    [{ ...ok, delta: 1.5 }, '调整值必须是整数'],
    [{ ...ok, delta: 1000001 }, '调整值不能大于1000000'],
    [{ ...ok, delta: undefined }, '请填写调整值'],
    [{ ...ok, reason: '' }, '请填写调整原因'],
    [{ ...ok, reason: '   ' }, '请填写调整原因'],
    [{ ...ok, reason: undefined }, '请填写调整原因'],
    [{ ...ok, reason: 'x'.repeat(101) }, '原因不能超过100个字符'],
    [{ ...ok, userId: 'two' }, '用户必须是整数'],
    [{ ...ok, category: 'coin' }, '不支持的参数：category'],
  ])('rejects %j', async (body, description) => {
    await expectRejected(server, 'updateUserReputationPoints', { token: support.token, body }, description);
  });
});

describe('deleteSiteUser', () => {
  it('deletes the user and their balances, keeps the ledger, fixes the rank count and ends their sessions', async () => {
    const id = await server.fixtures.siteUser({ siteId: cast.sites.a.id, account: 'leaver_qian' });
    await server.call('updateUserReputationPoints', {
      token: support.token,
      body: { siteId: cast.sites.a.id, userId: id, delta: 150, reason: '活动奖励' },
    });
    const token = await consoleToken(server, cast.sites.a.id, id);
    expect((await server.call('getPermissionList', { token })).status).toBe(200);
    const before = await rankCount(cast.sites.a.id, '初级会员');

    const res = await server.call('deleteSiteUser', { token: support.token, body: { siteId: cast.sites.a.id, id } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('用户已删除');
    const { db } = server.database;
    expect(
      await db
        .select()
        .from(siteUsers)
        .where(and(eq(siteUsers.siteId, cast.sites.a.id), eq(siteUsers.id, id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(userPoints)
        .where(and(eq(userPoints.siteId, cast.sites.a.id), eq(userPoints.userId, id))),
    ).toEqual([]);
    expect(await db.select().from(pointRecords).where(eq(pointRecords.userId, id))).toHaveLength(1);
    expect(await rankCount(cast.sites.a.id, '初级会员')).toBe(before - 1);
    expect((await server.call('getPermissionList', { token })).status).toBe(401);
    expect(await expectRefused(server, 'deleteSiteUser', { token: support.token, body: { siteId: cast.sites.a.id, id } }, 404)).toBe(
      '用户不存在',
    );
  });

  it('refuses the owner and the anonymous user with 409', async () => {
    const owner = await ownerOf(server, cast.sites.b.id);
    expect(
      await expectRefused(server, 'deleteSiteUser', { token: cast.tokens.main, body: { siteId: cast.sites.b.id, id: owner.id } }, 409),
    ).toBe('站长不能删除，请先转让站点');
    const [anonymous] = await server.database.db
      .select()
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, cast.sites.b.id), eq(siteUsers.isAnonymous, true)));
    expect(
      await expectRefused(server, 'deleteSiteUser', { token: cast.tokens.main, body: { siteId: cast.sites.b.id, id: anonymous.id } }, 409),
    ).toBe('匿名用户是站点内置用户，不能删除');
  });

  it('answers 404 when the user belongs to another site', async () => {
    expect(await expectRefused(server, 'deleteSiteUser', { token: support.token, body: { siteId: cast.sites.a.id, id: he } }, 404)).toBe(
      '用户不存在',
    );
  });

  it('is open to admin and SiteUser only', async () => {
    for (const token of [cast.tokens.limited, cast.tokens.other, cast.tokens.holderA, cast.tokens.holderB]) {
      await expectRefused(server, 'deleteSiteUser', { token, body: { siteId: cast.sites.b.id, id: he } }, 403);
    }
    expect((await server.call('deleteSiteUser', { body: { siteId: cast.sites.b.id, id: he } })).status).toBe(401);
  });

  it.each([
    [{ siteId: 1 }, '请填写用户'],
    [{ id: 1 }, '请填写站点'],
    [{ siteId: 1, id: 'x' }, '用户必须是整数'],
    [{ siteId: -1, id: 1 }, '站点不能小于1'],
    [{ siteId: 1, id: 1, hard: true }, '不支持的参数：hard'],
  ])('rejects %j', async (body, description) => {
    await expectRejected(server, 'deleteSiteUser', { token: support.token, body }, description);
  });
});
