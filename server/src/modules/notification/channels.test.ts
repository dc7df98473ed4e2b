// Notification channels (issue 15 part 3), the subscribe-message log, the SMS quota warning (issue 14) and the live
// counts' event streams (issue 15 part 4).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { withEffects } from '../../contract/request-effects';
import { smsLedger, smsOutbox } from '../../sms/sms.tables';
import { consoleNotifications, notificationSends, wechatSandboxMessages } from './notification.tables';
import { notifyMembers } from './notify-member';

let server: TestServer;
let siteId: number;
let withMobile: number;
let withoutMobile: number;
let adminToken: string;
let ownerToken: string;
let saasToken: string;
const host = 'chan.localhost';

beforeAll(async () => {
  server = await startTestServer({ config: { eventStreamSeconds: 5 } });
  const owner = await server.fixtures.account({ mobile: '13900000700' });
  siteId = await server.fixtures.site({ ownerId: owner, slug: 'chan', name: '渠道测试社区' });
  await server.fixtures.siteUser({ siteId, account: 'chan_admin', roles: ['SiteManage'] });
  withMobile = await server.fixtures.siteUser({ siteId, account: 'reader_m', mobile: '13900000711' });
  withoutMobile = await server.fixtures.siteUser({ siteId, account: 'reader_x' });
  adminToken = await server.fixtures.loginConsole('chan', 'chan_admin');
  ownerToken = await server.fixtures.loginConsole('chan', '13900000700');
  await server.fixtures.account({ mobile: '13900000701', permissions: ['SiteBase'] });
  saasToken = await server.fixtures.loginSaas('13900000701');
}, 60_000);
afterAll(() => server?.close());

const notify = (kind: 'memberBanned' | 'reportResolved' | 'answerReceived', userIds: number[]) =>
  withEffects(() =>
    server.database.db.transaction((tx) =>
      notifyMembers(
        tx,
        userIds.map((userId) => ({
          siteId,
          userId,
          kind,
          title: '你举报的帖子《加微信领红包》已被屏蔽',
          content: '感谢你维护社区。',
          link: '/post/1',
        })),
      ),
    ),
  );

const sendsOf = (template: string) =>
  server.database.db
    .select()
    .from(notificationSends)
    .where(and(eq(notificationSends.siteId, siteId), eq(notificationSends.template, template)));

