import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createImpeachService } from './impeach-service';

const handled = (r: { changed: number; skipped: number }) =>
  `已处理 ${r.changed} 个被举报对象${r.skipped ? `，${r.skipped} 个已处理过，已跳过` : ''}`;

export function impeachHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'impeach'>> {
  const service = createImpeachService(deps);
  return {
    createImpeach: async (ctx) => ({ data: await service.create(ctx.member(), ctx.body), description: '举报已提交，感谢你维护社区' }),
    reportMessage: async (ctx) => ({
      data: await service.reportMessage(ctx.member(), ctx.body),
      description: '举报已提交，感谢你维护社区',
    }),
    getImpeachReasons: async (ctx) => ({ data: await service.reasons(ctx.member().siteId) }),
    getImpeachReasonList: async (ctx) => ({ data: await service.reasons(ctx.console().siteId) }),
    updateImpeachReasons: async (ctx) => ({
      data: await service.updateReasons(ctx.console(), ctx.body, ctx.request),
      description: '举报理由已保存',
    }),
    getImpeachList: async (ctx) => ({ data: await service.list(ctx.console().siteId, ctx.query) }),
    getImpeachCount: async (ctx) => ({ data: await service.openCount(ctx.console().siteId) }),
    handleImpeach: async (ctx) => {
      const data = await service.handleForSite(ctx.console(), ctx.body, ctx.request);
      return { data, description: handled(data) };
    },
    getSaasImpeachList: async (ctx) => ({ data: await service.listAll(ctx.query) }),
    handleSaasImpeach: async (ctx) => {
      const data = await service.handleForPlatform(ctx.saas(), ctx.body, ctx.request);
      return { data, description: handled(data) };
    },
  };
}
