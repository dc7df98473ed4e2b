import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaasRoleLabels } from '../../../../sdk';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused, expectRejected } from '../../../test/refusals';
import { LIMITED_ROLES, managerWith, type TwoSites, twoSites } from '../../../test/two-sites';
import { accounts } from '../account/account.tables';
import { ASSIGNABLE_ROLES } from './permission-catalogue';

let server: TestServer;
let cast: TwoSites;
let staff: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  cast = await twoSites(server);
  // Managers grant only roles they hold: the staff member holds the ones these tests hand out.
  staff = await managerWith(server, '13800000031', ['AccountManager', 'Site', 'Order', 'SiteUser', 'Account']);
});
afterAll(() => server?.close());

const roles = async (token: string) => (await server.call('getPermissionList', { token })).body.data;

describe('who may manage managers (admin or AccountManager)', () => {
  it.each(['getManagerList', 'getManagerPermissionList'] as const)('%s: allowed for the main manager and AccountManager', async (op) => {
    expect((await server.call(op, { token: cast.tokens.main })).status).toBe(200);
    expect((await server.call(op, { token: staff.token })).status).toBe(200);
  });

  it.each(['limited', 'other', 'holderA'] as const)('refuses %s on every manager operation', async (who) => {
    const token = cast.tokens[who];
    for (const op of ['getManagerList', 'getManagerPermissionList'] as const) {
      expect((await server.call(op, { token })).status).toBe(403);
    }
    await expectRefused(server, 'createManager', { token, body: { accountMobile: '13900000002', permissionList: ['Site'] } }, 403);
    await expectRefused(server, 'updateManager', { token, body: { id: cast.ids.limited, permissionList: ['Site'] } }, 403);
    await expectRefused(server, 'deleteManager', { token, query: { id: cast.ids.other } }, 403);
    await expectRefused(server, 'transferMainManager', { token, body: { id: cast.ids.limited } }, 403);
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('getManagerList')).status).toBe(401);
    expect((await server.call('createManager', { body: { accountMobile: '13900000002', permissionList: ['Site'] } })).status).toBe(401);
  });
});

describe('getManagerPermissionList', () => {
  it('lists every assignable role with its Chinese title and a description, never admin', async () => {
    const res = await server.call('getManagerPermissionList', { token: cast.tokens.main });
    const names = res.body.data.map((p: { name: string }) => p.name);
    expect(names).toEqual(ASSIGNABLE_ROLES);
    expect(names).not.toContain('admin');
    expect(names).toHaveLength(10);
    for (const item of res.body.data) {
      expect(item.title).toBe(SaasRoleLabels[item.name as keyof typeof SaasRoleLabels]);
      expect(item.description.length).toBeGreaterThan(5);
    }
  });
});

describe('getManagerList', () => {
  it('lists the managers, main manager first with admin, and no customers', async () => {
    const res = await server.call('getManagerList', { token: cast.tokens.main });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      id: cast.ids.main,
      accountMobile: '13800000001',
      permissionList: ['admin'],
      isMainManager: 1,
    });
    const ids = res.body.data.map((m: { id: number }) => m.id);
    expect(ids).toEqual(expect.arrayContaining([cast.ids.limited, cast.ids.other, staff.id]));
    expect(ids).not.toContain(cast.ids.holderA);
    expect(res.body.data.find((m: { id: number }) => m.id === cast.ids.limited).permissionList).toEqual(LIMITED_ROLES);
  });
});

