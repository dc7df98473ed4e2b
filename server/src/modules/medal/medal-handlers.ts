import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createMedalService } from './medal-service';

export function medalHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'medal'>> {
  const medals = createMedalService(deps);
  return {
    getMedalList: async (ctx) => ({ data: await medals.list(ctx.console().siteId, ctx.query) }),
    createMedal: async (ctx) => ({ data: await medals.create(ctx.console().siteId, ctx.body), description: '勋章已新增' }),
    updateMedal: async (ctx) => ({ data: await medals.update(ctx.console().siteId, ctx.body), description: '勋章已修改' }),
    deleteMedal: async (ctx) => {
      await medals.remove(ctx.console().siteId, ctx.query.id);
      return { description: '勋章已删除' };
    },
    grantMedal: async (ctx) => {
      const { siteId, siteUserId } = ctx.console();
      const data = await medals.grant(siteId, siteUserId, ctx.body);
      const held = data.alreadyHeld ? `，${data.alreadyHeld} 位已持有` : '';
      return { data, description: `已授予 ${data.granted} 位成员${held}` };
    },
    revokeMedal: async (ctx) => {
      await medals.revoke(ctx.console().siteId, ctx.body);
      return { description: '勋章已收回' };
    },
    getMedalUserList: async (ctx) => ({ data: await medals.holders(ctx.console().siteId, ctx.query) }),
  };
}
