import { operationIndex, type Schema } from '../../../../sdk';
import { type ConsolePrincipal, type ConsoleRole, hasRole } from '../../auth/principal';
import { forbidden } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { countPointRecordsSince } from '../point/point-repository';
import { countMembersSince } from '../site/site-user-repository';
import { countWorkOrdersAwaitingSince } from '../work-order/work-order-badge';
import * as repo from './console-message-repository';

type MessageType = Schema<'ConsoleMessageType'>;

const NEVER_OPENED_LOOKBACK_MS = 7 * 24 * 3600 * 1000;

/** Who may see each badge: the roles of the page it sits on (spec §6), from the page's operation where it has one. */
const messageTypes: Record<MessageType, { roles: readonly ConsoleRole[]; count: typeof countMembersSince }> = {
  member: { roles: ['User'], count: countMembersSince },
  pointRecord: { roles: operationIndex.getPointRecordList.roles, count: countPointRecordsSince },
  workOrder: { roles: operationIndex.getWorkOrderList.roles, count: countWorkOrdersAwaitingSince },
};

export type ConsoleMessageService = ReturnType<typeof createConsoleMessageService>;

export function createConsoleMessageService({ db }: ModuleDeps) {
  const permitted = (principal: ConsolePrincipal) =>
    (Object.keys(messageTypes) as MessageType[]).filter((type) => hasRole(principal, ...messageTypes[type].roles));

  return {
    async counts(principal: ConsolePrincipal): Promise<Schema<'ConsoleMessageCount'>[]> {
      const types = permitted(principal);
      if (!types.length) return [];
      const seen = await repo.findSeenAt(db, principal.siteId, principal.siteUserId);
      const fallback = new Date(Date.now() - NEVER_OPENED_LOOKBACK_MS);
      return Promise.all(
        types.map(async (type) => ({
          type,
          count: await messageTypes[type].count(db, principal.siteId, seen.get(type) ?? fallback),
        })),
      );
    },

    async read(principal: ConsolePrincipal, type: MessageType) {
      if (!permitted(principal).includes(type)) throw forbidden();
      await repo.markSeen(db, principal.siteId, principal.siteUserId, type);
    },
  };
}
