// What an account holder does with their own orders. Another holder's order or site answers exactly like a missing one.
// Reads never write: an order past its deadline reads as timed out (the sweeper writes that down later).
import { canTransition, type OperationQuery, OrderStatusTransitions, type Schema } from '../../../../sdk';
import { hasRole, type SaasPrincipal } from '../../auth/principal';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { findSiteForOrder } from '../license/license-repository';
import * as repo from './order-repository';
import { asOfNow, ORDER_NOT_FOUND, orderKindProblem, orderNumber, PAY_WINDOW_MS, SITE_NOT_FOUND } from './order-rules';
import { toOrder } from './order-view';
import { createPaymentProviders } from './payment-provider';

export type OrderService = ReturnType<typeof createOrderService>;

export function createOrderService({ db, config }: ModuleDeps) {
  // Without online payment an order waits, like an offline one, for a manager to confirm the money or for its buyer to cancel it.
  const payOnline = createPaymentProviders(config).online.length > 0;

  async function view(orderId: number) {
    const row = await repo.findOrderView(db, orderId);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return toOrder(row);
  }

  return {
    async productList(): Promise<Schema<'LicensePlan'>[]> {
      const { plans, prices } = await repo.listPlansWithPrices(db);
      return plans.map((plan) => ({
        licenseType: plan.licenseType as Schema<'LicenseType'>,
        name: plan.name,
        description: plan.description,
        features: plan.features,
        prices: prices
          .filter((price) => price.licenseType === plan.licenseType)
          .map((price) => ({
            id: price.id,
            licenseType: price.licenseType as Schema<'LicenseType'>,
            months: price.months,
            amountFen: price.amountFen,
            label: `${price.months} 个月`,
          })),
      }));
    },

    async create(principal: SaasPrincipal, input: Schema<'OrderCreateInput'>) {
      const site = await findSiteForOrder(db, input.siteId);
      if (!site || site.ownerAccountId !== principal.accountId) throw notFound(SITE_NOT_FOUND);
      const price = await repo.findPrice(db, input.priceId);
      if (!price) throw notFound('所选套餐时长不存在');
      if (!price.active) throw badRequest('所选套餐时长已停售，请重新选择');
      const now = new Date();
      const problem = orderKindProblem(input.kind, site, price.licenseType, now);
      if (problem) throw conflict(problem);
      const orderId = await db.transaction((tx) =>
        repo.insertOrder(
          tx,
          {
            kind: input.kind,
            status: 'pending',
            siteId: site.id,
            siteName: site.name,
            siteSlug: site.slug,
            accountId: principal.accountId,
            licenseType: price.licenseType,
            months: price.months,
            // The amount comes from the price list only, never from the client.
            amountFen: price.amountFen,
            createdBy: principal.accountId,
            createdAt: now,
            payDeadline: payOnline ? new Date(now.getTime() + PAY_WINDOW_MS) : null,
          },
          (id) => orderNumber(id, now),
        ),
      );
      const description = payOnline
        ? '订单已创建，请在 30 分钟内完成支付'
        : '订单已创建。在线支付未开通，请联系平台管理员线下付款或使用授权码';
      return { order: await view(orderId), description };
    },

    async list(principal: SaasPrincipal, query: OperationQuery<'getOrderList'>) {
      const { list: rows, total } = await repo.listOrders(db, {
        accountId: principal.accountId,
        siteId: query.siteId,
        status: query.status,
        ...paging(query),
      });
      return { list: rows.map(toOrder), total };
    },

    async get(principal: SaasPrincipal, orderId: number) {
      const row = await repo.findOrderView(db, orderId);
      if (!row || (row.accountId !== principal.accountId && !hasRole(principal, 'Order'))) throw notFound(ORDER_NOT_FOUND);
      return toOrder(row);
    },

    async cancel(principal: SaasPrincipal, orderId: number) {
      await db.transaction(async (tx) => {
        const locked = await repo.findOrder(tx, orderId, true);
        if (!locked || locked.accountId !== principal.accountId) throw notFound(ORDER_NOT_FOUND);
        const order = asOfNow(locked);
        if (!canTransition(OrderStatusTransitions, 'cancel', order.status)) throw conflict(notPendingReason(order));
        if (order.kind === 'offline') throw conflict('线下订单请联系客服取消');
        await repo.updateOrder(tx, order.id, { status: 'cancelled', cancelledAt: new Date(), cancelReason: 'user' });
      });
      return view(orderId);
    },
  };
}

/** Why an order that is no longer pending cannot be paid or cancelled. */
export function notPendingReason(order: { status: string; cancelReason: string }): string {
  if (order.status === 'paid') return '订单已支付';
  if (order.status === 'refunded') return '订单已退款';
  return order.cancelReason === 'timeout' ? '订单已超时取消，请重新下单' : '订单已取消，请重新下单';
}
