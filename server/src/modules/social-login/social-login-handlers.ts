import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createSocialLoginService } from './social-login-service';

export function socialLoginHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'socialLogin'>> {
  const service = createSocialLoginService(deps);
  return {
    getSocialLoginSetting: async (ctx) => ({ data: await service.setting(ctx.console().siteId, ctx.request) }),
    updateSocialLoginSetting: async (ctx) => {
      const change = await service.updateSetting(ctx.console().siteId, ctx.body, ctx.request);
      ctx.auditChange(change);
      return { data: change.after, description: '已保存' };
    },
    getSocialLoginOptions: async (ctx) => ({ data: await service.options((await ctx.site()).id) }),
    startSocialLogin: async (ctx) => ({ data: await service.start(await ctx.site(), ctx.body, ctx.request) }),
    startSocialBinding: async (ctx) => ({ data: await service.startBinding(ctx.member(), await ctx.site(), ctx.body, ctx.request) }),
    completeSocialLogin: async (ctx) => ({ data: await service.complete(await ctx.site(), ctx.body, ctx.request) }),
    sendSocialPhoneSms: async (ctx) => ({
      data: await service.sendPhoneCode(await ctx.site(), ctx.body, ctx.request),
      description: '验证码已发送',
    }),
    bindSocialPhone: async (ctx) => ({ data: await service.bindPhone(await ctx.site(), ctx.body, ctx.request) }),
    getMySocialBindingList: async (ctx) => ({ data: await service.bindings(ctx.member()) }),
    unbindSocialAccount: async (ctx) => {
      const member = ctx.member();
      await service.unbind(member, ctx.query.id);
      return { data: await service.bindings(member), description: '已解绑' };
    },
  };
}
