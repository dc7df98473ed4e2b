import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createConsoleMessageService } from './console-message-service';
import { createSiteConsoleService } from './site-console-service';
import { createSiteSettingService } from './site-setting-service';

export function siteConsoleHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'siteConsole'>> {
  const home = createSiteConsoleService(deps);
  const settings = createSiteSettingService(deps);
  const messages = createConsoleMessageService(deps);
  return {
    getIndexBase: async (ctx) => ({ data: await home.indexBase(await ctx.site(), ctx.console()) }),
    getSiteSetting: async (ctx) => ({ data: await settings.readOwn(ctx.console(), ctx.query.siteId) }),
    getSitePublicInfo: async (ctx) => ({ data: await settings.publicInfo(await ctx.site(), ctx.request) }),
    updateSiteSetting: async (ctx) => ({ data: await settings.update(await ctx.site(), ctx.body), description: '设置已保存' }),
    getWatermarkTypeList: async () => ({ data: await home.watermarkTypes() }),
    findConsoleAnonymousUser: async (ctx) => ({ data: await home.anonymousUser(ctx.console().siteId) }),
    clearSiteCache: async (ctx) => {
      const removed = await home.clearCache(ctx.console(), ctx.request);
      return { data: { removed }, description: `本站缓存已清除，共 ${removed} 项` };
    },
    getSiteServiceAgreement: async (ctx) => ({ data: await settings.readAgreement((await ctx.site()).id) }),
    updateSiteServiceAgreement: async (ctx) => {
      const { siteId } = ctx.console();
      return { data: await settings.updateAgreement(siteId, ctx.body), description: '服务协议已保存' };
    },
    getConsoleMessageCount: async (ctx) => ({ data: await messages.counts(ctx.console()) }),
    readConsoleMessage: async (ctx) => {
      await messages.read(ctx.console(), ctx.body.type);
      return { description: '已清零' };
    },
  };
}
