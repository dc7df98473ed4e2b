import type { Schema } from '../../../../sdk';
import { ConsoleMessageTypeValues } from '../../../../sdk/generated/enums';
import { type ConsolePrincipal, hasRole } from '../../auth/principal';
import { forbidden } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { gatherBadges } from '../module';
import { hiddenConsoleBadges } from '../notification/console-preferences';
import * as repo from './console-message-repository';

type MessageType = Schema<'ConsoleMessageType'>;

const NEVER_OPENED_LOOKBACK_MS = 7 * 24 * 3600 * 1000;

export type ConsoleMessageService = ReturnType<typeof createConsoleMessageService>;

export function createConsoleMessageService({ db, modules }: ModuleDeps) {
  // Each badge is counted by the module that owns what it counts (its manifest's consoleBadges), shown to the roles
  // of the page it sits on (spec §6).
  const messageTypes = gatherBadges(modules, 'consoleBadges', ConsoleMessageTypeValues);
  const permitted = (principal: ConsolePrincipal) =>
    ConsoleMessageTypeValues.filter((type) => hasRole(principal, ...messageTypes[type].roles));

  return {
    async counts(principal: ConsolePrincipal): Promise<Schema<'ConsoleMessageCount'>[]> {
      // 个人设置 › 通知偏好: a badge the administrator switched off is neither counted nor sent.
      const hidden = new Set(await hiddenConsoleBadges(db, principal.siteId, principal.siteUserId));
      const types = permitted(principal).filter((type) => !hidden.has(type));
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
