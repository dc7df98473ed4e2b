import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRejected } from '../../../test/refusals';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { smsOutbox } from '../../sms/sms.tables';
import { siteUsers } from '../site/site.tables';
import { siteSettings } from '../site-console/site-console.tables';
import { userRanks } from '../user-rank/user-rank.tables';

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

const setStatus = (siteId: number, userId: number, status: number) =>
  server.database.db
    .update(siteUsers)
    .set({ status })
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));

describe('consoleLogin', () => {
  it('signs the owner in by mobile and returns who they are, with links to the site and the centre', async () => {
    const res = await server.call('consoleLogin', { body: { account: '13900000001', password: 'demo123456' }, host: a.host });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.userInfo).toEqual({
      id: a.users.owner,
      siteId: a.id,
      siteName: a.name,
      siteSlug: a.slug,
      account: '13900000001',
      userName: '陈思远',
      mobile: '13900000001',
      avatarUrl: '',
      userType: 1,
      roles: ['admin'],
      frontUrl: `http://${a.host}/`,
      centreUrl: 'http://localhost/',
    });
  });

  it('signs an administrator in by login name (any case), keeps the port in links, and records the time', async () => {
    const before = new Date();
    const res = await server.call('consoleLogin', {
      body: { account: 'A_UserAdmin', password: 'demo123456' },
      host: `${a.host}:8080`,
    });
    expect(res.status).toBe(200);
    const info = res.body.data.userInfo;
    expect(info).toMatchObject({ id: a.users.userAdmin, account: 'a_useradmin', userType: 0, roles: ['User'], mobile: '' });
    expect(info.frontUrl).toBe(`http://${a.host}:8080/`);
    expect(info.centreUrl).toBe('http://localhost:8080/');
    const [row] = await server.database.db
      .select({ lastLoginAt: siteUsers.lastLoginAt })
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, a.users.userAdmin)));
    expect(row.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('lets a member with no roles sign in', async () => {
    const res = await server.call('consoleLogin', { body: { account: 'a_member', password: 'demo123456' }, host: a.host });
    expect(res.status).toBe(200);
    expect(res.body.data.userInfo.roles).toEqual([]);
  });

  it('answers an unknown account, a wrong password, the anonymous user and another site’s user the same way', async () => {
    const answers = await Promise.all([
      server.call('consoleLogin', { body: { account: 'nobody', password: 'demo123456' }, host: a.host }),
      server.call('consoleLogin', { body: { account: 'a_member', password: 'wrong-pass' }, host: a.host }),
      server.call('consoleLogin', { body: { account: 'anonymous', password: 'demo123456' }, host: a.host }),
      server.call('consoleLogin', { body: { account: 'b_member', password: 'demo123456' }, host: a.host }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ type: 2, description: '账号或密码错误' });
    }
  });

  it('refuses a banned user, telling only someone who knows the password why', async () => {
    const id = await server.fixtures.siteUser({ siteId: a.id, account: 'a_banned' });
    await setStatus(a.id, id, 2);
    const right = await server.call('consoleLogin', { body: { account: 'a_banned', password: 'demo123456' }, host: a.host });
    expect(right.status).toBe(400);
    expect(right.body.description).toBe('该账号已被禁用，请联系站点管理员');
    const wrong = await server.call('consoleLogin', { body: { account: 'a_banned', password: 'wrong-pass' }, host: a.host });
    expect(wrong.body.description).toBe('账号或密码错误');
  });

  it('answers 404 when the host names no site', async () => {
    for (const host of ['nosuch.localhost', 'localhost']) {
      const res = await server.call('consoleLogin', { body: { account: '13900000001', password: 'demo123456' }, host });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ type: 5, description: '站点不存在' });
    }
  });

  it('after 5 failures on one site makes that IP wait, without holding back the same name on another site', async () => {
    await server.fixtures.siteUser({ siteId: a.id, account: 'shared_name' });
    await server.fixtures.siteUser({ siteId: b.id, account: 'shared_name' });
    for (let i = 0; i < 5; i++) {
      await server.call('consoleLogin', { body: { account: 'shared_name', password: 'wrong-pass' }, host: a.host });
    }
    const locked = await server.call('consoleLogin', { body: { account: 'shared_name', password: 'demo123456' }, host: a.host });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ type: 7, description: '登录失败次数过多，请 1 分钟后再试' });
    const other = await server.call('consoleLogin', { body: { account: 'shared_name', password: 'demo123456' }, host: b.host });
    expect(other.status).toBe(200);
  });

  it.each([
    [{ account: 'a_member' }, '请输入密码'],
    [{ password: 'demo123456' }, '请输入账号'],
    [{ account: '', password: 'demo123456' }, '请输入账号'],
    [{ account: 42, password: 'demo123456' }, '账号格式不正确'],
    [{ account: 'a'.repeat(65), password: 'demo123456' }, '账号不能超过64个字符'],
    [{ account: 'a_member', password: 'demo123456', siteId: 2 }, '不支持的参数：siteId'],
  ])('rejects %j with a Chinese description and writes nothing', async (body, description) => {
    await expectRejected(server, 'consoleLogin', { body, host: a.host }, description);
  });
});

