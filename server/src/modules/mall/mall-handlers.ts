import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createGiftCategoryService } from './gift-category-service';
import { createMallService } from './mall-service';

export function mallHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'mall'>> {
  const service = createMallService(deps);
  const categories = createGiftCategoryService(deps);
  return {
    getGiftCategoryList: async (ctx) => ({ data: await categories.list(ctx.console().siteId) }),
    createGiftCategory: async (ctx) => ({ data: await categories.create(ctx.console().siteId, ctx.body), description: '分类已新增' }),
    updateGiftCategory: async (ctx) => ({ data: await categories.update(ctx.console().siteId, ctx.body), description: '分类已修改' }),
    deleteGiftCategory: async (ctx) => {
      await categories.remove(ctx.console().siteId, ctx.query.id);
      return { description: '分类已删除' };
    },
    getGiftList: async (ctx) => ({ data: await service.listGifts(ctx.console().siteId, ctx.query) }),
    getGift: async (ctx) => ({ data: await service.getGift(ctx.console().siteId, ctx.query.id) }),
    createGift: async (ctx) => ({ data: await service.createGift(ctx.console(), ctx.body, ctx.request), description: '礼品已新增' }),
    updateGift: async (ctx) => ({ data: await service.updateGift(ctx.console(), ctx.body, ctx.request), description: '礼品已修改' }),
    setGiftShelf: async (ctx) => {
      await service.setShelf(ctx.console(), ctx.body, ctx.request);
      return { description: ctx.body.onShelf === 1 ? '礼品已上架' : '礼品已下架' };
    },
    addGiftCodes: async (ctx) => {
      const data = await service.addCodes(ctx.console(), ctx.body, ctx.request);
      return {
        data,
        description: data.duplicates ? `已添加 ${data.added} 个兑换码，${data.duplicates} 个重复未添加` : `已添加 ${data.added} 个兑换码`,
      };
    },
    getMallOrderList: async (ctx) => ({ data: await service.listOrders(ctx.console().siteId, ctx.query) }),
    shipMallOrders: async (ctx) => {
      const data = await service.ship(ctx.console(), ctx.body, ctx.request);
      return {
        data,
        description: data.skipped.length
          ? `已发货 ${data.shipped.length} 单，${data.skipped.length} 单不是待发货，已跳过`
          : `已发货 ${data.shipped.length} 单`,
      };
    },
    completeMallOrder: async (ctx) => ({
      data: await service.complete(ctx.console(), ctx.body.id, ctx.request),
      description: '兑换单已完成',
    }),
    cancelMallOrder: async (ctx) => ({
      data: await service.cancel(ctx.console(), ctx.body, ctx.request),
      description: '兑换单已取消，积分已退回',
    }),
    getMallGiftList: async (ctx) => ({ data: await service.mallGifts((await ctx.site()).id, ctx.query) }),
    getMallGift: async (ctx) => ({ data: await service.mallGift((await ctx.site()).id, ctx.query.id) }),
    redeemGift: async (ctx) => {
      const data = await service.redeem(ctx.member(), ctx.body);
      return { data, description: data.code ? '兑换成功，兑换码已发放' : '兑换成功，等待发货' };
    },
    getMyRedemptionList: async (ctx) => ({ data: await service.myOrders(ctx.member(), ctx.query) }),
  };
}
