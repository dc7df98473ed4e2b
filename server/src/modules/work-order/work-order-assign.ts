// Assigning a work order to a staff member, and the staff an order may be assigned to.
import { and, eq } from 'drizzle-orm';
import type { OperationBody } from '../../../../sdk';
import { badRequest } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { workOrders } from './work-order.tables';
import * as repo from './work-order-repository';
import { type Actor, BAD_ASSIGNEE, workOrderSteps } from './work-order-shared';

/** Assignment by the staff answering orders. */
export function createWorkOrderAssign(deps: Pick<ModuleDeps, 'db' | 'config'>) {
  const { db } = deps;
  const { gate, lockOrder, addEntry } = workOrderSteps(deps);

  return {
    async assign(actor: Actor & { role: 'staff' }, body: OperationBody<'assignWorkOrder'>) {
      await gate(actor);
      const assignee =
        actor.scope === 'site'
          ? await repo.findSiteAssignee(db, actor.siteId, body.assigneeId)
          : await repo.findPlatformAssignee(db, body.assigneeId);
      if (!assignee) throw badRequest(BAD_ASSIGNEE);
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, actor, body.id);
        await tx
          .update(workOrders)
          .set(
            actor.scope === 'site'
              ? { assigneeSiteUserId: assignee.id, updatedAt: new Date() }
              : { assigneeAccountId: assignee.id, updatedAt: new Date() },
          )
          .where(and(eq(workOrders.siteId, order.siteId), eq(workOrders.id, order.id)));
        await addEntry(tx, order, actor, 'note', `指派给 ${assignee.name}`);
      });
      return assignee;
    },

    async assignees(actor: Actor & { role: 'staff' }) {
      await gate(actor);
      return actor.scope === 'site' ? repo.listSiteAssignees(db, actor.siteId) : repo.listPlatformAssignees(db);
    },
  };
}
