import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createSystemService } from './system-service';

export function systemHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'system'>> {
  const service = createSystemService(deps);
  return {
    clearRedisCache: async (ctx) => {
      const removed = await service.clearCache(ctx.saas(), ctx.request);
      return { data: { removed }, description: `缓存已清除，共 ${removed} 项` };
    },
  };
}
