import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createSiteService } from './site-service';
import { transferSite } from './site-transfer';

export function siteHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'site'>> {
  const service = createSiteService(deps);
  return {
    getSiteList: async (ctx) => ({ data: await service.list(ctx.saas(), ctx.query, ctx.request) }),
    createSite: async (ctx) => ({ data: await service.create(ctx.saas(), ctx.body, ctx.request), description: '站点已创建' }),
    deleteSite: async (ctx) => {
      await service.remove(ctx.saas(), ctx.body.id, ctx.request);
      return { description: '站点已删除' };
    },
    getSiteCategory: async () => ({ data: await service.categories() }),
    querySiteUsers: async (ctx) => ({ data: await service.users(ctx.saas(), ctx.query) }),
    transferSite: async (ctx) => {
      const siteId = await transferSite(deps, ctx.saas(), ctx.body, ctx.request);
      return { data: await service.view(siteId, ctx.request), description: '站点已转让' };
    },
    findAnonymousUser: async (ctx) => ({ data: await service.anonymousUser(ctx.saas(), ctx.query.siteId) }),
  };
}
