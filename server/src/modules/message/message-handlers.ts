import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createMessageService } from './message-service';

export function messageHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'message'>> {
  const service = createMessageService(deps);
  return {
    sendPrivateMessage: async (ctx) => ({ data: await service.send(ctx.member(), ctx.body), description: '私信已发送' }),
    getConversationList: async (ctx) => ({ data: await service.conversations(ctx.member(), ctx.query) }),
    getConversationMessageList: async (ctx) => ({ data: await service.messages(ctx.member(), ctx.query) }),
    getMessageUnreadCount: async (ctx) => ({ data: await service.unreadCount(ctx.member()) }),
    blockMember: async (ctx) => ({ data: await service.block(ctx.member(), ctx.body.id), description: '已屏蔽，对方不能再给你发私信' }),
    unblockMember: async (ctx) => ({ data: await service.unblock(ctx.member(), ctx.body.id), description: '已取消屏蔽' }),
    getMyBlockList: async (ctx) => ({ data: await service.blockList(ctx.member()) }),
    getMessageSetting: async (ctx) => ({ data: await service.setting(ctx.console().siteId) }),
    updateMessageSetting: async (ctx) => {
      const { before, after } = await service.updateSetting(ctx.console().siteId, ctx.body);
      ctx.auditChange({ before, after });
      return { data: after, description: '私信设置已保存' };
    },
  };
}
