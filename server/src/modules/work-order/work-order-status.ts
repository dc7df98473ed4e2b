// A work order's state machine: the staff's status changes, the requester's close and reopen, and the rating.
import { and, eq, sql } from 'drizzle-orm';
import { actionBetween, canTransition, type OperationBody, workOrderStaffActions } from '../../../../sdk';
import { WorkOrderStatusTransitions } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { conflict } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { workOrders } from './work-order.tables';
import { tellRequester } from './work-order-notices';
import type { Status } from './work-order-repository';
import { type Actor, DAY_MS, label, workOrderSteps } from './work-order-shared';

/** Status changes, closing, reopening and rating. */
export function createWorkOrderStatus(deps: Pick<ModuleDeps, 'db' | 'config'>) {
  const { db } = deps;
  const { gate, rulesOf, lockOrder, addEntry } = workOrderSteps(deps);
  async function setStatusTx(tx: Executor, order: typeof workOrders.$inferSelect, to: Status) {
    const now = new Date();
    await tx
      .update(workOrders)
      .set({
        status: to,
        updatedAt: now,
        ...(to === 'resolved' ? { resolvedAt: now, closedAt: null } : {}),
        ...(to === 'closed' ? { closedAt: now } : {}),
        ...(to === 'processing' ? { resolvedAt: null, closedAt: null } : {}),
      })
      .where(and(eq(workOrders.siteId, order.siteId), eq(workOrders.id, order.id)));
  }

  return {
    async changeStatus(actor: Actor & { role: 'staff' }, body: OperationBody<'changeWorkOrderStatus'>) {
      await gate(actor);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor, body.id);
        const from = order.status as Status;
        const to = body.status;
        if (from === to) throw conflict(`工单已是「${label(to)}」`);
        if (!actionBetween(WorkOrderStatusTransitions, from, to, workOrderStaffActions))
          throw conflict(`不能从「${label(from)}」改为「${label(to)}」`);
        await setStatusTx(tx, order, to);
        await addEntry(tx, order, actor, 'event', `状态：${label(from)} → ${label(to)}`);
        await tellRequester(tx, order, 'workOrderStatusChanged', `的状态已改为「${label(to)}」`, label(to));
      });
    },

    async requesterAction(actor: Actor & { role: 'requester' }, body: OperationBody<'changeMyWorkOrderStatus'>) {
      await gate(actor);
      const rules = await rulesOf(actor.scope, actor.siteId);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor, body.id);
        if (body.action === 'close') {
          if (!canTransition(WorkOrderStatusTransitions, 'close', order.status)) throw conflict('工单已关闭');
          await setStatusTx(tx, order, 'closed');
          await addEntry(tx, order, actor, 'event', '提交人关闭了工单');
          return;
        }
        if (!canTransition(WorkOrderStatusTransitions, 'reopen', order.status)) throw conflict('工单还在处理中，不需要重新打开');
        if (rules.reopenDays <= 0) throw conflict('本站不允许重新打开工单');
        const from = order.closedAt ?? order.resolvedAt ?? order.updatedAt;
        if (Date.now() - from.getTime() > rules.reopenDays * DAY_MS)
          throw conflict(`工单解决或关闭超过 ${rules.reopenDays} 天，不能重新打开，请提交新的工单`);
        await setStatusTx(tx, order, 'processing');
        await tx
          .update(workOrders)
          .set({ awaitingStaff: true, lastRequesterAt: new Date() })
          .where(and(eq(workOrders.siteId, order.siteId), eq(workOrders.id, order.id)));
        await addEntry(tx, order, actor, 'event', '提交人重新打开了工单');
      });
    },

    async rate(actor: Actor & { role: 'requester' }, body: OperationBody<'rateMyWorkOrder'>) {
      await gate(actor);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor, body.id);
        if (order.status !== 'resolved' && order.status !== 'closed') throw conflict('工单解决或关闭后才能评价');
        const rated = await tx
          .update(workOrders)
          .set({ rating: body.score, ratingComment: body.comment?.trim() ?? '', ratedAt: new Date() })
          .where(and(eq(workOrders.siteId, order.siteId), eq(workOrders.id, order.id), sql`${workOrders.rating} is null`))
          .returning({ id: workOrders.id });
        if (!rated.length) throw conflict('这张工单已经评价过了');
        await addEntry(tx, order, actor, 'event', `满意度 ${body.score} 星${body.comment?.trim() ? `：${body.comment.trim()}` : ''}`);
      });
    },
  };
}
