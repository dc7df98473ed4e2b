import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createConsoleNotificationService } from './console-notification-service';
import { consolePreferenceOf, saveConsolePreference } from './console-preferences';
import { memberPreferenceList, saveMemberPreference } from './member-preferences';
import { searchMentionMembers } from './mentions';
import { createMessageLogService } from './message-log-service';
import { createNotificationService } from './notification-service';

export function notificationHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'notification'>> {
  const service = createNotificationService(deps);
  const consoleService = createConsoleNotificationService(deps);
  const messageLog = createMessageLogService(deps);
  return {
    getMyNotificationList: async (ctx) => ({ data: await service.list(ctx.member(), ctx.query) }),
    getMyNotificationCount: async (ctx) => ({ data: await service.count(ctx.member()) }),
    readNotification: async (ctx) => {
      const data = await service.read(ctx.member(), ctx.body);
      return { data, description: data.changed ? '已标为已读' : '没有未读的通知' };
    },
    getMyNotificationPreferenceList: async (ctx) => ({ data: { list: await memberPreferenceList(deps.db, ctx.member()) } }),
    updateMyNotificationPreference: async (ctx) => ({
      data: await saveMemberPreference(deps.db, ctx.member(), ctx.body),
      description: '已保存',
    }),
    searchMentionMember: async (ctx) => ({ data: await searchMentionMembers(deps.db, (await ctx.site()).id, ctx.query.keyword) }),
    getConsoleNotificationList: async (ctx) => ({ data: await consoleService.list(ctx.console(), ctx.query) }),
    getConsoleNotificationCount: async (ctx) => ({ data: await consoleService.count(ctx.console()) }),
    readConsoleNotification: async (ctx) => {
      const data = await consoleService.read(ctx.console(), ctx.body);
      return { data, description: data.changed ? '已标为已读' : '没有未读的通知' };
    },
    getNotificationChannelSetting: async (ctx) => ({ data: await consoleService.channelSetting(ctx.console().siteId) }),
    updateNotificationChannelSetting: async (ctx) => ({
      data: await consoleService.saveChannelSetting(ctx.console().siteId, ctx.body),
      description: '通知渠道已保存',
    }),
    getConsoleNotificationPreference: async (ctx) => {
      const me = ctx.console();
      return { data: await consolePreferenceOf(deps.db, me.siteId, me.siteUserId) };
    },
    updateConsoleNotificationPreference: async (ctx) => {
      const me = ctx.console();
      return { data: await saveConsolePreference(deps.db, me.siteId, me.siteUserId, ctx.body), description: '已保存' };
    },
    getSubscribeMessageLogStatistic: async (ctx) => ({ data: await messageLog.statistic(ctx.query) }),
    getSubscribeMessageLogList: async (ctx) => ({ data: await messageLog.list(ctx.query) }),
  };
}
