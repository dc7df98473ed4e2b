import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createMemberAuthService } from './member-auth-service';

export function memberAuthHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'memberAuth'>> {
  const service = createMemberAuthService(deps);
  return {
    memberLogin: async (ctx) => ({ data: await service.login(await ctx.site(), ctx.body.account, ctx.body.password, ctx.request) }),
    sendMemberRegisterSms: async (ctx) => ({
      data: await service.sendRegisterCode(await ctx.site(), ctx.body.mobile, ctx.request),
      description: '验证码已发送',
    }),
    memberRegister: async (ctx) => ({ data: await service.register(await ctx.site(), ctx.body, ctx.request), description: '注册成功' }),
    sendMemberForgetSms: async (ctx) => ({
      data: await service.sendResetCode(await ctx.site(), ctx.body.mobile, ctx.request),
      description: '如果该手机号已注册，验证码已发送',
    }),
    verifyMemberResetCode: async (ctx) => ({ data: await service.verifyResetCode(await ctx.site(), ctx.body.mobile, ctx.body.code) }),
    resetMemberPassword: async (ctx) => {
      await service.resetPassword(await ctx.site(), ctx.body.resetToken, ctx.body.newPassword, ctx.request);
      return { description: '密码已重置，请用新密码登录' };
    },
    changeMemberPassword: async (ctx) => {
      await service.changePassword(ctx.member(), ctx.body, ctx.request);
      return { description: '密码已修改' };
    },
    memberLogout: async (ctx) => {
      await service.logout(ctx.member(), ctx.request);
      return { description: '已退出登录' };
    },
    getMemberProfile: async (ctx) => ({ data: await service.profile(ctx.member()) }),
    updateMemberProfile: async (ctx) => ({ data: await service.updateProfile(ctx.member(), ctx.body), description: '保存成功' }),
    getMemberSite: async (ctx) => ({ data: await service.site(await ctx.site()) }),
  };
}
