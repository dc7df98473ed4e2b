import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { daysFromNow, expireOrder, openPayment, placeOrder, setLicense } from '../../../test/order-kit';
import { expectRefused } from '../../../test/refusals';
import { type TwoSites, twoSites } from '../../../test/two-sites';
import { orders, payments, planPrices } from './order.tables';
import { cancelTimedOutOrders } from './order-repository';

let server: TestServer;
let w: TwoSites;
beforeAll(async () => {
  server = await startTestServer();
  w = await twoSites(server);
});
afterAll(() => server?.close());

describe('getProductList', () => {
  it('lists the three plans with the active prices of the paid ones, without logging in', async () => {
    const res = await server.call('getProductList');
    expect(res.status).toBe(200);
    const plans = res.body.data;
    expect(plans.map((p: { licenseType: number; name: string }) => [p.licenseType, p.name])).toEqual([
      [1, '基础版'],
      [2, '专业版'],
      [3, '旗舰版'],
    ]);
    expect(plans[0].prices).toEqual([]);
    expect(plans[1].prices).toEqual([
      { id: 1, licenseType: 2, months: 1, amountFen: 29900, label: '1 个月' },
      { id: 2, licenseType: 2, months: 12, amountFen: 299000, label: '12 个月' },
      { id: 3, licenseType: 2, months: 24, amountFen: 538000, label: '24 个月' },
    ]);
  });

  it('hides a price that is no longer sold', async () => {
    await server.database.db.update(planPrices).set({ active: false }).where(eq(planPrices.id, 6));
    const res = await server.call('getProductList');
    expect(res.body.data[2].prices.map((p: { id: number }) => p.id)).toEqual([4, 5]);
    await server.database.db.update(planPrices).set({ active: true }).where(eq(planPrices.id, 6));
  });
});

