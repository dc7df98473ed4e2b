// The points mall (积分商城): gifts and their codes, redemptions that take stock and points in one transaction by
// conditional updates (never oversold, never negative), and the orders' states: awaiting shipment → shipped →
// completed, or cancelled with points and stock returned in one transaction.
// The console's gifts (mall-gifts.ts) and orders (mall-orders.ts) and the member site's redemptions
// (mall-redemption.ts) are gathered here into one service.
import type { ModuleDeps } from '../deps';
import { createMallGifts } from './mall-gifts';
import { isMallOpen } from './mall-open';
import { createMallOrders } from './mall-orders';
import { createMallRedemption } from './mall-redemption';

export { isMallOpen } from './mall-open';

export type MallService = ReturnType<typeof createMallService>;

export function createMallService({ db }: Pick<ModuleDeps, 'db'>) {
  return {
    isOpen: (siteId: number) => isMallOpen(db, siteId),
    ...createMallGifts({ db }),
    ...createMallOrders({ db }),
    ...createMallRedemption({ db }),
  };
}
