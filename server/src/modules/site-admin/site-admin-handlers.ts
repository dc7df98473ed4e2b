import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
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
  };
}
