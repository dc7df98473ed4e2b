import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused, expectRejected } from '../../../test/refusals';
import { type ConsoleTestSite, roleCases, twoSites } from '../../../test/two-sites';
import { medalHolders } from './medal.tables';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(() => server?.close());

const asOwner = (site: ConsoleTestSite) => ({ token: site.tokens.owner, host: site.host });

async function createMedal(site: ConsoleTestSite, name: string, extra: Record<string, unknown> = {}) {
  const res = await server.call('createMedal', { ...asOwner(site), body: { name, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; status: number; holderCount: number; color: string; description: string };
}

async function holdersOf(siteId: number, medalId: number) {
  const rows = await server.database.db
    .select({ userId: medalHolders.userId })
    .from(medalHolders)
    .where(and(eq(medalHolders.siteId, siteId), eq(medalHolders.medalId, medalId)));
  return rows.map((r) => r.userId).sort((x, y) => x - y);
}

describe('medals', () => {
  it('creates a medal with only a name, the rest defaulted, and lists it', async () => {
    const medal = await createMedal(a, '年度书虫');
    expect(medal).toMatchObject({ description: '', color: '#E6A23C', status: 1, holderCount: 0 });
    const list = await server.call('getMedalList', { ...asOwner(a), query: { keyword: '书虫' } });
    expect(list.body.data.list.map((m: { id: number }) => m.id)).toEqual([medal.id]);
    expect(list.body.data.total).toBe(1);
  });

  it('refuses a second medal of the same name (whatever the case) with 409 and writes nothing', async () => {
    await createMedal(a, 'Reader');
    await expectRefused(server, 'createMedal', { ...asOwner(a), body: { name: 'reader' } }, 409, '勋章名称已存在，请换一个名称');
  });

  it('answers bad input in Chinese and writes nothing', async () => {
    await expectRejected(server, 'createMedal', { ...asOwner(a), body: { name: '' } }, '请输入勋章名称');
    await expectRejected(
      server,
      'createMedal',
      { ...asOwner(a), body: { name: '一二三四五六七八九十一二三四五六七' } },
      '勋章名称不能超过 16 个字',
    );
    await expectRejected(server, 'updateMedal', { ...asOwner(a), body: { id: 1 } }, '请至少修改一项');
    await expectRejected(server, 'grantMedal', { ...asOwner(a), body: { medalId: 1, userIds: [] } }, '请选择要授予的成员');
  });

  it('grants to members all at once, skips those who hold it, and counts holders', async () => {
    const medal = await createMedal(a, '活动达人');
    const first = await server.call('grantMedal', {
      ...asOwner(a),
      body: { medalId: medal.id, userIds: [a.users.member, a.users.siteBase], reason: '读书月一等奖' },
    });
    expect(first.body).toEqual({ type: 1, description: '已授予 2 位成员', data: { granted: 2, alreadyHeld: 0 } });
    const again = await server.call('grantMedal', {
      ...asOwner(a),
      body: { medalId: medal.id, userIds: [a.users.member, a.users.userAdmin] },
    });
    expect(again.body.data).toEqual({ granted: 1, alreadyHeld: 1 });
    expect(await holdersOf(a.id, medal.id)).toEqual([a.users.member, a.users.siteBase, a.users.userAdmin].sort((x, y) => x - y));

    const holders = await server.call('getMedalUserList', { ...asOwner(a), query: { medalId: medal.id } });
    expect(holders.body.data.total).toBe(3);
    const member = holders.body.data.list.find((h: { userId: number }) => h.userId === a.users.member);
    expect(member).toMatchObject({ reason: '读书月一等奖', account: 'a_member' });
    expect(member.grantedBy).not.toBe('');
    const listed = await server.call('getMedalList', { ...asOwner(a), query: { keyword: '活动达人' } });
    expect(listed.body.data.list[0].holderCount).toBe(3);
  });

  it('refuses the whole batch when one member belongs to another site, as if they did not exist', async () => {
    const medal = await createMedal(a, '跨站测试');
    await expectRefused(
      server,
      'grantMedal',
      { ...asOwner(a), body: { medalId: medal.id, userIds: [a.users.member, b.users.member] } },
      404,
      '用户不存在',
    );
    expect(await holdersOf(a.id, medal.id)).toEqual([]);
  });

  it('refuses to grant a switched-off medal, and revokes one member', async () => {
    const medal = await createMedal(a, '内测先锋');
    await server.call('grantMedal', { ...asOwner(a), body: { medalId: medal.id, userIds: [a.users.member] } });
    const off = await server.call('updateMedal', { ...asOwner(a), body: { id: medal.id, status: 0 } });
    expect(off.body.data).toMatchObject({ status: 0, holderCount: 1 });
    await expectRefused(
      server,
      'grantMedal',
      { ...asOwner(a), body: { medalId: medal.id, userIds: [a.users.siteBase] } },
      409,
      '勋章已停用，不能授予',
    );
    const revoked = await server.call('revokeMedal', { ...asOwner(a), body: { medalId: medal.id, userId: a.users.member } });
    expect(revoked.body).toEqual({ type: 1, description: '勋章已收回' });
    await expectRefused(
      server,
      'revokeMedal',
      { ...asOwner(a), body: { medalId: medal.id, userId: a.users.member } },
      404,
      '该成员没有这枚勋章',
    );
  });

  it('deletes a medal with its holders', async () => {
    const medal = await createMedal(a, '待删除');
    await server.call('grantMedal', { ...asOwner(a), body: { medalId: medal.id, userIds: [a.users.member] } });
    const res = await server.call('deleteMedal', { ...asOwner(a), query: { id: medal.id } });
    expect(res.body).toEqual({ type: 1, description: '勋章已删除' });
    expect(await holdersOf(a.id, medal.id)).toEqual([]);
    await expectRefused(server, 'deleteMedal', { ...asOwner(a), query: { id: medal.id } }, 404, '勋章不存在');
  });

  it('answers another site’s medal exactly like a missing one', async () => {
    const medal = await createMedal(b, '西湖之星');
    const missing = { id: 9_999_999 };
    for (const id of [medal.id, missing.id]) {
      await expectRefused(server, 'updateMedal', { ...asOwner(a), body: { id, name: '改名' } }, 404, '勋章不存在');
      await expectRefused(server, 'getMedalUserList', { ...asOwner(a), query: { medalId: id } }, 404, '勋章不存在');
      await expectRefused(server, 'grantMedal', { ...asOwner(a), body: { medalId: id, userIds: [a.users.member] } }, 404, '勋章不存在');
      await expectRefused(server, 'deleteMedal', { ...asOwner(a), query: { id } }, 404, '勋章不存在');
    }
    const list = await server.call('getMedalList', asOwner(a));
    expect(list.body.data.list.some((m: { id: number }) => m.id === medal.id)).toBe(false);
  });

  it.each(roleCases)('is open to admin and User only (%s)', async (who) => {
    const res = await server.call('getMedalList', { token: a.tokens[who], host: a.host });
    expect(res.status).toBe(['owner', 'userAdmin'].includes(who) ? 200 : 403);
  });
});

describe('getConsoleUserList', () => {
  it('lists this site’s members by keyword, never another site’s', async () => {
    const res = await server.call('getConsoleUserList', { ...asOwner(a), query: { keyword: 'member' } });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((u: { id: number }) => u.id)).toEqual([a.users.member]);
    const all = await server.call('getConsoleUserList', { ...asOwner(a), query: { pageSize: 100 } });
    const ids = all.body.data.list.map((u: { id: number }) => u.id);
    expect(ids).toContain(a.users.owner);
    expect(ids).not.toContain(b.users.member);
  });
});
