import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createHomeService } from './home-service';

export function homeHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'home'>> {
  const service = createHomeService(deps);
  return {
    getSaasHome: async (ctx) => ({ data: await service.home(ctx.saas()) }),
  };
}
