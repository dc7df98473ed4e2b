// 个人设置 in the site console: one's sessions on this site (console and member site), ended one by one or all the
// others; and the notices and badges one switched off, which the server then neither sends nor counts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { consoleNotifications } from '../notification/notification.tables';
import { notifyConsoleUsers } from '../notification/notify-console';

let server: TestServer;
let siteId: number;
let adminId: number;
let otherSiteToken: string;
const host = 'ps.localhost';

beforeAll(async () => {
  const owner = await server_init();
  siteId = await server.fixtures.site({ ownerId: owner, slug: 'ps', name: '个人设置社区' });
  const other = await server.fixtures.site({ ownerId: owner, slug: 'ps2', name: '另一个社区' });
  adminId = await server.fixtures.siteUser({ siteId, account: 'ps_admin', roles: ['User', 'WorkOrder'] });
  await server.fixtures.siteUser({ siteId: other, account: 'ps_admin', roles: ['User'] });
  otherSiteToken = await server.fixtures.loginConsole('ps2', 'ps_admin');
}, 240_000);
afterAll(() => server?.close());

async function server_init() {
  server = await startTestServer();
  return server.fixtures.account({ mobile: '13900000960' });
}

const signIn = async (userAgent: string) => {
  const r = await server.call('consoleLogin', {
    body: { account: 'ps_admin', password: 'demo123456' },
    host,
    headers: { 'user-agent': userAgent },
  });
  expect(r.status).toBe(200);
  return r.body.data.token as string;
};

describe('signed-in sessions', () => {
  it('lists this site’s sessions of the person, ends one and then all the others', async () => {
    const first = await signIn('第一台电脑');
    const second = await signIn('第二台电脑');
    const current = await signIn('当前电脑');
    const list = (await server.call('getConsoleSessionList', { token: current, host })).body.data;
    expect(list.map((s: { userAgent: string; current: boolean }) => [s.userAgent, s.current])).toEqual([
      ['当前电脑', true],
      ['第二台电脑', false],
      ['第一台电脑', false],
    ]);
    // The same login name on another site is another person: its sessions are not listed, nor ended from here.
    const elsewhere = (await server.call('getConsoleSessionList', { token: otherSiteToken, host: 'ps2.localhost' })).body.data[0].id;
    expect((await server.call('revokeConsoleSession', { token: current, host, query: { id: elsewhere } })).status).toBe(404);

    expect((await server.call('revokeConsoleSession', { token: current, host, query: { id: list[2].id } })).status).toBe(200);
    expect((await server.call('getConsoleProfile', { token: first, host })).status).toBe(401);
    expect((await server.call('getConsoleProfile', { token: second, host })).status).toBe(200);
    const others = await server.call('revokeOtherConsoleSessions', { token: current, host });
    expect(others.body.data).toEqual({ revoked: 1 });
    expect((await server.call('getConsoleProfile', { token: second, host })).status).toBe(401);
    expect((await server.call('getConsoleProfile', { token: current, host })).status).toBe(200);
    expect((await server.call('getConsoleProfile', { token: otherSiteToken, host: 'ps2.localhost' })).status).toBe(200);
  });
});

describe('notification preferences', () => {
  it('does not send a notice kind the administrator switched off, and hides a badge from the counts', async () => {
    const token = await signIn('偏好设置');
    const badges = async () =>
      ((await server.call('getConsoleMessageCount', { token, host })).body.data as { type: string }[]).map((c) => c.type).sort();
    expect(await badges()).toEqual(['member', 'workOrder']);
    const saved = await server.call('updateConsoleNotificationPreference', {
      token,
      host,
      body: { mutedNotices: ['workOrderReplied'], hiddenBadges: ['member'] },
    });
    expect(saved.status).toBe(200);
    expect((await server.call('getConsoleNotificationPreference', { token, host })).body.data).toEqual({
      mutedNotices: ['workOrderReplied'],
      hiddenBadges: ['member'],
    });
    expect(await badges()).toEqual(['workOrder']);
    const db = server.database.db;
    await notifyConsoleUsers(db, [
      { siteId, userId: adminId, kind: 'workOrderReplied', title: '平台工单有了新回复', content: '静音的' },
      { siteId, userId: adminId, kind: 'workOrderStatusChanged', title: '平台工单状态变更', content: '照常' },
    ]);
    const got = await db
      .select({ kind: consoleNotifications.kind })
      .from(consoleNotifications)
      .where(and(eq(consoleNotifications.siteId, siteId), eq(consoleNotifications.userId, adminId)));
    expect(got.map((n) => n.kind)).toEqual(['workOrderStatusChanged']);
  });
});
