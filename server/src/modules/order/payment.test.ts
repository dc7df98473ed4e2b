import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/audit-kit';
import { startTestServer, type TestServer } from '../../../test/harness';
import { buyAndPay, daysFromNow, expireOrder, openPayment, placeOrder, readLicense, setLicense, signed } from '../../../test/order-kit';
import { expectRefused } from '../../../test/refusals';
import { type TwoSites, twoSites } from '../../../test/two-sites';
import { addMonths } from '../license/license-state';
import { payments } from './order.tables';
import { RETIRED_NOTIFY_SECRET } from './payment-config';

let server: TestServer;
let w: TwoSites;
beforeAll(async () => {
  server = await startTestServer();
  w = await twoSites(server);
});
afterAll(() => server?.close());

const secondsApart = (a: Date | string | null | undefined, b: Date) => Math.abs(new Date(a ?? 0).getTime() - b.getTime()) / 1000;

describe('payOrder', () => {
  it('opens a sandbox payment for the order amount, due at the order deadline; paying again reuses it', async () => {
    const order = await placeOrder(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 2, kind: 'buy' });
    const res = await server.call('payOrder', { token: w.tokens.holderA, body: { orderId: order.id, provider: 'sandbox' } });
    expect(res.status).toBe(200);
    const intent = res.body.data;
    expect(intent.paymentId).toMatch(/^pay_[A-Za-z0-9_-]{24}$/);
    expect(intent).toEqual({
      paymentId: intent.paymentId,
      provider: 'sandbox',
      amountFen: 299000,
      payUrl: `/order/sandboxPay/${intent.paymentId}`,
      expiresAt: order.payDeadline,
    });
    const again = await server.call('payOrder', { token: w.tokens.holderA, body: { orderId: order.id, provider: 'sandbox' } });
    expect(again.body.data.paymentId).toBe(intent.paymentId);
    const rows = await server.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'sandbox', amountFen: 299000, status: 'pending' });
  });

  it("answers another holder's order and managers like a missing one, and writes nothing", async () => {
    const order = await placeOrder(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 1, kind: 'buy' });
    for (const token of [w.tokens.holderB, w.tokens.main, w.tokens.orderManager]) {
      await expectRefused(server, 'payOrder', { token, body: { orderId: order.id, provider: 'sandbox' } }, 404, '订单不存在');
    }
  });

  it.each([
    [{ provider: 'sandbox' }, '请填写订单'],
    [{ orderId: 1 }, '请填写支付方式'],
    [{ orderId: 1, provider: 'alipay' }, '支付方式的取值不正确'],
    [{ orderId: 'x', provider: 'sandbox' }, '订单必须是整数'],
    [{ orderId: 1, provider: 'sandbox', amountFen: 1 }, '不支持的参数：amountFen'],
  ])('rejects %j and writes nothing', async (body, description) => {
    await expectRefused(server, 'payOrder', { token: w.tokens.holderA, body }, 400, description);
  });
});