describe('getTokenUser and consoleLogout', () => {
  it('returns the token’s user, with fresh roles', async () => {
    const res = await server.call('getTokenUser', { token: a.tokens.siteManager, host: a.host });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.users.siteManager, siteId: a.id, account: 'a_sitemanager', roles: ['SiteManage'] });
  });

  it('treats no token, a SaaS token and a token of site A on site B’s host as not logged in', async () => {
    const saas = await server.fixtures.loginSaas('13900000001');
    for (const call of [
      { host: a.host },
      { host: a.host, token: saas },
      { host: b.host, token: a.tokens.owner },
      { host: a.host, token: 'x'.repeat(43) },
    ]) {
      const res = await server.call('getTokenUser', call);
      expect(res.status).toBe(401);
      expect(res.body.type).toBe(3);
    }
  });

  it('stops answering for a user who has been banned since signing in', async () => {
    const id = await server.fixtures.siteUser({ siteId: a.id, account: 'a_soonbanned' });
    const token = await server.fixtures.loginConsole(a.slug, 'a_soonbanned');
    expect((await server.call('getTokenUser', { token, host: a.host })).status).toBe(200);
    await setStatus(a.id, id, 2);
    expect((await server.call('getTokenUser', { token, host: a.host })).status).toBe(401);
  });

  it('logout revokes only the token it is called with', async () => {
    const first = await server.fixtures.loginConsole(a.slug, 'a_member');
    const second = await server.fixtures.loginConsole(a.slug, 'a_member');
    const res = await server.call('consoleLogout', { token: first, host: a.host });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('已退出登录');
    expect((await server.call('getTokenUser', { token: first, host: a.host })).status).toBe(401);
    expect((await server.call('consoleLogout', { token: first, host: a.host })).status).toBe(401);
    expect((await server.call('getTokenUser', { token: second, host: a.host })).status).toBe(200);
  });

  it('logout of site A’s token on site B’s host is refused and leaves the token working', async () => {
    const token = await server.fixtures.loginConsole(a.slug, 'a_member');
    expect((await server.call('consoleLogout', { token, host: b.host })).status).toBe(401);
    expect((await server.call('getTokenUser', { token, host: a.host })).status).toBe(200);
  });
});

