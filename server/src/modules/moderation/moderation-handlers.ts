import type { OperationsOfTag } from '../../../../sdk';
import type { ConsolePrincipal } from '../../auth/principal';
import type { Handlers, RequestInfo } from '../../context';
import type { ModuleDeps } from '../deps';
import { createModerationService } from './moderation-service';
import { createRevisionReadService } from './revision-service';

/** What every batch action's handler reads, whichever operation it serves. */
interface BatchContext<Body> {
  console(): ConsolePrincipal;
  body: Body;
  request: RequestInfo;
}
type Ids = { ids: number[]; reason?: string };

const done = (verb: string, unit: string) => (r: { changed: number; skipped: number }) =>
  `已${verb} ${r.changed} ${unit}${r.skipped ? `，${r.skipped} ${unit}状态不符已跳过` : ''}`;

export function moderationHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'moderation'>> {
  const service = createModerationService(deps);
  const revisions = createRevisionReadService(deps);
  const posts = (action: Parameters<typeof service.posts>[1], verb: string) => async (ctx: BatchContext<Ids>) => {
    const data = await service.posts(ctx.console(), action, ctx.body, ctx.request);
    return { data, description: done(verb, '篇')(data) };
  };
  const comments = (action: Parameters<typeof service.comments>[1], verb: string) => async (ctx: BatchContext<Ids>) => {
    const data = await service.comments(ctx.console(), action, ctx.body, ctx.request);
    return { data, description: done(verb, '条')(data) };
  };
  const flag =
    (name: 'pinned' | 'featured' | 'locked', on: string, off: string) => async (ctx: BatchContext<{ ids: number[]; value: boolean }>) => {
      const data = await service.flag(ctx.console(), name, ctx.body, ctx.request);
      return { data, description: done(ctx.body.value ? on : off, '篇')(data) };
    };

  return {
    getConsolePostList: async (ctx) => ({ data: await service.listPosts(ctx.console().siteId, ctx.query) }),
    getConsolePost: async (ctx) => ({ data: await service.post(ctx.console().siteId, ctx.query.id) }),
    getPostRevisionList: async (ctx) => ({ data: await revisions.post(ctx.console().siteId, ctx.query.postId) }),
    getCommentRevisionList: async (ctx) => ({ data: await revisions.comment(ctx.console().siteId, ctx.query.commentId) }),
    getConsoleCommentList: async (ctx) => ({ data: await service.listComments(ctx.console().siteId, ctx.query) }),
    getRecycleList: async (ctx) => ({ data: await service.recycle(ctx.console().siteId, ctx.query) }),
    getModerationCount: async (ctx) => ({ data: await service.pendingCount(ctx.console().siteId) }),
    approvePosts: posts('approve', '通过'),
    rejectPosts: posts('reject', '驳回'),
    hidePosts: posts('hide', '屏蔽'),
    restorePosts: posts('restore', '恢复'),
    deletePosts: posts('delete', '删除'),
    purgePosts: posts('purge', '彻底删除'),
    approveComments: comments('approve', '通过'),
    rejectComments: comments('reject', '驳回'),
    hideComments: comments('hide', '屏蔽'),
    restoreComments: comments('restore', '恢复'),
    deleteComments: comments('delete', '删除'),
    purgeComments: comments('purge', '彻底删除'),
    pinPosts: flag('pinned', '置顶', '取消置顶'),
    featurePosts: flag('featured', '设为精华', '取消精华'),
    lockPosts: flag('locked', '锁定', '解除锁定'),
    movePosts: async (ctx) => {
      const data = await service.move(ctx.console(), ctx.body, ctx.request);
      return { data, description: done('移动', '篇')(data) };
    },
    getSensitiveWordList: async (ctx) => ({ data: await service.listWords(ctx.console().siteId, ctx.query) }),
    createSensitiveWords: async (ctx) => {
      const data = await service.addWords(ctx.console(), ctx.body, ctx.request);
      return { data, description: data.added ? `已添加 ${data.added} 个敏感词` : '这些敏感词都已存在' };
    },
    deleteSensitiveWords: async (ctx) => {
      await service.removeWords(ctx.console(), ctx.body, ctx.request);
      return { description: '敏感词已删除' };
    },
  };
}
