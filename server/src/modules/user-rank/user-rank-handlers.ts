import type { Handlers } from '../../context';
import { requireConsoleRole } from '../console-auth/console-access';
import type { ModuleDeps } from '../deps';
import { createUserRankService } from './user-rank-service';

type Ops = 'getUserRankList' | 'createUserRank' | 'updateUserRank' | 'deleteUserRank' | 'refreshUserRank';

/** Spec §6: the users group, user ranks included, is for admin or User. */
export function userRankHandlers(deps: ModuleDeps): Handlers<Ops> {
  const service = createUserRankService(deps);
  return {
    getUserRankList: async (ctx) => ({ data: await service.list(requireConsoleRole(ctx, 'User').siteId) }),
    createUserRank: async (ctx) => {
      const { siteId } = requireConsoleRole(ctx, 'User');
      return { data: await service.create(siteId, ctx.body), description: '等级已新增' };
    },
    updateUserRank: async (ctx) => {
      const { siteId } = requireConsoleRole(ctx, 'User');
      const { id, ...rank } = ctx.body;
      return { data: await service.update(siteId, id, rank), description: '等级已修改' };
    },
    deleteUserRank: async (ctx) => {
      const { siteId } = requireConsoleRole(ctx, 'User');
      await service.remove(siteId, ctx.query.id);
      return { description: '等级已删除' };
    },
    refreshUserRank: async (ctx) => {
      const { siteId } = requireConsoleRole(ctx, 'User');
      const result = await service.refresh(siteId);
      return { data: result, description: `等级已刷新，${result.changed} 位用户的等级有变化` };
    },
  };
}
