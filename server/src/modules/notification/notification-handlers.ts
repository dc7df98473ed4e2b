import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createNotificationService } from './notification-service';

export function notificationHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'notification'>> {
  const service = createNotificationService(deps);
  return {
    getMyNotificationList: async (ctx) => ({ data: await service.list(ctx.member(), ctx.query) }),
    getMyNotificationCount: async (ctx) => ({ data: await service.count(ctx.member()) }),
    readNotification: async (ctx) => {
      const data = await service.read(ctx.member(), ctx.body);
      return { data, description: data.changed ? '已标为已读' : '没有未读的通知' };
    },
  };
}
