import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createSaasAuthService } from './saas-auth-service';

export function saasAuthHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'saasAuth'>> {
  const service = createSaasAuthService(deps);
  return {
    saasLogin: async ({ body, request }) => ({ data: { token: await service.login(body.account, body.password, request) } }),
    saasLogout: async (ctx) => {
      await service.logout(ctx.saas(), ctx.request);
      return { description: '已退出登录' };
    },
    sendRegisterSms: async ({ body, request }) => ({
      data: await service.sendRegisterCode(body.mobile, request),
      description: '验证码已发送',
    }),
    register: async ({ body, request }) => ({ data: { token: await service.register(body, request) }, description: '注册成功' }),
    sendForgetSms: async ({ body, request }) => ({
      data: await service.sendResetCode(body.mobile, request),
      description: '如果该手机号已注册，验证码已发送',
    }),
    verifyResetCode: async ({ body }) => ({ data: await service.verifyResetCode(body.mobile, body.code) }),
    resetPassword: async ({ body, request }) => {
      await service.resetPassword(body.resetToken, body.newPassword, request);
      return { description: '密码已重置，请用新密码登录' };
    },
  };
}
