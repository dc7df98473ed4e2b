import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#kit/format/time';
import { orderEvents } from './OrderTimeline';
import {
  dateRangeProblem,
  emptyManagedOrderFilter,
  toCancelOrderInput,
  toCompleteSandboxInput,
  toCreateOrderInput,
  toManagedOrderListInput,
  toOrderActionInput,
  toOrderListInput,
  toPayOrderInput,
  toUpdateNoteInput,
} from './orderRequests';

const order = {
  id: 42,
  orderNo: 'CM20261121000042',
  kind: 'buy' as const,
  status: 'paid' as const,
  siteId: 2,
  siteName: '西湖跑团',
  siteSlug: 'demo2',
  accountId: 3,
  accountName: '陈思远',
  accountMobile: '138****0002',
  licenseType: 2 as const,
  months: 12,
  amountFen: 299000,
  payMethod: 'sandbox' as const,
  note: '',
  createdAt: '2026-11-21T10:30:45+08:00',
  payDeadline: null,
  paidAt: '2026-11-21T10:32:10+08:00',
  cancelledAt: null,
  cancelReason: '' as const,
  refundedAt: null,
  licenseExpiresAt: '2027-11-21T10:32:10+08:00',
};

describe('what the order pages send', () => {
  it('asks for own orders with the status only when one is chosen', () => {
    expect(toOrderListInput('', 1, 20)).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(toOrderListInput('pending', 2, 10)).toEqual({ query: { status: 'pending', page: 2, pageSize: 10 } });
  });

  it('orders a duration by its price id, never an amount', () => {
    expect(toCreateOrderInput(2, 5, 'buy')).toEqual({ body: { siteId: 2, priceId: 5, kind: 'buy' } });
    expect(toCreateOrderInput(2, 2, 'renew').body).not.toHaveProperty('amountFen');
  });

  it('pays through the sandbox and completes it either way', () => {
    expect(toPayOrderInput(42)).toEqual({ body: { orderId: 42, provider: 'sandbox' } });
    expect(toCompleteSandboxInput('pay_8Kq2Vx7Lm3Np9Rt4', 'failed')).toEqual({
      body: { paymentId: 'pay_8Kq2Vx7Lm3Np9Rt4', result: 'failed' },
    });
    expect(toCancelOrderInput(7)).toEqual({ body: { id: 7 } });
  });

  it('leaves empty manager filters out and trims keywords', () => {
    expect(toManagedOrderListInput(emptyManagedOrderFilter, 1, 20)).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(
      toManagedOrderListInput(
        { accountKeyword: ' 陈 ', siteKeyword: 'demo', status: 'paid', kind: 'offline', startDate: '2026-11-01', endDate: '2026-11-30' },
        3,
        50,
      ),
    ).toEqual({
      query: {
        accountKeyword: '陈',
        siteKeyword: 'demo',
        status: 'paid',
        kind: 'offline',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        page: 3,
        pageSize: 50,
      },
    });
  });

  it('refuses a backwards date range with the server’s words, and allows a single day', () => {
    expect(dateRangeProblem({ startDate: '2026-11-30', endDate: '2026-11-01' })).toBe('开始日期不能晚于结束日期');
    expect(dateRangeProblem({ startDate: '2026-11-01', endDate: '2026-11-01' })).toBeNull();
    expect(dateRangeProblem({ startDate: '2026-11-30', endDate: '' })).toBeNull();
  });

  it('sends a note or one action', () => {
    expect(toUpdateNoteInput(43, '  客户已对公转账 ')).toEqual({ body: { id: 43, note: '客户已对公转账' } });
    expect(toOrderActionInput(43, 'refund')).toEqual({ body: { id: 43, action: 'refund' } });
  });
});

describe('order story', () => {
  it('tells an order’s story in time order', () => {
    expect(orderEvents(order).map((e) => [e.title, e.detail ?? ''])).toEqual([
      ['创建订单', ''],
      ['支付成功', `支付方式：模拟支付，授权到期：${formatDateTime(order.licenseExpiresAt)}`],
    ]);
    const refunded = orderEvents({ ...order, status: 'refunded', refundedAt: '2026-11-22T09:00:00+08:00' });
    expect(refunded.map((e) => e.title)).toEqual(['创建订单', '支付成功', '已退款']);
    const cancelled = orderEvents({
      ...order,
      status: 'cancelled',
      paidAt: null,
      payMethod: null,
      cancelledAt: '2026-11-21T11:00:45+08:00',
      cancelReason: 'timeout',
      licenseExpiresAt: null,
    });
    expect(cancelled.map((e) => [e.title, e.detail])).toEqual([
      ['创建订单', undefined],
      ['订单取消', '超时未支付'],
    ]);
  });
});

describe('licence expiry of an order', () => {
  it('reads 未生效 until paid, and says a refund took it back', async () => {
    const { licenceExpiryText } = await import('./OrderDetails');
    const expiry = formatDateTime(order.licenseExpiresAt);
    expect(licenceExpiryText(order)).toBe(expiry);
    expect(licenceExpiryText({ ...order, status: 'pending', licenseExpiresAt: null })).toBe('未生效');
    expect(licenceExpiryText({ ...order, status: 'refunded' })).toBe(`已随退款收回（原为 ${expiry}）`);
  });
});
