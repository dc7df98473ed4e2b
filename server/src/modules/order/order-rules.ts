import { licenseAllows, type Schema } from '../../../../sdk';
import { beijingDate } from '../../lib/beijing-time';
import { type LicenseTerms, licenseState } from '../license/license-state';

/** A buyer's order waits this long for payment, then is cancelled (timeout). Offline orders have no deadline. */
export const PAY_WINDOW_MS = 30 * 60 * 1000;
export const ORDER_NOT_FOUND = '订单不存在';
export const SITE_NOT_FOUND = '站点不存在';

interface OrderState {
  status: string;
  payDeadline: Date | null;
  cancelledAt: Date | null;
  cancelReason: string;
}

/**
 * The order as it stands at `now`: a pending one past its deadline is cancelled (timeout) at its deadline, whether or
 * not the sweeper has written that yet (the repository's reads say the same in SQL).
 */
export function asOfNow<T extends OrderState>(order: T, now = new Date()): T {
  if (order.status !== 'pending' || !order.payDeadline || order.payDeadline.getTime() > now.getTime()) return order;
  return { ...order, status: 'cancelled', cancelledAt: order.payDeadline, cancelReason: 'timeout' };
}

/** `CM` + the Beijing day it was placed + the id, at least six digits: CM20261121000042. */
export function orderNumber(orderId: number, placedAt: Date): string {
  return `CM${beijingDate(placedAt)}${String(orderId).padStart(6, '0')}`;
}

/**
 * Why a buyer may not place this order, or null. buy: a plan other than the current one, or the current one has expired.
 * renew: the current paid plan (expired or not).
 */
export function orderKindProblem(
  kind: Schema<'OrderCreateInput'>['kind'],
  current: LicenseTerms,
  planType: number,
  now = new Date(),
): string | null {
  if (kind === 'renew') {
    if (!licenseAllows.renewal(current.licenseType)) return '基础版无需续费，请选择购买套餐';
    if (planType !== current.licenseType) return '续费只能选择当前套餐；更换套餐请选择购买';
    return null;
  }
  if (planType === current.licenseType && licenseState(current, now).status !== 'expired') {
    return '站点当前已是该套餐，请选择续费';
  }
  return null;
}

/** What a buyer sees as the thing paid for: 西湖跑团 · 专业版 12 个月. */
export function orderSubject(order: { siteName: string; months: number }, planName: string): string {
  return `${order.siteName} · ${planName} ${order.months} 个月`;
}
