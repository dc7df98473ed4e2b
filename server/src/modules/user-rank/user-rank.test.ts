import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRejected } from '../../../test/refusals';
import { type ConsoleTestSite, type RoleCase, roleCases, twoSites } from '../../../test/two-sites';
import { cacheKeys } from '../../cache/cache';
import { applyPointChange } from '../point/point-ledger';
import { siteUsers } from '../site/site.tables';
import { userRanks } from './user-rank.tables';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(() => server?.close());

const allowed: RoleCase[] = ['owner', 'userAdmin'];

async function ranksOf(siteId: number) {
  return server.database.db
    .select({ id: userRanks.id, name: userRanks.name, minPoints: userRanks.minPoints, memberCount: userRanks.memberCount })
    .from(userRanks)
    .where(eq(userRanks.siteId, siteId))
    .orderBy(userRanks.minPoints);
}

async function rankIdOf(siteId: number, userId: number) {
  const [row] = await server.database.db
    .select({ rankId: siteUsers.rankId })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
  return row.rankId;
}

const gainReputation = (siteId: number, userId: number, delta: number) =>
  server.database.db.transaction((tx) => applyPointChange(tx, { siteId, userId, category: 'reputation', delta, reason: '测试加分' }));

describe('getUserRankList', () => {
  it('lists the site’s ranks from the lowest threshold up', async () => {
    const res = await server.call('getUserRankList', { token: a.tokens.owner, host: a.host });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { name: string }) => r.name)).toEqual([
      '新手上路',
      '初级会员',
      '中级会员',
      '高级会员',
      '资深会员',
      '社区元老',
    ]);
    expect(res.body.data[0]).toMatchObject({ minPoints: 0, color: '#909399', memberCount: 1 });
    const ids = new Set((await ranksOf(a.id)).map((r) => r.id));
    for (const rank of res.body.data) expect(ids.has(rank.id)).toBe(true);
  });

  it.each(roleCases)('is open to admin and User only (%s)', async (who) => {
    const res = await server.call('getUserRankList', { token: a.tokens[who], host: a.host });
    expect(res.status).toBe(allowed.includes(who) ? 200 : 403);
    if (res.status === 403) expect(res.body).toEqual({ type: 4, description: '没有权限执行此操作' });
  });

  it('answers 401 without a token, and for site A’s token on site B’s host', async () => {
    expect((await server.call('getUserRankList', { host: a.host })).status).toBe(401);
    expect((await server.call('getUserRankList', { token: a.tokens.owner, host: b.host })).status).toBe(401);
  });

  it('serves the list from the cache once read, and each site sees only its own ranks', async () => {
    await server.call('getUserRankList', { token: a.tokens.owner, host: a.host });
    expect(await server.cache.get(cacheKeys.userRanks(a.id))).toHaveLength((await ranksOf(a.id)).length);
    const onB = await server.call('getUserRankList', { token: b.tokens.owner, host: b.host });
    const idsOfA = new Set((await ranksOf(a.id)).map((r) => r.id));
    expect(onB.body.data.every((r: { id: number }) => !idsOfA.has(r.id))).toBe(true);
  });
});

