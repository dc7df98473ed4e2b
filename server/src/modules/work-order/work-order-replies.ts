// Replies and internal notes on a work order: a staff reply moves a new order to 处理中 and tells the requester; a
// requester's reply puts the order back in the staff's queue.
import { and, eq } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { conflict } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { type workOrderEntries, workOrders } from './work-order.tables';
import { tellRequester } from './work-order-notices';
import { type Actor, checkImages, clip, text, workOrderSteps } from './work-order-shared';

/** Replying to an order, as its requester or its staff. */
export function createWorkOrderReplies(deps: Pick<ModuleDeps, 'db' | 'config'>) {
  const { db } = deps;
  const { gate, lockOrder, addEntry } = workOrderSteps(deps);
  function toEntry(row: typeof workOrderEntries.$inferSelect): Schema<'WorkOrderEntry'> {
    return {
      id: row.id,
      kind: row.kind as Schema<'WorkOrderEntryKind'>,
      author: row.author as Schema<'WorkOrderEntryAuthor'>,
      authorName: row.authorName,
      content: row.content,
      images: row.images,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    async reply(actor: Actor, body: { id: number; content: string; images?: string[]; internal?: boolean }) {
      await gate(actor);
      const content = text(body.content, '请输入回复内容');
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor, body.id);
        const images = checkImages(deps, order.siteId, body.images);
        const internal = actor.role === 'staff' && body.internal === true;
        if (order.status === 'closed' && !internal)
          throw conflict(actor.role === 'staff' ? '工单已关闭，请先改回处理中' : '工单已关闭，请先重新打开');
        const entry = await addEntry(tx, order, actor, internal ? 'note' : 'reply', content, images);
        const now = new Date();
        if (internal) {
          await tx
            .update(workOrders)
            .set({ updatedAt: now })
            .where(and(eq(workOrders.siteId, order.siteId), eq(workOrders.id, order.id)));
        } else if (actor.role === 'staff') {
          await tx
            .update(workOrders)
            .set({
              status: order.status === 'pending' ? 'processing' : order.status,
              awaitingStaff: false,
              firstReplyAt: order.firstReplyAt ?? now,
              updatedAt: now,
              ...(order.scope === 'site' && order.assigneeSiteUserId === null && actor.scope === 'site'
                ? { assigneeSiteUserId: actor.siteUserId }
                : {}),
              ...(order.scope === 'saas' && order.assigneeAccountId === null && actor.scope === 'saas' && actor.role === 'staff'
                ? { assigneeAccountId: actor.accountId }
                : {}),
            })
            .where(and(eq(workOrders.siteId, order.siteId), eq(workOrders.id, order.id)));
          await tellRequester(tx, order, 'workOrderReplied', clip(content, 80), '有了新回复');
        } else {
          await tx
            .update(workOrders)
            .set({
              status: order.status === 'resolved' ? 'processing' : order.status,
              resolvedAt: order.status === 'resolved' ? null : order.resolvedAt,
              awaitingStaff: true,
              lastRequesterAt: now,
              updatedAt: now,
            })
            .where(and(eq(workOrders.siteId, order.siteId), eq(workOrders.id, order.id)));
        }
        return toEntry(entry);
      });
    },
  };
}
