// How paid orders change a site's licence. Payment, a manager's "paid offline" and licence codes all go through
// applyPaidOrder; a refund goes back through restoreBeforeOrder.
import { cacheKeys } from '../../cache/cache';
import type { Executor } from '../../db/database';
import type { ModuleDeps } from '../deps';
import { updateOrder } from '../order/order-repository';
import { lockLicense, saveLicense } from './license-repository';
import { licenseAfterOrder } from './license-state';

/**
 * Extends or replaces the site's licence for a paid order and records on the order what it replaced (prev_*), so that a
 * refund can give back exactly that. Returns the new end, or undefined when the site no longer exists (the order stays
 * as a financial record). Run it in the transaction that marks the order paid; then call forgetLicense after commit.
 */
export async function applyPaidOrder(
  tx: Executor,
  order: { id: number; siteId: number; licenseType: number; months: number },
  now = new Date(),
): Promise<Date | null | undefined> {
  const current = await lockLicense(tx, order.siteId);
  if (!current) return undefined;
  const next = licenseAfterOrder(current, order, now);
  await saveLicense(tx, order.siteId, next);
  await updateOrder(tx, order.id, {
    prevLicenseType: current.licenseType,
    prevStartsAt: current.startsAt,
    prevExpiresAt: current.expiresAt,
    licenseExpiresAt: next.expiresAt,
  });
  return next.expiresAt;
}

/**
 * Puts back the licence an order replaced (a refund). The caller holds the licence lock (lockLicense) and has checked
 * that no later order was built on this one.
 */
export async function restoreBeforeOrder(
  tx: Executor,
  order: { siteId: number; prevLicenseType: number | null; prevStartsAt: Date | null; prevExpiresAt: Date | null },
) {
  if (order.prevLicenseType === null || !order.prevStartsAt) return;
  await saveLicense(tx, order.siteId, { licenseType: order.prevLicenseType, startsAt: order.prevStartsAt, expiresAt: order.prevExpiresAt });
}

/** Drops every cached value of the site (its licence decides what the site offers). Call after the change commits. */
export async function forgetLicense({ cache }: Pick<ModuleDeps, 'cache'>, siteId: number) {
  await cache.delPrefix(cacheKeys.site(siteId));
  await cache.delPrefix(cacheKeys.siteLists());
}
