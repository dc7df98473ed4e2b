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
    getPointRecordList: async (ctx) => ({
      data: await service.listRecords(ctx.console().siteId, ctx.query),
    }),
  };
}
