// A site's work-order types (工单分类): list, save and delete; a type in use can only be switched off.
import { and, count, eq, sql } from 'drizzle-orm';
import type { OperationBody } from '../../../../sdk';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { workOrders, workOrderTypes } from './work-order.tables';
import { ensureWorkOrdersOpen } from './work-order-access';
import * as repo from './work-order-repository';
import { BAD_ASSIGNEE, TYPE_NOT_FOUND, text } from './work-order-shared';

const MAX_TYPES = 50;

/** The site's types of work order. */
export function createWorkOrderTypes(deps: Pick<ModuleDeps, 'db' | 'config'>) {
  const { db } = deps;

  return {
    // ── the site's types and rules ──
    async types(siteId: number) {
      await ensureWorkOrdersOpen(db, siteId);
      return repo.listTypes(db, siteId);
    },

    async saveType(siteId: number, body: OperationBody<'createWorkOrderType'> & { id?: number }) {
      await ensureWorkOrdersOpen(db, siteId);
      const name = text(body.name, '请输入分类名称');
      if (body.defaultAssigneeId !== undefined && !(await repo.findSiteAssignee(db, siteId, body.defaultAssigneeId)))
        throw badRequest(BAD_ASSIGNEE);
      const values = {
        name,
        description: body.description?.trim() ?? '',
        sort: body.sort,
        enabled: body.enabled,
        defaultAssigneeId: body.defaultAssigneeId ?? null,
      };
      try {
        const id = await db.transaction(async (tx) => {
          if (body.id === undefined) {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`workOrderTypes:${siteId}`}, 0))`);
            const [{ n }] = await tx.select({ n: count() }).from(workOrderTypes).where(eq(workOrderTypes.siteId, siteId));
            if (n >= MAX_TYPES) throw conflict(`一个站点最多 ${MAX_TYPES} 个工单分类`);
            const [row] = await tx
              .insert(workOrderTypes)
              .values({ siteId, ...values })
              .returning({ id: workOrderTypes.id });
            return row.id;
          }
          const rows = await tx
            .update(workOrderTypes)
            .set(values)
            .where(and(eq(workOrderTypes.siteId, siteId), eq(workOrderTypes.id, body.id)))
            .returning({ id: workOrderTypes.id });
          if (!rows.length) throw notFound(TYPE_NOT_FOUND);
          return rows[0].id;
        });
        const saved = (await repo.listTypes(db, siteId)).find((t) => t.id === id);
        if (!saved) throw notFound(TYPE_NOT_FOUND);
        return saved;
      } catch (error) {
        if (isUniqueViolation(error, 'work_order_types_name_key')) throw conflict('已有同名的工单分类');
        throw error;
      }
    },

    async deleteType(siteId: number, id: number) {
      await ensureWorkOrdersOpen(db, siteId);
      await db.transaction(async (tx) => {
        const [used] = await tx
          .select({ id: workOrders.id })
          .from(workOrders)
          .where(and(eq(workOrders.siteId, siteId), eq(workOrders.typeId, id)))
          .limit(1);
        const [exists] = await tx
          .select({ id: workOrderTypes.id })
          .from(workOrderTypes)
          .where(and(eq(workOrderTypes.siteId, siteId), eq(workOrderTypes.id, id)))
          .for('update');
        if (!exists) throw notFound(TYPE_NOT_FOUND);
        if (used) throw conflict('该分类下已有工单，不能删除，请改为停用');
        await tx.delete(workOrderTypes).where(and(eq(workOrderTypes.siteId, siteId), eq(workOrderTypes.id, id)));
      });
    },
  };
}