describe('createUserRank', () => {
  it('adds a rank with no members yet and drops the cached list', async () => {
    await server.call('getUserRankList', { token: a.tokens.owner, host: a.host });
    const res = await server.call('createUserRank', {
      token: a.tokens.userAdmin,
      host: a.host,
      body: { name: '藏书阁主', minPoints: 50000, color: '#f56c6c' },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('等级已新增');
    expect(res.body.data).toMatchObject({ name: '藏书阁主', minPoints: 50000, color: '#F56C6C', memberCount: 0 });
    expect(await server.cache.get(cacheKeys.userRanks(a.id))).toBeUndefined();
    const list = await server.call('getUserRankList', { token: a.tokens.owner, host: a.host });
    expect(list.body.data.at(-1)).toEqual(res.body.data);
  });

  it('refuses a name or a threshold the site already uses, saying which', async () => {
    const before = await server.tableCounts();
    const name = await server.call('createUserRank', {
      token: a.tokens.owner,
      host: a.host,
      body: { name: '新手上路', minPoints: 7, color: '#409EFF' },
    });
    expect(name.status).toBe(409);
    expect(name.body).toEqual({ type: 6, description: '等级名称已存在，请换一个名称' });
    const points = await server.call('createUserRank', {
      token: a.tokens.owner,
      host: a.host,
      body: { name: '新名字', minPoints: 100, color: '#409EFF' },
    });
    expect(points.status).toBe(409);
    expect(points.body.description).toBe('已有等级使用该所需声望，请换一个数值');
    expect(await server.tableCounts()).toEqual(before);
  });

  it('allows another site’s names and thresholds', async () => {
    const res = await server.call('createUserRank', {
      token: b.tokens.owner,
      host: b.host,
      body: { name: '藏书阁主', minPoints: 50000, color: '#409EFF' },
    });
    expect(res.status).toBe(200);
  });

  it('stops at 100 ranks per site', async () => {
    const existing = (await ranksOf(b.id)).length;
    const filler = Array.from({ length: 100 - existing }, (_, i) => ({
      siteId: b.id,
      name: `填充${i}`,
      minPoints: 900000 + i,
      color: '#409EFF',
    }));
    await server.database.db.insert(userRanks).values(filler);
    try {
      const res = await server.call('createUserRank', {
        token: b.tokens.owner,
        host: b.host,
        body: { name: '第一百零一', minPoints: 1, color: '#409EFF' },
      });
      expect(res.status).toBe(409);
      expect(res.body.description).toBe('每个站点最多 100 个等级');
    } finally {
      await server.database.db.delete(userRanks).where(and(eq(userRanks.siteId, b.id), sql`${userRanks.name} like '填充%'`));
    }
  });

  it.each(roleCases)('is open to admin and User only (%s)', async (who) => {
    const before = await server.tableCounts();
    const res = await server.call('createUserRank', {
      token: a.tokens[who],
      host: a.host,
      body: { name: `角色${who}`, minPoints: 60000 + who.length * 7 + who.charCodeAt(0), color: '#409EFF' },
    });
    expect(res.status).toBe(allowed.includes(who) ? 200 : 403);
    if (res.status === 403) expect(await server.tableCounts()).toEqual(before);
  });

  it.each([
    [{ minPoints: 10, color: '#409EFF' }, '请输入等级名称'],
    [{ name: '', minPoints: 10, color: '#409EFF' }, '请输入等级名称'],
    [{ name: '   ', minPoints: 10, color: '#409EFF' }, '请输入等级名称'],
    [{ name: '超'.repeat(17), minPoints: 10, color: '#409EFF' }, '等级名称不能超过 16 个字'],
    [{ name: '新等级', color: '#409EFF' }, '请输入所需声望'],
    [{ name: '新等级', minPoints: '十', color: '#409EFF' }, '所需声望必须是整数'],
    [{ name: '新等级', minPoints: 1.5, color: '#409EFF' }, '所需声望必须是整数'],
    [{ name: '新等级', minPoints: -1, color: '#409EFF' }, '所需声望不能小于 0'],
    [{ name: '新等级', minPoints: 100000001, color: '#409EFF' }, '所需声望不能超过 100000000'],
    [{ name: '新等级', minPoints: 10, color: 'red' }, '颜色格式应为 #RRGGBB'],
    [{ name: '新等级', minPoints: 10 }, '请选择颜色'],
    [{ name: '新等级', minPoints: 10, color: '#409EFF', memberCount: 5 }, '不支持的参数：memberCount'],
  ])('rejects %j with a Chinese description and writes nothing', async (body, description) => {
    await expectRejected(server, 'createUserRank', { token: a.tokens.owner, host: a.host, body }, description);
  });
});

describe('updateUserRank', () => {
  it('renames and recolours a rank, keeping its members', async () => {
    const [, junior] = await ranksOf(a.id);
    const res = await server.call('updateUserRank', {
      token: a.tokens.userAdmin,
      host: a.host,
      body: { id: junior.id, name: '初级书友', minPoints: 120, color: '#67C23A' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      description: '等级已修改',
      data: { id: junior.id, name: '初级书友', minPoints: 120, memberCount: junior.memberCount },
    });
    const list = await server.call('getUserRankList', { token: a.tokens.owner, host: a.host });
    expect(list.body.data.find((r: { id: number }) => r.id === junior.id).name).toBe('初级书友');
  });

  it('keeps its own name and threshold without calling them a clash', async () => {
    const [first] = await ranksOf(a.id);
    const res = await server.call('updateUserRank', {
      token: a.tokens.owner,
      host: a.host,
      body: { id: first.id, name: first.name, minPoints: first.minPoints, color: '#909399' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses another rank’s name or threshold', async () => {
    const [first, second] = await ranksOf(a.id);
    const res = await server.call('updateUserRank', {
      token: a.tokens.owner,
      host: a.host,
      body: { id: second.id, name: first.name, minPoints: second.minPoints, color: '#409EFF' },
    });
    expect(res.status).toBe(409);
    expect(res.body.description).toBe('等级名称已存在，请换一个名称');
  });

  it('answers a rank of site B exactly like a missing one, and changes nothing there', async () => {
    const [ofB] = await ranksOf(b.id);
    const body = (id: number) => ({ id, name: '被改了', minPoints: 3, color: '#409EFF' });
    const foreign = await server.call('updateUserRank', { token: a.tokens.owner, host: a.host, body: body(ofB.id) });
    const missing = await server.call('updateUserRank', { token: a.tokens.owner, host: a.host, body: body(987654321) });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toEqual({ type: 5, description: '等级不存在' });
    expect((await ranksOf(b.id))[0].name).toBe(ofB.name);
  });

  it.each(roleCases)('is open to admin and User only (%s)', async (who) => {
    const [first] = await ranksOf(a.id);
    const res = await server.call('updateUserRank', {
      token: a.tokens[who],
      host: a.host,
      body: { id: first.id, name: first.name, minPoints: first.minPoints, color: '#909399' },
    });
    expect(res.status).toBe(allowed.includes(who) ? 200 : 403);
  });

  it.each([
    [{ name: '新等级', minPoints: 10, color: '#409EFF' }, '请填写编号'],
    [{ id: 'one', name: '新等级', minPoints: 10, color: '#409EFF' }, '编号必须是整数'],
    [{ id: 0, name: '新等级', minPoints: 10, color: '#409EFF' }, '编号不能小于1'],
    [{ id: 1, name: '新等级', minPoints: 10 }, '请选择颜色'],
    [{ id: 1, name: '超'.repeat(17), minPoints: 10, color: '#409EFF' }, '等级名称不能超过 16 个字'],
    [{ id: 1, name: '新等级', minPoints: 10, color: '#409EFF', siteId: 2 }, '不支持的参数：siteId'],
  ])('rejects %j with a Chinese description and writes nothing', async (body, description) => {
    await expectRejected(server, 'updateUserRank', { token: a.tokens.owner, host: a.host, body }, description);
  });
});

describe('deleteUserRank', () => {
  it('deletes a rank; its members hold no rank until the next refresh', async () => {
    const created = await server.call('createUserRank', {
      token: a.tokens.owner,
      host: a.host,
      body: { name: '临时等级', minPoints: 1, color: '#409EFF' },
    });
    const rankId = created.body.data.id;
    const userId = await server.fixtures.siteUser({ siteId: a.id, account: 'a_temp_ranked' });
    await server.database.db
      .update(siteUsers)
      .set({ rankId })
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, userId)));
    const res = await server.call('deleteUserRank', { token: a.tokens.userAdmin, host: a.host, query: { id: rankId } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('等级已删除');
    expect(await rankIdOf(a.id, userId)).toBeNull();
    const list = await server.call('getUserRankList', { token: a.tokens.owner, host: a.host });
    expect(list.body.data.some((r: { id: number }) => r.id === rankId)).toBe(false);
    expect((await server.call('deleteUserRank', { token: a.tokens.owner, host: a.host, query: { id: rankId } })).status).toBe(404);
  });

  it('answers a rank of site B exactly like a missing one, and deletes nothing there', async () => {
    const [ofB] = await ranksOf(b.id);
    const before = await server.tableCounts();
    const foreign = await server.call('deleteUserRank', { token: a.tokens.owner, host: a.host, query: { id: ofB.id } });
    const missing = await server.call('deleteUserRank', { token: a.tokens.owner, host: a.host, query: { id: 987654321 } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(await server.tableCounts()).toEqual(before);
  });

  it('keeps at least one rank', async () => {
    const ownerId = await server.fixtures.account({ mobile: '13800000109' });
    const siteId = await server.fixtures.site({ ownerId, slug: 'gamma' });
    const token = await server.fixtures.loginConsole('gamma', '13800000109');
    const ranks = await ranksOf(siteId);
    for (const rank of ranks.slice(1)) {
      expect((await server.call('deleteUserRank', { token, host: 'gamma.localhost', query: { id: rank.id } })).status).toBe(200);
    }
    const last = await server.call('deleteUserRank', { token, host: 'gamma.localhost', query: { id: ranks[0].id } });
    expect(last.status).toBe(409);
    expect(last.body).toEqual({ type: 6, description: '站点至少要保留一个等级' });
    expect(await ranksOf(siteId)).toHaveLength(1);
  });

  it.each(roleCases)('is open to admin and User only (%s)', async (who) => {
    const created = await server.call('createUserRank', {
      token: a.tokens.owner,
      host: a.host,
      body: { name: `待删${who}`, minPoints: 70000 + roleCases.indexOf(who) * 13, color: '#409EFF' },
    });
    const res = await server.call('deleteUserRank', { token: a.tokens[who], host: a.host, query: { id: created.body.data.id } });
    expect(res.status).toBe(allowed.includes(who) ? 200 : 403);
  });

  it.each([
    [{}, '请指定编号'],
    [{ id: 'abc' }, '编号必须是整数'],
    [{ id: 0 }, '编号不能小于1'],
    [{ id: 1, force: 1 }, '不支持的参数：force'],
  ])('rejects %j with a Chinese description and writes nothing', async (query, description) => {
    await expectRejected(server, 'deleteUserRank', { token: a.tokens.owner, host: a.host, query }, description);
  });
});

describe('refreshUserRank', () => {
  it('moves members to the rank their reputation earns now and recounts every rank', async () => {
    const site = await server.fixtures.site({ ownerId: await server.fixtures.account({ mobile: '13800000110' }), slug: 'delta' });
    const token = await server.fixtures.loginConsole('delta', '13800000110');
    const host = 'delta.localhost';
    const reader = await server.fixtures.siteUser({ siteId: site, account: 'reader' });
    const writer = await server.fixtures.siteUser({ siteId: site, account: 'writer' });
    const idle = await server.fixtures.siteUser({ siteId: site, account: 'idle' });

    const first = await server.call('refreshUserRank', { token, host });
    expect(first.status).toBe(200);
    // Owner + three members (the anonymous user takes no part); the three new members had no rank yet.
    expect(first.body.data).toEqual({ members: 4, changed: 3 });
    expect(first.body.description).toBe('等级已刷新，3 位用户的等级有变化');

    await gainReputation(site, reader, 150);
    await gainReputation(site, writer, 600);
    await gainReputation(site, writer, -50);
    // Ranks follow reputation as it changes (the ledger settles the rank), so a refresh finds nothing left to move.
    const second = await server.call('refreshUserRank', { token, host });
    expect(second.body.data).toEqual({ members: 4, changed: 0 });

    const ranks = await ranksOf(site);
    const byName = Object.fromEntries(ranks.map((r) => [r.name, r]));
    expect(await rankIdOf(site, reader)).toBe(byName.初级会员.id);
    expect(await rankIdOf(site, writer)).toBe(byName.中级会员.id);
    expect(await rankIdOf(site, idle)).toBe(byName.新手上路.id);
    expect(ranks.map((r) => r.memberCount)).toEqual([2, 1, 1, 0, 0, 0]);

    const list = await server.call('getUserRankList', { token, host });
    expect(list.body.data.map((r: { memberCount: number }) => r.memberCount)).toEqual([2, 1, 1, 0, 0, 0]);

    const again = await server.call('refreshUserRank', { token, host });
    expect(again.body.data).toEqual({ members: 4, changed: 0 });
  });

  it('regives a rank to members whose rank was deleted, and leaves other sites alone', async () => {
    const created = await server.call('createUserRank', {
      token: a.tokens.owner,
      host: a.host,
      body: { name: '昙花一现', minPoints: 2, color: '#409EFF' },
    });
    const userId = await server.fixtures.siteUser({ siteId: a.id, account: 'a_reputable' });
    await gainReputation(a.id, userId, 3);
    await server.call('refreshUserRank', { token: a.tokens.owner, host: a.host });
    expect(await rankIdOf(a.id, userId)).toBe(created.body.data.id);
    await server.call('deleteUserRank', { token: a.tokens.owner, host: a.host, query: { id: created.body.data.id } });
    expect(await rankIdOf(a.id, userId)).toBeNull();

    const ranksOfB = await ranksOf(b.id);
    await server.call('refreshUserRank', { token: a.tokens.owner, host: a.host });
    const [base] = await ranksOf(a.id);
    expect(await rankIdOf(a.id, userId)).toBe(base.id);
    expect(await ranksOf(b.id)).toEqual(ranksOfB);
  });

  it.each(roleCases)('is open to admin and User only (%s)', async (who) => {
    const res = await server.call('refreshUserRank', { token: a.tokens[who], host: a.host });
    expect(res.status).toBe(allowed.includes(who) ? 200 : 403);
  });

  it('answers 401 for site A’s token on site B’s host', async () => {
    expect((await server.call('refreshUserRank', { token: a.tokens.owner, host: b.host })).status).toBe(401);
  });
});
