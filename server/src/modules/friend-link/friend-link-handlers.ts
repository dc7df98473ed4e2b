import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createFriendLinkService } from './friend-link-service';

export function friendLinkHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'friendLink'>> {
  const links = createFriendLinkService(deps);
  return {
    getFriendLinkList: async (ctx) => ({ data: await links.list(ctx.console().siteId) }),
    createFriendLink: async (ctx) => ({ data: await links.create(ctx.console().siteId, ctx.body), description: '友情链接已新增' }),
    updateFriendLink: async (ctx) => ({ data: await links.update(ctx.console().siteId, ctx.body), description: '友情链接已修改' }),
    deleteFriendLink: async (ctx) => {
      await links.remove(ctx.console().siteId, ctx.query.id);
      return { description: '友情链接已删除' };
    },
    sortFriendLinks: async (ctx) => {
      await links.sort(ctx.console().siteId, ctx.body);
      return { description: '排序已保存' };
    },
    getMemberFriendLinkList: async (ctx) => ({ data: await links.shown((await ctx.site()).id) }),
  };
}
