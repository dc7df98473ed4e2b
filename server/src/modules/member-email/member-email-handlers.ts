import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createMemberEmailService } from './member-email-service';

export function memberEmailHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'memberEmail'>> {
  const service = createMemberEmailService(deps);
  return {
    getMemberEmail: async (ctx) => ({ data: await service.status(ctx.member()) }),
    requestMemberEmailVerification: async (ctx) => ({
      data: await service.request(ctx.member(), ctx.body),
      description: '验证码已发送到邮箱，15分钟内有效',
    }),
    verifyMemberEmail: async (ctx) => ({ data: await service.verify(ctx.member(), ctx.body), description: '邮箱已验证' }),
    removeMemberEmail: async (ctx) => ({ data: await service.remove(ctx.member()), description: '邮箱已解绑' }),
    updateMemberEmailDigest: async (ctx) => ({ data: await service.setDigest(ctx.member(), ctx.body), description: '已保存' }),
  };
}
