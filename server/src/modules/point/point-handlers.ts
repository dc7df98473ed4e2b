import type { Handlers } from '../../context';
import { requireConsoleRole } from '../console-auth/console-access';
import type { ModuleDeps } from '../deps';
import { createPointService } from './point-service';

type Ops = 'getPointCategoryList' | 'updatePointCategory' | 'getPointItemList' | 'updatePointItem' | 'getPointRecordList';

/** Spec §6: point categories and items belong to the users group (admin or User); the ledger also opens to SiteBase. */
export function pointHandlers(deps: ModuleDeps): Handlers<Ops> {
  const service = createPointService(deps);
  return {
    getPointCategoryList: async (ctx) => ({ data: await service.listCategories(requireConsoleRole(ctx, 'User').siteId) }),
    updatePointCategory: async (ctx) => ({
      data: await service.updateCategory(requireConsoleRole(ctx, 'User').siteId, ctx.body),
      description: '积分类型已修改',
    }),
    getPointItemList: async (ctx) => ({
      data: await service.listItems(requireConsoleRole(ctx, 'User').siteId, ctx.query.categoryId),
    }),
    updatePointItem: async (ctx) => ({
      data: await service.updateItem(requireConsoleRole(ctx, 'User').siteId, ctx.body),
      description: '积分规则已修改',
    }),
    getPointRecordList: async (ctx) => ({
      data: await service.listRecords(requireConsoleRole(ctx, 'SiteBase', 'User').siteId, ctx.query),
    }),
  };
}
