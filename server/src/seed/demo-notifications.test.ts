import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_START_TIMEOUT, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  token = await server.fixtures.loginSaas('13800000000');
}, DEMO_START_TIMEOUT);
afterAll(() => server?.close());

describe('the demo’s notification sends', () => {
  it('fill the subscribe-message pages with every channel and status, and the delivery sends what waits', async () => {
    const list = await server.call('getSubscribeMessageLogList', { token, query: { pageSize: 100 } });
    expect(list.status).toBe(200);
    const seen = (key: 'channel' | 'status') => new Set(list.body.data.list.map((m: Record<string, string>) => m[key]));
    const all = await server.call('getSubscribeMessageLogList', { token, query: { pageSize: 100, status: 'pending' } });
    expect(all.body.data.total).toBeGreaterThan(0);
    for (const status of ['sent', 'failed', 'delivered']) {
      const res = await server.call('getSubscribeMessageLogList', { token, query: { status } });
      expect({ status, total: res.body.data.total > 0 }).toEqual({ status, total: true });
    }
    for (const channel of ['inApp', 'sms', 'wechat']) {
      const res = await server.call('getSubscribeMessageLogList', { token, query: { channel } });
      expect({ channel, total: res.body.data.total > 0 }).toEqual({ channel, total: true });
    }
    expect(seen('channel').size).toBeGreaterThan(1);
    const stat = await server.call('getSubscribeMessageLogStatistic', { token });
    expect(stat.body.data.list.length).toBeGreaterThan(3);
    expect(stat.body.data.list[0].siteName).not.toBe('');

    await server.deps.deliveries.run();
    const after = await server.call('getSubscribeMessageLogList', { token, query: { status: 'pending' } });
    expect(after.body.data.total).toBe(0);
  });
});
