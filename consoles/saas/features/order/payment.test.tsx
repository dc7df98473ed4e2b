import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#kit/format/time';
import { ok } from '#kit/test/fixtures';
import { paidOrder, pendingOrder, renderAt } from '../../shared/test/orderFixtures';
import { ONLINE_PAYMENT_OFF, OrderPayPage } from './OrderPayPage';
import { SANDBOX_NOTICE, SandboxPayPage } from './SandboxPayPage';

const PAYMENT_ID = 'pay_8Kq2Vx7Lm3Np9Rt4';
const sandboxPayment = (status: 'pending' | 'succeeded' | 'failed' = 'pending') => ({
  paymentId: PAYMENT_ID,
  orderId: 42,
  orderNo: 'CM20261121000042',
  subject: '西湖跑团 · 专业版 12 个月',
  amountFen: 299000,
  status,
  expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
});

describe('订单支付', { timeout: 30_000 }, () => {
  it('sums up the order and goes to the sandbox page the server names', async () => {
    const user = userEvent.setup();
    const view = renderAt('/order/orderPay/:id', '/order/orderPay/42', <OrderPayPage />, {
      getOrder: ok(pendingOrder(20)),
      getPaymentOptions: ok({ providers: ['sandbox'] }),
      payOrder: ok({
        paymentId: PAYMENT_ID,
        provider: 'sandbox',
        amountFen: 299000,
        payUrl: `/order/sandboxPay/${PAYMENT_ID}`,
        expiresAt: pendingOrder(20).payDeadline,
      }),
    });
    const info = await screen.findByLabelText('订单信息');
    expect(within(info).getByText('CM20261121000042')).toBeInTheDocument();
    expect(within(info).getByText('¥2,990.00')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /模拟支付/ })).toBeChecked();
    expect(screen.getByText('开发与演示用的沙箱渠道，不会产生真实扣款')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去支付 ¥2,990.00' }));
    await waitFor(() => expect(view.bodies('payOrder')).toEqual([{ orderId: 42, provider: 'sandbox' }]));
    await waitFor(() => expect(view.where()).toBe(`/order/sandboxPay/${PAYMENT_ID}`));
  });

  it('with the sandbox off, offers no 模拟支付 and says how to pay instead', async () => {
    const view = renderAt('/order/orderPay/:id', '/order/orderPay/42', <OrderPayPage />, {
      getOrder: ok(pendingOrder(20)),
      getPaymentOptions: ok({ providers: [] }),
    });
    expect(await screen.findByText(/在线支付未开通，请联系平台管理员线下付款或使用授权码/)).toBeInTheDocument();
    expect(ONLINE_PAYMENT_OFF).toBe('在线支付未开通，请联系平台管理员线下付款或使用授权码。');
    expect(screen.queryByRole('radio', { name: /模拟支付/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/模拟支付/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /去支付/ })).not.toBeInTheDocument();
    expect(view.calls.map((c) => c.operationId)).not.toContain('payOrder');
  });

  it('an order placed while online payment is off has no deadline and is paid offline', async () => {
    renderAt('/order/orderPay/:id', '/order/orderPay/44', <OrderPayPage />, {
      getOrder: ok(pendingOrder(20, { id: 44, payDeadline: null })),
      getPaymentOptions: ok({ providers: [] }),
    });
    expect(await screen.findByText(/在线支付未开通/)).toBeInTheDocument();
    expect(within(screen.getByLabelText('订单信息')).getByText('无（线下付款）')).toBeInTheDocument();
    expect(screen.queryByText(/这是管理员创建的线下订单/)).not.toBeInTheDocument();
  });

  it('does not offer payment for a paid order or a manager’s offline order', async () => {
    renderAt('/order/orderPay/:id', '/order/orderPay/42', <OrderPayPage />, {
      getOrder: ok(paidOrder),
      getPaymentOptions: ok({ providers: ['sandbox'] }),
    });
    expect(await screen.findByText(/订单已支付，无需支付/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /去支付/ })).not.toBeInTheDocument();
  });

  it('explains an offline pending order', async () => {
    renderAt('/order/orderPay/:id', '/order/orderPay/43', <OrderPayPage />, {
      getOrder: ok(pendingOrder(20, { id: 43, kind: 'offline', payDeadline: null })),
      getPaymentOptions: ok({ providers: ['sandbox'] }),
    });
    expect(await screen.findByText(/这是管理员创建的线下订单/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /去支付/ })).not.toBeInTheDocument();
  });
});

describe('模拟支付', { timeout: 30_000 }, () => {
  it('is marked as the sandbox in a banner, and a confirmed payment shows the new expiry and links to the order', async () => {
    const user = userEvent.setup();
    const view = renderAt('/order/sandboxPay/:paymentId', `/order/sandboxPay/${PAYMENT_ID}`, <SandboxPayPage />, {
      getSandboxPayment: ok(sandboxPayment()),
      completeSandboxPayment: ok(paidOrder, '支付成功，授权已生效'),
    });
    expect(SANDBOX_NOTICE).toBe('这是开发与演示用的模拟支付，不会产生真实扣款');
    expect(await screen.findByText(/这是开发与演示用的模拟支付，不会产生真实扣款/)).toBeInTheDocument();
    expect(screen.getAllByText('模拟支付').length).toBeGreaterThan(0);
    const bill = screen.getByLabelText('支付单');
    expect(within(bill).getByText('西湖跑团 · 专业版 12 个月')).toBeInTheDocument();
    expect(within(bill).getByText('¥2,990.00')).toBeInTheDocument();
    expect(within(bill).getByText('CM20261121000042')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(view.bodies('completeSandboxPayment')).toEqual([{ paymentId: PAYMENT_ID, result: 'succeeded' }]));
    expect(await screen.findByText('支付成功，授权已生效', { selector: '.fui-MessageBarTitle' })).toBeInTheDocument();
    expect(screen.getByText(`授权到期：${formatDateTime(paidOrder.licenseExpiresAt)}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认支付' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/order/seeOrder/42');
  });

  it('simulates a failed payment and offers paying again', async () => {
    const user = userEvent.setup();
    const view = renderAt('/order/sandboxPay/:paymentId', `/order/sandboxPay/${PAYMENT_ID}`, <SandboxPayPage />, {
      getSandboxPayment: ok(sandboxPayment()),
      completeSandboxPayment: ok(pendingOrder(20), '支付未成功，可重新发起支付'),
    });
    await user.click(await screen.findByRole('button', { name: '模拟支付失败' }));
    await waitFor(() => expect(view.bodies('completeSandboxPayment')).toEqual([{ paymentId: PAYMENT_ID, result: 'failed' }]));
    expect(await screen.findByText('支付未成功，可重新发起支付')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新支付' })).toHaveAttribute('href', '/order/orderPay/42');
  });

  it('refuses a malformed payment id without asking the server', async () => {
    const view = renderAt('/order/sandboxPay/:paymentId', '/order/sandboxPay/short', <SandboxPayPage />, {});
    expect(await screen.findByText('支付单不存在。')).toBeInTheDocument();
    expect(view.calls).toHaveLength(0);
  });
});
