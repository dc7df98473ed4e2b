// A site's work-order rules (who may open orders, reopening, staff names).
import { and, eq, inArray } from 'drizzle-orm';
import type { OperationBody } from '../../../../sdk';
import { badRequest, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { userRanks } from '../user-rank/user-rank.tables';
import { workOrderSettings } from './work-order.tables';
import { ensureWorkOrdersOpen, loadWorkOrderSetting, type WorkOrderSetting } from './work-order-access';

/** The site's work-order rules. */
export function createWorkOrderSettings(deps: Pick<ModuleDeps, 'db' | 'config'>) {
  const { db } = deps;

  return {
    async setting(siteId: number) {
      await ensureWorkOrdersOpen(db, siteId);
      return loadWorkOrderSetting(db, siteId);
    },

    async saveSetting(siteId: number, body: OperationBody<'saveWorkOrderSetting'>): Promise<WorkOrderSetting> {
      await ensureWorkOrdersOpen(db, siteId);
      const rankIds = [...new Set(body.rankIds)];
      if (body.openPermission === 'ranks' && !rankIds.length) throw badRequest('请至少选择一个会员等级');
      if (rankIds.length) {
        const found = await db
          .select({ id: userRanks.id })
          .from(userRanks)
          .where(and(eq(userRanks.siteId, siteId), inArray(userRanks.id, rankIds)));
        if (found.length !== rankIds.length) throw notFound('会员等级不存在');
      }
      const values = { ...body, rankIds };
      await db
        .insert(workOrderSettings)
        .values({ siteId, ...values })
        .onConflictDoUpdate({ target: workOrderSettings.siteId, set: { ...values, updatedAt: new Date() } });
      return values;
    },
  };
}
