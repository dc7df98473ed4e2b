import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/audit-kit';
import { startTestServer, type TestServer } from '../../../test/harness';
import { buyAndPay, daysFromNow, expireOrder, placeOrder, readLicense, setLicense } from '../../../test/order-kit';
import { expectRefused } from '../../../test/refusals';
import { type TwoSites, twoSites } from '../../../test/two-sites';
import { addMonths } from '../license/license-state';
import { orders } from './order.tables';

let server: TestServer;
let w: TwoSites;
beforeAll(async () => {
  server = await startTestServer();
  w = await twoSites(server);
});
afterAll(() => server?.close());

const offline = (siteId: number, paid: boolean, extra: Record<string, unknown> = {}) => ({
  siteId,
  licenseType: 3,
  months: 12,
  amountFen: 800000,
  note: '线下签约，合同编号 HT-2026-118',
  paid,
  ...extra,
});

describe('createOfflineOrder', () => {
  it("creates a paid offline order for a customer's site and applies it at once", async () => {
    await setLicense(server, w.sites.b.id, { licenseType: 1, expiresAt: null });
    const res = await server.call('createOfflineOrder', { token: w.tokens.orderManager, body: offline(w.sites.b.id, true) });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('线下订单已创建并生效');
    const order = res.body.data;
    expect(order).toMatchObject({
      kind: 'offline',
      status: 'paid',
      siteId: w.sites.b.id,
      siteName: w.sites.b.name,
      accountId: w.ids.holderB,
      accountName: '赵小川',
      licenseType: 3,
      months: 12,
      amountFen: 800000,
      payMethod: 'offline',
      note: '线下签约，合同编号 HT-2026-118',
      payDeadline: null,
    });
    const license = await readLicense(server, w.sites.b.id);
    expect(license.licenseType).toBe(3);
    expect(license.expiresAt?.toISOString()).toBe(addMonths(new Date(order.paidAt), 12).toISOString());
    expect(order.licenseExpiresAt).toBe(license.expiresAt?.toISOString());
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.createdBy).toBe(w.ids.orderManager);
    // The customer sees it among their own orders.
    const mine = await server.call('getOrder', { token: w.tokens.holderB, query: { id: order.id } });
    expect(mine.status).toBe(200);
    const [event] = (await eventsOf(server, 'orderPaid')).filter((e) => e.targetId === String(order.id));
    expect(event).toMatchObject({ siteId: w.sites.b.id, actorAccountId: w.ids.orderManager, targetType: 'order' });
    expect(event.detail).toMatchObject({
      orderNo: order.orderNo,
      payMethod: 'offline',
      amountFen: 800000,
      licenseExpiresAt: order.licenseExpiresAt,
    });
  });

  it('an unpaid offline order waits without a deadline and is not cancelled by the 30-minute sweep', async () => {
    const res = await server.call('createOfflineOrder', {
      token: w.tokens.main,
      body: offline(w.sites.a.id, false, { licenseType: 2, amountFen: 0 }),
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('线下订单已创建，确认收款后请标记为已支付');
    expect(res.body.data).toMatchObject({ status: 'pending', payDeadline: null, payMethod: null, paidAt: null });
    await server.database.db.update(orders).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(orders.id, res.body.data.id));
    const later = await server.call('getOrder', { token: w.tokens.main, query: { id: res.body.data.id } });
    expect(later.body.data.status).toBe('pending');
    // Not the holder's to pay online or to cancel.
    const pay = await server.call('payOrder', { token: w.tokens.holderA, body: { orderId: res.body.data.id, provider: 'sandbox' } });
    expect(pay.status).toBe(409);
    expect(pay.body.description).toBe('线下订单请按线下约定付款');
    const cancel = await server.call('cancelOrder', { token: w.tokens.holderA, body: { id: res.body.data.id } });
    expect(cancel.status).toBe(409);
    expect(cancel.body.description).toBe('线下订单请联系客服取消');
  });

  it('needs admin or Order (403 for others, holders included) and an existing site (404)', async () => {
    for (const token of [w.tokens.siteManager, w.tokens.holderA]) {
      await expectRefused(server, 'createOfflineOrder', { token, body: offline(w.sites.a.id, true) }, 403, '没有权限执行此操作');
    }
    await expectRefused(server, 'createOfflineOrder', { token: w.tokens.main, body: offline(999999, true) }, 404, '站点不存在');
  });

  it.each([
    [{ licenseType: 1 }, '请选择专业版或旗舰版'],
    [{ months: 0 }, '时长（月）不能小于1'],
    [{ months: 61 }, '时长（月）不能大于60'],
    [{ amountFen: 1.5 }, '金额（分）必须是整数'],
    [{ amountFen: -1 }, '金额（分）不能小于0'],
    [{ note: '' }, '请填写备注（如合同编号）'],
    [{ note: '   ' }, '请填写备注（如合同编号）'],
    [{ note: '长'.repeat(201) }, '备注不能超过200个字符'],
    [{ paid: 'yes' }, '已线下支付格式不正确'],
    [{ accountId: 1 }, '不支持的参数：accountId'],
  ])('rejects %j and writes nothing', async (change, description) => {
    await expectRefused(
      server,
      'createOfflineOrder',
      { token: w.tokens.main, body: offline(w.sites.a.id, true, change) },
      400,
      description,
    );
  });

  it('rejects a missing field', async () => {
    const { note: _note, ...body } = offline(w.sites.a.id, true);
    await expectRefused(server, 'createOfflineOrder', { token: w.tokens.main, body }, 400, '请填写备注（如合同编号）');
  });
});

