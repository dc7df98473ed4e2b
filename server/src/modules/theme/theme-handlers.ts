import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createThemeService } from './theme-service';

export function themeHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'theme'>> {
  const themes = createThemeService(deps);
  return {
    getThemeSetting: async (ctx) => ({ data: await themes.read(ctx.console().siteId) }),
    updateThemeSetting: async (ctx) => ({
      data: await themes.save(ctx.console().siteId, ctx.body),
      description: ctx.body.publish ? '主题已发布，前台已生效' : '草稿已保存，可预览后发布',
    }),
    getMemberTheme: async (ctx) => {
      const site = await ctx.site();
      return { data: await themes.forMember(site.id, ctx.query.previewToken) };
    },
  };
}
