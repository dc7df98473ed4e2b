import { ContentStatus, type OperationsOfTag } from '../../../../sdk';
import type { Handlers, OperationContext } from '../../context';
import type { ModuleDeps } from '../deps';
import { discardDraft } from '../draft/draft-service';
import { createCommentEditService } from './comment-edit-service';
import { createCommentReadService } from './comment-read-service';
import { createCommentWriteService } from './comment-write-service';
import { findForumSectionsFor } from './forum-section-service';
import { createLikeService } from './like-service';
import { createPostReadService } from './post-read-service';
import { createPostViewService } from './post-view-service';
import { createPostWriteService, type MemberRef } from './post-write-service';
import { createSearchService } from './search-service';

type PostOp = OperationsOfTag<'post'>;

/** The signed-in member of this request's site, or null (an optional token of another kind counts as none). */
async function viewerOf(ctx: OperationContext<PostOp>): Promise<{ siteId: number; viewerId: number | null }> {
  const siteId = (await ctx.site()).id;
  const p = ctx.principal;
  return { siteId, viewerId: p?.kind === 'member' && p.siteId === siteId ? p.siteUserId : null };
}

function memberOf(ctx: OperationContext<PostOp>): MemberRef {
  const { siteId, siteUserId } = ctx.member();
  return { siteId, siteUserId };
}

export function postHandlers(deps: ModuleDeps): Handlers<PostOp> {
  const reads = createPostReadService(deps);
  const views = createPostViewService(deps);
  const writes = createPostWriteService(deps);
  const commentReads = createCommentReadService(deps);
  const commentWrites = createCommentWriteService(deps);
  const commentEdits = createCommentEditService(deps);
  const likes = createLikeService(deps);
  const search = createSearchService(deps);
  return {
    getPostList: async (ctx) => ({ data: await reads.list((await ctx.site()).id, ctx.query) }),
    getForumSectionList: async (ctx) => {
      const { siteId, viewerId } = await viewerOf(ctx);
      return { data: { list: await findForumSectionsFor(deps.db, siteId, viewerId) } };
    },
    getPost: async (ctx) => {
      const { siteId, viewerId } = await viewerOf(ctx);
      return { data: await views.get(siteId, ctx.query.id, { siteUserId: viewerId, ip: ctx.request.ip }) };
    },
    createPost: async (ctx) => {
      const data = await writes.create(memberOf(ctx), ctx.body);
      await discardDraft(deps.db, memberOf(ctx), 'post');
      return { data, description: data.status === ContentStatus.published ? '发帖成功' : '已提交，等待管理员审核' };
    },
    updatePost: async (ctx) => {
      const data = await writes.update(memberOf(ctx), ctx.body);
      return { data, description: data.status === ContentStatus.published ? '帖子已修改' : '已修改，等待管理员审核' };
    },
    deleteMyPost: async (ctx) => {
      await writes.deleteMine(memberOf(ctx), ctx.query.id, ctx.request);
      return { description: '帖子已删除' };
    },
    getCommentList: async (ctx) => {
      const { siteId, viewerId } = await viewerOf(ctx);
      return { data: await commentReads.list(siteId, viewerId, ctx.query) };
    },
    getCommentReplies: async (ctx) => {
      const { siteId, viewerId } = await viewerOf(ctx);
      return { data: await commentReads.replies(siteId, viewerId, ctx.query) };
    },
    createComment: async (ctx) => {
      const data = await commentWrites.create(memberOf(ctx), ctx.body);
      return { data, description: data.status === ContentStatus.published ? '评论成功' : '已提交，等待管理员审核' };
    },
    updateComment: async (ctx) => {
      const data = await commentEdits.update(memberOf(ctx), ctx.body);
      return { data, description: data.status === ContentStatus.published ? '评论已修改' : '已提交，等待管理员审核' };
    },
    deleteMyComment: async (ctx) => {
      await commentWrites.deleteMine(memberOf(ctx), ctx.query.id, ctx.request);
      return { description: '评论已删除' };
    },
    likePost: async (ctx) => ({ data: await likes.likePost(memberOf(ctx), ctx.body.postId) }),
    unlikePost: async (ctx) => ({ data: await likes.unlikePost(memberOf(ctx), ctx.query.postId) }),
    likeComment: async (ctx) => ({ data: await likes.likeComment(memberOf(ctx), ctx.body.commentId) }),
    unlikeComment: async (ctx) => ({ data: await likes.unlikeComment(memberOf(ctx), ctx.query.commentId) }),
    getMyPostList: async (ctx) => {
      const { siteId, siteUserId } = memberOf(ctx);
      return { data: await views.listMine(siteId, siteUserId, ctx.query) };
    },
    searchPosts: async (ctx) => ({ data: await search.search((await ctx.site()).id, ctx.query) }),
  };
}
