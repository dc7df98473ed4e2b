import type { Schema } from '../../../../sdk';
import { maskMobile } from '../../lib/text';
import type { OrderViewRow } from './order-repository';

export type OrderView = Schema<'Order'>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** An order as the contract shows it; the deadline only matters (and only shows) while the order waits for payment. */
export function toOrder(row: OrderViewRow): OrderView {
  return {
    id: row.id,
    orderNo: row.orderNo,
    kind: row.kind as OrderView['kind'],
    status: row.status as OrderView['status'],
    siteId: row.siteId,
    siteName: row.siteName,
    siteSlug: row.siteSlug,
    accountId: row.accountId,
    accountName: row.accountName,
    accountMobile: maskMobile(row.accountMobile),
    licenseType: row.licenseType as OrderView['licenseType'],
    months: row.months,
    amountFen: row.amountFen,
    payMethod: (row.payMethod ?? null) as OrderView['payMethod'],
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    payDeadline: row.status === 'pending' ? iso(row.payDeadline) : null,
    paidAt: iso(row.paidAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason as OrderView['cancelReason'],
    refundedAt: iso(row.refundedAt),
    licenseExpiresAt: iso(row.licenseExpiresAt),
  };
}
