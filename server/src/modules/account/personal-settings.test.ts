// 个人设置 in the SaaS console: the account's sessions listed by id with their device and address (never a token),
// ending one or all the others (they stop working at once, the current one stays), and the badges it switched off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';

let server: TestServer;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.fixtures.account({ mobile: '13900000950', permissions: ['Site', 'AccountManager', 'Account'] });
  await server.fixtures.account({ mobile: '13900000951' });
  other = await server.fixtures.loginSaas('13900000951');
}, 240_000);
afterAll(() => server?.close());

const signIn = async (userAgent: string, ip: string) => {
  const r = await server.call('saasLogin', {
    body: { account: '13900000950', password: 'demo123456' },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(r.status).toBe(200);
  return r.body.data.token as string;
};

describe('signed-in sessions', () => {
  it('lists the account’s own sessions by id with device and address, marks the current one, and never shows a token', async () => {
    const phone = await signIn('Mozilla/5.0 (iPhone) Mobile Safari', '10.1.0.2');
    const desk = await signIn('Mozilla/5.0 (Windows NT 10.0) Chrome/131', '10.1.0.1');
    const r = await server.call('getAccountSessionList', { token: desk });
    expect(r.status).toBe(200);
    const list = r.body.data;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ kind: 'saas', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131', ip: '10.1.0.1', current: true });
    expect(list[1]).toMatchObject({ userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari', ip: '10.1.0.2', current: false });
    expect(JSON.stringify(r.body)).not.toContain(desk);
    expect(JSON.stringify(r.body)).not.toContain(phone);

    // Another account's session id answers as a missing one, and ends nothing.
    const otherId = (await server.call('getAccountSessionList', { token: other })).body.data[0].id;
    expect((await server.call('revokeAccountSession', { token: desk, query: { id: otherId } })).status).toBe(404);
    expect((await server.call('getTokenAccount', { token: other })).status).toBe(200);

    // Ending the phone: its token stops working at once, the desk goes on.
    expect((await server.call('getTokenAccount', { token: phone })).status).toBe(200);
    const ended = await server.call('revokeAccountSession', { token: desk, query: { id: list[1].id } });
    expect(ended.status).toBe(200);
    expect((await server.call('getTokenAccount', { token: phone })).status).toBe(401);
    expect((await server.call('getTokenAccount', { token: desk })).status).toBe(200);
    expect((await server.call('revokeAccountSession', { token: desk, query: { id: list[1].id } })).status).toBe(404);
  });

  it('ends every other session and keeps the current one', async () => {
    const a = await signIn('浏览器 A', '10.1.0.3');
    const b = await signIn('浏览器 B', '10.1.0.4');
    const current = await signIn('浏览器 C', '10.1.0.5');
    const r = await server.call('revokeOtherAccountSessions', { token: current });
    expect(r.status).toBe(200);
    expect(r.body.data.revoked).toBeGreaterThanOrEqual(2);
    for (const token of [a, b]) expect((await server.call('getTokenAccount', { token })).status).toBe(401);
    const left = (await server.call('getAccountSessionList', { token: current })).body.data;
    expect(left.map((s: { current: boolean }) => s.current)).toEqual([true]);
    expect((await server.call('getTokenAccount', { token: other })).status).toBe(200);
  });
});

describe('notification preferences', () => {
  it('hides the badges the account switched off from its counts, and keeps the others', async () => {
    const token = await signIn('浏览器 D', '10.1.0.6');
    const types = async () =>
      ((await server.call('getSaasMessageCount', { token })).body.data as { type: string }[]).map((c) => c.type).sort();
    expect(await types()).toEqual(['account', 'site']);
    expect((await server.call('getAccountNotificationPreference', { token })).body.data).toEqual({ hiddenBadges: [] });
    const saved = await server.call('updateAccountNotificationPreference', { token, body: { hiddenBadges: ['site', 'order'] } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ hiddenBadges: ['site', 'order'] });
    expect(await types()).toEqual(['account']);
    expect((await server.call('getAccountNotificationPreference', { token })).body.data).toEqual({ hiddenBadges: ['site', 'order'] });
    const bad = await server.call('updateAccountNotificationPreference', { token, body: { hiddenBadges: ['nothing'] } });
    expect(bad.status).toBe(400);
  });
});
