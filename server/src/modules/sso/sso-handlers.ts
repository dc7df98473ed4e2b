import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createSsoService } from './sso-service';

export function ssoHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'sso'>> {
  const service = createSsoService(deps);
  return {
    getSsoSetting: async (ctx) => ({ data: await service.setting(ctx.console().siteId, ctx.request) }),
    updateSsoSetting: async (ctx) => {
      const change = await service.updateSetting(ctx.console().siteId, ctx.body, ctx.request);
      ctx.auditChange(change);
      return { data: change.after, description: '已保存' };
    },
    getSsoOptions: async (ctx) => ({ data: await service.options((await ctx.site()).id) }),
    startSsoLogin: async (ctx) => ({ data: await service.start(await ctx.site(), ctx.body, ctx.request) }),
    completeSsoLogin: async (ctx) => ({ data: await service.complete(await ctx.site(), ctx.body, ctx.request) }),
    completeDiscourseLogin: async (ctx) => ({ data: await service.completeDiscourse(await ctx.site(), ctx.body, ctx.request) }),
    getSsoLogoutUrl: async (ctx) => ({ data: await service.logoutUrl(ctx.member(), ctx.request) }),
  };
}
