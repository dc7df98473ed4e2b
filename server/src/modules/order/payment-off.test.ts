// PAYMENT_PROVIDER=none (the default of a production start): no online payment, no sandbox, and no notification taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/audit-kit';
import { startTestServer, type TestServer } from '../../../test/harness';
import { placeOrder, readLicense, setLicense, signed } from '../../../test/order-kit';
import { expectRefused } from '../../../test/refusals';
import { type TwoSites, twoSites } from '../../../test/two-sites';
import { payments } from './order.tables';
import { newPaymentId } from './payment-provider';

let server: TestServer;
let w: TwoSites;
beforeAll(async () => {
  server = await startTestServer({ config: { paymentProvider: 'none' } });
  w = await twoSites(server);
});
afterAll(() => server?.close());

const OFF = '在线支付未开通，请联系平台管理员线下付款或使用授权码';

describe('with PAYMENT_PROVIDER=none', () => {
  it('offers no online payment: the pay page learns it from getPaymentOptions', async () => {
    const res = await server.call('getPaymentOptions', { token: w.tokens.holderA });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ providers: [] });
  });

  it('an order waits without a deadline for a manager to confirm the money, and cannot be paid online', async () => {
    const res = await server.call('createOrder', { token: w.tokens.holderA, body: { siteId: w.sites.a.id, priceId: 2, kind: 'buy' } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe(`订单已创建。${OFF}`);
    expect(res.body.data).toMatchObject({ status: 'pending', payDeadline: null });
    const order = res.body.data;
    await expectRefused(server, 'payOrder', { token: w.tokens.holderA, body: { orderId: order.id, provider: 'sandbox' } }, 409, OFF);
    const marked = await server.call('updateManagedOrder', { token: w.tokens.orderManager, body: { id: order.id, action: 'markPaid' } });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ status: 'paid', payMethod: 'offline' });
  });

  it('the sandbox is refused, even for a payment opened while it was on', async () => {
    const order = await placeOrder(server, w.tokens.holderB, { siteId: w.sites.b.id, priceId: 1, kind: 'buy' });
    const paymentId = newPaymentId();
    await server.database.db.insert(payments).values({ id: paymentId, orderId: order.id, provider: 'sandbox', amountFen: order.amountFen });
    await setLicense(server, w.sites.b.id, { licenseType: 1, expiresAt: null });
    await expectRefused(server, 'getSandboxPayment', { token: w.tokens.holderB, query: { paymentId } }, 409, '未开通模拟支付');
    await expectRefused(
      server,
      'completeSandboxPayment',
      { token: w.tokens.holderB, body: { paymentId, result: 'succeeded' } },
      409,
      '未开通模拟支付',
    );
    // Signed with this server's own key, so only the provider being off refuses it.
    const notification = signed(server, { paymentId, amountFen: order.amountFen, status: 'succeeded' });
    await expectRefused(server, 'receivePaymentNotification', { body: notification }, 400, '未开通该支付渠道');
    expect((await readLicense(server, w.sites.b.id)).licenseType).toBe(1);
    const [event] = (await eventsOf(server, 'paymentNotifyRefused')).filter((e) => e.detail.notifyId === notification.notifyId);
    expect(event).toMatchObject({ targetId: paymentId, detail: expect.objectContaining({ reason: '未开通该支付渠道' }) });
  });
});
