import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createMedalService } from './medal-service';

/** The tail of a save's message when switching a rule on gave the medal to members at once. */
const awardedText = (awarded: number) => (awarded > 0 ? `，已自动授予 ${awarded} 位成员` : '');

export function medalHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'medal'>> {
  const medals = createMedalService(deps);
  return {
    getMedalList: async (ctx) => ({ data: await medals.list(ctx.console().siteId, ctx.query) }),
    createMedal: async (ctx) => {
      const { medal, awarded } = await medals.create(ctx.console().siteId, ctx.body);
      return { data: medal, description: `勋章已新增${awardedText(awarded)}` };
    },
    updateMedal: async (ctx) => {
      const { medal, awarded } = await medals.update(ctx.console().siteId, ctx.body);
      return { data: medal, description: `勋章已修改${awardedText(awarded)}` };
    },
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
    getMedalRuleCount: async (ctx) => ({ data: await medals.ruleCount(ctx.console().siteId, ctx.query) }),
    getSiteLibraryMedalList: async (ctx) => ({ data: await medals.siteLibrary(ctx.console().siteId) }),
    adoptLibraryMedal: async (ctx) => {
      const data = await medals.adopt(ctx.console().siteId, ctx.body);
      return { data, description: `已采用「${data.name}」` };
    },
    getMyMedalList: async (ctx) => {
      const member = ctx.member();
      return { data: await medals.myMedals(member.siteId, member.siteUserId) };
    },
    getLibraryMedalList: async (ctx) => ({ data: await medals.libraryList(ctx.query) }),
    createLibraryMedal: async (ctx) => ({ data: await medals.createLibrary(ctx.body), description: '平台勋章已新增' }),
    updateLibraryMedal: async (ctx) => ({ data: await medals.updateLibrary(ctx.body), description: '平台勋章已修改' }),
    deleteLibraryMedal: async (ctx) => {
      await medals.removeLibrary(ctx.query.id);
      return { description: '平台勋章已删除' };
    },
    getSaasMedalList: async (ctx) => ({ data: await medals.saasList(ctx.query) }),
    updateSaasMedalStatus: async (ctx) => {
      await medals.saasSetStatus(ctx.body);
      return { description: ctx.body.status ? '勋章已启用' : '勋章已停用' };
    },
  };
}