describe('registration', () => {
  it('sends a code under the deployment’s signature, registers a member with the base rank, and signs them in', async () => {
    const [base] = await server.database.db
      .select({ id: userRanks.id, memberCount: userRanks.memberCount })
      .from(userRanks)
      .where(and(eq(userRanks.siteId, a.id), eq(userRanks.minPoints, 0)));
    const sent = await server.call('sendConsoleRegisterSms', { body: { mobile: '13900000201' }, host: a.host });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ type: 1, description: '验证码已发送', data: { cooldownSeconds: 60, expiresInSeconds: 300 } });
    const [message] = await server.database.db
      .select({ content: smsOutbox.content, siteId: smsOutbox.siteId })
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, '13900000201'));
    expect(message.content).toMatch(/^【Commune】验证码 \d{6}，用于注册站点账号/);
    expect(message.content).not.toContain(a.name);
    expect(message.siteId).toBe(a.id);
    const code = (await server.fixtures.lastSmsCode('13900000201'))!;

    const res = await server.call('consoleRegister', {
      body: { mobile: '13900000201', code, password: 'qinghe2026', userName: '韩梅梅' },
      host: a.host,
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('注册成功');
    const { token, userInfo } = res.body.data;
    expect(userInfo).toMatchObject({
      siteId: a.id,
      account: '13900000201',
      mobile: '13900000201',
      userName: '韩梅梅',
      userType: 0,
      roles: [],
    });

    const [row] = await server.database.db
      .select({ rankId: siteUsers.rankId, roles: siteUsers.roles })
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, userInfo.id)));
    expect(row).toEqual({ rankId: base.id, roles: [] });
    const [after] = await server.database.db
      .select({ memberCount: userRanks.memberCount })
      .from(userRanks)
      .where(and(eq(userRanks.siteId, a.id), eq(userRanks.id, base.id)));
    expect(after.memberCount).toBe(base.memberCount + 1);

    expect((await server.call('getTokenUser', { token, host: a.host })).body.data.id).toBe(userInfo.id);
    // A new member can sign in but holds no console role.
    expect((await server.call('getUserRankList', { token, host: a.host })).status).toBe(403);
    const login = await server.call('consoleLogin', { body: { account: '13900000201', password: 'qinghe2026' }, host: a.host });
    expect(login.status).toBe(200);
  });

  it('names a member without a nickname after the mobile’s last four digits', async () => {
    await server.call('sendConsoleRegisterSms', { body: { mobile: '13900000202' }, host: b.host });
    const code = (await server.fixtures.lastSmsCode('13900000202'))!;
    expect(await server.fixtures.lastSmsCode('13900000202')).toMatch(/^\d{6}$/);
    const res = await server.call('consoleRegister', { body: { mobile: '13900000202', code, password: 'qinghe2026' }, host: b.host });
    expect(res.status).toBe(200);
    expect(res.body.data.userInfo).toMatchObject({ siteId: b.id, userName: '用户0202' });
  });

  it('answers a number that already belongs to a user of this site like a new one, and texts it a notice, no code', async () => {
    const fresh = await server.call('sendConsoleRegisterSms', { body: { mobile: '13900000207' }, host: a.host });
    const member = await server.call('sendConsoleRegisterSms', { body: { mobile: '13900000001' }, host: a.host });
    expect(member).toEqual(fresh);
    expect(member.body).toEqual({ type: 1, description: '验证码已发送', data: { cooldownSeconds: 60, expiresInSeconds: 300 } });
    expect(await server.fixtures.lastSmsCode('13900000001')).toBeUndefined();
    const [notice] = await server.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13900000001'));
    expect(notice.content).toMatch(/^【Commune】该手机号已在您访问的站点注册，请直接登录/);
    const res = await server.call('consoleRegister', {
      body: { mobile: '13900000001', code: '123456', password: 'qinghe2026' },
      host: a.host,
    });
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('验证码错误，还可以再试 4 次');
  });

  it('tells the holder of a proven code that the number was taken meanwhile', async () => {
    await server.call('sendConsoleRegisterSms', { body: { mobile: '13900000208' }, host: a.host });
    const code = (await server.fixtures.lastSmsCode('13900000208'))!;
    await server.fixtures.siteUser({ siteId: a.id, account: 'took_0208', mobile: '13900000208' });
    const res = await server.call('consoleRegister', { body: { mobile: '13900000208', code, password: 'qinghe2026' }, host: a.host });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ type: 6, description: '该手机号已注册本站，请直接登录' });
  });

  it('does not accept a code sent for site A on site B', async () => {
    await server.call('sendConsoleRegisterSms', { body: { mobile: '13900000203' }, host: a.host });
    const code = (await server.fixtures.lastSmsCode('13900000203'))!;
    const before = await server.tableCounts();
    const res = await server.call('consoleRegister', { body: { mobile: '13900000203', code, password: 'qinghe2026' }, host: b.host });
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('验证码错误或已过期，请重新获取');
    expect((await server.tableCounts()).siteUsers).toBe(before.siteUsers);
  });

  it('answers 403 本站暂未开放注册 while a site has registration closed', async () => {
    await setRegistration(b.id, false);
    try {
      const before = await server.tableCounts();
      const sent = await server.call('sendConsoleRegisterSms', { body: { mobile: '13900000204' }, host: b.host });
      expect(sent.status).toBe(403);
      expect(sent.body).toEqual({ type: 4, description: '本站暂未开放注册' });
      const res = await server.call('consoleRegister', {
        body: { mobile: '13900000204', code: '123456', password: 'qinghe2026' },
        host: b.host,
      });
      expect(res.status).toBe(403);
      expect(await server.tableCounts()).toEqual(before);
    } finally {
      await setRegistration(b.id, true);
    }
  });

  it('answers 404 when the host names no site', async () => {
    expect((await server.call('sendConsoleRegisterSms', { body: { mobile: '13900000205' }, host: 'nosuch.localhost' })).status).toBe(404);
    const res = await server.call('consoleRegister', {
      body: { mobile: '13900000205', code: '123456', password: 'qinghe2026' },
      host: 'nosuch.localhost',
    });
    expect(res.status).toBe(404);
  });

  it.each([
    ['sendConsoleRegisterSms', {}, '请输入手机号'],
    ['sendConsoleRegisterSms', { mobile: 13900000206 }, null],
    ['sendConsoleRegisterSms', { mobile: '1390000020' }, null],
    ['sendConsoleRegisterSms', { mobile: '13900000206', siteId: 1 }, '不支持的参数：siteId'],
    ['consoleRegister', { mobile: '13900000206', password: 'qinghe2026' }, null],
    ['consoleRegister', { mobile: '13900000206', code: '12345', password: 'qinghe2026' }, null],
    ['consoleRegister', { mobile: '13900000206', code: '123456', password: 'short' }, null],
    ['consoleRegister', { mobile: '13900000206', code: '123456', password: 'qinghe2026', userName: 'x'.repeat(33) }, null],
    ['consoleRegister', { mobile: '13900000206', code: '123456', password: 'qinghe2026', roles: ['admin'] }, '不支持的参数：roles'],
  ] as const)('%s rejects %j with a Chinese description and writes nothing', async (op, body, description) => {
    await expectRejected(server, op, { body, host: a.host }, description);
  });
});

