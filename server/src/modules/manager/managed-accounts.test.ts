import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused, expectRejected } from '../../../test/refusals';
import { managerWith, type TwoSites, twoSites } from '../../../test/two-sites';
import { accounts } from '../account/account.tables';

let server: TestServer;
let cast: TwoSites;
let clerk: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  cast = await twoSites(server);
  clerk = await managerWith(server, '13800000031', ['Account']);
  // The cast's sessions are opened without signing in; holderA signs in, for the list's 最近登录.
  await server.fixtures.loginSaas('13900000001');
});
afterAll(() => server?.close());

const list = async (query: Record<string, unknown> = {}, token = cast.tokens.main) => {
  const res = await server.call('getAccountList', { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Record<string, unknown>[]; total: number };
};

describe('getAccountList', () => {
  it('lists every account, newest first, with its site count', async () => {
    const page = await list();
    expect(page.total).toBe(8);
    expect(page.list.map((a) => a.id)).toEqual([
      clerk.id,
      cast.ids.holderB,
      cast.ids.holderA,
      cast.ids.siteManager,
      cast.ids.orderManager,
      cast.ids.other,
      cast.ids.limited,
      cast.ids.main,
    ]);
    const holderA = page.list.find((a) => a.id === cast.ids.holderA)!;
    expect(holderA).toMatchObject({
      accountMobile: '13900000001',
      userName: '陈思远',
      accountEmail: '',
      userType: 0,
      isMainManager: 0,
      status: 1,
    });
    expect(holderA.siteCount).toBe(2);
    expect(page.list.find((a) => a.id === cast.ids.holderB)!.siteCount).toBe(1);
    expect(page.list.find((a) => a.id === cast.ids.main)).toMatchObject({ userType: 1, isMainManager: 1, siteCount: 0 });
    expect(typeof holderA.lastLoginAt).toBe('string');
    expect(page.list.find((a) => a.id === cast.ids.holderB)!.lastLoginAt).toBeNull();
  });

  it('pages', async () => {
    const first = await list({ page: 1, pageSize: 5 });
    const second = await list({ page: 2, pageSize: 5 });
    expect(first.list).toHaveLength(5);
    expect(second.list).toHaveLength(3);
    expect(second.total).toBe(8);
    expect(new Set([...first.list, ...second.list].map((a) => a.id)).size).toBe(8);
    const beyond = await list({ page: 9, pageSize: 5 });
    expect(beyond).toEqual({ list: [], total: 8 });
  });

  it('filters by keyword on name, mobile or e-mail, by status and by type', async () => {
    await server.database.db.update(accounts).set({ email: 'zhao.xc@example.cn' }).where(eq(accounts.id, cast.ids.holderB));
    expect((await list({ keyword: '思远' })).list.map((a) => a.id)).toEqual([cast.ids.holderA]);
    expect((await list({ keyword: '0000012' })).list.map((a) => a.id)).toEqual([cast.ids.other]);
    expect((await list({ keyword: 'ZHAO.XC' })).list.map((a) => a.id)).toEqual([cast.ids.holderB]);
    expect((await list({ keyword: '%' })).total).toBe(0);
    expect((await list({ userType: 0 })).list.map((a) => a.id).sort()).toEqual([cast.ids.holderA, cast.ids.holderB].sort());
    expect((await list({ userType: 1 })).total).toBe(6);
    expect((await list({ status: 2 })).total).toBe(0);
  });

  it('is open to admin and Account only', async () => {
    expect((await list({}, clerk.token)).total).toBeGreaterThan(0);
    for (const token of [cast.tokens.limited, cast.tokens.other, cast.tokens.holderA]) {
      const res = await server.call('getAccountList', { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ type: 4, description: '没有权限执行此操作' });
    }
    expect((await server.call('getAccountList')).status).toBe(401);
  });

  it.each([
    [{ page: 0 }, '页码不能小于1'],
    [{ pageSize: 101 }, '每页条数不能大于100'],
    [{ pageSize: 'ten' }, '每页条数必须是整数'],
    [{ keyword: 'x'.repeat(41) }, '关键词不能超过40个字符'],
    [{ status: 3 }, '账号状态的取值不正确'],
    [{ userType: 2 }, '账号类型的取值不正确'],
    [{ sort: 'name' }, '不支持的参数：sort'],
  ])('rejects %j', async (query, description) => {
    await expectRejected(server, 'getAccountList', { token: cast.tokens.main, query }, description);
  });
});

describe('updateManagedAccount', () => {
  it('changes name and e-mail', async () => {
    const res = await server.call('updateManagedAccount', {
      token: clerk.token,
      body: { id: cast.ids.holderA, userName: '陈思远（青禾）', accountEmail: 'chensy@example.cn' },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('账号已修改');
    expect(res.body.data).toMatchObject({
      id: cast.ids.holderA,
      userName: '陈思远（青禾）',
      accountEmail: 'chensy@example.cn',
      siteCount: 2,
    });
    const cleared = await server.call('updateManagedAccount', { token: clerk.token, body: { id: cast.ids.holderA, accountEmail: '' } });
    expect(cleared.body.data.accountEmail).toBe('');
    const [row] = await server.database.db.select().from(accounts).where(eq(accounts.id, cast.ids.holderA));
    expect(row.email).toBeNull();
  });

  it('refuses an e-mail another account uses, whatever its case', async () => {
    await server.call('updateManagedAccount', { token: clerk.token, body: { id: cast.ids.holderB, accountEmail: 'runner@example.cn' } });
    const description = await expectRefused(
      server,
      'updateManagedAccount',
      { token: clerk.token, body: { id: cast.ids.holderA, accountEmail: 'Runner@Example.cn' } },
      409,
    );
    expect(description).toBe('该邮箱已被其他账号使用');
  });

  it('disabling ends every session at once, even a cached one; enabling lets the account sign in again', async () => {
    const id = await server.fixtures.account({ mobile: '13900000061' });
    const first = await server.fixtures.loginSaas('13900000061');
    const second = await server.fixtures.loginSaas('13900000061');
    expect((await server.call('getTokenAccount', { token: first })).status).toBe(200);
    const res = await server.call('updateManagedAccount', { token: clerk.token, body: { id, status: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('账号已停用');
    expect(res.body.data.status).toBe(2);
    expect((await server.call('getTokenAccount', { token: first })).status).toBe(401);
    expect((await server.call('getTokenAccount', { token: second })).status).toBe(401);
    expect((await server.call('saasLogin', { body: { account: '13900000061', password: 'demo123456' } })).status).toBe(400);
    expect((await list({ status: 2 })).list.map((a) => a.id)).toEqual([id]);

    const enabled = await server.call('updateManagedAccount', { token: clerk.token, body: { id, status: 1 } });
    expect(enabled.body.description).toBe('账号已启用');
    expect((await server.call('saasLogin', { body: { account: '13900000061', password: 'demo123456' } })).status).toBe(200);
  });

  it('cannot disable the main manager or oneself', async () => {
    expect(await expectRefused(server, 'updateManagedAccount', { token: clerk.token, body: { id: cast.ids.main, status: 2 } }, 409)).toBe(
      '不能停用主管理员',
    );
    expect(await expectRefused(server, 'updateManagedAccount', { token: clerk.token, body: { id: clerk.id, status: 2 } }, 409)).toBe(
      '不能停用自己的账号',
    );
    expect((await server.call('getTokenAccount', { token: clerk.token })).status).toBe(200);
  });

  it('answers 404 for a missing account', async () => {
    expect(await expectRefused(server, 'updateManagedAccount', { token: clerk.token, body: { id: 999999, status: 2 } }, 404)).toBe(
      '账号不存在',
    );
  });

  it('is open to admin and Account only', async () => {
    for (const token of [cast.tokens.limited, cast.tokens.other, cast.tokens.holderA]) {
      await expectRefused(server, 'updateManagedAccount', { token, body: { id: cast.ids.holderB, status: 2 } }, 403);
    }
    expect((await server.call('getTokenAccount', { token: cast.tokens.holderB })).status).toBe(200);
  });

  it.each([
    [{ id: 5 }, '请至少修改一项'],
    [{ status: 2, userName: '陈思远' }, '请填写编号'],
    [{ id: 5, status: 0 }, '账号状态的取值不正确'],
    [{ id: 5, userName: '' }, '请填写姓名'],
    [{ id: 5, userName: '  ' }, '请输入姓名'],
    [{ id: 5, userName: 'x'.repeat(33) }, '姓名不能超过32个字符'],
    [{ id: 5, accountEmail: 'not-an-email' }, '邮箱格式不正确'],
    [{ id: 5, accountEmail: `${'x'.repeat(120)}@example.cn` }, '邮箱不能超过128个字符'],
    [{ id: 5, status: '2' }, '账号状态必须是整数'],
    [{ id: 5, mobile: '13900000009' }, '不支持的参数：mobile'],
  ])('rejects %j', async (body, description) => {
    await expectRejected(server, 'updateManagedAccount', { token: cast.tokens.main, body }, description);
  });
});