describe('updateManagedOrder', () => {
  it('changes the note only', async () => {
    const order = await placeOrder(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 1, kind: 'buy' });
    const res = await server.call('updateManagedOrder', { token: w.tokens.orderManager, body: { id: order.id, note: '客户已对公转账' } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('订单已更新');
    expect(res.body.data).toMatchObject({ id: order.id, status: 'pending', note: '客户已对公转账' });
  });

  it('marks a pending order paid offline and applies it; twice is a conflict', async () => {
    await setLicense(server, w.sites.a2.id, { licenseType: 1, expiresAt: null });
    const order = await placeOrder(server, w.tokens.holderA, { siteId: w.sites.a2.id, priceId: 2, kind: 'buy' });
    const res = await server.call('updateManagedOrder', {
      token: w.tokens.orderManager,
      body: { id: order.id, action: 'markPaid', note: '对公转账' },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('已标记为线下支付，授权已生效');
    expect(res.body.data).toMatchObject({ status: 'paid', payMethod: 'offline', note: '对公转账' });
    const license = await readLicense(server, w.sites.a2.id);
    expect(license.licenseType).toBe(2);
    expect(res.body.data.licenseExpiresAt).toBe(license.expiresAt?.toISOString());
    await expectRefused(
      server,
      'updateManagedOrder',
      { token: w.tokens.orderManager, body: { id: order.id, action: 'markPaid' } },
      409,
      '只有待支付的订单可以标记为已支付',
    );
    const events = (await eventsOf(server, 'orderPaid')).filter((e) => e.targetId === String(order.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorAccountId: w.ids.orderManager, detail: expect.objectContaining({ payMethod: 'offline' }) });
  });

  it('an order past its deadline can no longer be marked paid or cancelled', async () => {
    const order = await placeOrder(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 1, kind: 'buy' });
    await expireOrder(server, order.id);
    for (const action of ['markPaid', 'cancel'] as const) {
      const res = await server.call('updateManagedOrder', { token: w.tokens.orderManager, body: { id: order.id, action } });
      expect(res.status).toBe(409);
    }
  });

  it('cancels a pending order (reason manager); a paid one cannot be cancelled', async () => {
    const order = await placeOrder(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 4, kind: 'buy' });
    const res = await server.call('updateManagedOrder', { token: w.tokens.main, body: { id: order.id, action: 'cancel' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'manager' });
    const again = await server.call('updateManagedOrder', { token: w.tokens.main, body: { id: order.id, action: 'cancel' } });
    expect(again.status).toBe(409);
    expect(again.body.description).toBe('只有待支付的订单可以取消');
  });

  it('refunds the latest applied order and restores the licence it replaced', async () => {
    const originalEnd = daysFromNow(50);
    const originalStart = daysFromNow(-315);
    await setLicense(server, w.sites.b.id, { licenseType: 2, startsAt: originalStart, expiresAt: originalEnd });
    const first = await buyAndPay(server, w.tokens.holderB, { siteId: w.sites.b.id, priceId: 1, kind: 'renew' });
    const second = await buyAndPay(server, w.tokens.holderB, { siteId: w.sites.b.id, priceId: 2, kind: 'renew' });
    expect((await readLicense(server, w.sites.b.id)).expiresAt?.toISOString()).toBe(addMonths(addMonths(originalEnd, 1), 12).toISOString());

    await expectRefused(
      server,
      'updateManagedOrder',
      { token: w.tokens.orderManager, body: { id: first.id, action: 'refund' } },
      409,
      '该站点在此订单之后还有生效的订单，请先处理之后的订单',
    );

    const res = await server.call('updateManagedOrder', { token: w.tokens.orderManager, body: { id: second.id, action: 'refund' } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('订单已退款，站点授权已恢复为该订单之前的状态');
    expect(res.body.data.status).toBe('refunded');
    expect(res.body.data.refundedAt).not.toBeNull();
    expect((await readLicense(server, w.sites.b.id)).expiresAt?.toISOString()).toBe(addMonths(originalEnd, 1).toISOString());
    const [refunded] = (await eventsOf(server, 'orderRefunded')).filter((e) => e.targetId === String(second.id));
    expect(refunded).toMatchObject({
      siteId: w.sites.b.id,
      actorAccountId: w.ids.orderManager,
      detail: expect.objectContaining({ licenseRestored: true }),
    });

    const then = await server.call('updateManagedOrder', { token: w.tokens.orderManager, body: { id: first.id, action: 'refund' } });
    expect(then.status).toBe(200);
    const license = await readLicense(server, w.sites.b.id);
    expect(license).toMatchObject({ licenseType: 2 });
    expect(license.startsAt.toISOString()).toBe(originalStart.toISOString());
    expect(license.expiresAt?.toISOString()).toBe(originalEnd.toISOString());

    const twice = await server.call('updateManagedOrder', { token: w.tokens.orderManager, body: { id: first.id, action: 'refund' } });
    expect(twice.status).toBe(409);
    expect(twice.body.description).toBe('只有已支付的订单可以退款');
  });

  it('a refund of a purchase puts the basic licence back', async () => {
    await setLicense(server, w.sites.a.id, { licenseType: 1, expiresAt: null });
    const paid = await buyAndPay(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 4, kind: 'buy' });
    expect((await readLicense(server, w.sites.a.id)).licenseType).toBe(3);
    await server.call('updateManagedOrder', { token: w.tokens.main, body: { id: paid.id, action: 'refund' } });
    const license = await readLicense(server, w.sites.a.id);
    expect(license).toMatchObject({ licenseType: 1, expiresAt: null });
    const view = await server.call('getLicense', { token: w.tokens.holderA, query: { siteId: w.sites.a.id } });
    expect(view.body.data).toMatchObject({ licenseType: 1, effectiveType: 1, licenseStatus: 'active', expiresAt: null });
  });

  it('needs admin or Order; a missing order is 404', async () => {
    const order = await placeOrder(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 1, kind: 'buy' });
    for (const token of [w.tokens.siteManager, w.tokens.holderA]) {
      await expectRefused(server, 'updateManagedOrder', { token, body: { id: order.id, action: 'cancel' } }, 403, '没有权限执行此操作');
    }
    await expectRefused(server, 'updateManagedOrder', { token: w.tokens.main, body: { id: 999999, note: 'x' } }, 404, '订单不存在');
  });

  it.each([
    [{ id: 1 }, '请修改备注或选择一个操作'],
    [{ note: 'x', action: 'cancel' }, '请填写编号'],
    [{ id: 1, action: 'delete' }, '操作的取值不正确'],
    [{ id: 1, note: '长'.repeat(201) }, '备注不能超过200个字符'],
    [{ id: 1, note: 'x', status: 'paid' }, '不支持的参数：status'],
  ])('rejects %j and writes nothing', async (body, description) => {
    await expectRefused(server, 'updateManagedOrder', { token: w.tokens.main, body }, 400, description);
  });
});

describe('getManagedOrderList', () => {
  it("lists every customer's orders for admin and Order managers; others get 403", async () => {
    const all = await server.call('getManagedOrderList', { token: w.tokens.orderManager, query: { pageSize: 100 } });
    expect(all.status).toBe(200);
    const accounts = new Set(all.body.data.list.map((o: { accountId: number }) => o.accountId));
    expect(accounts).toEqual(new Set([w.ids.holderA, w.ids.holderB]));
    expect(all.body.data.total).toBe(all.body.data.list.length);
    const times = all.body.data.list.map((o: { createdAt: string }) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const token of [w.tokens.siteManager, w.tokens.holderA]) {
      const res = await server.call('getManagedOrderList', { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ type: 4, description: '没有权限执行此操作' });
    }
  });

  it('filters by account name or mobile, site name or slug, status and kind', async () => {
    const byName = await server.call('getManagedOrderList', { token: w.tokens.main, query: { accountKeyword: '赵', pageSize: 100 } });
    expect(byName.body.data.total).toBeGreaterThan(0);
    expect(byName.body.data.list.every((o: { accountId: number }) => o.accountId === w.ids.holderB)).toBe(true);
    const byMobile = await server.call('getManagedOrderList', {
      token: w.tokens.main,
      query: { accountKeyword: '900000001', pageSize: 100 },
    });
    expect(byMobile.body.data.list.every((o: { accountId: number }) => o.accountId === w.ids.holderA)).toBe(true);
    expect(byMobile.body.data.total).toBeGreaterThan(0);
    const bySlug = await server.call('getManagedOrderList', {
      token: w.tokens.main,
      query: { siteKeyword: w.sites.a2.slug, pageSize: 100 },
    });
    expect(bySlug.body.data.list.every((o: { siteId: number }) => o.siteId === w.sites.a2.id)).toBe(true);
    expect(bySlug.body.data.total).toBeGreaterThan(0);
    const bySiteName = await server.call('getManagedOrderList', { token: w.tokens.main, query: { siteKeyword: '跑团', pageSize: 100 } });
    expect(bySiteName.body.data.list.every((o: { siteId: number }) => o.siteId === w.sites.b.id)).toBe(true);
    const literal = await server.call('getManagedOrderList', { token: w.tokens.main, query: { siteKeyword: '%' } });
    expect(literal.body.data).toEqual({ list: [], total: 0 });
    const refunded = await server.call('getManagedOrderList', { token: w.tokens.main, query: { status: 'refunded', kind: 'renew' } });
    expect(refunded.body.data.total).toBe(2);
    const offlineOnes = await server.call('getManagedOrderList', { token: w.tokens.main, query: { kind: 'offline' } });
    expect(offlineOnes.body.data.list.every((o: { kind: string }) => o.kind === 'offline')).toBe(true);
    expect(offlineOnes.body.data.total).toBe(2);
  });

  it('filters by Beijing calendar days, both ends included', async () => {
    const order = await placeOrder(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 1, kind: 'buy' });
    // 2020-11-01 00:00 in Beijing is 2020-10-31 16:00 UTC.
    await server.database.db
      .update(orders)
      .set({ createdAt: new Date('2020-10-31T16:00:00Z') })
      .where(eq(orders.id, order.id));
    const query = (startDate: string, endDate: string) =>
      server
        .call('getManagedOrderList', { token: w.tokens.main, query: { startDate, endDate } })
        .then((r) => r.body.data.list.map((o: { id: number }) => o.id));
    expect(await query('2020-11-01', '2020-11-01')).toEqual([order.id]);
    expect(await query('2020-10-01', '2020-10-31')).toEqual([]);
    expect(await query('2020-11-02', '2020-11-30')).toEqual([]);
    expect(await query('2020-10-31', '2020-11-30')).toEqual([order.id]);
  });

  it.each([
    [{ startDate: '2026/11/01' }, '日期格式应为 YYYY-MM-DD'],
    [{ startDate: '2026-02-30' }, '日期格式应为 YYYY-MM-DD'],
    [{ startDate: '2026-11-30', endDate: '2026-11-01' }, '开始日期不能晚于结束日期'],
    [{ status: 'lost' }, '订单状态的取值不正确'],
    [{ kind: 'gift' }, '订单类型的取值不正确'],
    [{ accountKeyword: 'x'.repeat(41) }, '账号不能超过40个字符'],
    [{ page: 0 }, '页码不能小于1'],
    [{ extra: 1 }, '不支持的参数：extra'],
  ])('rejects %j', async (query, description) => {
    const res = await server.call('getManagedOrderList', { token: w.tokens.main, query });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ type: 2, description });
  });
});
