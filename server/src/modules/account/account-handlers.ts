import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import { notLoggedIn } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { createAccountService } from './account-service';

export function accountHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'account'>> {
  const service = createAccountService(deps);
  return {
    getTokenAccount: async (ctx) => ({ data: await service.info(ctx.saas()) }),
    updateAccount: async (ctx) => ({ data: await service.updateProfile(ctx.saas(), ctx.body), description: '修改成功' }),
    changePassword: async (ctx) => {
      await service.changePassword(ctx.saas(), ctx.body, ctx.request);
      return { description: '密码修改成功' };
    },
    // Either kind of token: the principal already carries its effective roles (owner / main manager → admin).
    getPermissionList: async (ctx) => {
      if (!ctx.principal) throw notLoggedIn();
      return { data: [...ctx.principal.roles] };
    },
    getSaasMessageCount: async (ctx) => ({ data: await service.messageCounts(ctx.saas()) }),
    readSaasMessage: async (ctx) => {
      await service.readMessages(ctx.saas(), ctx.body.type);
      return { description: '已清零' };
    },
  };
}
