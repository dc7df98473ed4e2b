import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { assignLabels, createLabel, deleteLabel, listLabels, updateLabel } from './member-labels';
import { memberRecord } from './member-record';
import { findActiveSanctions, imposeSanction, liftSanction, listSanctions } from './member-sanctions';
import { createMemberService } from './member-service';

/** A member's sanctions in force, as a log entry's before or after. */
async function stateOf(deps: ModuleDeps, siteId: number, userId: number) {
  const active = await findActiveSanctions(deps.db, siteId, userId);
  return Object.fromEntries(active.map((s) => [s.kind === 'ban' ? 'bannedUntil' : 'mutedUntil', s.endsAt.toISOString()]));
}

export function memberHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'member'>> {
  const members = createMemberService(deps);
  const { db } = deps;
  return {
    getConsoleUserList: async (ctx) => ({ data: await members.list(ctx.console().siteId, ctx.query) }),
    getLabelUserList: async (ctx) => ({ data: await members.byLabel(ctx.console().siteId, ctx.query) }),
    banSiteUser: async (ctx) => {
      const { siteId, siteUserId } = ctx.console();
      const before = await stateOf(deps, siteId, ctx.body.userId).catch(() => ({}));
      const data = await db.transaction((tx) =>
        imposeSanction(deps, tx, { siteId, ...ctx.body, kind: 'ban', actor: { siteUserId }, request: ctx.request }),
      );
      ctx.auditChange({ before, after: await stateOf(deps, siteId, ctx.body.userId) });
      return { data, description: '已封禁' };
    },
    muteSiteUser: async (ctx) => {
      const { siteId, siteUserId } = ctx.console();
      const before = await stateOf(deps, siteId, ctx.body.userId).catch(() => ({}));
      const data = await db.transaction((tx) =>
        imposeSanction(deps, tx, { siteId, ...ctx.body, kind: 'mute', actor: { siteUserId }, request: ctx.request }),
      );
      ctx.auditChange({ before, after: await stateOf(deps, siteId, ctx.body.userId) });
      return { data, description: '已禁言' };
    },
    liftSiteUserSanction: async (ctx) => {
      const { siteId, siteUserId } = ctx.console();
      const before = await stateOf(deps, siteId, ctx.body.userId).catch(() => ({}));
      const lifted = await db.transaction((tx) => liftSanction(tx, { siteId, ...ctx.body, actor: { siteUserId }, request: ctx.request }));
      ctx.auditChange({ before, after: await stateOf(deps, siteId, ctx.body.userId) });
      return { data: { lifted }, description: lifted ? '已解除' : '没有生效中的处罚' };
    },
    getSiteUserSanctionList: async (ctx) => ({ data: { list: await listSanctions(db, ctx.console().siteId, ctx.query.userId) } }),
    sanctionSiteUsers: async (ctx) => {
      const { siteId, siteUserId } = ctx.console();
      const { count, before, after } = await members.sanction(siteId, ctx.body, { siteUserId }, ctx.request);
      ctx.auditChange({ before, after });
      return { data: { count }, description: `已${ctx.body.kind === 'ban' ? '封禁' : '禁言'} ${count} 位成员` };
    },
    liftSiteUserSanctions: async (ctx) => {
      const { siteId, siteUserId } = ctx.console();
      const { count, before, after } = await members.lift(siteId, ctx.body, { siteUserId }, ctx.request);
      ctx.auditChange({ before, after });
      return { data: { count }, description: count ? `已解除 ${count} 条` : '没有生效中的处罚' };
    },
    resetSiteUserPassword: async (ctx) => {
      const { siteId, siteUserId } = ctx.console();
      const data = await members.resetPassword(siteId, ctx.body.userId, { siteUserId }, ctx.request);
      ctx.auditChange({ before: null, after: { password: '已重置', sessions: '已全部退出' } });
      return { data, description: '密码已重置，请把新密码转告该成员' };
    },
    adjustSiteUserPoints: async (ctx) => {
      const { count, before, after } = await members.adjustPoints(ctx.console().siteId, ctx.body);
      ctx.auditChange({ before, after });
      return { data: { count }, description: `已调整 ${count} 位成员的积分` };
    },
    setSiteUserLabels: async (ctx) => {
      const { count, before, after } = await db.transaction((tx) => assignLabels(tx, ctx.console().siteId, ctx.body));
      ctx.auditChange({ before, after });
      return { data: { count }, description: `已设置 ${count} 位成员的标签` };
    },
    deleteSiteUsers: async (ctx) => {
      const { siteId, siteUserId } = ctx.console();
      const { count, before, after } = await members.remove(siteId, ctx.body, { siteUserId }, ctx.request);
      ctx.auditChange({ before, after });
      return { data: { count }, description: `已删除 ${count} 位成员` };
    },
    getSiteUserRecord: async (ctx) => ({ data: await memberRecord(db, ctx.console().siteId, ctx.query.userId) }),
    getMemberLabelList: async (ctx) => ({ data: { list: await listLabels(db, ctx.console().siteId) } }),
    createMemberLabel: async (ctx) => {
      const data = await db.transaction((tx) => createLabel(tx, ctx.console().siteId, ctx.body));
      ctx.auditChange({ before: null, after: data });
      return { data, description: '标签已新增' };
    },
    updateMemberLabel: async (ctx) => {
      const { before, after } = await db.transaction((tx) => updateLabel(tx, ctx.console().siteId, ctx.body));
      ctx.auditChange({ before, after });
      return { data: after, description: '标签已修改' };
    },
    deleteMemberLabel: async (ctx) => {
      const before = await db.transaction((tx) => deleteLabel(tx, ctx.console().siteId, ctx.query.id));
      ctx.auditChange({ before, after: null });
      return { description: '标签已删除' };
    },
  };
}
