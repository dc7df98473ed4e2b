import { recordSecurityEvent } from '../../audit/security-events';
import type { SaasPrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import type { ModuleDeps } from '../deps';

export function createSystemService({ cache, db, log }: ModuleDeps) {
  return {
    /** Only keys under this installation's prefix go: a Redis shared with other applications keeps theirs. */
    async clearCache(principal: SaasPrincipal, request: RequestInfo) {
      const removed = await cache.clear();
      log.info({ accountId: principal.accountId, removed }, 'cache cleared');
      // After the clear, which no transaction can hold back: the trail says it happened, not that it will.
      await recordSecurityEvent(db, request, {
        realm: 'saas',
        action: 'cacheCleared',
        actorAccountId: principal.accountId,
        targetType: 'cache',
        targetId: 'all',
        detail: { removed },
      });
      return removed;
    },
  };
}
