import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createManagedAccountService } from './managed-account-service';
import { createManagerService } from './manager-service';
import { createSiteUserAdminService } from './site-user-admin-service';

export function managerHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'manager'>> {
  const accounts = createManagedAccountService(deps);
  const siteUsers = createSiteUserAdminService(deps);
  const managers = createManagerService(deps);
  return {
    getAccountList: async (ctx) => ({ data: await accounts.list(ctx.query) }),
    updateManagedAccount: async (ctx) => accounts.update(ctx.saas(), ctx.body, ctx.request),
    getUserList: async (ctx) => ({ data: await siteUsers.list(ctx.query) }),
    deleteSiteUser: async (ctx) => {
      await siteUsers.remove(ctx.body.siteId, ctx.body.id);
      return { description: '用户已删除' };
    },
    updateUserReputationPoints: async (ctx) => ({
      data: await siteUsers.adjustReputation(ctx.body),
      description: '声望已调整',
    }),
    getManagerPermissionList: async () => ({ data: managers.permissions() }),
    getManagerList: async () => ({ data: await managers.list() }),
    createManager: async (ctx) => ({ data: await managers.create(ctx.saas(), ctx.body, ctx.request), description: '管理员已添加' }),
    updateManager: async (ctx) => ({ data: await managers.update(ctx.saas(), ctx.body, ctx.request), description: '权限已更新' }),
    deleteManager: async (ctx) => {
      await managers.remove(ctx.saas(), ctx.query.id, ctx.request);
      return { description: '管理员已删除' };
    },
    transferMainManager: async (ctx) => {
      await managers.transferMain(ctx.saas(), ctx.body.id, ctx.request);
      return { description: '主管理员已转让' };
    },
  };
}