describe('channels', () => {
  it('keeps only the in-app list until the site enables other channels', async () => {
    const setting = await server.call('getNotificationChannelSetting', { token: adminToken, host });
    expect(setting.body.data).toEqual({ smsKinds: [], wechatKinds: [], emailKinds: [], emailChannelOn: false });
    const { effects } = await notify('answerReceived', [withMobile]);
    expect(effects.outbox).toBe(false);
    expect(effects.changes).toEqual([{ siteId, topic: 'notification', userId: withMobile }]);
    const rows = await sendsOf('answerReceived');
    expect(rows).toEqual([expect.objectContaining({ channel: 'inApp', status: 'sent', recipientMasked: 'r****m' })]);
  });

  it('routes the kinds the site picked to SMS (members with a mobile) and WeChat, sent after the commit', async () => {
    const saved = await server.call('updateNotificationChannelSetting', {
      token: adminToken,
      host,
      body: { smsKinds: ['memberBanned'], wechatKinds: ['reportResolved', 'memberBanned'] },
    });
    expect(saved).toMatchObject({ status: 200, body: { description: '通知渠道已保存' } });

    const { effects } = await notify('memberBanned', [withMobile, withoutMobile]);
    expect(effects.outbox).toBe(true);
    const queued = await sendsOf('memberBanned');
    const by = (userId: number, channel: string) => queued.find((r) => r.userId === userId && r.channel === channel);
    expect(by(withMobile, 'inApp')?.status).toBe('sent');
    expect(by(withMobile, 'sms')).toMatchObject({ status: 'pending', recipientMasked: '139****0711', address: '13900000711' });
    expect(by(withoutMobile, 'sms')).toMatchObject({ status: 'failed', error: '成员没有留手机号' });
    expect(by(withMobile, 'wechat')?.status).toBe('pending');
    expect(by(withoutMobile, 'wechat')?.status).toBe('pending');

    expect(await server.deps.deliveries.run()).toBe(3);
    const done = await sendsOf('memberBanned');
    const sms = done.find((r) => r.userId === withMobile && r.channel === 'sms')!;
    expect(sms).toMatchObject({ status: 'sent', provider: 'outbox', address: null, content: '' });
    // The SMS goes through the ledger (priced, purpose 成员通知) and never carries what members wrote.
    const [ledger] = await server.database.db.select().from(smsLedger).where(eq(smsLedger.purpose, 'notification'));
    expect(ledger).toMatchObject({ siteId, mobileMasked: '139****0711', status: 'sent', priceFen: 5 });
    const [outbox] = await server.database.db.select().from(smsOutbox).where(eq(smsOutbox.purpose, 'notification'));
    expect(outbox.content).toContain('您有一条新通知：被封禁');
    expect(outbox.content).not.toContain('加微信');
    // The WeChat sandbox recorded both subscribe messages and sent nothing anywhere.
    const sandbox = await server.database.db.select().from(wechatSandboxMessages).where(eq(wechatSandboxMessages.siteId, siteId));
    expect(sandbox.map((m) => m.userId).sort()).toEqual([withMobile, withoutMobile].sort());
    expect(done.filter((r) => r.channel === 'wechat').every((r) => r.status === 'sent' && r.receipt.startsWith('sandbox-'))).toBe(true);
    // A second run finds nothing to send: each send is claimed once.
    expect(await server.deps.deliveries.run()).toBe(0);
  });

  it('shows every send in the SaaS subscribe-message log, counted per site and template and listed with filters', async () => {
    const stat = await server.call('getSubscribeMessageLogStatistic', { token: saasToken, query: { siteId } });
    expect(stat.status).toBe(200);
    expect(stat.body.data.list).toContainEqual({
      siteId,
      siteName: '渠道测试社区',
      template: 'memberBanned',
      total: 6,
      sent: 5,
      delivered: 0,
      failed: 1,
      pending: 0,
    });
    const list = await server.call('getSubscribeMessageLogList', { token: saasToken, query: { siteId, channel: 'sms', status: 'failed' } });
    expect(list.body.data).toMatchObject({
      total: 1,
      list: [{ channel: 'sms', status: 'failed', error: '成员没有留手机号', recipient: 'r****x' }],
    });
    const backwards = await server.call('getSubscribeMessageLogList', {
      token: saasToken,
      query: { startDate: '2026-11-30', endDate: '2026-11-01' },
    });
    expect(backwards).toMatchObject({ status: 400, body: { description: '开始日期不能晚于结束日期' } });
  });

  it('tells the owner once a month when notification SMS bring the site to 80 % of its quota, and fails sends past it', async () => {
    await server.call('setSmsQuota', { token: saasToken, body: { siteId, monthlyQuota: 5 } });
    // One SMS was billed above; three more reach 4 of 5 (80 %), two more go past the quota.
    for (let i = 0; i < 5; i++) await notify('memberBanned', [withMobile]);
    await server.deps.deliveries.run();
    const warnings = await server.database.db.select().from(consoleNotifications).where(eq(consoleNotifications.siteId, siteId));
    expect(warnings).toEqual([expect.objectContaining({ kind: 'smsQuotaWarning', title: '本月短信额度已用 80%' })]);
    const sms = (await sendsOf('memberBanned')).filter((r) => r.channel === 'sms' && r.userId === withMobile);
    expect(sms.filter((r) => r.status === 'sent')).toHaveLength(5);
    expect(sms.filter((r) => r.status === 'failed').map((r) => r.error)).toEqual([expect.stringContaining('短信额度已用完')]);

    const count = await server.call('getConsoleNotificationCount', { token: ownerToken, host });
    expect(count.body.data).toEqual({ unread: 1 });
    const list = await server.call('getConsoleNotificationList', { token: ownerToken, host });
    expect(list.body.data.list[0]).toMatchObject({ kind: 'smsQuotaWarning', read: false, link: '/statistic/manageSmsSentStatistic' });
    // Another administrator sees none of the owner's notifications, and cannot mark them read.
    expect((await server.call('getConsoleNotificationCount', { token: adminToken, host })).body.data).toEqual({ unread: 0 });
    const foreign = await server.call('readConsoleNotification', { token: adminToken, host, body: { id: list.body.data.list[0].id } });
    expect(foreign).toMatchObject({ status: 404, body: { description: '通知不存在' } });
    const read = await server.call('readConsoleNotification', { token: ownerToken, host, body: {} });
    expect(read.body.data).toEqual({ changed: 1, unread: 0 });
  });
});

