import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createManagedAccountService } from './managed-account-service';
import { createManagerService } from './manager-service';
import { createSiteUserAdminService } from './site-user-admin-service';

type Ops =
  | 'getAccountList'
  | 'updateManagedAccount'
  | 'getUserList'
  | 'deleteSiteUser'
  | 'updateUserReputationPoints'
  | 'getManagerPermissionList'
  | 'getManagerList'
  | 'createManager'
  | 'updateManager'
  | 'deleteManager'
  | 'transferMainManager';

export function managerHandlers(deps: ModuleDeps): Handlers<Ops> {
  const accounts = createManagedAccountService(deps);
  const siteUsers = createSiteUserAdminService(deps);
  const managers = createManagerService(deps);
  return {
    getAccountList: async (ctx) => ({ data: await accounts.list(ctx.saas(), ctx.query) }),
    updateManagedAccount: async (ctx) => accounts.update(ctx.saas(), ctx.body),
    getUserList: async (ctx) => ({ data: await siteUsers.list(ctx.saas(), ctx.query) }),
    deleteSiteUser: async (ctx) => {
      await siteUsers.remove(ctx.saas(), ctx.body.siteId, ctx.body.id);
      return { description: '用户已删除' };
    },
    updateUserReputationPoints: async (ctx) => ({
      data: await siteUsers.adjustReputation(ctx.saas(), ctx.body),
      description: '声望已调整',
    }),
    getManagerPermissionList: async (ctx) => ({ data: managers.permissions(ctx.saas()) }),
    getManagerList: async (ctx) => ({ data: await managers.list(ctx.saas()) }),
    createManager: async (ctx) => ({ data: await managers.create(ctx.saas(), ctx.body), description: '管理员已添加' }),
    updateManager: async (ctx) => ({ data: await managers.update(ctx.saas(), ctx.body), description: '权限已更新' }),
    deleteManager: async (ctx) => {
      await managers.remove(ctx.saas(), ctx.query.id);
      return { description: '管理员已删除' };
    },
    transferMainManager: async (ctx) => {
      await managers.transferMain(ctx.saas(), ctx.body.id);
      return { description: '主管理员已转让' };
    },
  };
}
