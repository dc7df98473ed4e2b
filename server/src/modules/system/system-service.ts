import type { SaasPrincipal } from '../../auth/principal';
import type { ModuleDeps } from '../deps';

export function createSystemService({ cache, log }: ModuleDeps) {
  return {
    /** Only keys under this installation's prefix go: a Redis shared with other applications keeps theirs. */
    async clearCache(principal: SaasPrincipal) {
      const removed = await cache.clear();
      log.info({ accountId: principal.accountId, removed }, 'cache cleared');
      return removed;
    },
  };
}