describe('createManager', () => {
  it('promotes a registered account, whose live session gains the roles at once', async () => {
    const id = await server.fixtures.account({ mobile: '13900000051', userName: '孙悦' });
    const token = await server.fixtures.loginSaas('13900000051');
    expect(await roles(token)).toEqual([]);
    const res = await server.call('createManager', {
      token: staff.token,
      body: { accountMobile: '13900000051', permissionList: ['Site', 'Order'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('管理员已添加');
    expect(res.body.data).toMatchObject({
      id,
      accountMobile: '13900000051',
      userName: '孙悦',
      permissionList: ['Site', 'Order'],
      isMainManager: 0,
    });
    expect(await roles(token)).toEqual(['Site', 'Order']);
    expect((await server.call('getTokenAccount', { token })).body.data.userType).toBe(1);
  });

  it('answers 404 for a number nobody registered', async () => {
    const description = await expectRefused(
      server,
      'createManager',
      { token: cast.tokens.main, body: { accountMobile: '13700000000', permissionList: ['Site'] } },
      404,
    );
    expect(description).toBe('该手机号尚未注册');
  });

  it('answers 409 for an account that already is a manager, the main manager included', async () => {
    for (const mobile of ['13800000011', '13800000001']) {
      const description = await expectRefused(
        server,
        'createManager',
        { token: cast.tokens.main, body: { accountMobile: mobile, permissionList: ['Site'] } },
        409,
      );
      expect(description).toBe('该账号已是管理员');
    }
  });

  it.each([
    [{ permissionList: ['Site'] }, '请输入手机号'],
    [{ accountMobile: '12345678901', permissionList: ['Site'] }, '请输入正确的手机号'],
    [{ accountMobile: 13900000002, permissionList: ['Site'] }, '手机号格式不正确'],
    [{ accountMobile: '13900000002' }, '请填写管理员权限'],
    [{ accountMobile: '13900000002', permissionList: [] }, '请至少选择一项权限'],
    [{ accountMobile: '13900000002', permissionList: ['admin'] }, '不支持的权限'],
    [{ accountMobile: '13900000002', permissionList: ['Site', 'Site'] }, '权限不能重复'],
    [{ accountMobile: '13900000002', permissionList: 'Site' }, '管理员权限格式不正确'],
    [{ accountMobile: '13900000002', permissionList: ['Site'], isMainManager: 1 }, '不支持的参数：isMainManager'],
  ])('rejects %j', async (body, description) => {
    await expectRejected(server, 'createManager', { token: cast.tokens.main, body }, description);
  });
});

describe('updateManager', () => {
  it('replaces a manager’s permissions, effective on their next request', async () => {
    const target = await managerWith(server, '13800000041', ['Report']);
    expect(await roles(target.token)).toEqual(['Report']);
    const res = await server.call('updateManager', {
      token: staff.token,
      body: { id: target.id, permissionList: ['SiteUser', 'Account'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('权限已更新');
    expect(res.body.data).toMatchObject({ id: target.id, permissionList: ['SiteUser', 'Account'], isMainManager: 0 });
    expect(await roles(target.token)).toEqual(['SiteUser', 'Account']);
  });

  it('refuses the main manager and oneself with 409', async () => {
    expect(
      await expectRefused(server, 'updateManager', { token: staff.token, body: { id: cast.ids.main, permissionList: ['Site'] } }, 409),
    ).toBe('主管理员的权限不能修改');
    expect(
      await expectRefused(server, 'updateManager', { token: staff.token, body: { id: staff.id, permissionList: ['Site'] } }, 409),
    ).toBe('不能修改自己的权限');
  });

  it('answers 404 for a customer or a missing account', async () => {
    for (const id of [cast.ids.holderA, 999999]) {
      expect(await expectRefused(server, 'updateManager', { token: cast.tokens.main, body: { id, permissionList: ['Site'] } }, 404)).toBe(
        '管理员不存在',
      );
    }
  });

  it.each([
    [{ permissionList: ['Site'] }, '请填写编号'],
    [{ id: 0, permissionList: ['Site'] }, '编号不能小于1'],
    [{ id: 'x', permissionList: ['Site'] }, '编号必须是整数'],
    [{ id: 2, permissionList: ['Site', 'Root'] }, '不支持的权限'],
    [{ id: 2, permissionList: Array(11).fill('Site') }, '管理员权限最多10项'],
    [{ id: 2, permissionList: ['Site'], userType: 0 }, '不支持的参数：userType'],
  ])('rejects %j', async (body, description) => {
    await expectRejected(server, 'updateManager', { token: cast.tokens.main, body }, description);
  });
});

describe('deleteManager', () => {
  it('turns a manager back into a customer whose session loses the roles at once', async () => {
    const target = await managerWith(server, '13800000042', ['AccountManager']);
    expect((await server.call('getManagerList', { token: target.token })).status).toBe(200);
    const res = await server.call('deleteManager', { token: cast.tokens.main, query: { id: target.id } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('管理员已删除');
    expect((await server.call('getManagerList', { token: target.token })).status).toBe(403);
    expect(await roles(target.token)).toEqual([]);
    const [row] = await server.database.db.select().from(accounts).where(eq(accounts.id, target.id));
    expect(row).toMatchObject({ userType: 0, permissions: [], status: 1 });
    const list = await server.call('getManagerList', { token: staff.token });
    expect(list.body.data.map((m: { id: number }) => m.id)).not.toContain(target.id);
  });

  it('refuses the main manager and oneself with 409, and answers 404 for non-managers', async () => {
    expect(await expectRefused(server, 'deleteManager', { token: staff.token, query: { id: cast.ids.main } }, 409)).toBe(
      '主管理员不能删除',
    );
    expect(await expectRefused(server, 'deleteManager', { token: staff.token, query: { id: staff.id } }, 409)).toBe('不能删除自己');
    expect(await expectRefused(server, 'deleteManager', { token: staff.token, query: { id: cast.ids.holderB } }, 404)).toBe('管理员不存在');
  });

  it.each([
    [{}, '请指定编号'],
    [{ id: 'abc' }, '编号必须是整数'],
    [{ id: -1 }, '编号不能小于1'],
    [{ id: 2, force: 1 }, '不支持的参数：force'],
  ])('rejects %j', async (query, description) => {
    await expectRejected(server, 'deleteManager', { token: cast.tokens.main, query }, description);
  });
});

// Before: an AccountManager could grant any role, AccountManager included, and so make peers with rights it lacked.
describe('what a manager may grant', () => {
  it('an AccountManager grants only roles it holds, and never AccountManager', async () => {
    const clerk = await managerWith(server, '13800000061', ['AccountManager', 'Order']);
    await server.fixtures.account({ mobile: '13900000061' });
    const create = (permissionList: string[]) =>
      expectRefused(server, 'createManager', { token: clerk.token, body: { accountMobile: '13900000061', permissionList } }, 403);
    expect(await create(['Order', 'Site'])).toBe(`只能授予自己拥有的权限，您没有：${SaasRoleLabels.Site}`);
    expect(await create(['AccountManager'])).toBe(`只有主管理员可以授予“${SaasRoleLabels.AccountManager}”权限`);
    expect(
      (await server.call('createManager', { token: clerk.token, body: { accountMobile: '13900000061', permissionList: ['Order'] } }))
        .status,
    ).toBe(200);

    const target = await managerWith(server, '13800000062', ['Report']);
    const update = (permissionList: string[]) =>
      expectRefused(server, 'updateManager', { token: clerk.token, body: { id: target.id, permissionList } }, 403);
    expect(await update(['Report', 'Account', 'SiteBase'])).toBe(
      `只能授予自己拥有的权限，您没有：${SaasRoleLabels.Account}、${SaasRoleLabels.SiteBase}`,
    );
    expect(await update(['Report', 'AccountManager'])).toBe(`只有主管理员可以授予“${SaasRoleLabels.AccountManager}”权限`);
    // Keeping a role it does not hold and adding one it does is fine; so is taking one away.
    expect(
      (await server.call('updateManager', { token: clerk.token, body: { id: target.id, permissionList: ['Report', 'Order'] } })).status,
    ).toBe(200);
    expect((await server.call('updateManager', { token: clerk.token, body: { id: target.id, permissionList: ['Order'] } })).status).toBe(
      200,
    );
    expect(await roles(target.token)).toEqual(['Order']);
  });

  it('only the main manager changes or removes a manager who holds AccountManager', async () => {
    const clerk = await managerWith(server, '13800000063', ['AccountManager', 'Order']);
    const peer = await managerWith(server, '13800000064', ['AccountManager', 'Order']);
    const said = `只有主管理员可以修改或删除拥有“${SaasRoleLabels.AccountManager}”权限的管理员`;
    expect(
      await expectRefused(server, 'updateManager', { token: clerk.token, body: { id: peer.id, permissionList: ['Order'] } }, 403),
    ).toBe(said);
    expect(await expectRefused(server, 'deleteManager', { token: clerk.token, query: { id: peer.id } }, 403)).toBe(said);
    expect(await roles(peer.token)).toEqual(['AccountManager', 'Order']);
  });

  it('the main manager grants anything assignable, AccountManager included', async () => {
    await server.fixtures.account({ mobile: '13900000065' });
    const res = await server.call('createManager', {
      token: cast.tokens.main,
      body: { accountMobile: '13900000065', permissionList: ['AccountManager', 'SiteSetting'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.permissionList).toEqual(['AccountManager', 'SiteSetting']);
  });
});

describe('transferMainManager', () => {
  it('is for the main manager only: admin, not AccountManager', async () => {
    expect(await expectRefused(server, 'transferMainManager', { token: staff.token, body: { id: cast.ids.limited } }, 403)).toBe(
      '没有权限执行此操作',
    );
  });

  it('refuses oneself, customers and missing accounts', async () => {
    const t = cast.tokens.main;
    expect(await expectRefused(server, 'transferMainManager', { token: t, body: { id: cast.ids.main } }, 409)).toBe('不能转让给自己');
    expect(await expectRefused(server, 'transferMainManager', { token: t, body: { id: cast.ids.holderA } }, 409)).toBe(
      '只能转让给管理员，请先把该账号设为管理员',
    );
    expect(await expectRefused(server, 'transferMainManager', { token: t, body: { id: 999999 } }, 404)).toBe('管理员不存在');
  });

  it.each([
    [{}, '请填写编号'],
    [{ id: '2' }, '编号必须是整数'],
    [{ id: 2, keepAdmin: true }, '不支持的参数：keepAdmin'],
  ])('rejects %j', async (body, description) => {
    await expectRejected(server, 'transferMainManager', { token: cast.tokens.main, body }, description);
  });

  // Last: it changes who the main manager is.
  it('hands the role over in one step; the former main keeps every assignable permission', async () => {
    const res = await server.call('transferMainManager', { token: cast.tokens.main, body: { id: cast.ids.limited } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('主管理员已转让');
    expect(await roles(cast.tokens.limited)).toEqual(['admin']);
    expect(await roles(cast.tokens.main)).toEqual(ASSIGNABLE_ROLES);
    const mains = await server.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.isMainManager, 1));
    expect(mains).toEqual([{ id: cast.ids.limited }]);
    const list = await server.call('getManagerList', { token: cast.tokens.limited });
    expect(list.body.data[0]).toMatchObject({ id: cast.ids.limited, isMainManager: 1, permissionList: ['admin'] });
    // The former main manager may no longer transfer, and the new one can no longer be edited or removed.
    expect((await server.call('transferMainManager', { token: cast.tokens.main, body: { id: cast.ids.other } })).status).toBe(403);
    expect((await server.call('deleteManager', { token: cast.tokens.main, query: { id: cast.ids.limited } })).status).toBe(409);
  });
});