describe('createOrder', () => {
  it('creates a pending order priced by the server, numbered CM + Beijing day + id, due in 30 minutes', async () => {
    const before = Date.now();
    const res = await server.call('createOrder', { token: w.tokens.holderA, body: { siteId: w.sites.a.id, priceId: 2, kind: 'buy' } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('订单已创建，请在 30 分钟内完成支付');
    const order = res.body.data;
    expect(order).toMatchObject({
      kind: 'buy',
      status: 'pending',
      siteId: w.sites.a.id,
      siteName: w.sites.a.name,
      siteSlug: w.sites.a.slug,
      accountId: w.ids.holderA,
      accountName: '陈思远',
      accountMobile: '139****0001',
      licenseType: 2,
      months: 12,
      amountFen: 299000,
      payMethod: null,
      paidAt: null,
      cancelReason: '',
      licenseExpiresAt: null,
    });
    const day = new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
    expect(order.orderNo).toBe(`CM${day}${String(order.id).padStart(6, '0')}`);
    const deadline = Date.parse(order.payDeadline);
    expect(deadline - Date.parse(order.createdAt)).toBe(30 * 60 * 1000);
    expect(deadline).toBeGreaterThanOrEqual(before + 30 * 60 * 1000 - 1000);
  });

  it('refuses to buy the plan the site already runs, and to renew anything but the current paid plan', async () => {
    await setLicense(server, w.sites.a2.id, { licenseType: 2, expiresAt: daysFromNow(100) });
    const buySame = await server.call('createOrder', { token: w.tokens.holderA, body: { siteId: w.sites.a2.id, priceId: 1, kind: 'buy' } });
    expect(buySame.status).toBe(409);
    expect(buySame.body.description).toBe('站点当前已是该套餐，请选择续费');
    const renewOther = await server.call('createOrder', {
      token: w.tokens.holderA,
      body: { siteId: w.sites.a2.id, priceId: 4, kind: 'renew' },
    });
    expect(renewOther.status).toBe(409);
    expect(renewOther.body.description).toBe('续费只能选择当前套餐；更换套餐请选择购买');
    const renewBasic = await server.call('createOrder', {
      token: w.tokens.holderA,
      body: { siteId: w.sites.a.id, priceId: 1, kind: 'renew' },
    });
    expect(renewBasic.status).toBe(409);
    expect(renewBasic.body.description).toBe('基础版无需续费，请选择购买套餐');
    const renew = await server.call('createOrder', { token: w.tokens.holderA, body: { siteId: w.sites.a2.id, priceId: 1, kind: 'renew' } });
    expect(renew.status).toBe(200);
    expect(renew.body.data).toMatchObject({ kind: 'renew', licenseType: 2, months: 1, amountFen: 29900 });
    const upgrade = await server.call('createOrder', { token: w.tokens.holderA, body: { siteId: w.sites.a2.id, priceId: 5, kind: 'buy' } });
    expect(upgrade.status).toBe(200);
  });

  it('lets the holder buy the same plan again once it has expired', async () => {
    await setLicense(server, w.sites.a2.id, { licenseType: 2, expiresAt: daysFromNow(-1) });
    const res = await server.call('createOrder', { token: w.tokens.holderA, body: { siteId: w.sites.a2.id, priceId: 2, kind: 'buy' } });
    expect(res.status).toBe(200);
    await setLicense(server, w.sites.a2.id, { licenseType: 1, expiresAt: null });
  });

  it("answers another holder's site, and a missing one, with 站点不存在 — managers too", async () => {
    for (const token of [w.tokens.holderB, w.tokens.main, w.tokens.orderManager]) {
      await expectRefused(server, 'createOrder', { token, body: { siteId: w.sites.a.id, priceId: 2, kind: 'buy' } }, 404, '站点不存在');
    }
    await expectRefused(
      server,
      'createOrder',
      { token: w.tokens.holderA, body: { siteId: 999999, priceId: 2, kind: 'buy' } },
      404,
      '站点不存在',
    );
  });

  it('refuses a missing price (404) and one no longer sold (400)', async () => {
    await expectRefused(
      server,
      'createOrder',
      { token: w.tokens.holderA, body: { siteId: w.sites.a.id, priceId: 99, kind: 'buy' } },
      404,
      '所选套餐时长不存在',
    );
    await server.database.db.update(planPrices).set({ active: false }).where(eq(planPrices.id, 3));
    await expectRefused(
      server,
      'createOrder',
      { token: w.tokens.holderA, body: { siteId: w.sites.a.id, priceId: 3, kind: 'buy' } },
      400,
      '所选套餐时长已停售，请重新选择',
    );
    await server.database.db.update(planPrices).set({ active: true }).where(eq(planPrices.id, 3));
  });

  it.each([
    [{ priceId: 2, kind: 'buy' }, '请填写站点'],
    [{ siteId: 1, kind: 'buy' }, '请选择购买时长'],
    [{ siteId: 1, priceId: 2 }, '请填写订单类型'],
    [{ siteId: '1', priceId: 2, kind: 'buy' }, '站点必须是整数'],
    [{ siteId: 1, priceId: 2, kind: 'offline' }, '订单类型的取值不正确'],
    [{ siteId: 1, priceId: 2, kind: 'buy', amountFen: 1 }, '不支持的参数：amountFen'],
    [{ siteId: 0, priceId: 2, kind: 'buy' }, '站点不能小于1'],
  ])('rejects %j with a Chinese description and writes nothing', async (body, description) => {
    await expectRefused(server, 'createOrder', { token: w.tokens.holderA, body }, 400, description);
  });

  it('needs a login', async () => {
    const res = await server.call('createOrder', { body: { siteId: w.sites.a.id, priceId: 2, kind: 'buy' } });
    expect(res.status).toBe(401);
  });
});

describe('getOrderList and getOrder', () => {
  it('shows a holder only their own orders, newest first, filtered by status and site', async () => {
    const b1 = await placeOrder(server, w.tokens.holderB, { siteId: w.sites.b.id, priceId: 1, kind: 'buy' });
    const b2 = await placeOrder(server, w.tokens.holderB, { siteId: w.sites.b.id, priceId: 4, kind: 'buy' });
    const res = await server.call('getOrderList', { token: w.tokens.holderB });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((o: { id: number }) => o.id)).toEqual([b2.id, b1.id]);
    expect(res.body.data.total).toBe(2);

    const mine = await server.call('getOrderList', { token: w.tokens.holderA, query: { pageSize: 100 } });
    expect(mine.body.data.list.every((o: { accountId: number }) => o.accountId === w.ids.holderA)).toBe(true);
    expect(mine.body.data.list.length).toBeGreaterThan(0);

    const bySite = await server.call('getOrderList', { token: w.tokens.holderA, query: { siteId: w.sites.a2.id } });
    expect(bySite.body.data.list.every((o: { siteId: number }) => o.siteId === w.sites.a2.id)).toBe(true);
    const othersSite = await server.call('getOrderList', { token: w.tokens.holderA, query: { siteId: w.sites.b.id } });
    expect(othersSite.body.data).toEqual({ list: [], total: 0 });

    await server.call('cancelOrder', { token: w.tokens.holderB, body: { id: b1.id } });
    const cancelled = await server.call('getOrderList', { token: w.tokens.holderB, query: { status: 'cancelled' } });
    expect(cancelled.body.data.list.map((o: { id: number }) => o.id)).toEqual([b1.id]);
    const paged = await server.call('getOrderList', { token: w.tokens.holderB, query: { page: 2, pageSize: 1 } });
    expect(paged.body.data).toMatchObject({ total: 2, list: [{ id: b1.id }] });
  });

  it('shows an order to its holder and to managers with admin or Order; to anyone else it does not exist', async () => {
    const order = await placeOrder(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 1, kind: 'buy' });
    for (const token of [w.tokens.holderA, w.tokens.main, w.tokens.orderManager]) {
      const res = await server.call('getOrder', { token, query: { id: order.id } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: order.id, orderNo: order.orderNo, accountId: w.ids.holderA });
    }
    const missing = await server.call('getOrder', { token: w.tokens.holderA, query: { id: 999999 } });
    for (const token of [w.tokens.holderB, w.tokens.siteManager]) {
      const res = await server.call('getOrder', { token, query: { id: order.id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    expect(missing.body).toEqual({ type: 5, description: '订单不存在' });
  });

  it.each([
    ['getOrderList', { status: 'lost' }, '订单状态的取值不正确'],
    ['getOrderList', { siteId: 'x' }, '站点必须是整数'],
    ['getOrderList', { pageSize: 101 }, '每页条数不能大于100'],
    ['getOrderList', { extra: 1 }, '不支持的参数：extra'],
    ['getOrder', {}, '请指定编号'],
    ['getOrder', { id: 'abc' }, '编号必须是整数'],
  ] as const)('%s rejects %j', async (operationId, query, description) => {
    const res = await server.call(operationId, { token: w.tokens.holderA, query });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ type: 2, description });
  });
});

describe('cancelOrder', () => {
  it("cancels the holder's own pending order once; then 409; another holder's is 404", async () => {
    const order = await placeOrder(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 1, kind: 'buy' });
    await expectRefused(server, 'cancelOrder', { token: w.tokens.holderB, body: { id: order.id } }, 404, '订单不存在');
    await expectRefused(server, 'cancelOrder', { token: w.tokens.main, body: { id: order.id } }, 404, '订单不存在');
    const res = await server.call('cancelOrder', { token: w.tokens.holderA, body: { id: order.id } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('订单已取消');
    expect(res.body.data).toMatchObject({ id: order.id, status: 'cancelled', cancelReason: 'user', payDeadline: null });
    expect(res.body.data.cancelledAt).not.toBeNull();
    await expectRefused(server, 'cancelOrder', { token: w.tokens.holderA, body: { id: order.id } }, 409, '订单已取消，请重新下单');
  });

  it.each([
    [{}, '请填写编号'],
    [{ id: 'x' }, '编号必须是整数'],
    [{ id: 1, reason: 'x' }, '不支持的参数：reason'],
  ])('rejects %j', async (body, description) => {
    await expectRefused(server, 'cancelOrder', { token: w.tokens.holderA, body }, 400, description);
  });
});

describe('pending orders time out after 30 minutes', () => {
  it('shows an order past its deadline as cancelled (timeout) at its deadline, and refuses to pay or cancel it', async () => {
    const order = await placeOrder(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 2, kind: 'buy' });
    await expireOrder(server, order.id);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
    const res = await server.call('getOrder', { token: w.tokens.holderA, query: { id: order.id } });
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'timeout', payDeadline: null });
    expect(res.body.data.cancelledAt).toBe(row.payDeadline?.toISOString());

    const pay = await server.call('payOrder', { token: w.tokens.holderA, body: { orderId: order.id, provider: 'sandbox' } });
    expect(pay.status).toBe(409);
    expect(pay.body.description).toBe('订单已超时取消，请重新下单');
    const cancel = await server.call('cancelOrder', { token: w.tokens.holderA, body: { id: order.id } });
    expect(cancel.status).toBe(409);
    expect(cancel.body.description).toBe('订单已超时取消，请重新下单');
  });

  it('lists filter by the status an order has now: a timed-out one is cancelled, not pending', async () => {
    const order = await placeOrder(server, w.tokens.holderB, { siteId: w.sites.b.id, priceId: 5, kind: 'buy' });
    await expireOrder(server, order.id);
    const cancelled = await server.call('getOrderList', { token: w.tokens.holderB, query: { status: 'cancelled' } });
    expect(cancelled.body.data.list[0]).toMatchObject({ id: order.id, cancelReason: 'timeout' });
    const pending = await server.call('getOrderList', { token: w.tokens.holderB, query: { status: 'pending' } });
    expect(pending.body.data.list.map((o: { id: number }) => o.id)).not.toContain(order.id);
    const managed = await server.call('getManagedOrderList', { token: w.tokens.orderManager, query: { status: 'pending', pageSize: 100 } });
    expect(managed.body.data.list.map((o: { id: number }) => o.id)).not.toContain(order.id);
  });

  it('reads write nothing: the timeout is written by the sweeper, not by the GET that shows it', async () => {
    const order = await placeOrder(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 1, kind: 'buy' });
    const { paymentId } = await openPayment(server, w.tokens.holderA, order.id);
    await expireOrder(server, order.id);
    const snapshot = async () => ({
      counts: await server.tableCounts(),
      orders: await server.database.db.select().from(orders).orderBy(orders.id),
      payments: await server.database.db.select().from(payments).orderBy(payments.id),
    });
    const before = await snapshot();
    expect(Object.keys(before.counts)).toContain('orders');
    const reads = [
      server.call('getOrder', { token: w.tokens.holderA, query: { id: order.id } }),
      server.call('getOrder', { token: w.tokens.orderManager, query: { id: order.id } }),
      server.call('getOrderList', { token: w.tokens.holderA }),
      server.call('getOrderList', { token: w.tokens.holderA, query: { status: 'cancelled' } }),
      server.call('getManagedOrderList', { token: w.tokens.orderManager }),
      server.call('getSandboxPayment', { token: w.tokens.holderA, query: { paymentId } }),
      server.call('getPaymentOptions', { token: w.tokens.holderA }),
      server.call('getLicense', { token: w.tokens.holderA, query: { siteId: w.sites.a.id } }),
      server.call('getProductList'),
    ];
    for (const res of await Promise.all(reads)) expect(res.status).toBe(200);
    expect(await snapshot()).toEqual(before);
    expect(before.orders.find((o) => o.id === order.id)?.status).toBe('pending');

    expect(await cancelTimedOutOrders(server.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'timeout' });
    expect(row.cancelledAt?.getTime()).toBe(row.payDeadline?.getTime());
  });
});
