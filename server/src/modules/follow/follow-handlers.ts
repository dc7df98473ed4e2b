import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers, OperationContext } from '../../context';
import type { ModuleDeps } from '../deps';
import { createFollowService, type MemberRef } from './follow-service';

type FollowOp = OperationsOfTag<'follow'>;

function memberOf(ctx: OperationContext<FollowOp>): MemberRef {
  const { siteId, siteUserId } = ctx.member();
  return { siteId, siteUserId };
}

export function followHandlers(deps: ModuleDeps): Handlers<FollowOp> {
  const follows = createFollowService(deps);
  return {
    followMember: async (ctx) => ({ data: await follows.follow(memberOf(ctx), ctx.body.id), description: '已关注' }),
    unfollowMember: async (ctx) => ({ data: await follows.unfollow(memberOf(ctx), ctx.body.id), description: '已取消关注' }),
    getMyFollowingList: async (ctx) => ({ data: await follows.members(memberOf(ctx), 'following', ctx.query) }),
    getMyFollowerList: async (ctx) => ({ data: await follows.members(memberOf(ctx), 'followers', ctx.query) }),
    addBookmark: async (ctx) => ({ data: await follows.addBookmark(memberOf(ctx), ctx.body.postId), description: '已收藏' }),
    removeBookmark: async (ctx) => ({ data: await follows.removeBookmark(memberOf(ctx), ctx.body.postId), description: '已取消收藏' }),
    getMyBookmarkList: async (ctx) => ({ data: await follows.bookmarks(memberOf(ctx), ctx.query) }),
    watchPost: async (ctx) => ({ data: await follows.watchPost(memberOf(ctx), ctx.body.postId), description: '已关注帖子' }),
    unwatchPost: async (ctx) => ({ data: await follows.unwatchPost(memberOf(ctx), ctx.body.postId), description: '已取消关注帖子' }),
    getSectionWatch: async (ctx) => ({ data: await follows.sectionWatch(memberOf(ctx), ctx.query.sectionId) }),
    watchSection: async (ctx) => ({ data: await follows.watchSection(memberOf(ctx), ctx.body.sectionId), description: '已关注版块' }),
    unwatchSection: async (ctx) => ({
      data: await follows.unwatchSection(memberOf(ctx), ctx.body.sectionId),
      description: '已取消关注版块',
    }),
  };
}
