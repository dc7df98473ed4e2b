import type { OperationsOfTag } from '../../../../sdk';
import { SESSION_NOT_FOUND } from '../../auth/session-service';
import type { Handlers } from '../../context';
import { notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { createSiteAdminService } from './site-admin-service';

export function siteAdminHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'siteAdmin'>> {
  const admins = createSiteAdminService(deps);
  return {
    getSiteAdminList: async (ctx) => ({ data: await admins.list(ctx.console().siteId, ctx.query.keyword) }),
    grantSiteAdmin: async (ctx) => ({
      data: await admins.grant(ctx.console(), ctx.request, ctx.body, ctx.auditChange),
      description: '已任命为管理员',
    }),
    updateSiteAdmin: async (ctx) => ({
      data: await admins.update(ctx.console(), ctx.request, ctx.body, ctx.auditChange),
      description: '权限已修改',
    }),
    revokeSiteAdmin: async (ctx) => {
      await admins.revoke(ctx.console(), ctx.request, ctx.body.userId, ctx.auditChange);
      return { description: '已撤销管理员' };
    },
    getConsoleProfile: async (ctx) => ({ data: await admins.profile(ctx.console()) }),
    updateConsoleProfile: async (ctx) => ({ data: await admins.updateProfile(ctx.console(), ctx.body), description: '已保存' }),
    changeConsolePassword: async (ctx) => {
      await admins.changePassword(ctx.console(), ctx.request, ctx.body);
      return { description: '密码已修改' };
    },
    // 个人设置 › 登录设备: this person's console and member sessions on this site, by id (tokens never leave).
    getConsoleSessionList: async (ctx) => ({ data: await deps.sessions.listOwn(ctx.console()) }),
    revokeConsoleSession: async (ctx) => {
      if (!(await deps.sessions.revokeOwn(ctx.console(), ctx.query.id))) throw notFound(SESSION_NOT_FOUND);
      return { description: '该设备已退出登录' };
    },
    revokeOtherConsoleSessions: async (ctx) => {
      const revoked = await deps.sessions.revokeOwnOthers(ctx.console());
      return { data: { revoked }, description: revoked ? `已退出其他 ${revoked} 台设备` : '没有其他设备登录' };
    },
  };
}
