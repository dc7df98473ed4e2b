import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.fixtures.account({ mobile: '13800000002', userName: '陈思远' });
});
afterAll(() => server?.close());

describe('saasLogin', () => {
  it('logs in with mobile and password and the token opens the account', async () => {
    const res = await server.call('saasLogin', { body: { account: '13800000002', password: 'demo123456' } });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const wrong = await server.call('saasLogin', { body: { account: '13800000002', password: 'nope-nope' } });
    const unknown = await server.call('saasLogin', { body: { account: '13899999999', password: 'nope-nope' } });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.description).toBe('账号或密码错误');
  });

  it('after 5 failures makes that IP wait, even for the right password', async () => {
    await server.fixtures.account({ mobile: '13800000077' });
    for (let i = 0; i < 5; i++) await server.call('saasLogin', { body: { account: '13800000077', password: 'wrong-pass' } });
    const res = await server.call('saasLogin', { body: { account: '13800000077', password: 'demo123456' } });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ type: 7, description: '登录失败次数过多，请 1 分钟后再试' });
  });

  it.each([
    [{ account: '13800000002' }, '请输入密码'],
    [{ password: 'x' }, '请输入账号'],
    [{ account: '13800000002', password: 'demo123456', extra: 1 }, '不支持的参数：extra'],
    [{ account: 138, password: 'demo123456' }, '账号格式不正确'],
    [{ account: 'a'.repeat(65), password: 'demo123456' }, '账号不能超过64个字符'],
  ])('rejects %j with a Chinese description and writes nothing', async (body, description) => {
    const before = await server.tableCounts();
    const res = await server.call('saasLogin', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ type: 2, description });
    expect(await server.tableCounts()).toEqual(before);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await server.call('saasLogin', { rawBody: '{"account":' });
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('请求体不是有效的 JSON');
  });
});

describe('registration with an SMS code', () => {
  it('sends a code, registers and logs in', async () => {
    const sent = await server.call('sendRegisterSms', { body: { mobile: '13900000011' } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ cooldownSeconds: 60, expiresInSeconds: 300 });
    const code = await server.fixtures.lastSmsCode('13900000011');
    expect(code).toMatch(/^\d{6}$/);
    const res = await server.call('register', { body: { mobile: '13900000011', code: code!, password: 'qinghe2026', userName: '李雷' } });
    expect(res.status).toBe(200);
    expect((await server.call('saasLogin', { body: { account: '13900000011', password: 'qinghe2026' } })).status).toBe(200);
  });

  it('waits 60 s between sends to one number, whatever the purpose', async () => {
    expect((await server.call('sendRegisterSms', { body: { mobile: '13900000012' } })).status).toBe(200);
    const res = await server.call('sendForgetSms', { body: { mobile: '13900000012' } });
    expect(res.status).toBe(429);
    expect(res.body.description).toMatch(/^发送过于频繁，请 \d+ 秒后再试$/);
  });

  it('accepts a code once, and at most 5 wrong tries', async () => {
    await server.call('sendRegisterSms', { body: { mobile: '13900000013' } });
    const code = (await server.fixtures.lastSmsCode('13900000013'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 4; i >= 1; i--) {
      const res = await server.call('register', { body: { mobile: '13900000013', code: wrong, password: 'qinghe2026' } });
      expect(res.body.description).toBe(`验证码错误，还可以再试 ${i} 次`);
    }
    await server.call('register', { body: { mobile: '13900000013', code: wrong, password: 'qinghe2026' } });
    const res = await server.call('register', { body: { mobile: '13900000013', code, password: 'qinghe2026' } });
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('验证码错误次数过多，请重新获取');
  });
});

describe('forgotten password', () => {
  it('resets with code → ticket → new password, ends other sessions, and the ticket works once', async () => {
    const oldToken = await server.fixtures.loginSaas('13800000002');
    expect((await server.call('sendForgetSms', { body: { mobile: '13800000002' } })).status).toBe(200);
    const code = (await server.fixtures.lastSmsCode('13800000002'))!;
    const verified = await server.call('verifyResetCode', { body: { mobile: '13800000002', code } });
    expect(verified.status).toBe(200);
    const { resetToken } = verified.body.data;
    const reset = await server.call('resetPassword', { body: { resetToken, newPassword: 'newpass2026' } });
    expect(reset.status).toBe(200);
    expect((await server.call('resetPassword', { body: { resetToken, newPassword: 'another2026' } })).status).toBe(400);
    expect((await server.call('saasLogout', { token: oldToken })).status).toBe(401);
    expect((await server.call('saasLogin', { body: { account: '13800000002', password: 'newpass2026' } })).status).toBe(200);
  });

  it('does not reveal whether a number is registered', async () => {
    const res = await server.call('sendForgetSms', { body: { mobile: '13700000000' } });
    expect(res.status).toBe(200);
    expect(await server.fixtures.lastSmsCode('13700000000')).toBeUndefined();
  });
});

describe('saasLogout', () => {
  it('revokes the token', async () => {
    await server.fixtures.account({ mobile: '13800000055' });
    const token = await server.fixtures.loginSaas('13800000055');
    expect((await server.call('saasLogout', { token })).status).toBe(200);
    expect((await server.call('saasLogout', { token })).status).toBe(401);
  });
});
