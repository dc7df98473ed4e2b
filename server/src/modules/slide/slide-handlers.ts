import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createSlideService } from './slide-service';

export function slideHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'slide'>> {
  const slides = createSlideService(deps);
  return {
    getSlideList: async (ctx) => ({ data: await slides.list(ctx.console().siteId, ctx.query) }),
    createSlide: async (ctx) => ({ data: await slides.create(ctx.console().siteId, ctx.body), description: '幻灯片已新增' }),
    updateSlide: async (ctx) => ({ data: await slides.update(ctx.console().siteId, ctx.body), description: '幻灯片已修改' }),
    deleteSlide: async (ctx) => {
      await slides.remove(ctx.console().siteId, ctx.query.id);
      return { description: '幻灯片已删除' };
    },
    sortSlides: async (ctx) => {
      await slides.sort(ctx.console().siteId, ctx.body);
      return { description: '排序已保存' };
    },
    getMemberSlideList: async (ctx) => ({ data: await slides.showing((await ctx.site()).id, ctx.query) }),
  };
}
