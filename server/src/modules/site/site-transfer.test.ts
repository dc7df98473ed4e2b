import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused, expectRejected } from '../../../test/refusals';
import { consoleToken, ownerOf, type TwoSites, twoSites } from '../../../test/two-sites';
import { accounts } from '../account/account.tables';
import { userRanks } from '../user-rank/user-rank.tables';
import { siteUsers } from './site.tables';

let server: TestServer;
let cast: TwoSites;
beforeAll(async () => {
  server = await startTestServer();
  cast = await twoSites(server);
});
afterAll(() => server?.close());

const transfer = (token: string, siteId: number, accountMobile: string) =>
  server.call('transferSite', { token, body: { siteId, accountMobile } });
const mySites = async (token: string) =>
  (await server.call('getSiteList', { token })).body.data.list.map((s: { id: number }) => s.id) as number[];
const owners = (siteId: number) =>
  server.database.db
    .select()
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.userType, 1)));
const roles = async (token: string, host: string) => (await server.call('getPermissionList', { token, host })).body.data;

describe('transferSite', () => {
  it('hands the site to another account: a new owner user signing in with their account, the former owner kept as administrator', async () => {
    const siteId = await server.fixtures.site({ ownerId: cast.ids.holderA, slug: 'gift-a' });
    const formerOwner = await ownerOf(server, siteId);
    const formerToken = await consoleToken(server, siteId, formerOwner.id);
    expect(await roles(formerToken, 'gift-a.localhost')).toEqual(['admin']);
    const receiverId = await server.fixtures.account({ mobile: '13900000071', userName: '钱多多', password: 'receiver2026' });
    const receiverToken = await server.fixtures.loginSaas('13900000071', 'receiver2026');

    const res = await transfer(cast.tokens.holderA, siteId, '13900000071');
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('站点已转让');
    expect(res.body.data).toMatchObject({
      id: siteId,
      masterId: receiverId,
      masterName: '钱多多',
      masterMobile: '139****0071',
      memberCount: 2,
    });

    const [newOwner] = await owners(siteId);
    expect(newOwner).toMatchObject({ account: '13900000071', mobile: '13900000071', userName: '钱多多', saasAccountId: receiverId });
    expect(newOwner.passwordHash).toBeNull();
    const signedIn = await server.fixtures.loginConsole('gift-a', '13900000071', 'receiver2026');
    expect(await roles(signedIn, 'gift-a.localhost')).toEqual(['admin']);
    const [former] = await server.database.db
      .select()
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, formerOwner.id)));
    expect(former).toMatchObject({ userType: 0, roles: ['SiteManage', 'User'], saasAccountId: cast.ids.holderA });
    // The former owner's console session ends with the ownership; signing in again gives an administrator's roles.
    expect((await server.call('getPermissionList', { token: formerToken, host: 'gift-a.localhost' })).status).toBe(401);
    expect(await roles(await server.fixtures.loginConsole('gift-a', '13900000001'), 'gift-a.localhost')).toEqual(['SiteManage', 'User']);
    // The new owner is counted in the base rank.
    const [base] = await server.database.db
      .select()
      .from(userRanks)
      .where(and(eq(userRanks.siteId, siteId), eq(userRanks.minPoints, 0)));
    expect(base.memberCount).toBe(2);
    expect(await mySites(cast.tokens.holderA)).not.toContain(siteId);
    expect(await mySites(receiverToken)).toEqual([siteId]);
    expect((await server.deps.sites.byId(siteId))?.ownerAccountId).toBe(receiverId);
  });

  it('reuses the receiver’s site user when one with their mobile exists, ending its sessions and its own password', async () => {
    const siteId = await server.fixtures.site({ ownerId: cast.ids.holderA, slug: 'gift-b' });
    const existing = await server.fixtures.siteUser({
      siteId,
      account: 'zhao_runner',
      mobile: '13900000002',
      roles: ['Post'],
      password: 'runner-own-pass',
    });
    const token = await consoleToken(server, siteId, existing);
    expect(await roles(token, 'gift-b.localhost')).toEqual(['Post']);
    // The audit trails (security events, operation logs) grow by design.
    const { sessions: _s, securityEvents: _e, operationLogs: _l, operationLogHeads: _h, ...before } = await server.tableCounts();
    const res = await transfer(cast.tokens.holderA, siteId, '13900000002');
    expect(res.status).toBe(200);
    const { sessions: _s2, securityEvents: _e2, operationLogs: _l2, operationLogHeads: _h2, ...after } = await server.tableCounts();
    expect(after).toEqual(before);
    expect((await owners(siteId)).map((u) => [u.id, u.account, u.saasAccountId])).toEqual([[existing, 'zhao_runner', cast.ids.holderB]]);
    // Whoever held the user's site password must not become the owner: that session ends and that password is gone.
    expect((await server.call('getPermissionList', { token, host: 'gift-b.localhost' })).status).toBe(401);
    const own = await server.call('consoleLogin', {
      body: { account: 'zhao_runner', password: 'runner-own-pass' },
      host: 'gift-b.localhost',
    });
    expect(own.status).toBe(400);
    expect(await roles(await server.fixtures.loginConsole('gift-b', 'zhao_runner'), 'gift-b.localhost')).toEqual(['admin']);
  });

  it('is allowed to managers with Site, and keeps one owner per site', async () => {
    const siteId = await server.fixtures.site({ ownerId: cast.ids.holderB, slug: 'gift-c' });
    expect((await transfer(cast.tokens.limited, siteId, '13900000001')).body.data.masterId).toBe(cast.ids.holderA);
    expect((await transfer(cast.tokens.main, siteId, '13900000002')).body.data.masterId).toBe(cast.ids.holderB);
    expect(await owners(siteId)).toHaveLength(1);
    // Both former owners' site users stay, as administrators.
    const admins = await server.database.db.select().from(siteUsers).where(eq(siteUsers.siteId, siteId));
    expect(admins.filter((u) => !u.isAnonymous)).toHaveLength(2);
  });

  it('answers someone else’s site exactly as a missing one', async () => {
    const missing = await transfer(cast.tokens.holderB, 999999, '13900000002');
    expect(missing.status).toBe(404);
    for (const token of [cast.tokens.holderB, cast.tokens.other]) {
      await expectRefused(server, 'transferSite', { token, body: { siteId: cast.sites.a.id, accountMobile: '13900000002' } }, 404);
      expect((await transfer(token, cast.sites.a.id, '13900000002')).body).toEqual(missing.body);
    }
    expect(await mySites(cast.tokens.holderA)).toContain(cast.sites.a.id);
  });

  it('refuses an unregistered number, the current owner, a disabled account and a taken login name', async () => {
    const t = cast.tokens.holderA;
    const body = (accountMobile: string) => ({ token: t, body: { siteId: cast.sites.a.id, accountMobile } });
    expect(await expectRefused(server, 'transferSite', body('13700000000'), 404)).toBe('该手机号尚未注册');
    expect(await expectRefused(server, 'transferSite', body('13900000001'), 409)).toBe('该账号已是站长');
    const disabled = await server.fixtures.account({ mobile: '13900000072' });
    await server.database.db.update(accounts).set({ status: 2 }).where(eq(accounts.id, disabled));
    expect(await expectRefused(server, 'transferSite', body('13900000072'), 409)).toBe('该账号已停用，不能接收站点');
    await server.fixtures.account({ mobile: '13900000073' });
    await server.fixtures.siteUser({ siteId: cast.sites.a.id, account: '13900000073', mobile: '13900000099' });
    expect(await expectRefused(server, 'transferSite', body('13900000073'), 409)).toBe('站内登录名 13900000073 已被其他用户占用，无法转让');
  });

  it.each([
    [{ siteId: 1 }, '请输入手机号'],
    [{ accountMobile: '13900000002' }, '请填写站点'],
    [{ siteId: 1, accountMobile: '2390000000' }, '请输入正确的手机号'],
    [{ siteId: 1, accountMobile: '139000000021' }, '请输入正确的手机号'],
    [{ siteId: '1', accountMobile: '13900000002' }, '站点必须是整数'],
    [{ siteId: 1, accountMobile: '13900000002', keepOwner: true }, '不支持的参数：keepOwner'],
  ])('rejects %j', async (body, description) => {
    await expectRejected(server, 'transferSite', { token: cast.tokens.holderA, body }, description);
  });

  it('needs a SaaS token', async () => {
    expect((await server.call('transferSite', { body: { siteId: 1, accountMobile: '13900000002' } })).status).toBe(401);
  });
});