describe('sandbox payment', () => {
  it('shows the payment to its buyer only', async () => {
    const order = await placeOrder(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 2, kind: 'buy' });
    const { paymentId } = await openPayment(server, w.tokens.holderA, order.id);
    const res = await server.call('getSandboxPayment', { token: w.tokens.holderA, query: { paymentId } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      paymentId,
      orderId: order.id,
      orderNo: order.orderNo,
      subject: `${w.sites.a.name} · 专业版 12 个月`,
      amountFen: 299000,
      status: 'pending',
      expiresAt: order.payDeadline,
    });
    for (const token of [w.tokens.holderB, w.tokens.main]) {
      const other = await server.call('getSandboxPayment', { token, query: { paymentId } });
      expect(other.status).toBe(404);
      expect(other.body).toEqual({ type: 5, description: '支付单不存在' });
      const complete = await server.call('completeSandboxPayment', { token, body: { paymentId, result: 'succeeded' } });
      expect(complete.status).toBe(404);
    }
    const bad = await server.call('getSandboxPayment', { token: w.tokens.holderA, query: { paymentId: 'short' } });
    expect(bad.status).toBe(400);
    expect(bad.body.description).toBe('支付单格式不正确');
  });

  it('buy → pay → the licence is active for the plan, from the payment for 12 months', async () => {
    await setLicense(server, w.sites.a.id, { licenseType: 1, expiresAt: null });
    const order = await placeOrder(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 2, kind: 'buy' });
    const { paymentId } = await openPayment(server, w.tokens.holderA, order.id);
    const res = await server.call('completeSandboxPayment', { token: w.tokens.holderA, body: { paymentId, result: 'succeeded' } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('支付成功，授权已生效');
    const paid = res.body.data;
    expect(paid).toMatchObject({ id: order.id, status: 'paid', payMethod: 'sandbox', payDeadline: null, cancelReason: '' });
    const license = await readLicense(server, w.sites.a.id);
    expect(license.licenseType).toBe(2);
    expect(secondsApart(paid.paidAt, license.startsAt)).toBeLessThan(1);
    expect(license.expiresAt?.toISOString()).toBe(addMonths(new Date(paid.paidAt), 12).toISOString());
    expect(paid.licenseExpiresAt).toBe(license.expiresAt?.toISOString());
    const view = await server.call('getLicense', { token: w.tokens.holderA, query: { siteId: w.sites.a.id } });
    expect(view.body.data).toMatchObject({ licenseType: 2, effectiveType: 2, licenseStatus: 'active' });
    const payment = await server.call('getSandboxPayment', { token: w.tokens.holderA, query: { paymentId } });
    expect(payment.body.data.status).toBe('succeeded');
  });

  it('renew extends from the current expiry, not from now', async () => {
    const currentEnd = daysFromNow(40);
    await setLicense(server, w.sites.a2.id, { licenseType: 3, expiresAt: currentEnd });
    const paid = await buyAndPay(server, w.tokens.holderA, { siteId: w.sites.a2.id, priceId: 5, kind: 'renew' });
    const license = await readLicense(server, w.sites.a2.id);
    expect(license.licenseType).toBe(3);
    expect(license.expiresAt?.toISOString()).toBe(addMonths(currentEnd, 12).toISOString());
    expect(paid.licenseExpiresAt).toBe(license.expiresAt?.toISOString());
  });

  it('a failed result leaves the order pending; the holder can pay again with a new payment', async () => {
    const order = await placeOrder(server, w.tokens.holderB, { siteId: w.sites.b.id, priceId: 1, kind: 'buy' });
    const { paymentId } = await openPayment(server, w.tokens.holderB, order.id);
    const res = await server.call('completeSandboxPayment', { token: w.tokens.holderB, body: { paymentId, result: 'failed' } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('支付未成功，可重新发起支付');
    expect(res.body.data).toMatchObject({ status: 'pending', paidAt: null });
    expect((await readLicense(server, w.sites.b.id)).licenseType).toBe(1);
    const flip = await server.call('completeSandboxPayment', { token: w.tokens.holderB, body: { paymentId, result: 'succeeded' } });
    expect(flip.status).toBe(409);
    const retry = await openPayment(server, w.tokens.holderB, order.id);
    expect(retry.paymentId).not.toBe(paymentId);
  });

  it('refuses to take money once the order has timed out', async () => {
    const order = await placeOrder(server, w.tokens.holderB, { siteId: w.sites.b.id, priceId: 4, kind: 'buy' });
    const { paymentId } = await openPayment(server, w.tokens.holderB, order.id);
    await expireOrder(server, order.id);
    await expectRefused(
      server,
      'completeSandboxPayment',
      { token: w.tokens.holderB, body: { paymentId, result: 'succeeded' } },
      409,
      '订单已超时取消，请重新下单',
    );
    expect((await readLicense(server, w.sites.b.id)).licenseType).toBe(1);
  });

  it.each([
    [{ paymentId: 'pay_aaaaaaaaaaaaaaaa' }, '请填写支付结果'],
    [{ result: 'succeeded' }, '请填写支付单'],
    [{ paymentId: 'bad id!', result: 'succeeded' }, '支付单无效'],
    [{ paymentId: 'pay_aaaaaaaaaaaaaaaa', result: 'maybe' }, '支付结果的取值不正确'],
    [{ paymentId: 'pay_aaaaaaaaaaaaaaaa', result: 'succeeded', amountFen: 1 }, '不支持的参数：amountFen'],
  ])('completeSandboxPayment rejects %j', async (body, description) => {
    await expectRefused(server, 'completeSandboxPayment', { token: w.tokens.holderA, body }, 400, description);
  });
});

describe('receivePaymentNotification', () => {
  async function pendingPayment(priceId = 1) {
    await setLicense(server, w.sites.b.id, { licenseType: 1, expiresAt: null });
    const order = await placeOrder(server, w.tokens.holderB, { siteId: w.sites.b.id, priceId, kind: 'buy' });
    const payment = await openPayment(server, w.tokens.holderB, order.id);
    return { order, payment };
  }

  it('a notification delivered again is refused as a replay (409) and recorded; the order was applied once', async () => {
    const { order, payment } = await pendingPayment();
    const notification = signed(server, { paymentId: payment.paymentId, amountFen: payment.amountFen, status: 'succeeded' });
    const first = await server.call('receivePaymentNotification', { body: notification });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ type: 1, description: '通知已处理' });
    const afterFirst = await readLicense(server, w.sites.b.id);
    expect(afterFirst.licenseType).toBe(2);
    await expectRefused(server, 'receivePaymentNotification', { body: notification }, 409, '该通知已处理过（通知编号重复）');
    const afterSecond = await readLicense(server, w.sites.b.id);
    expect(afterSecond.expiresAt?.toISOString()).toBe(afterFirst.expiresAt?.toISOString());
    const res = await server.call('getOrder', { token: w.tokens.holderB, query: { id: order.id } });
    expect(res.body.data).toMatchObject({ status: 'paid', licenseExpiresAt: afterFirst.expiresAt?.toISOString() });
    const refused = (await eventsOf(server, 'paymentNotifyRefused')).filter((e) => e.detail.notifyId === notification.notifyId);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ realm: 'saas', targetType: 'payment', targetId: payment.paymentId });
  });

  it('the same result in a new notification changes nothing', async () => {
    const { payment } = await pendingPayment();
    const fields = { paymentId: payment.paymentId, amountFen: payment.amountFen, status: 'succeeded' } as const;
    expect((await server.call('receivePaymentNotification', { body: signed(server, fields) })).status).toBe(200);
    const afterFirst = await readLicense(server, w.sites.b.id);
    expect((await server.call('receivePaymentNotification', { body: signed(server, fields) })).status).toBe(200);
    expect((await readLicense(server, w.sites.b.id)).expiresAt?.toISOString()).toBe(afterFirst.expiresAt?.toISOString());
  });

  it('one notification delivered twice at once: one is accepted, the other refused as a replay; applied once', async () => {
    // A running 专业版 would be extended twice if both applied.
    await setLicense(server, w.sites.b.id, { licenseType: 2, expiresAt: daysFromNow(60) });
    const order = await placeOrder(server, w.tokens.holderB, { siteId: w.sites.b.id, priceId: 1, kind: 'renew' });
    const payment = await openPayment(server, w.tokens.holderB, order.id);
    const before = await readLicense(server, w.sites.b.id);
    const notification = signed(server, { paymentId: payment.paymentId, amountFen: payment.amountFen, status: 'succeeded' });
    const results = await Promise.all([
      server.call('receivePaymentNotification', { body: notification }),
      server.call('receivePaymentNotification', { body: notification }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await readLicense(server, w.sites.b.id);
    expect(after.expiresAt?.toISOString()).toBe(addMonths(before.expiresAt!, 1).toISOString());
  });

  it('two different notifications of one payment at once apply the order once', async () => {
    await setLicense(server, w.sites.b.id, { licenseType: 2, expiresAt: daysFromNow(60) });
    const order = await placeOrder(server, w.tokens.holderB, { siteId: w.sites.b.id, priceId: 1, kind: 'renew' });
    const payment = await openPayment(server, w.tokens.holderB, order.id);
    const before = await readLicense(server, w.sites.b.id);
    const fields = { paymentId: payment.paymentId, amountFen: payment.amountFen, status: 'succeeded' } as const;
    const results = await Promise.all([
      server.call('receivePaymentNotification', { body: signed(server, fields) }),
      server.call('receivePaymentNotification', { body: signed(server, fields) }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const after = await readLicense(server, w.sites.b.id);
    expect(after.expiresAt?.toISOString()).toBe(addMonths(before.expiresAt!, 1).toISOString());
    expect((await eventsOf(server, 'orderPaid')).filter((e) => e.targetId === String(order.id))).toHaveLength(1);
  });

  it('refuses a bad signature (400), a wrong amount (409) and an unknown payment (404), writing nothing', async () => {
    const { payment } = await pendingPayment();
    const good = signed(server, { paymentId: payment.paymentId, amountFen: payment.amountFen, status: 'succeeded' });
    const cases = [
      [{ ...good, signature: 'f'.repeat(64) }, 400, '签名无效'],
      [{ ...good, amountFen: 1 }, 400, '签名无效'],
      [signed(server, { paymentId: payment.paymentId, amountFen: 1, status: 'succeeded' }), 409, '支付金额与订单金额不符'],
      [signed(server, { paymentId: 'pay_doesnotexist000000', amountFen: 29900, status: 'succeeded' }), 404, '支付单不存在'],
    ] as const;
    for (const [body, status, description] of cases) {
      await expectRefused(server, 'receivePaymentNotification', { body }, status, description);
    }
    expect((await readLicense(server, w.sites.b.id)).licenseType).toBe(1);
  });

  it('a success for an order cancelled by timeout still marks it paid: the money arrived', async () => {
    const { order, payment } = await pendingPayment(4);
    await expireOrder(server, order.id);
    const cancelled = await server.call('getOrder', { token: w.tokens.holderB, query: { id: order.id } });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'timeout' });
    const res = await server.call('receivePaymentNotification', {
      body: signed(server, { paymentId: payment.paymentId, amountFen: payment.amountFen, status: 'succeeded' }),
    });
    expect(res.status).toBe(200);
    const paid = await server.call('getOrder', { token: w.tokens.holderB, query: { id: order.id } });
    expect(paid.body.data).toMatchObject({ status: 'paid', cancelReason: '', cancelledAt: null, payMethod: 'sandbox' });
    expect((await readLicense(server, w.sites.b.id)).licenseType).toBe(3);
  });

  it('a success is final: a later failure for the same payment is refused', async () => {
    const { payment } = await pendingPayment();
    await server.call('receivePaymentNotification', {
      body: signed(server, { paymentId: payment.paymentId, amountFen: payment.amountFen, status: 'succeeded' }),
    });
    const res = await server.call('receivePaymentNotification', {
      body: signed(server, { paymentId: payment.paymentId, amountFen: payment.amountFen, status: 'failed' }),
    });
    expect(res.status).toBe(409);
    expect(res.body.description).toBe('该支付单已支付成功，不能改为失败');
  });

  const sent = { notifyId: 'ntf_aaaaaaaaaaaaaaaa', timestamp: 1795235565 };
  it.each([
    [{ provider: 'sandbox', paymentId: 'pay_aaaaaaaaaaaaaaaa', amountFen: 1, status: 'succeeded', ...sent }, '请填写签名'],
    [
      { provider: 'sandbox', paymentId: 'pay_aaaaaaaaaaaaaaaa', amountFen: 1, status: 'succeeded', signature: 'a'.repeat(64) },
      '请填写通知编号',
    ],
    [
      {
        provider: 'sandbox',
        paymentId: 'pay_aaaaaaaaaaaaaaaa',
        amountFen: 1,
        status: 'succeeded',
        notifyId: 'short',
        timestamp: 1,
        signature: 'a'.repeat(64),
      },
      '通知编号格式不正确',
    ],
    [
      {
        provider: 'sandbox',
        paymentId: 'pay_aaaaaaaaaaaaaaaa',
        amountFen: 1,
        status: 'succeeded',
        notifyId: sent.notifyId,
        timestamp: '1',
        signature: 'a'.repeat(64),
      },
      '通知时间必须是整数',
    ],
    [
      { provider: 'paypal', paymentId: 'pay_aaaaaaaaaaaaaaaa', amountFen: 1, status: 'succeeded', ...sent, signature: 'a'.repeat(64) },
      '支付渠道的取值不正确',
    ],
    [
      { provider: 'sandbox', paymentId: 'pay_aaaaaaaaaaaaaaaa', amountFen: -1, status: 'succeeded', ...sent, signature: 'a'.repeat(64) },
      '金额（分）不能小于0',
    ],
    [
      { provider: 'sandbox', paymentId: 'pay_aaaaaaaaaaaaaaaa', amountFen: '1', status: 'succeeded', ...sent, signature: 'a'.repeat(64) },
      '金额（分）必须是整数',
    ],
    [
      { provider: 'sandbox', paymentId: 'pay_aaaaaaaaaaaaaaaa', amountFen: 1, status: 'succeeded', ...sent, signature: 'xyz' },
      '签名格式不正确',
    ],
    [
      {
        provider: 'sandbox',
        paymentId: 'pay_aaaaaaaaaaaaaaaa',
        amountFen: 1,
        status: 'succeeded',
        ...sent,
        signature: 'a'.repeat(64),
        orderId: 1,
      },
      '不支持的参数：orderId',
    ],
  ])('rejects %j', async (body, description) => {
    await expectRefused(server, 'receivePaymentNotification', { body }, 400, description);
  });
});

describe('forged, stale and replayed notifications are refused and recorded', () => {
  async function pendingPayment() {
    await setLicense(server, w.sites.b.id, { licenseType: 1, expiresAt: null });
    const order = await placeOrder(server, w.tokens.holderB, { siteId: w.sites.b.id, priceId: 1, kind: 'buy' });
    return openPayment(server, w.tokens.holderB, order.id);
  }
  const refusalOf = async (notifyId: string) =>
    (await eventsOf(server, 'paymentNotifyRefused')).filter((e) => e.detail.notifyId === notifyId);

  it('signed with the secret earlier versions published: 签名无效, nothing applied, a security event without the signature', async () => {
    const payment = await pendingPayment();
    const forged = signed(
      server,
      { paymentId: payment.paymentId, amountFen: payment.amountFen, status: 'succeeded' },
      RETIRED_NOTIFY_SECRET,
    );
    await expectRefused(server, 'receivePaymentNotification', { body: forged }, 400, '签名无效');
    expect((await readLicense(server, w.sites.b.id)).licenseType).toBe(1);
    const [event] = await refusalOf(forged.notifyId);
    expect(event).toMatchObject({ realm: 'saas', targetType: 'payment', targetId: payment.paymentId, actorAccountId: null });
    expect(event.detail).toMatchObject({ reason: '签名无效', provider: 'sandbox', status: 'succeeded', amountFen: payment.amountFen });
    expect(JSON.stringify(event)).not.toContain(forged.signature);
  });

  it.each([
    ['six minutes old', -6],
    ['six minutes ahead', 6],
  ])('correctly signed but %s: 通知已过期, nothing applied', async (_, minutes) => {
    const payment = await pendingPayment();
    const timestamp = Math.floor(Date.now() / 1000) + minutes * 60;
    const stale = signed(server, { paymentId: payment.paymentId, amountFen: payment.amountFen, status: 'succeeded', timestamp });
    await expectRefused(server, 'receivePaymentNotification', { body: stale }, 400, '通知已过期（通知时间与服务器时间相差超过 5 分钟）');
    expect((await readLicense(server, w.sites.b.id)).licenseType).toBe(1);
    expect(await refusalOf(stale.notifyId)).toHaveLength(1);
  });

  it('an unknown payment and a wrong amount are recorded too', async () => {
    const payment = await pendingPayment();
    const wrongAmount = signed(server, { paymentId: payment.paymentId, amountFen: 1, status: 'succeeded' });
    await expectRefused(server, 'receivePaymentNotification', { body: wrongAmount }, 409, '支付金额与订单金额不符');
    expect((await refusalOf(wrongAmount.notifyId))[0].detail.reason).toBe('支付金额与订单金额不符');
    // Refused notifications claim nothing: the provider may send the corrected one with the same id.
    const corrected = signed(server, {
      paymentId: payment.paymentId,
      amountFen: payment.amountFen,
      status: 'succeeded',
      notifyId: wrongAmount.notifyId,
    });
    expect((await server.call('receivePaymentNotification', { body: corrected })).status).toBe(200);
  });
});

describe('audit and concurrency of paying one order', () => {
  it('a sandbox payment records orderPaid with the buyer as actor; a provider callback with no actor', async () => {
    await setLicense(server, w.sites.a.id, { licenseType: 1, expiresAt: null });
    const paid = await buyAndPay(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 1, kind: 'buy' });
    const [bySandbox] = (await eventsOf(server, 'orderPaid')).filter((e) => e.targetId === String(paid.id));
    expect(bySandbox).toMatchObject({ realm: 'saas', siteId: w.sites.a.id, actorAccountId: w.ids.holderA, targetType: 'order' });
    expect(bySandbox.detail).toMatchObject({
      payMethod: 'sandbox',
      amountFen: 29900,
      licenseType: 2,
      months: 1,
      licenseExpiresAt: paid.licenseExpiresAt,
    });

    await setLicense(server, w.sites.b.id, { licenseType: 1, expiresAt: null });
    const order = await placeOrder(server, w.tokens.holderB, { siteId: w.sites.b.id, priceId: 1, kind: 'buy' });
    const payment = await openPayment(server, w.tokens.holderB, order.id);
    const notification = signed(server, { paymentId: payment.paymentId, amountFen: payment.amountFen, status: 'succeeded' });
    expect((await server.call('receivePaymentNotification', { body: notification })).status).toBe(200);
    const [byCallback] = (await eventsOf(server, 'orderPaid')).filter((e) => e.targetId === String(order.id));
    expect(byCallback).toMatchObject({ actorAccountId: null, detail: expect.objectContaining({ paymentId: payment.paymentId }) });
  });

  it('the buyer confirming twice at once and a manager marking it paid at the same time: applied exactly once', async () => {
    await setLicense(server, w.sites.b.id, { licenseType: 2, expiresAt: daysFromNow(60) });
    const before = await readLicense(server, w.sites.b.id);
    const order = await placeOrder(server, w.tokens.holderB, { siteId: w.sites.b.id, priceId: 1, kind: 'renew' });
    const { paymentId } = await openPayment(server, w.tokens.holderB, order.id);
    const confirm = () => server.call('completeSandboxPayment', { token: w.tokens.holderB, body: { paymentId, result: 'succeeded' } });
    const results = await Promise.all([
      confirm(),
      confirm(),
      server.call('updateManagedOrder', { token: w.tokens.orderManager, body: { id: order.id, action: 'markPaid' } }),
    ]);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of results) expect([200, 409]).toContain(r.status);
    const after = await readLicense(server, w.sites.b.id);
    expect(after.expiresAt?.toISOString()).toBe(addMonths(before.expiresAt!, 1).toISOString());
    expect((await eventsOf(server, 'orderPaid')).filter((e) => e.targetId === String(order.id))).toHaveLength(1);
  });
});
