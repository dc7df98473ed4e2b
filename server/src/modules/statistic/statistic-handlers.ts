import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';

export function statisticHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'statistic'>> {
  const service = deps.statistics;
  return {
    getFlowStatistic: async (ctx) => ({ data: await service.siteFlow(ctx.console().siteId, ctx.query) }),
    getMonthStatistic: async (ctx) => ({ data: await service.siteMonth(ctx.console().siteId, ctx.query) }),
    getSmsSentStatistic: async (ctx) => ({ data: await service.siteSmsSent(ctx.console().siteId, ctx.query) }),
    getSmsFeeStatistic: async (ctx) => ({ data: await service.siteSmsFee(ctx.console().siteId, ctx.query) }),
    getSaasFlowStatistic: async (ctx) => ({ data: await service.saasFlow(ctx.query) }),
    getSaasMonthStatistic: async (ctx) => ({ data: await service.saasMonth(ctx.query) }),
    getSaasSmsSentStatistic: async (ctx) => ({ data: await service.saasSmsSent(ctx.query) }),
    getSaasSmsFeeStatistic: async (ctx) => ({ data: await service.saasSmsFee(ctx.query) }),
    getSmsQuotaList: async (ctx) => ({ data: await service.quotaList(ctx.query) }),
    recordPageView: async (ctx) => {
      const site = await ctx.site();
      if (!deps.config.recordVisits) return { description: '已记录' };
      // The same answer whether or not the view counts (page-view-gate.ts): a forger learns nothing from it.
      const userAgent = ctx.request.userAgent.slice(0, 200);
      const beacon = { siteId: site.id, ip: ctx.request.ip, userAgent, view: ctx.body.view, path: ctx.body.path };
      if (await service.views.admit(beacon)) service.visits.record(site.id, ctx.request.ip, userAgent);
      return { description: '已记录' };
    },
    setSmsQuota: async (ctx) => ({ data: await service.setQuota(ctx.saas(), ctx.body, ctx.request), description: '已保存' }),
  };
}
