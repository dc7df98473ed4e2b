import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { securityEvents } from '../../audit/audit.tables';
import { accounts } from '../account/account.tables';
import { siteUsers } from '../site/site.tables';
import { siteSettings } from '../site-console/site-console.tables';
import { maskMobile } from './member-profile';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(() => server?.close());

const setRegistration = (siteId: number, open: boolean) =>
  server.database.db
    .update(siteSettings)
    .set({ registerStatus: open ? 1 : 0 })
    .where(eq(siteSettings.siteId, siteId));

const login = (account: string, password = 'demo123456', host = a.host) =>
  server.call('memberLogin', { body: { account, password }, host });

describe('memberLogin', () => {
  it('signs a member in with a member token bound to the site, and records it in the member realm', async () => {
    const res = await login('a_member');
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: a.users.member, account: 'a_member', mobile: '', isAdmin: false });
    const token = res.body.data.token;
    const me = await server.call('getMemberProfile', { token, host: a.host });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(a.users.member);
    // Not a console token, and not good on another site.
    expect((await server.call('getTokenUser', { token, host: a.host })).status).toBe(401);
    expect((await server.call('getMemberProfile', { token, host: b.host })).status).toBe(401);
    const events = await server.database.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.realm, 'member'), eq(securityEvents.action, 'signIn'), eq(securityEvents.actorSiteUserId, a.users.member)),
      );
    expect(events.length).toBeGreaterThan(0);
  });

  it('lets administrators and the owner in (the owner with its SaaS account password), marked isAdmin', async () => {
    const admin = await login('a_useradmin');
    expect(admin.status).toBe(200);
    expect(admin.body.data.user.isAdmin).toBe(true);
    const owner = await login('13900000001');
    expect(owner.status).toBe(200);
    expect(owner.body.data.user).toMatchObject({ id: a.users.owner, isAdmin: true, mobile: '139****0001' });
  });

  it('answers wrong credentials as the console does, and a banned user only with the right password', async () => {
    const wrong = await login('a_member', 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.description).toBe('账号或密码错误');
    expect((await login('nobody_here')).body.description).toBe('账号或密码错误');
    const banned = await server.fixtures.siteUser({ siteId: a.id, account: 'a_banned' });
    await server.database.db.update(siteUsers).set({ status: 2 }).where(eq(siteUsers.id, banned));
    expect((await login('a_banned', 'wrong-password')).body.description).toBe('账号或密码错误');
    const res = await login('a_banned');
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('该账号已被禁用，请联系站点管理员');
    const failed = await server.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.realm, 'member'), eq(securityEvents.action, 'signInFailed')));
    expect(failed.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses the owner when its SaaS account is disabled', async () => {
    const holder = await server.fixtures.account({ mobile: '13900000077' });
    const siteId = await server.fixtures.site({ ownerId: holder, slug: 'offline' });
    await server.database.db.update(accounts).set({ status: 2 }).where(eq(accounts.id, holder));
    const res = await login('13900000077', 'demo123456', 'offline.localhost');
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('该账号已在站点管理中心停用，请联系平台管理员');
    expect(siteId).toBeGreaterThan(0);
  });

  it('is throttled like the console: the sixth failure from one IP waits', async () => {
    await server.fixtures.siteUser({ siteId: a.id, account: 'a_target' });
    const from = { remoteAddress: '10.9.8.7' };
    for (let i = 0; i < 5; i++) {
      const res = await server.call('memberLogin', { body: { account: 'a_target', password: 'wrong!' }, host: a.host, ...from });
      expect(res.status).toBe(400);
    }
    const res = await server.call('memberLogin', { body: { account: 'a_target', password: 'demo123456' }, host: a.host, ...from });
    expect(res.status).toBe(429);
    expect(res.body.description).toMatch(/登录失败次数过多/);
    // The console door shares the count: switching doors buys no tries.
    const console = await server.call('consoleLogin', { body: { account: 'a_target', password: 'demo123456' }, host: a.host, ...from });
    expect(console.status).toBe(429);
  });
});

describe('memberLogout', () => {
  it('revokes the member token and records signOut', async () => {
    const { token } = (await login('a_member')).body.data;
    expect((await server.call('memberLogout', { token, host: a.host })).status).toBe(200);
    expect((await server.call('getMemberProfile', { token, host: a.host })).status).toBe(401);
  });

  it('does not take a console token', async () => {
    expect((await server.call('memberLogout', { token: a.tokens.member, host: a.host })).status).toBe(401);
  });
});

