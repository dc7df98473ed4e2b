// Paying an order through a provider, and settling what the provider reports. Every notification — a provider's
// callback or the sandbox page's result — goes through settle(), which is idempotent and locks the order.
import type { Schema } from '../../../../sdk';
import type { SaasPrincipal } from '../../auth/principal';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { applyPaidOrder, forgetLicense } from '../license/license-apply';
import * as repo from './order-repository';
import { ORDER_NOT_FOUND, orderSubject } from './order-rules';
import { notPendingReason } from './order-service';
import { toOrder } from './order-view';
import { createPaymentProviders, newPaymentId, type PaymentNotification } from './payment-provider';

const PAYMENT_NOT_FOUND = '支付单不存在';

export interface Settlement {
  orderId: number;
  /** The payment's status after this notification. */
  paymentStatus: 'succeeded' | 'failed';
}

export type PaymentService = ReturnType<typeof createPaymentService>;

export function createPaymentService(deps: ModuleDeps) {
  const { db, config, log } = deps;
  const { providers, sandbox } = createPaymentProviders(config);
  const sweep = () => repo.cancelTimedOutOrders(db);

  /** The buyer's payment and its order; anyone else's answers like a missing one. */
  async function ownPayment(principal: SaasPrincipal, paymentId: string, provider: string) {
    const payment = await repo.findPayment(db, paymentId);
    const order = payment && (await repo.findOrder(db, payment.orderId));
    if (!payment || !order || order.accountId !== principal.accountId || payment.provider !== provider) throw notFound(PAYMENT_NOT_FOUND);
    return { payment, order };
  }

  /**
   * Applies a provider's notification once. Rules: the signature must verify (400), the payment exist (404) and the
   * amount match it (409). The same result twice changes nothing. A success is final; a failure may be followed by a
   * success (the buyer paid after all). A success for a pending order, or for one cancelled meanwhile (timeout, buyer,
   * manager), marks it paid and applies it: the money arrived. A success for an order already paid another way is
   * recorded on the payment and not applied again (logged, to be refunded by hand).
   */
  async function settle(notification: PaymentNotification): Promise<Settlement> {
    const provider = providers[notification.provider];
    if (!provider?.verify(notification)) throw badRequest('签名无效');
    await sweep();
    const now = new Date();
    const outcome = await db.transaction(async (tx) => {
      const order = await repo.lockOrderOfPayment(tx, notification.paymentId);
      const payment = order && (await repo.findPayment(tx, notification.paymentId));
      if (!order || !payment || payment.provider !== notification.provider) throw notFound(PAYMENT_NOT_FOUND);
      if (payment.amountFen !== notification.amountFen) throw conflict('支付金额与订单金额不符');
      const settled = { orderId: order.id, paymentStatus: notification.status, appliedToSite: null as number | null };
      if (payment.status === notification.status) return settled;
      if (payment.status === 'succeeded') throw conflict('该支付单已支付成功，不能改为失败');
      await repo.setPaymentStatus(tx, payment.id, notification.status);
      if (notification.status === 'failed') return settled;
      if (order.status === 'paid' || order.status === 'refunded') {
        log.warn({ orderId: order.id, paymentId: payment.id }, 'a second payment succeeded for an order already paid; refund it by hand');
        return settled;
      }
      await repo.updateOrder(tx, order.id, {
        status: 'paid',
        payMethod: payment.provider,
        paidAt: now,
        cancelledAt: null,
        cancelReason: '',
      });
      await applyPaidOrder(tx, order, now);
      return { ...settled, appliedToSite: order.siteId };
    });
    if (outcome.appliedToSite !== null) await forgetLicense(deps, outcome.appliedToSite);
    return { orderId: outcome.orderId, paymentStatus: outcome.paymentStatus };
  }

  return {
    settle,

    async pay(principal: SaasPrincipal, input: Schema<'PaymentInput'>): Promise<Schema<'PaymentIntent'>> {
      const provider = providers[input.provider];
      await sweep();
      return db.transaction(async (tx) => {
        const order = await repo.findOrder(tx, input.orderId, true);
        if (!order || order.accountId !== principal.accountId) throw notFound(ORDER_NOT_FOUND);
        if (order.status !== 'pending') throw conflict(notPendingReason(order));
        if (!order.payDeadline) throw conflict('线下订单请按线下约定付款');
        if (order.payDeadline.getTime() <= Date.now()) throw conflict(notPendingReason({ status: 'cancelled', cancelReason: 'timeout' }));
        // Paying again reuses the open payment, so that one order is not paid twice through two checkouts.
        const open = await repo.findPendingPayment(tx, order.id, provider.name);
        const paymentId = open?.id ?? newPaymentId();
        if (!open) await repo.insertPayment(tx, { id: paymentId, orderId: order.id, provider: provider.name, amountFen: order.amountFen });
        const subject = orderSubject(order, await repo.planName(tx, order.licenseType));
        const { payUrl } = await provider.open({ paymentId, amountFen: order.amountFen, subject, expiresAt: order.payDeadline });
        return { paymentId, provider: provider.name, amountFen: order.amountFen, payUrl, expiresAt: order.payDeadline.toISOString() };
      });
    },

    async sandboxPayment(principal: SaasPrincipal, paymentId: string): Promise<Schema<'SandboxPayment'>> {
      await sweep();
      const { payment, order } = await ownPayment(principal, paymentId, 'sandbox');
      return {
        paymentId: payment.id,
        orderId: order.id,
        orderNo: order.orderNo,
        subject: orderSubject(order, await repo.planName(db, order.licenseType)),
        amountFen: payment.amountFen,
        status: payment.status as Schema<'SandboxPayment'>['status'],
        expiresAt: (order.payDeadline ?? order.createdAt).toISOString(),
      };
    },

    /** The sandbox page's button: like a real checkout, it refuses to take money for an order that can no longer be paid. */
    async completeSandbox(principal: SaasPrincipal, input: Schema<'SandboxPaymentInput'>) {
      if (!sandbox) throw conflict('未启用模拟支付');
      await sweep();
      const { payment, order } = await ownPayment(principal, input.paymentId, 'sandbox');
      if (payment.status === 'pending') {
        if (order.status !== 'pending') throw conflict(notPendingReason(order));
        if (!order.payDeadline || order.payDeadline.getTime() <= Date.now()) {
          throw conflict(notPendingReason({ status: 'cancelled', cancelReason: 'timeout' }));
        }
      } else if (payment.status !== input.result) {
        throw conflict('该支付单已结束，请重新发起支付');
      }
      const settled = await settle(sandbox.notify({ paymentId: payment.id, amountFen: payment.amountFen, status: input.result }));
      const row = await repo.findOrderView(db, settled.orderId);
      if (!row) throw notFound(ORDER_NOT_FOUND);
      const description =
        settled.paymentStatus === 'failed' ? '支付未成功，可重新发起支付' : row.status === 'paid' ? '支付成功，授权已生效' : '支付成功';
      return { order: toOrder(row), description };
    },
  };
}
