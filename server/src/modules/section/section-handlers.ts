import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createSectionService } from './section-service';

export function sectionHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'section'>> {
  const sections = createSectionService(deps);
  return {
    searchSection: async (ctx) => ({ data: await sections.search(ctx.console().siteId, ctx.query.subject) }),
    getSectionList: async (ctx) => ({ data: await sections.list(ctx.console().siteId, ctx.query) }),
    createSection: async (ctx) => ({ data: await sections.create(ctx.console().siteId, ctx.body), description: '版块已新增' }),
    updateSection: async (ctx) => ({ data: await sections.update(ctx.console().siteId, ctx.body), description: '版块已修改' }),
    sortSections: async (ctx) => {
      await sections.sort(ctx.console().siteId, ctx.body);
      return { description: '排序已保存' };
    },
    moveSectionContent: async (ctx) => {
      const data = await sections.moveContent(ctx.console(), ctx.body, ctx.request);
      return {
        data,
        description: data.merged ? `已合并到目标版块，移动了 ${data.movedPosts} 篇帖子` : `已移动 ${data.movedPosts} 篇帖子到目标版块`,
      };
    },
    sortSectionCategories: async (ctx) => {
      await sections.sortCategories(ctx.console().siteId, ctx.body);
      return { description: '排序已保存' };
    },
    deleteSection: async (ctx) => {
      await sections.remove(ctx.console().siteId, ctx.query.id);
      return { description: '版块已删除' };
    },
    getSectionCategoryList: async (ctx) => ({ data: await sections.categories(ctx.console().siteId) }),
    createSectionCategory: async (ctx) => ({
      data: await sections.createCategory(ctx.console().siteId, ctx.body),
      description: '分区已新增',
    }),
    updateSectionCategory: async (ctx) => ({
      data: await sections.updateCategory(ctx.console().siteId, ctx.body),
      description: '分区已修改',
    }),
    deleteSectionCategory: async (ctx) => {
      await sections.removeCategory(ctx.console().siteId, ctx.query.id);
      return { description: '分区已删除' };
    },
  };
}
