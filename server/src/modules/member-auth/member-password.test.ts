// The member site's passwords: forgotten (SMS code → ticket → new password, the console's flow on the same site user)
// and changed while signed in.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRejected } from '../../../test/refusals';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { securityEvents } from '../../audit/audit.tables';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(() => server?.close());

const login = (account: string, password: string, host = a.host) => server.call('memberLogin', { body: { account, password }, host });

async function memberSession(account: string, password = 'demo123456') {
  const res = await login(account, password);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token as string;
}

describe('forgotten password on the member site', () => {
  it('resets with code → ticket → new password, ends the user’s sessions at both doors, once', async () => {
    const mobile = '13900000401';
    const id = await server.fixtures.siteUser({ siteId: a.id, account: 'a_reader_forgot', mobile });
    const memberToken = await memberSession('a_reader_forgot');
    const consoleToken = await server.fixtures.loginConsole(a.slug, 'a_reader_forgot');

    const sent = await server.call('sendMemberForgetSms', { body: { mobile }, host: a.host });
    expect(sent.status).toBe(200);
    expect(sent.body.description).toBe('如果该手机号已注册，验证码已发送');
    const code = (await server.fixtures.lastSmsCode(mobile))!;
    expect(code).toMatch(/^\d{6}$/);
    // A code of site a is nothing on site b.
    expect((await server.call('verifyMemberResetCode', { body: { mobile, code }, host: b.host })).status).toBe(400);
    const verified = await server.call('verifyMemberResetCode', { body: { mobile, code }, host: a.host });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const { resetToken } = verified.body.data;

    const reset = await server.call('resetMemberPassword', { body: { resetToken, newPassword: 'newpass2026' }, host: a.host });
    expect(reset.status).toBe(200);
    expect(reset.body.description).toBe('密码已重置，请用新密码登录');
    expect((await server.call('resetMemberPassword', { body: { resetToken, newPassword: 'again2026' }, host: a.host })).status).toBe(400);
    expect((await server.call('getMemberProfile', { token: memberToken, host: a.host })).status).toBe(401);
    expect((await server.call('getTokenUser', { token: consoleToken, host: a.host })).status).toBe(401);
    expect((await login('a_reader_forgot', 'demo123456')).status).toBe(400);
    expect((await login('a_reader_forgot', 'newpass2026')).body.data.user.id).toBe(id);
    const [event] = await server.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.siteId, a.id), eq(securityEvents.action, 'passwordReset'), eq(securityEvents.targetId, String(id))));
    expect(event.realm).toBe('member');
  });

  it('answers a number of no user here alike, and sends it nothing', async () => {
    const res = await server.call('sendMemberForgetSms', { body: { mobile: '13900000409' }, host: a.host });
    expect(res.status).toBe(200);
    expect(await server.fixtures.lastSmsCode('13900000409')).toBeUndefined();
  });
});

describe('changing the password when signed in', () => {
  it('needs the old password, keeps this session and ends the others', async () => {
    const id = await server.fixtures.siteUser({ siteId: a.id, account: 'a_reader_change' });
    const here = await memberSession('a_reader_change');
    const elsewhere = await memberSession('a_reader_change');
    const change = (oldPassword: string, newPassword: string) =>
      server.call('changeMemberPassword', { token: here, host: a.host, body: { oldPassword, newPassword } });

    const wrong = await change('notmypass', 'qinghe2026');
    expect(wrong.status).toBe(400);
    expect(wrong.body.description).toBe('原密码错误');
    expect((await change('demo123456', 'demo123456')).body.description).toBe('新密码不能与原密码相同');

    const ok = await change('demo123456', 'qinghe2026');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.description).toBe('密码已修改');
    expect((await server.call('getMemberProfile', { token: here, host: a.host })).status).toBe(200);
    expect((await server.call('getMemberProfile', { token: elsewhere, host: a.host })).status).toBe(401);
    expect((await login('a_reader_change', 'qinghe2026')).body.data.user.id).toBe(id);
    const events = await server.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.action, 'passwordChanged'), eq(securityEvents.targetId, String(id))));
    expect(events).toMatchObject([{ realm: 'member', siteId: a.id }]);
  });

  it('needs a member session', async () => {
    const res = await server.call('changeMemberPassword', { host: a.host, body: { oldPassword: 'demo123456', newPassword: 'qinghe2026' } });
    expect(res.status).toBe(401);
  });

  it.each([
    [{ oldPassword: 'demo123456' }, '请输入新密码'],
    [{ oldPassword: 'demo123456', newPassword: 'short' }, '新密码不能少于6位'],
  ] as const)('rejects %j', async (body, description) => {
    const token = await memberSession('a_member');
    // biome-ignore lint/suspicious/noExplicitAny: deliberately incomplete bodies
    await expectRejected(server, 'changeMemberPassword', { token, host: a.host, body: body as any }, description);
  });
});
