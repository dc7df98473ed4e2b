import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createConsoleAuthService } from './console-auth-service';
import { createConsoleHandoffService } from './console-handoff-service';

export function consoleAuthHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'consoleAuth'>> {
  const service = createConsoleAuthService(deps);
  const handoffs = createConsoleHandoffService(deps);
  return {
    createConsoleHandoff: async (ctx) => ({ data: await handoffs.issue(ctx.saas(), ctx.body, ctx.request) }),
    claimConsoleHandoff: async (ctx) => {
      const site = await ctx.site();
      const { siteUserId } = await handoffs.claim(site, ctx.body);
      return { data: await service.signInVouched(site, siteUserId, ctx.request) };
    },
    consoleLogin: async (ctx) => ({ data: await service.login(await ctx.site(), ctx.body.account, ctx.body.password, ctx.request) }),
    consoleLogout: async (ctx) => {
      await service.logout(ctx.console(), ctx.request);
      return { description: '已退出登录' };
    },
    getTokenUser: async (ctx) => {
      const { siteUserId } = ctx.console();
      return { data: await service.currentUser(await ctx.site(), siteUserId, ctx.request) };
    },
    sendConsoleRegisterSms: async (ctx) => ({
      data: await service.sendRegisterCode(await ctx.site(), ctx.body.mobile, ctx.request),
      description: '验证码已发送',
    }),
    consoleRegister: async (ctx) => ({
      data: await service.register(await ctx.site(), ctx.body, ctx.request),
      description: '注册成功',
    }),
    sendConsoleForgetSms: async (ctx) => ({
      data: await service.sendResetCode(await ctx.site(), ctx.body.mobile, ctx.request),
      description: '如果该手机号已注册，验证码已发送',
    }),
    verifyConsoleResetCode: async (ctx) => ({ data: await service.verifyResetCode(await ctx.site(), ctx.body.mobile, ctx.body.code) }),
    resetConsolePassword: async (ctx) => {
      await service.resetPassword(await ctx.site(), ctx.body.resetToken, ctx.body.newPassword, ctx.request);
      return { description: '密码已重置，请用新密码登录' };
    },
  };
}
