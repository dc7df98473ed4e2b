// The demo (npm start) shows the main manager a home worth looking at: every figure with something in it, trends with
// days that moved, and the demo holder their two sites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_START_TIMEOUT, startTestServer, type TestServer } from '../../../test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
}, DEMO_START_TIMEOUT);
afterAll(() => server?.close());

describe('the demo’s SaaS home', () => {
  it('has non-zero figures for the main manager', async () => {
    const token = await server.fixtures.loginSaas('13800000000');
    const { body } = await server.call('getSaasHome', { token });
    const p = body.data.platform;
    expect(p.sites.total).toBeGreaterThan(0);
    expect(p.sites.active).toBeGreaterThan(0);
    expect(p.members.total).toBeGreaterThan(0);
    expect(p.posts.total).toBeGreaterThan(0);
    expect(p.review.posts + p.review.comments).toBeGreaterThan(0);
    expect(p.workOrders.pending + p.workOrders.processing).toBeGreaterThan(0);
    expect(p.reports).toBeGreaterThan(0);
    expect(p.orders.paid).toBeGreaterThan(0);
    expect(p.orders.revenueFen).toBeGreaterThan(0);
    expect(p.sms.used).toBeGreaterThan(0);
    expect(p.sms.quota).toBeGreaterThan(0);
    const days = body.data.trend;
    expect(days.some((d: { newMembers: number }) => d.newMembers > 0)).toBe(true);
    expect(days.some((d: { posts: number }) => d.posts > 0)).toBe(true);
    expect(days.some((d: { orders: number }) => d.orders > 0)).toBe(true);
  });

  it('shows the demo holder their sites', async () => {
    const token = await server.fixtures.loginSaas('13800000002');
    const { body } = await server.call('getSaasHome', { token });
    expect(body.data.platform).toBeNull();
    expect(body.data.mine.sites.map((s: { slug: string }) => s.slug).sort()).toEqual(['demo', 'demo2']);
  });
});
