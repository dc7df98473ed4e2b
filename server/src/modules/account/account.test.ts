import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRejected } from '../../../test/refusals';
import { consoleToken, LIMITED_ROLES, OTHER_ROLES, ownerOf, type TwoSites, twoSites } from '../../../test/two-sites';
import { sites } from '../site/site.tables';
import { accounts } from './account.tables';

let server: TestServer;
let cast: TwoSites;
beforeAll(async () => {
  server = await startTestServer();
  cast = await twoSites(server);
});
afterAll(() => server?.close());

describe('getTokenAccount', () => {
  it('returns every field of the account, with the main manager holding admin', async () => {
    const res = await server.call('getTokenAccount', { token: cast.tokens.main });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: cast.ids.main,
      accountMobile: '13800000001',
      userName: '刘建国',
      accountEmail: '',
      permissionList: ['admin'],
      userType: 1,
      isMainManager: 1,
    });
    expect(Date.parse(res.body.data.createdAt)).toBeGreaterThan(0);
  });

  it('gives a manager their permissions and an account holder none', async () => {
    const limited = await server.call('getTokenAccount', { token: cast.tokens.limited });
    expect(limited.body.data).toMatchObject({ permissionList: LIMITED_ROLES, userType: 1, isMainManager: 0 });
    const holder = await server.call('getTokenAccount', { token: cast.tokens.holderA });
    expect(holder.body.data).toMatchObject({ id: cast.ids.holderA, permissionList: [], userType: 0, isMainManager: 0 });
  });

  it('answers 401 without a token, with a bad one, and with a site-console token', async () => {
    expect((await server.call('getTokenAccount')).status).toBe(401);
    expect((await server.call('getTokenAccount', { token: 'not-a-token' })).status).toBe(401);
    const owner = await ownerOf(server, cast.sites.a.id);
    const token = await consoleToken(server, cast.sites.a.id, owner.id);
    const res = await server.call('getTokenAccount', { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ type: 3, description: '未登录或登录已过期' });
  });
});

