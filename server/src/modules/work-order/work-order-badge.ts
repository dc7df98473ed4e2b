// The site console's work-order badge (getConsoleMessageCount, type `workOrder`): orders opened or answered by their
// requester since the administrator last opened the queue and still waiting for staff; 0 while the site has work
// orders switched off.
import type { Executor } from '../../db/database';
import { workOrdersOpen } from './work-order-access';
import { countAwaitingSince } from './work-order-repository';

export async function countWorkOrdersAwaitingSince(db: Executor, siteId: number, since: Date): Promise<number> {
  return (await workOrdersOpen(db, siteId)) ? countAwaitingSince(db, siteId, since) : 0;
}
