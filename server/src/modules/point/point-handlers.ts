import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createPointService } from './point-service';

export function pointHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'point'>> {
  const service = createPointService(deps);
  return {
    getPointCategoryList: async (ctx) => ({ data: await service.listCategories(ctx.console().siteId) }),
    updatePointCategory: async (ctx) => ({
      data: await service.updateCategory(ctx.console().siteId, ctx.body),
      description: '积分类型已修改',
    }),
    getPointItemList: async (ctx) => ({
      data: await service.listItems(ctx.console().siteId, ctx.query.categoryId),
    }),
    updatePointItem: async (ctx) => ({
      data: await service.updateItem(ctx.console().siteId, ctx.body),
      description: '积分规则已修改',
    }),
    getMyPoints: async (ctx) => {
      const { siteId, siteUserId } = ctx.member();
      return { data: await service.myPoints(siteId, siteUserId) };
    },
    dailySign: async (ctx) => {
      const { siteId, siteUserId } = ctx.member();
      const data = await service.dailySign(siteId, siteUserId);
      return {
        data,
        description: data.delta > 0 ? `签到成功，连续 ${data.streak} 天，积分 +${data.delta}` : `签到成功，连续 ${data.streak} 天`,
      };
    },
    getMyPointRecordList: async (ctx) => {
      const { siteId, siteUserId } = ctx.member();
      return { data: await service.myRecords(siteId, siteUserId, ctx.query) };
    },
    adjustPoints: async (ctx) => ({
      data: await service.adjust(ctx.console(), ctx.body, ctx.request),
      description: '积分已调整',
    }),
    checkPointLedger: async (ctx) => ({ data: await service.checkLedger(ctx.console().siteId) }),
    getPointRecordList: async (ctx) => ({
      data: await service.listRecords(ctx.console().siteId, ctx.query),
    }),
  };
}
