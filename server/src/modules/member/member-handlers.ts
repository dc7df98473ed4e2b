import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { imposeSanction, liftSanction, listSanctions } from './member-sanctions';
import { createMemberService } from './member-service';

export function memberHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'member'>> {
  const members = createMemberService(deps);
  const { db } = deps;
  return {
    getConsoleUserList: async (ctx) => ({ data: await members.list(ctx.console().siteId, ctx.query) }),
    banSiteUser: async (ctx) => {
      const { siteId, siteUserId } = ctx.console();
      const data = await db.transaction((tx) =>
        imposeSanction(deps, tx, { siteId, ...ctx.body, kind: 'ban', actor: { siteUserId }, request: ctx.request }),
      );
      return { data, description: '已封禁' };
    },
    muteSiteUser: async (ctx) => {
      const { siteId, siteUserId } = ctx.console();
      const data = await db.transaction((tx) =>
        imposeSanction(deps, tx, { siteId, ...ctx.body, kind: 'mute', actor: { siteUserId }, request: ctx.request }),
      );
      return { data, description: '已禁言' };
    },
    liftSiteUserSanction: async (ctx) => {
      const { siteId, siteUserId } = ctx.console();
      const lifted = await db.transaction((tx) => liftSanction(tx, { siteId, ...ctx.body, actor: { siteUserId }, request: ctx.request }));
      return { data: { lifted }, description: lifted ? '已解除' : '没有生效中的处罚' };
    },
    getSiteUserSanctionList: async (ctx) => ({ data: { list: await listSanctions(db, ctx.console().siteId, ctx.query.userId) } }),
  };
}