describe('forgotten password', () => {
  it('resets with code → ticket → new password, ends every session of that user, and the ticket works once', async () => {
    const mobile = '13900000301';
    const id = await server.fixtures.siteUser({ siteId: a.id, account: 'a_forgetful', mobile });
    const oldToken = await server.fixtures.loginConsole(a.slug, 'a_forgetful');
    const sent = await server.call('sendConsoleForgetSms', { body: { mobile }, host: a.host });
    expect(sent.status).toBe(200);
    expect(sent.body.description).toBe('如果该手机号已注册，验证码已发送');
    const code = (await server.fixtures.lastSmsCode(mobile))!;
    expect(code).toMatch(/^\d{6}$/);

    const verified = await server.call('verifyConsoleResetCode', { body: { mobile, code }, host: a.host });
    expect(verified.status).toBe(200);
    expect(verified.body.data.expiresInSeconds).toBe(600);
    const { resetToken } = verified.body.data;

    const reset = await server.call('resetConsolePassword', { body: { resetToken, newPassword: 'newpass2026' }, host: a.host });
    expect(reset.status).toBe(200);
    expect(reset.body.description).toBe('密码已重置，请用新密码登录');
    expect((await server.call('resetConsolePassword', { body: { resetToken, newPassword: 'again2026' }, host: a.host })).status).toBe(400);
    expect((await server.call('getTokenUser', { token: oldToken, host: a.host })).status).toBe(401);
    expect((await server.call('consoleLogin', { body: { account: mobile, password: 'demo123456' }, host: a.host })).status).toBe(400);
    const login = await server.call('consoleLogin', { body: { account: 'a_forgetful', password: 'newpass2026' }, host: a.host });
    expect(login.status).toBe(200);
    expect(login.body.data.userInfo.id).toBe(id);
  });

  it('delivers nothing to a number that is not a user of this site, and answers the same', async () => {
    await server.fixtures.siteUser({ siteId: b.id, account: 'b_elsewhere', mobile: '13900000302' });
    for (const mobile of ['13900000302', '13900000303']) {
      const res = await server.call('sendConsoleForgetSms', { body: { mobile }, host: a.host });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ cooldownSeconds: 60, expiresInSeconds: 300 });
      expect(await server.fixtures.lastSmsCode(mobile)).toBeUndefined();
    }
  });

  it('a ticket issued on site A does nothing on site B, and still works on A afterwards', async () => {
    const mobile = '13900000304';
    await server.fixtures.siteUser({ siteId: a.id, account: 'a_traveller', mobile });
    await server.call('sendConsoleForgetSms', { body: { mobile }, host: a.host });
    const code = (await server.fixtures.lastSmsCode(mobile))!;
    expect((await server.call('verifyConsoleResetCode', { body: { mobile, code }, host: b.host })).status).toBe(400);
    // The failed try on B did not use up the code on A.
    const verified = await server.call('verifyConsoleResetCode', { body: { mobile, code }, host: a.host });
    expect(verified.status).toBe(200);
    const { resetToken } = verified.body.data;
    const elsewhere = await server.call('resetConsolePassword', { body: { resetToken, newPassword: 'newpass2026' }, host: b.host });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.description).toBe('重置凭证无效或已过期，请重新获取验证码');
    expect((await server.call('resetConsolePassword', { body: { resetToken, newPassword: 'newpass2026' }, host: a.host })).status).toBe(
      200,
    );
  });

  it('rejects a wrong code and a made-up ticket', async () => {
    const mobile = '13900000305';
    await server.fixtures.siteUser({ siteId: a.id, account: 'a_guesser', mobile });
    await server.call('sendConsoleForgetSms', { body: { mobile }, host: a.host });
    const code = (await server.fixtures.lastSmsCode(mobile))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await server.call('verifyConsoleResetCode', { body: { mobile, code: wrong }, host: a.host });
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('验证码错误，还可以再试 4 次');
    const forged = await server.call('resetConsolePassword', {
      body: { resetToken: 'Q'.repeat(43), newPassword: 'newpass2026' },
      host: a.host,
    });
    expect(forged.status).toBe(400);
  });

  it('answers 404 when the host names no site', async () => {
    const host = 'nosuch.localhost';
    expect((await server.call('sendConsoleForgetSms', { body: { mobile: '13900000306' }, host })).status).toBe(404);
    expect((await server.call('verifyConsoleResetCode', { body: { mobile: '13900000306', code: '123456' }, host })).status).toBe(404);
    const reset = await server.call('resetConsolePassword', { body: { resetToken: 'Q'.repeat(43), newPassword: 'newpass2026' }, host });
    expect(reset.status).toBe(404);
  });

  it.each([
    ['sendConsoleForgetSms', { mobile: '139' }],
    ['sendConsoleForgetSms', { mobile: '13900000307', extra: true }],
    ['verifyConsoleResetCode', { mobile: '13900000307' }],
    ['verifyConsoleResetCode', { mobile: '13900000307', code: 'abcdef' }],
    ['resetConsolePassword', { resetToken: 'short', newPassword: 'newpass2026' }],
    ['resetConsolePassword', { resetToken: 'Q'.repeat(43), newPassword: '12345' }],
    ['resetConsolePassword', { resetToken: 'Q'.repeat(43), newPassword: 'p'.repeat(65) }],
    ['resetConsolePassword', { resetToken: 'Q'.repeat(43) }],
  ] as const)('%s rejects %j with a Chinese description and writes nothing', async (op, body) => {
    await expectRejected(server, op, { body, host: a.host });
  });
});

describe('accounts of one site never reach another', () => {
  it('the same mobile is two separate users on two sites, each with its own password', async () => {
    const mobile = '13900000401';
    await server.fixtures.siteUser({ siteId: a.id, account: mobile, mobile, password: 'alpha-pass' });
    await server.fixtures.siteUser({ siteId: b.id, account: mobile, mobile, password: 'beta-pass' });
    expect((await server.call('consoleLogin', { body: { account: mobile, password: 'beta-pass' }, host: a.host })).status).toBe(400);
    const onA = await server.call('consoleLogin', { body: { account: mobile, password: 'alpha-pass' }, host: a.host });
    const onB = await server.call('consoleLogin', { body: { account: mobile, password: 'beta-pass' }, host: b.host });
    expect(onA.body.data.userInfo.siteId).toBe(a.id);
    expect(onB.body.data.userInfo.siteId).toBe(b.id);
    const [{ n }] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(siteUsers).where(eq(siteUsers.mobile, mobile));
    expect(n).toBe(2);
  });
});
