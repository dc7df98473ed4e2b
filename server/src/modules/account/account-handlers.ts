import type { OperationsOfTag } from '../../../../sdk';
import { SESSION_NOT_FOUND } from '../../auth/session-service';
import type { Handlers } from '../../context';
import { notFound, notLoggedIn } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { createAccountService } from './account-service';

export function accountHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'account'>> {
  const service = createAccountService(deps);
  return {
    getTokenAccount: async (ctx) => ({ data: await service.info(ctx.saas()) }),
    updateAccount: async (ctx) => ({ data: await service.updateProfile(ctx.saas(), ctx.body), description: '修改成功' }),
    uploadAccountAvatar: async (ctx) => ({ data: await service.uploadAvatar(ctx.saas(), ctx.multipart()), description: '头像已更新' }),
    removeAccountAvatar: async (ctx) => ({ data: await service.removeAvatar(ctx.saas()), description: '头像已移除' }),
    changePassword: async (ctx) => {
      await service.changePassword(ctx.saas(), ctx.body, ctx.request);
      return { description: '密码修改成功' };
    },
    // Either kind of token: the principal already carries its effective roles (owner / main manager → admin).
    getPermissionList: async (ctx) => {
      if (!ctx.principal) throw notLoggedIn();
      return { data: [...ctx.principal.roles] };
    },
    // 个人设置 › 登录设备: this account's SaaS sessions, by id (tokens never leave).
    getAccountSessionList: async (ctx) => ({ data: await deps.sessions.listOwn(ctx.saas()) }),
    revokeAccountSession: async (ctx) => {
      if (!(await deps.sessions.revokeOwn(ctx.saas(), ctx.query.id))) throw notFound(SESSION_NOT_FOUND);
      return { description: '该设备已退出登录' };
    },
    revokeOtherAccountSessions: async (ctx) => {
      const revoked = await deps.sessions.revokeOwnOthers(ctx.saas());
      return { data: { revoked }, description: revoked ? `已退出其他 ${revoked} 台设备` : '没有其他设备登录' };
    },
    getAccountNotificationPreference: async (ctx) => ({ data: await service.preference(ctx.saas()) }),
    updateAccountNotificationPreference: async (ctx) => ({
      data: await service.setPreference(ctx.saas(), ctx.body),
      description: '已保存',
    }),
    getSaasMessageCount: async (ctx) => ({ data: await service.messageCounts(ctx.saas()) }),
    readSaasMessage: async (ctx) => {
      await service.readMessages(ctx.saas(), ctx.body.type);
      return { description: '已清零' };
    },
  };
}
