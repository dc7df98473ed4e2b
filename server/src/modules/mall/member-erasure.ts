// A member's mall data when they erase their account (PIPL), in the erasure's transaction: orders still waiting to be
// shipped are cancelled (the gift's stock returned; the points are not, the ledger goes with the account) and no order
// keeps the delivery address. The orders themselves stay, for the site's stock and redemption history.
import { and, eq } from 'drizzle-orm';
import { MallOrderStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { mallOrders } from './mall.tables';
import { returnStock, setOrder } from './mall-repository';

export const ERASED_ORDER_REASON = '会员已注销账号';

/** Answers how many waiting orders were cancelled. */
export async function eraseMemberMallData(tx: Executor, siteId: number, userId: number): Promise<number> {
  const mine = and(eq(mallOrders.siteId, siteId), eq(mallOrders.userId, userId));
  const waiting = await tx
    .select({ id: mallOrders.id, giftId: mallOrders.giftId })
    .from(mallOrders)
    .where(and(mine, eq(mallOrders.status, MallOrderStatus.awaitingShipment)))
    .for('update');
  for (const order of waiting) {
    await returnStock(tx, siteId, order.giftId);
    await setOrder(tx, siteId, order.id, {
      status: MallOrderStatus.cancelled,
      cancelReason: ERASED_ORDER_REASON,
      cancelledAt: new Date(),
    });
  }
  await tx.update(mallOrders).set({ address: null }).where(mine);
  return waiting.length;
}
