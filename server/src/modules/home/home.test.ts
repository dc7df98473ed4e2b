// The SaaS home's figures from real rows: each figure moves by exactly what was created, each only for the roles of
// the page it links to, and an account holder sees their own sites, licences nearing their end and open work orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus } from '../../../../sdk/generated/enums';
import { startTestServer, type TestServer } from '../../../test/harness';
import { daysFromNow, setLicense } from '../../../test/order-kit';
import { insertComment, insertPost, insertSection } from '../../../test/oversight-kit';
import { smsLedger, smsQuotas } from '../../sms/sms.tables';
import { impeachTargets } from '../impeach/impeach.tables';
import { orders } from '../order/order.tables';
import { workOrders } from '../work-order/work-order.tables';

let server: TestServer;
let main: string;
let orderManager: string;
let holder: string;
let expiringSite: number;
let expiredSite: number;
let holderId: number;

beforeAll(async () => {
  server = await startTestServer();
  await server.fixtures.account({ mobile: '13900000900', main: true });
  await server.fixtures.account({ mobile: '13900000901', permissions: ['Order'] });
  holderId = await server.fixtures.account({ mobile: '13900000902' });
  const other = await server.fixtures.account({ mobile: '13900000903' });
  expiringSite = await server.fixtures.site({ ownerId: holderId, slug: 'home1', name: '即将到期社区' });
  expiredSite = await server.fixtures.site({ ownerId: holderId, slug: 'home2', name: '已过期社区' });
  await server.fixtures.site({ ownerId: other, slug: 'home3', name: '别人的社区' });
  await setLicense(server, expiringSite, { licenseType: 2, expiresAt: daysFromNow(10) });
  await setLicense(server, expiredSite, { licenseType: 2, expiresAt: daysFromNow(-1) });
  main = await server.fixtures.loginSaas('13900000900');
  orderManager = await server.fixtures.loginSaas('13900000901');
  holder = await server.fixtures.loginSaas('13900000902');
}, 60_000);
afterAll(() => server?.close());

const home = async (token: string) => {
  const r = await server.call('getSaasHome', { token });
  expect(r.status).toBe(200);
  return r.body.data;
};

describe('the main manager’s figures', () => {
  it('counts sites by licence, and moves each figure by exactly the rows created', async () => {
    const before = await home(main);
    expect(before.platform.sites).toEqual({ total: 3, active: 2, expiring: 1 });
    const db = server.database.db;
    const siteId = expiringSite;
    const m1 = await server.fixtures.siteUser({ siteId, account: 'home_m1' });
    await server.fixtures.siteUser({ siteId, account: 'home_m2' });
    const section = await insertSection(db, siteId, '首页测试版块');
    const published = await insertPost(db, { siteId, sectionId: section, authorId: m1, title: '已发布', html: '<p>正文</p>' });
    await insertPost(db, { siteId, sectionId: section, authorId: m1, title: '待审', html: '<p>待审</p>', status: ContentStatus.pending });
    await insertComment(db, { siteId, postId: published, authorId: m1, html: '<p>待复审</p>', status: ContentStatus.resubmitted });
    await db.insert(workOrders).values([
      { siteId, scope: 'saas', category: 'billing', requesterId: m1, title: '续费问题', content: '续费后没有延长', status: 'pending' },
      { siteId, scope: 'saas', category: 'billing', requesterId: m1, title: '已关闭的', content: '无', status: 'closed' },
    ]);
    await db.insert(impeachTargets).values({ siteId, targetType: 'post', targetId: published, reportCount: 1 });
    await db.insert(orders).values({
      orderNo: 'HOME0001',
      kind: 'buy',
      status: 'paid',
      siteId,
      siteName: '即将到期社区',
      siteSlug: 'home1',
      accountId: holderId,
      licenseType: 2,
      months: 12,
      amountFen: 129900,
      paidAt: new Date(),
    });
    await db.insert(smsLedger).values([
      { siteId, purpose: 'notification', mobileMasked: '139****0000', provider: 'dev', status: 'sent', priceFen: 5 },
      { siteId, purpose: 'notification', mobileMasked: '139****0000', provider: 'dev', status: 'failed', priceFen: 0 },
    ]);
    await db.insert(smsQuotas).values({ siteId, monthlyQuota: 500 });
    await server.deps.statistics.rollUp();

    const after = await home(main);
    const p = after.platform;
    expect(p.members.total - before.platform.members.total).toBe(2);
    expect(p.members.today - before.platform.members.today).toBe(2);
    expect(p.posts.total - before.platform.posts.total).toBe(2);
    expect(p.posts.today - before.platform.posts.today).toBe(2);
    expect(p.review).toEqual({ posts: before.platform.review.posts + 1, comments: before.platform.review.comments + 1 });
    expect(p.workOrders.pending - before.platform.workOrders.pending).toBe(1);
    expect(p.reports - before.platform.reports).toBe(1);
    expect(p.orders.paid - before.platform.orders.paid).toBe(1);
    expect(p.orders.revenueFen - before.platform.orders.revenueFen).toBe(129900);
    expect(p.sms).toEqual({ used: before.platform.sms.used + 1, quota: 500, sitesWithQuota: 1 });
    expect(after.trend).toHaveLength(30);
    const today = after.trend[29];
    const todayBefore = before.trend[29];
    expect(today.orders - todayBefore.orders).toBe(1);
    expect(today.newMembers).toBeGreaterThanOrEqual(2);
    expect(today.posts).toBeGreaterThanOrEqual(1);
  });
});

describe('scoped by roles', () => {
  it('shows a manager with Order only the orders and their trend', async () => {
    const data = await home(orderManager);
    const { orders: ordersFigure, ...rest } = data.platform;
    expect(ordersFigure.paid).toBeGreaterThanOrEqual(1);
    expect(Object.values(rest).every((v) => v === null)).toBe(true);
    expect(data.trend.every((d: { newMembers: null; posts: null; orders: number }) => d.newMembers === null && d.posts === null)).toBe(
      true,
    );
    expect(data.trend.at(-1).orders).toBeGreaterThanOrEqual(1);
  });

  it('shows an account holder no platform figures but their own sites, the licence ending soon and open work orders', async () => {
    const data = await home(holder);
    expect(data.platform).toBeNull();
    expect(data.trend).toEqual([]);
    expect(data.mine.sites.map((s: { slug: string; licenseStatus: string }) => [s.slug, s.licenseStatus])).toEqual([
      ['home2', 'expired'],
      ['home1', 'expiring'],
    ]);
    expect(data.mine.expiring).toBe(1);
    expect(data.mine.workOrders.map((w: { title: string; status: string }) => [w.title, w.status])).toEqual([['续费问题', 'pending']]);
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('getSaasHome')).status).toBe(401);
  });
});
