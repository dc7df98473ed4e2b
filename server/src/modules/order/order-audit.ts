// The order events of the security audit trail, written in the transaction that changes the order.
import { recordSecurityEvent } from '../../audit/security-events';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';

type From = Pick<RequestInfo, 'ip' | 'userAgent'> | null;

interface OrderFacts {
  id: number;
  orderNo: string;
  siteId: number;
  accountId: number;
  licenseType: number;
  months: number;
  amountFen: number;
}

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/**
 * An order became paid and (when its site still exists) changed the site's licence. `actorAccountId`: the manager who
 * marked it paid, or the buyer who paid; a provider's own callback has no account behind it.
 */
export async function recordOrderPaid(
  tx: Executor,
  from: From,
  order: OrderFacts,
  how: { payMethod: string; paymentId?: string; actorAccountId?: number; licenseExpiresAt: Date | null | undefined },
) {
  await recordSecurityEvent(tx, from, {
    realm: 'saas',
    action: 'orderPaid',
    siteId: order.siteId,
    actorAccountId: how.actorAccountId ?? null,
    targetType: 'order',
    targetId: order.id,
    detail: {
      orderNo: order.orderNo,
      accountId: order.accountId,
      licenseType: order.licenseType,
      months: order.months,
      amountFen: order.amountFen,
      payMethod: how.payMethod,
      ...(how.paymentId ? { paymentId: how.paymentId } : {}),
      licenseExpiresAt: iso(how.licenseExpiresAt),
    },
  });
}

export async function recordOrderRefunded(
  tx: Executor,
  from: From,
  order: OrderFacts,
  how: { actorAccountId: number; licenseRestored: boolean },
) {
  await recordSecurityEvent(tx, from, {
    realm: 'saas',
    action: 'orderRefunded',
    siteId: order.siteId,
    actorAccountId: how.actorAccountId,
    targetType: 'order',
    targetId: order.id,
    detail: {
      orderNo: order.orderNo,
      accountId: order.accountId,
      amountFen: order.amountFen,
      licenseRestored: how.licenseRestored,
    },
  });
}
