// Whether a site runs work orders (its workOrderFunctionStatus, 功能设置) and its work-order rules with their defaults;
// the platform's own rules for the orders sites open to it.
import { eq } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { Switch } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { forbidden } from '../../http/errors';
import { siteSettings } from '../site-console/site-console.tables';
import { workOrderSettings } from './work-order.tables';

export const WORK_ORDERS_CLOSED = '本站未开放工单';

export type WorkOrderSetting = Schema<'WorkOrderSetting'>;

export const defaultWorkOrderSetting: WorkOrderSetting = {
  openPermission: 'all',
  rankIds: [],
  autoCloseDays: 7,
  reopenDays: 7,
  showStaffNames: 1,
};

/** The platform's orders: closed 7 days after being resolved without a word from the site, reopenable for 7 days. */
export const PLATFORM_RULES = { autoCloseDays: 7, reopenDays: 7 } as const;

export async function workOrdersOpen(db: Executor, siteId: number): Promise<boolean> {
  const [row] = await db.select({ on: siteSettings.workOrderFunctionStatus }).from(siteSettings).where(eq(siteSettings.siteId, siteId));
  return (row?.on ?? Switch.on) === Switch.on;
}

/** Refuses every operation on a site's own work orders while the site has them switched off (403, before any object). */
export async function ensureWorkOrdersOpen(db: Executor, siteId: number): Promise<void> {
  if (!(await workOrdersOpen(db, siteId))) throw forbidden(WORK_ORDERS_CLOSED);
}

export async function loadWorkOrderSetting(db: Executor, siteId: number): Promise<WorkOrderSetting> {
  const [row] = await db
    .select({
      openPermission: workOrderSettings.openPermission,
      rankIds: workOrderSettings.rankIds,
      autoCloseDays: workOrderSettings.autoCloseDays,
      reopenDays: workOrderSettings.reopenDays,
      showStaffNames: workOrderSettings.showStaffNames,
    })
    .from(workOrderSettings)
    .where(eq(workOrderSettings.siteId, siteId));
  return row ? (row as WorkOrderSetting) : defaultWorkOrderSetting;
}