describe('member registration', () => {
  it('registers by SMS with a login name, assigns the default rank and signs in at once', async () => {
    await setRegistration(a.id, true);
    const sms = await server.call('sendMemberRegisterSms', { body: { mobile: '13700000001' }, host: a.host });
    expect(sms.status).toBe(200);
    const code = await server.fixtures.lastSmsCode('13700000001');
    const res = await server.call('memberRegister', {
      body: { mobile: '13700000001', code: code!, userName: ' 林间读书人 ', password: 'qinghe2026', account: 'reader_lin' },
      host: a.host,
    });
    expect(res.status).toBe(200);
    const { token, user } = res.body.data;
    expect(user).toMatchObject({ account: 'reader_lin', userName: '林间读书人', mobile: '137****0001', isAdmin: false });
    const [row] = await server.database.db.select().from(siteUsers).where(eq(siteUsers.id, user.id));
    expect(row.roles).toEqual([]);
    expect(row.rankId).not.toBeNull();
    expect(user.rankName).not.toBe('');
    expect((await server.call('getMemberProfile', { token, host: a.host })).body.data.id).toBe(user.id);
    // Both names sign in.
    expect((await login('reader_lin', 'qinghe2026')).status).toBe(200);
    expect((await login('13700000001', 'qinghe2026')).status).toBe(200);
  });

  it('refuses a taken login name or mobile with 409', async () => {
    await setRegistration(a.id, true);
    await server.call('sendMemberRegisterSms', { body: { mobile: '13700000002' }, host: a.host });
    const code = await server.fixtures.lastSmsCode('13700000002');
    const res = await server.call('memberRegister', {
      body: { mobile: '13700000002', code: code!, userName: '重名', password: 'qinghe2026', account: 'A_Member' },
      host: a.host,
    });
    expect(res.status).toBe(409);
    expect(res.body.description).toBe('该登录名已被使用，请换一个');
  });

  it('refuses both steps while registration is closed', async () => {
    await setRegistration(b.id, false);
    const sms = await server.call('sendMemberRegisterSms', { body: { mobile: '13700000003' }, host: b.host });
    expect(sms.status).toBe(403);
    expect(sms.body.description).toBe('本站暂未开放注册');
    const res = await server.call('memberRegister', {
      body: { mobile: '13700000003', code: '123456', userName: '路人', password: 'qinghe2026' },
      host: b.host,
    });
    expect(res.status).toBe(403);
  });
});

describe('member profile', () => {
  it('changes the nickname and takes only this site’s uploaded images as avatar', async () => {
    const token = a.memberTokens.member;
    const name = await server.call('updateMemberProfile', { body: { userName: '新昵称' }, token, host: a.host });
    expect(name.status).toBe(200);
    expect(name.body.data.userName).toBe('新昵称');
    const own = `/files/${a.id}/2026/11/${'ab'.repeat(16)}.webp`;
    const ok = await server.call('updateMemberProfile', { body: { avatar: own }, token, host: a.host });
    expect(ok.status).toBe(200);
    expect(ok.body.data.avatar).toBe(own);
    for (const avatar of [
      `/files/${b.id}/2026/11/${'ab'.repeat(16)}.webp`,
      'https://evil.example/a.webp',
      `/files/${a.id}/2026/11/../../x.webp`,
      'javascript:alert(1)',
    ]) {
      const res = await server.call('updateMemberProfile', { body: { avatar }, token, host: a.host });
      expect(res.status, avatar).toBe(400);
      expect(res.body.description).toBe('头像须是上传到本站的图片');
    }
    expect((await server.call('updateMemberProfile', { body: { avatar: '' }, token, host: a.host })).body.data.avatar).toBe('');
    expect((await server.call('updateMemberProfile', { body: {}, token, host: a.host })).status).toBe(400);
  });

  it('masks mobiles', () => {
    expect(maskMobile('13800000000')).toBe('138****0000');
    expect(maskMobile(null)).toBe('');
  });
});

describe('getMemberSite', () => {
  it('gives the member site what it needs on load, signed in or not, for the host’s site only', async () => {
    await server.database.db
      .update(siteSettings)
      .set({ registerStatus: 1, questionFunctionStatus: 1 })
      .where(eq(siteSettings.siteId, a.id));
    await server.call('updateSiteSetting', {
      body: { siteDescription: '一起读书', siteBasicSetting: { logoUrl: '/logo.png' } },
      token: a.tokens.owner,
      host: a.host,
    });
    const res = await server.call('getMemberSite', { host: a.host });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      siteId: a.id,
      siteName: a.name,
      siteDescription: '一起读书',
      logoUrl: '/logo.png',
      registerStatus: 1,
      questionFunctionStatus: 1,
    });
    expect((await server.call('getMemberSite', { host: a.host, token: a.memberTokens.member })).body.data.siteId).toBe(a.id);
    expect((await server.call('getMemberSite', { host: 'nowhere.localhost' })).status).toBe(404);
  });
});
