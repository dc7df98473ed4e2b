import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createProfileService } from './profile-service';

export function profileHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'profile'>> {
  const profiles = createProfileService(deps);
  return {
    getMemberHome: async (ctx) => ({ data: await profiles.home((await ctx.site()).id, ctx.query) }),
  };
}
