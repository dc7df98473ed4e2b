// The job that closes resolved work orders nobody answered: a site's orders after its 自动关闭天数 (0: never), the
// platform's after PLATFORM_RULES.autoCloseDays, counted from the later of the resolution and the requester's last
// word. Each order is closed by one conditional update (a second run or server closes it once) with its record and
// the member's notification in the same transaction.
import { and, eq, sql } from 'drizzle-orm';
import { recordChange } from '../../contract/request-effects';
import type { ModuleDeps } from '../deps';
import { workOrderEntries, workOrderSettings, workOrders } from './work-order.tables';
import { defaultWorkOrderSetting, PLATFORM_RULES } from './work-order-access';
import { tellRequester } from './work-order-notices';

const BATCH = 500;

export async function closeStaleWorkOrders(deps: Pick<ModuleDeps, 'db'>, now = new Date()): Promise<number> {
  const { db } = deps;
  const days = sql<number>`(case when ${workOrders.scope} = 'saas' then ${PLATFORM_RULES.autoCloseDays} else coalesce(${workOrderSettings.autoCloseDays}, ${defaultWorkOrderSetting.autoCloseDays}) end)`;
  const due = sql`${days} > 0 and greatest(${workOrders.resolvedAt}, ${workOrders.lastRequesterAt}) < ${now}::timestamptz - make_interval(days => ${days})`;
  let closed = 0;
  for (;;) {
    const batch = await db
      .select({ siteId: workOrders.siteId, id: workOrders.id })
      .from(workOrders)
      .leftJoin(workOrderSettings, eq(workOrderSettings.siteId, workOrders.siteId))
      .where(and(eq(workOrders.status, 'resolved'), due))
      .limit(BATCH);
    let done = 0;
    for (const { siteId, id } of batch) {
      const ok = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(workOrders)
          .set({ status: 'closed', closedAt: now, updatedAt: now })
          .where(and(eq(workOrders.siteId, siteId), eq(workOrders.id, id), eq(workOrders.status, 'resolved')))
          .returning();
        if (!row) return false;
        await tx.insert(workOrderEntries).values({
          siteId,
          orderId: id,
          kind: 'event',
          author: 'system',
          authorName: '系统',
          content: '已解决后没有新的回复，工单已自动关闭',
        });
        await tellRequester(tx, row, 'workOrderStatusChanged', '已解决后没有新的回复，已自动关闭', '已关闭');
        recordChange({ siteId, topic: 'workOrder' });
        return true;
      });
      if (ok) done++;
    }
    closed += done;
    if (batch.length < BATCH || done === 0) return closed;
  }
}