/** Reads a server-sent event stream until `until` says stop (or the stream ends); answers the events seen. */
async function readEvents(url: string, token: string, hostHeader: string, until: (events: { event: string; data: string }[]) => boolean) {
  const response = await fetch(url, { headers: { accept: 'text/event-stream', authorization: token, host: hostHeader } });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; data: string }[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        if (event) events.push({ event, data });
        end = buffer.indexOf('\n\n');
      }
      if (until(events)) break;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return events;
}

describe('event streams', () => {
  it('answers the stream’s figures as JSON to a client that does not ask for a stream', async () => {
    const res = await server.call('getConsoleEventStream', { token: adminToken, host });
    expect(res.body.data).toEqual({ lifetimeSeconds: 5, retryMs: 2000 });
  });

  it('tells the site console of a change made by another request, and ends the stream after its lifetime', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/console/events`;
    const seen = readEvents(url, adminToken, host, (events) => events.some((e) => e.event === 'changed'));
    await expect.poll(() => server.deps.events.listeners).toBe(1);
    await server.call('updateNotificationChannelSetting', { token: adminToken, host, body: { smsKinds: [], wechatKinds: [] } });
    const events = await seen;
    expect(events[0].event).toBe('ready');
    expect(events.find((e) => e.event === 'changed')?.data).toBe('{"topic":"notification"}');
    await expect.poll(() => server.deps.events.listeners).toBe(0);

    // Another site's changes never reach this stream; the stream closes on its own after its lifetime (5 s here).
    const started = Date.now();
    const quiet = readEvents(url, adminToken, host, () => false);
    await expect.poll(() => server.deps.events.listeners).toBe(1);
    server.deps.events.publish({ siteId: siteId + 1000, topic: 'impeach' });
    const rest = await quiet;
    expect(rest.map((e) => e.event)).toEqual(['ready']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
  }, 20_000);
});

describe.skipIf(!process.env.TEST_REDIS_URL)('event streams across servers (Redis)', () => {
  it('delivers an event published on server A to a client of server B', async () => {
    const prefix = `commune-test-events-${Date.now()}:`;
    const a = await startTestServer({ config: { redisUrl: process.env.TEST_REDIS_URL, cachePrefix: prefix } });
    const b = await startTestServer({ config: { redisUrl: process.env.TEST_REDIS_URL, cachePrefix: prefix, eventStreamSeconds: 10 } });
    try {
      await a.deps.events.ready();
      await b.deps.events.ready();
      const owner = await b.fixtures.account({ mobile: '13900000702' });
      const bSite = await b.fixtures.site({ ownerId: owner, slug: 'chanb' });
      await b.fixtures.siteUser({ siteId: bSite, account: 'b_admin', roles: ['SiteManage'] });
      const token = await b.fixtures.loginConsole('chanb', 'b_admin');
      const address = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const seen = readEvents(`${address}/api/console/events`, token, 'chanb.localhost', (events) =>
        events.some((e) => e.event === 'changed'),
      );
      await expect.poll(() => b.deps.events.listeners).toBe(1);
      a.deps.events.publish({ siteId: bSite, topic: 'impeach' });
      const events = await seen;
      expect(events.find((e) => e.event === 'changed')?.data).toBe('{"topic":"impeach"}');
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000);
});
