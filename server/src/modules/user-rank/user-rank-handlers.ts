import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createUserRankService } from './user-rank-service';

export function userRankHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'userRank'>> {
  const service = createUserRankService(deps);
  return {
    getUserRankList: async (ctx) => ({ data: await service.list(ctx.console().siteId) }),
    createUserRank: async (ctx) => {
      const { siteId } = ctx.console();
      return { data: await service.create(siteId, ctx.body), description: '等级已新增' };
    },
    updateUserRank: async (ctx) => {
      const { siteId } = ctx.console();
      const { id, ...rank } = ctx.body;
      return { data: await service.update(siteId, id, rank), description: '等级已修改' };
    },
    deleteUserRank: async (ctx) => {
      const { siteId } = ctx.console();
      await service.remove(siteId, ctx.query.id);
      return { description: '等级已删除' };
    },
    refreshUserRank: async (ctx) => {
      const { siteId } = ctx.console();
      const result = await service.refresh(siteId);
      return { data: result, description: `等级已刷新，${result.changed} 位用户的等级有变化` };
    },
  };
}
