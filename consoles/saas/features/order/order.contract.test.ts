import { describe, expect, it } from 'vitest';
import { contractStore } from '#kit/test/contract';
import { saasConfig } from '../../config';
import { emptyOfflineOrder, toOfflineOrderInput } from './offlineOrder';
import { orderApi } from './orderApi';
import {
  emptyManagedOrderFilter,
  toCancelOrderInput,
  toCompleteSandboxInput,
  toCreateOrderInput,
  toManagedOrderListInput,
  toOrderActionInput,
  toOrderListInput,
  toOrderQuery,
  toPayOrderInput,
  toSandboxPaymentQuery,
  toUpdateNoteInput,
} from './orderRequests';

const { endpoints } = orderApi;
const PAYMENT_ID = 'pay_8Kq2Vx7Lm3Np9Rt4';

describe('orders and payment against the contract', () => {
  it('reads the plans and prices without a token', async () => {
    const { call } = contractStore(saasConfig, { token: null });
    const result = await call(endpoints.getProductList, undefined);
    expect(result.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          licenseType: 2,
          prices: expect.arrayContaining([expect.objectContaining({ amountFen: expect.any(Number) })]),
        }),
      ]),
    );
  });

  it('lists own orders, all and by status, and reads one', async () => {
    const { call } = contractStore(saasConfig);
    expect((await call(endpoints.getOrderList, toOrderListInput('', 1, 20))).data).toMatchObject({
      list: expect.any(Array),
      total: expect.any(Number),
    });
    expect((await call(endpoints.getOrderList, toOrderListInput('pending', 2, 10))).error).toBeUndefined();
    expect((await call(endpoints.getOrder, toOrderQuery(42))).data).toMatchObject({ id: 42, orderNo: expect.any(String) });
  });

  it('buys and renews, and gets the description to show', async () => {
    const { call } = contractStore(saasConfig);
    const bought = await call(endpoints.createOrder, toCreateOrderInput(2, 2, 'buy'));
    expect(bought.data).toMatchObject({
      type: 1,
      description: expect.any(String),
      data: { status: 'pending', payDeadline: expect.any(String) },
    });
    expect((await call(endpoints.createOrder, toCreateOrderInput(2, 3, 'renew'))).error).toBeUndefined();
  });

  it('cancels a pending order', async () => {
    const { call } = contractStore(saasConfig);
    expect((await call(endpoints.cancelOrder, toCancelOrderInput(42))).data).toMatchObject({ type: 1, data: { status: 'cancelled' } });
  });

  it('pays in the sandbox: the intent, the sandbox page, success and failure', async () => {
    const { call } = contractStore(saasConfig);
    const intent = await call(endpoints.payOrder, toPayOrderInput(42));
    expect(intent.data).toMatchObject({ type: 1, data: { provider: 'sandbox', payUrl: expect.stringMatching(/^\/order\/sandboxPay\//) } });
    expect((await call(endpoints.getSandboxPayment, toSandboxPaymentQuery(PAYMENT_ID))).data).toMatchObject({
      paymentId: PAYMENT_ID,
      subject: expect.any(String),
      amountFen: expect.any(Number),
    });
    expect((await call(endpoints.completeSandboxPayment, toCompleteSandboxInput(PAYMENT_ID, 'succeeded'))).data).toMatchObject({
      type: 1,
      data: { status: 'paid', licenseExpiresAt: expect.any(String) },
    });
    expect((await call(endpoints.completeSandboxPayment, toCompleteSandboxInput(PAYMENT_ID, 'failed'))).error).toBeUndefined();
  });

  it('lists every order for managers, unfiltered and with every filter', async () => {
    const { call } = contractStore(saasConfig);
    expect((await call(endpoints.getManagedOrderList, toManagedOrderListInput(emptyManagedOrderFilter, 1, 20))).data).toMatchObject({
      list: expect.any(Array),
    });
    const filtered = await call(
      endpoints.getManagedOrderList,
      toManagedOrderListInput(
        { accountKeyword: '陈', siteKeyword: 'demo', status: 'paid', kind: 'offline', startDate: '2026-11-01', endDate: '2026-11-30' },
        2,
        50,
      ),
    );
    expect(filtered.error).toBeUndefined();
  });

  it('creates an offline order from yuan typed by a manager, paid or not', async () => {
    const { call } = contractStore(saasConfig);
    const values = {
      ...emptyOfflineOrder,
      siteId: '3',
      licenseType: 3,
      months: '12',
      amountYuan: '8000',
      note: '线下签约，合同编号 HT-2026-118',
    };
    const created = await call(endpoints.createOfflineOrder, toOfflineOrderInput(values));
    expect(created.data).toMatchObject({ type: 1, description: expect.any(String), data: { kind: 'offline' } });
    expect(
      (await call(endpoints.createOfflineOrder, toOfflineOrderInput({ ...values, amountYuan: '0.01', paid: false }))).error,
    ).toBeUndefined();
  });

  it('updates a note and runs each action', async () => {
    const { call } = contractStore(saasConfig);
    expect((await call(endpoints.updateManagedOrder, toUpdateNoteInput(43, '客户已对公转账'))).data).toMatchObject({
      type: 1,
      description: expect.any(String),
    });
    for (const action of ['markPaid', 'cancel', 'refund'] as const) {
      expect((await call(endpoints.updateManagedOrder, toOrderActionInput(43, action))).error).toBeUndefined();
    }
  });
});
