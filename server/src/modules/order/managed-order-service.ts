// Platform managers (admin or Order) handle every customer's orders: list, offline orders, mark paid, cancel, refund.
import { canTransition, type OperationQuery, OrderStatusTransitions, type Schema } from '../../../../sdk';
import { DATE_RANGE_MESSAGE } from '../../../../sdk/format';
import type { SaasPrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, notFound } from '../../http/errors';
import { beijingDayEnd, beijingDayStart } from '../../lib/beijing-time';
import type { ModuleDeps } from '../deps';
import { applyPaidOrder, forgetLicense, restoreBeforeOrder } from '../license/license-apply';
import { findSiteForOrder, lockLicense } from '../license/license-repository';
import { recordOrderPaid, recordOrderRefunded } from './order-audit';
import * as repo from './order-repository';
import { asOfNow, ORDER_NOT_FOUND, orderNumber, SITE_NOT_FOUND } from './order-rules';
import { toOrder } from './order-view';

const ACTION_DESCRIPTIONS = {
  markPaid: '已标记为线下支付，授权已生效',
  cancel: '订单已取消',
  refund: '订单已退款，站点授权已恢复为该订单之前的状态',
} as const;

export type ManagedOrderService = ReturnType<typeof createManagedOrderService>;

export function createManagedOrderService(deps: ModuleDeps) {
  const { db } = deps;

  async function view(orderId: number) {
    const row = await repo.findOrderView(db, orderId);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return toOrder(row);
  }

  return {
    async list(query: OperationQuery<'getManagedOrderList'>) {
      const createdFrom = query.startDate ? beijingDayStart(query.startDate) : undefined;
      const createdBefore = query.endDate ? beijingDayEnd(query.endDate) : undefined;
      if (createdFrom === null) throw badRequest('开始日期不存在');
      if (createdBefore === null) throw badRequest('结束日期不存在');
      if (createdFrom && createdBefore && createdFrom >= createdBefore) throw badRequest(DATE_RANGE_MESSAGE);
      const { list: rows, total } = await repo.listOrders(db, {
        accountKeyword: query.accountKeyword,
        siteKeyword: query.siteKeyword,
        status: query.status,
        kind: query.kind,
        createdFrom,
        createdBefore,
        ...paging(query),
      });
      return { list: rows.map(toOrder), total };
    },

    /**
     * An order for a customer's site at the price the manager agreed. Paid: applied at once. Not paid: it waits, without
     * a deadline, until a manager marks it paid or cancels it.
     */
    async createOffline(principal: SaasPrincipal, input: Schema<'OfflineOrderInput'>, request: RequestInfo) {
      const note = input.note.trim();
      if (!note) throw badRequest('请填写备注（如合同编号）');
      const site = await findSiteForOrder(db, input.siteId);
      if (!site) throw notFound(SITE_NOT_FOUND);
      const now = new Date();
      const orderId = await db.transaction(async (tx) => {
        const id = await repo.insertOrder(
          tx,
          {
            kind: 'offline',
            status: input.paid ? 'paid' : 'pending',
            siteId: site.id,
            siteName: site.name,
            siteSlug: site.slug,
            accountId: site.ownerAccountId,
            licenseType: input.licenseType,
            months: input.months,
            amountFen: input.amountFen,
            payMethod: input.paid ? 'offline' : null,
            note,
            createdBy: principal.accountId,
            createdAt: now,
            payDeadline: null,
            paidAt: input.paid ? now : null,
          },
          (newId) => orderNumber(newId, now),
        );
        if (input.paid) {
          const order = { id, siteId: site.id, licenseType: input.licenseType, months: input.months };
          const licenseExpiresAt = await applyPaidOrder(tx, order, now);
          const facts = { ...order, orderNo: orderNumber(id, now), accountId: site.ownerAccountId, amountFen: input.amountFen };
          await recordOrderPaid(tx, request, facts, { payMethod: 'offline', actorAccountId: principal.accountId, licenseExpiresAt });
        }
        return id;
      });
      if (input.paid) await forgetLicense(deps, site.id);
      return { order: await view(orderId), description: input.paid ? '线下订单已创建并生效' : '线下订单已创建，确认收款后请标记为已支付' };
    },

    async update(principal: SaasPrincipal, input: Schema<'ManagedOrderInput'>, request: RequestInfo) {
      const now = new Date();
      const siteChanged = await db.transaction(async (tx) => {
        const locked = await repo.findOrder(tx, input.id, true);
        if (!locked) throw notFound(ORDER_NOT_FOUND);
        const order = asOfNow(locked, now);
        if (input.note !== undefined) await repo.updateOrder(tx, order.id, { note: input.note.trim() });
        switch (input.action) {
          case 'markPaid': {
            if (!canTransition(OrderStatusTransitions, 'markPaid', order.status)) throw conflict('只有待支付的订单可以标记为已支付');
            await repo.updateOrder(tx, order.id, { status: 'paid', payMethod: 'offline', paidAt: now });
            const licenseExpiresAt = await applyPaidOrder(tx, order, now);
            await recordOrderPaid(tx, request, order, { payMethod: 'offline', actorAccountId: principal.accountId, licenseExpiresAt });
            return licenseExpiresAt !== undefined;
          }
          case 'cancel':
            if (!canTransition(OrderStatusTransitions, 'cancel', order.status)) throw conflict('只有待支付的订单可以取消');
            await repo.updateOrder(tx, order.id, { status: 'cancelled', cancelledAt: now, cancelReason: 'manager' });
            return false;
          case 'refund': {
            if (!canTransition(OrderStatusTransitions, 'refund', order.status)) throw conflict('只有已支付的订单可以退款');
            // The licence lock first: nothing can be applied to the site while we decide whether this order is its latest.
            const applied = order.prevLicenseType !== null && Boolean(await lockLicense(tx, order.siteId));
            if (applied) {
              if ((await repo.latestAppliedOrderId(tx, order.siteId)) !== order.id) {
                throw conflict('该站点在此订单之后还有生效的订单，请先处理之后的订单');
              }
              await restoreBeforeOrder(tx, order);
            }
            await repo.updateOrder(tx, order.id, { status: 'refunded', refundedAt: now });
            await recordOrderRefunded(tx, request, order, { actorAccountId: principal.accountId, licenseRestored: applied });
            return applied;
          }
          default:
            return false;
        }
      });
      const order = await view(input.id);
      if (siteChanged) await forgetLicense(deps, order.siteId);
      return { order, description: input.action ? ACTION_DESCRIPTIONS[input.action] : '订单已更新' };
    },
  };
}
