// Paying an order through a provider, and settling what the provider reports. Every notification — a provider's
// callback or the sandbox page's result — goes through settle(), which locks the order and claims the notification's id.
import { canTransition, OrderStatusTransitions, type Schema } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import type { SaasPrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { applyPaidOrder, forgetLicense } from '../license/license-apply';
import { recordOrderPaid } from './order-audit';
import * as repo from './order-repository';
import { asOfNow, ORDER_NOT_FOUND, orderSubject } from './order-rules';
import { notPendingReason } from './order-service';
import { toOrder } from './order-view';
import { createPaymentProviders, isFresh, newPaymentId, type PaymentNotification } from './payment-provider';

const PAYMENT_NOT_FOUND = '支付单不存在';
export const ONLINE_PAYMENT_OFF = '在线支付未开通，请联系平台管理员线下付款或使用授权码';
const SANDBOX_OFF = '未开通模拟支付';

export interface Settlement {
  orderId: number;
  /** The payment's status after this notification. */
  paymentStatus: 'succeeded' | 'failed';
}

export type PaymentService = ReturnType<typeof createPaymentService>;

export function createPaymentService(deps: ModuleDeps) {
  const { db, config, log } = deps;
  const { providers, online, sandbox } = createPaymentProviders(config);

  /** The buyer's payment and its order; anyone else's answers like a missing one. */
  async function ownPayment(principal: SaasPrincipal, paymentId: string, provider: string) {
    const payment = await repo.findPayment(db, paymentId);
    const order = payment && (await repo.findOrder(db, payment.orderId));
    if (!payment || !order || order.accountId !== principal.accountId || payment.provider !== provider) throw notFound(PAYMENT_NOT_FOUND);
    return { payment, order: asOfNow(order) };
  }

  /**
   * Applies a provider's notification once. Rules: the provider must be the one running (400), the signature verify
   * (400), the timestamp be within 5 minutes of ours (400), the notification id be new (409: it is claimed in the
   * transaction that applies it, so of two identical notifications at once one is refused), the payment exist (404) and
   * the amount match it (409). The same result by another notification changes nothing. A success is final; a failure
   * may be followed by a success (the buyer paid after all). A success for a pending order, or for one cancelled
   * meanwhile (timeout, buyer, manager), marks it paid and applies it: the money arrived. A success for an order already
   * paid another way is recorded on the payment and not applied again (logged, to be refunded by hand).
   */
  async function settle(
    notification: PaymentNotification,
    request: Pick<RequestInfo, 'ip' | 'userAgent'> | null,
    /** The buyer on the sandbox page; a provider's callback has no account behind it. */
    actorAccountId?: number,
  ): Promise<Settlement> {
    const provider = providers[notification.provider];
    if (!provider) throw badRequest('未开通该支付渠道');
    if (!provider.verify(notification)) throw badRequest('签名无效');
    if (!isFresh(notification)) throw badRequest('通知已过期（通知时间与服务器时间相差超过 5 分钟）');
    const now = new Date();
    const outcome = await db.transaction(async (tx) => {
      const locked = await repo.lockOrderOfPayment(tx, notification.paymentId);
      const payment = locked && (await repo.findPayment(tx, notification.paymentId));
      if (!locked || !payment || payment.provider !== notification.provider) throw notFound(PAYMENT_NOT_FOUND);
      if (!(await repo.claimNotification(tx, notification))) throw conflict('该通知已处理过（通知编号重复）');
      if (payment.amountFen !== notification.amountFen) throw conflict('支付金额与订单金额不符');
      const order = asOfNow(locked, now);
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
      const licenseExpiresAt = await applyPaidOrder(tx, order, now);
      await recordOrderPaid(tx, request, order, { payMethod: payment.provider, paymentId: payment.id, actorAccountId, licenseExpiresAt });
      return { ...settled, appliedToSite: order.siteId };
    });
    if (outcome.appliedToSite !== null) await forgetLicense(deps, outcome.appliedToSite);
    return { orderId: outcome.orderId, paymentStatus: outcome.paymentStatus };
  }

  return {
    /** A provider's callback: settled, and when refused, the refusal goes to the security audit trail (no signature in it). */
    async receive(notification: PaymentNotification, request: RequestInfo): Promise<Settlement> {
      try {
        return await settle(notification, request);
      } catch (error) {
        if (error instanceof AppError) {
          await recordSecurityEvent(db, request, {
            realm: 'saas',
            action: 'paymentNotifyRefused',
            targetType: 'payment',
            targetId: notification.paymentId,
            detail: {
              reason: error.description,
              provider: notification.provider,
              notifyId: notification.notifyId,
              status: notification.status,
              amountFen: notification.amountFen,
              timestamp: notification.timestamp,
            },
          });
        }
        throw error;
      }
    },

    options(): Schema<'PaymentOptions'> {
      return { providers: online };
    },

    async pay(principal: SaasPrincipal, input: Schema<'PaymentInput'>): Promise<Schema<'PaymentIntent'>> {
      const provider = providers[input.provider];
      return db.transaction(async (tx) => {
        const locked = await repo.findOrder(tx, input.orderId, true);
        if (!locked || locked.accountId !== principal.accountId) throw notFound(ORDER_NOT_FOUND);
        const order = asOfNow(locked);
        if (!canTransition(OrderStatusTransitions, 'pay', order.status)) throw conflict(notPendingReason(order));
        if (!provider) throw conflict(online.length ? '不支持该支付方式' : ONLINE_PAYMENT_OFF);
        if (!order.payDeadline) throw conflict(order.kind === 'offline' ? '线下订单请按线下约定付款' : ONLINE_PAYMENT_OFF);
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
      if (!sandbox) throw conflict(SANDBOX_OFF);
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
    async completeSandbox(principal: SaasPrincipal, input: Schema<'SandboxPaymentInput'>, request: RequestInfo) {
      if (!sandbox) throw conflict(SANDBOX_OFF);
      const { payment, order } = await ownPayment(principal, input.paymentId, 'sandbox');
      if (payment.status === 'pending') {
        if (!canTransition(OrderStatusTransitions, 'pay', order.status)) throw conflict(notPendingReason(order));
      } else if (payment.status !== input.result) {
        throw conflict('该支付单已结束，请重新发起支付');
      }
      const notification = sandbox.notify({ paymentId: payment.id, amountFen: payment.amountFen, status: input.result });
      const settled = await settle(notification, request, principal.accountId);
      const row = await repo.findOrderView(db, settled.orderId);
      if (!row) throw notFound(ORDER_NOT_FOUND);
      const description =
        settled.paymentStatus === 'failed' ? '支付未成功，可重新发起支付' : row.status === 'paid' ? '支付成功，授权已生效' : '支付成功';
      return { order: toOrder(row), description };
    },
  };
}
