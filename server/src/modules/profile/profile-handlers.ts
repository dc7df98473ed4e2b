import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createProfileService } from './profile-service';

export function profileHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'profile'>> {
  const profiles = createProfileService(deps);
  return {
    getMemberHome: async (ctx) => {
      const siteId = (await ctx.site()).id;
      const p = ctx.principal;
      // The signed-in member of this site, for `followed` (another kind of token counts as none).
      const viewerId = p?.kind === 'member' && p.siteId === siteId ? p.siteUserId : null;
      return { data: await profiles.home(siteId, ctx.query, viewerId) };
    },
  };
}