describe('updateAccount', () => {
  const profile = {
    userName: '陈思远',
    gender: 1,
    areaCode: '330106',
    areaAddress: '浙江省-杭州市-西湖区',
    company: '杭州青禾文化传播有限公司',
    position: '社区主理人',
  };

  it('saves the profile and returns the account', async () => {
    const res = await server.call('updateAccount', { token: cast.tokens.holderA, body: { ...profile, userName: '  陈思远 ' } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('修改成功');
    expect(res.body.data).toMatchObject({ ...profile, id: cast.ids.holderA, accountMobile: '13900000001', permissionList: [] });
    const again = await server.call('getTokenAccount', { token: cast.tokens.holderA });
    expect(again.body.data).toMatchObject(profile);
  });

  it('changes only the caller, never another account', async () => {
    await server.call('updateAccount', { token: cast.tokens.holderB, body: { ...profile, userName: '赵小川', company: '西湖跑团' } });
    const a = await server.call('getTokenAccount', { token: cast.tokens.holderA });
    expect(a.body.data.userName).toBe('陈思远');
    expect(a.body.data.company).toBe(profile.company);
  });

  it.each([
    [{ ...profile, userName: undefined }, '请输入姓名'],
    [{ ...profile, userName: '' }, '请输入姓名'],
    [{ ...profile, userName: '   ' }, '请输入姓名'],
    [{ ...profile, userName: 42 }, '姓名格式不正确'],
    [{ ...profile, userName: '名'.repeat(33) }, '姓名不能超过32个字符'],
    [{ ...profile, gender: 3 }, '请选择性别'],
    [{ ...profile, gender: '1' }, '性别必须是整数'],
    [{ ...profile, areaCode: '3301' }, '地区编码应为 6 位数字'],
    [{ ...profile, company: 'x'.repeat(65) }, '公司不能超过64个字符'],
    [{ ...profile, position: 'x'.repeat(33) }, '职位不能超过32个字符'],
    [{ ...profile, accountMobile: '13900000009' }, '不支持的参数：accountMobile'],
  ])('rejects %j', async (body, description) => {
    await expectRejected(server, 'updateAccount', { token: cast.tokens.holderA, body }, description);
  });

  it('needs a SaaS token', async () => {
    expect((await server.call('updateAccount', { body: profile })).status).toBe(401);
  });
});

describe('changePassword', () => {
  it('changes the password, keeps the current session and ends the others at once, cached or not', async () => {
    await server.fixtures.account({ mobile: '13900000031' });
    const current = await server.fixtures.loginSaas('13900000031');
    const other = await server.fixtures.loginSaas('13900000031');
    // The other session's principal is now cached.
    expect((await server.call('getTokenAccount', { token: other })).status).toBe(200);
    const res = await server.call('changePassword', { token: current, body: { oldPassword: 'demo123456', newPassword: 'qinghe2026' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ type: 1, description: '密码修改成功' });
    expect((await server.call('getTokenAccount', { token: current })).status).toBe(200);
    expect((await server.call('getTokenAccount', { token: other })).status).toBe(401);
    expect((await server.call('saasLogin', { body: { account: '13900000031', password: 'demo123456' } })).status).toBe(400);
    expect((await server.call('saasLogin', { body: { account: '13900000031', password: 'qinghe2026' } })).status).toBe(200);
  });

  it('refuses a wrong old password with 原密码错误 and changes nothing', async () => {
    await server.fixtures.account({ mobile: '13900000033' });
    const token = await server.fixtures.loginSaas('13900000033');
    const [before] = await server.database.db.select().from(accounts).where(eq(accounts.mobile, '13900000033'));
    const res = await server.call('changePassword', { token, body: { oldPassword: 'wrong-pass', newPassword: 'qinghe2026' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ type: 2, description: '原密码错误' });
    const [after] = await server.database.db.select().from(accounts).where(eq(accounts.mobile, '13900000033'));
    expect(after.passwordHash).toBe(before.passwordHash);
  });

  it('refuses a new password equal to the old one', async () => {
    const res = await server.call('changePassword', {
      token: cast.tokens.holderB,
      body: { oldPassword: 'demo123456', newPassword: 'demo123456' },
    });
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('新密码不能与原密码相同');
  });

  it('stops guessing after 5 wrong old passwords, even for the right one, for a minute', async () => {
    await server.fixtures.account({ mobile: '13900000034' });
    const token = await server.fixtures.loginSaas('13900000034');
    for (let i = 0; i < 5; i++) {
      await server.call('changePassword', { token, body: { oldPassword: `wrong-${i}-pass`, newPassword: 'qinghe2026' } });
    }
    const res = await server.call('changePassword', { token, body: { oldPassword: 'demo123456', newPassword: 'qinghe2026' } });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ type: 7, description: '原密码错误次数过多，请 1 分钟后再试' });
  });

  it.each([
    [{ newPassword: 'qinghe2026' }, '请输入原密码'],
    [{ oldPassword: 'demo123456' }, '请输入新密码'],
    [{ oldPassword: '12345', newPassword: 'qinghe2026' }, '密码不能少于6位'],
    [{ oldPassword: 'demo123456', newPassword: '12345' }, '新密码不能少于6位'],
    [{ oldPassword: 'demo123456', newPassword: 'x'.repeat(65) }, '新密码不能超过64个字符'],
    [{ oldPassword: 123456, newPassword: 'qinghe2026' }, '原密码格式不正确'],
    [{ oldPassword: 'demo123456', newPassword: 'qinghe2026', confirm: 'qinghe2026' }, '不支持的参数：confirm'],
  ])('rejects %j', async (body, description) => {
    await expectRejected(server, 'changePassword', { token: cast.tokens.holderA, body }, description);
  });
});

describe('getPermissionList', () => {
  it('gives SaaS tokens their effective roles', async () => {
    const list = async (token: string) => (await server.call('getPermissionList', { token })).body.data;
    expect(await list(cast.tokens.main)).toEqual(['admin']);
    expect(await list(cast.tokens.limited)).toEqual(LIMITED_ROLES);
    expect(await list(cast.tokens.other)).toEqual(OTHER_ROLES);
    expect(await list(cast.tokens.holderA)).toEqual([]);
  });

  it('gives site-console tokens the site user’s console roles, the owner holding admin', async () => {
    const owner = await ownerOf(server, cast.sites.a.id);
    const editorId = await server.fixtures.siteUser({ siteId: cast.sites.a.id, account: 'editor_li', roles: ['Post', 'Comment'] });
    const memberId = await server.fixtures.siteUser({ siteId: cast.sites.a.id, account: 'member_wu' });
    const host = 'reading.localhost';
    const call = async (userId: number) =>
      (await server.call('getPermissionList', { token: await consoleToken(server, cast.sites.a.id, userId), host })).body.data;
    expect(await call(owner.id)).toEqual(['admin']);
    expect(await call(editorId)).toEqual(['Post', 'Comment']);
    expect(await call(memberId)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('getPermissionList')).status).toBe(401);
  });
});

describe('sidebar message counts', () => {
  const counts = async (token: string) =>
    Object.fromEntries(
      ((await server.call('getSaasMessageCount', { token })).body.data as { type: string; count: number }[]).map((c) => [c.type, c.count]),
    );

  it('shows each manager only the counters of pages their roles open', async () => {
    expect(Object.keys(await counts(cast.tokens.main)).sort()).toEqual(['account', 'order', 'site', 'siteUser']);
    expect(Object.keys(await counts(cast.tokens.limited)).sort()).toEqual(['order', 'site']);
    expect(await counts(cast.tokens.other)).toEqual({});
    expect(await counts(cast.tokens.holderA)).toEqual({});
  });

  it('counts the last 7 days before a page was ever opened', async () => {
    const viewer = await server.fixtures.account({ mobile: '13800000021', permissions: ['Site'] });
    const token = await server.fixtures.loginSaas('13800000021');
    const recent = (await counts(token)).site;
    const oldSite = await server.fixtures.site({ ownerId: viewer, slug: 'old-site' });
    expect((await counts(token)).site).toBe(recent + 1);
    await server.database.db.update(sites).set({ createdAt: sql`now() - interval '8 days'` }).where(eq(sites.id, oldSite));
    expect((await counts(token)).site).toBe(recent);
  });

  it('clears a counter from now on when the page is opened, for that account only', async () => {
    const res = await server.call('readSaasMessage', { token: cast.tokens.main, body: { type: 'account' } });
    expect(res.status).toBe(200);
    expect((await counts(cast.tokens.main)).account).toBe(0);
    await server.fixtures.account({ mobile: '13900000041' });
    await server.fixtures.account({ mobile: '13900000042' });
    expect((await counts(cast.tokens.main)).account).toBe(2);

    const limitedBefore = (await counts(cast.tokens.limited)).site;
    await server.call('readSaasMessage', { token: cast.tokens.main, body: { type: 'site' } });
    expect((await counts(cast.tokens.main)).site).toBe(0);
    expect((await counts(cast.tokens.limited)).site).toBe(limitedBefore);
    await server.fixtures.site({ ownerId: cast.ids.holderA, slug: 'fresh-site' });
    expect((await counts(cast.tokens.main)).site).toBe(1);
  });

  it('counts new site users but never the built-in anonymous users', async () => {
    await server.call('readSaasMessage', { token: cast.tokens.main, body: { type: 'siteUser' } });
    await server.fixtures.site({ ownerId: cast.ids.holderB, slug: 'count-site' });
    await server.fixtures.siteUser({ siteId: cast.sites.b.id, account: 'runner_he' });
    // The new site's owner and the new member; not the new site's anonymous user.
    expect((await counts(cast.tokens.main)).siteUser).toBe(2);
  });

  it('counts new orders for managers who handle orders', async () => {
    await server.call('readSaasMessage', { token: cast.tokens.limited, body: { type: 'order' } });
    const order = await server.call('createOrder', {
      token: cast.tokens.holderA,
      body: { siteId: cast.sites.a.id, priceId: 2, kind: 'buy' },
    });
    expect(order.status).toBe(200);
    expect((await counts(cast.tokens.limited)).order).toBe(1);
  });

  it('refuses to clear a counter the caller may not see', async () => {
    const before = await server.tableCounts();
    for (const [token, type] of [
      [cast.tokens.limited, 'account'],
      [cast.tokens.limited, 'siteUser'],
      [cast.tokens.other, 'site'],
      [cast.tokens.holderA, 'site'],
    ] as const) {
      const res = await server.call('readSaasMessage', { token, body: { type } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ type: 4, description: '没有权限查看该类消息' });
    }
    expect(await server.tableCounts()).toEqual(before);
  });

  it.each([
    [{}, '请填写站点管理中心消息类型'],
    [{ type: 'refund' }, '站点管理中心消息类型的取值不正确'],
    [{ type: 1 }, '站点管理中心消息类型格式不正确'],
    [{ type: 'site', all: true }, '不支持的参数：all'],
  ])('rejects %j', async (body, description) => {
    await expectRejected(server, 'readSaasMessage', { token: cast.tokens.main, body }, description);
  });

  it('needs a token', async () => {
    expect((await server.call('getSaasMessageCount')).status).toBe(401);
    expect((await server.call('readSaasMessage', { body: { type: 'site' } })).status).toBe(401);
  });
});
