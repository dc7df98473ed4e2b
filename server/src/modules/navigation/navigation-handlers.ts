import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createNavigationService } from './navigation-service';

export function navigationHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'navigation'>> {
  const navigation = createNavigationService(deps);
  return {
    getNavigationList: async (ctx) => ({ data: await navigation.list(ctx.console().siteId, ctx.query.position) }),
    saveNavigation: async (ctx) => ({ data: await navigation.save(ctx.console().siteId, ctx.body), description: '导航已保存' }),
    getNavigationTargetOptions: async (ctx) => ({ data: await navigation.targetOptions(ctx.console().siteId, ctx.query.keyword) }),
    getMemberNavigation: async (ctx) => {
      const siteId = (await ctx.site()).id;
      const p = ctx.principal;
      // An optional token of another kind, or of another site, counts as a visitor.
      const viewerId = p?.kind === 'member' && p.siteId === siteId ? p.siteUserId : null;
      return { data: await navigation.forMember(siteId, viewerId) };
    },
  };
}
