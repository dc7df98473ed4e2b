import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createContentOversightService } from './content-oversight-service';
import { createPlatformRevisionService } from './platform-revision-service';
import { createPlatformWordService } from './platform-word-service';
import { createSearchIndexRebuilder } from './search-index-rebuild';
import { createSearchIndexService } from './search-index-service';

export function contentOversightHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'contentOversight'>> {
  const content = createContentOversightService(deps);
  const words = createPlatformWordService(deps);
  const revisions = createPlatformRevisionService(deps);
  const searchIndex = createSearchIndexService(deps, createSearchIndexRebuilder(deps));
  return {
    getSaasPostList: async (ctx) => ({ data: await content.posts(ctx.query) }),
    getPlatformPostRevisionList: async (ctx) => ({ data: await revisions.post(ctx.query.siteId, ctx.query.postId) }),
    getSaasCommentList: async (ctx) => ({ data: await content.comments(ctx.query) }),
    getSaasSectionList: async (ctx) => ({ data: await content.sections(ctx.query) }),
    updateSaasSectionStatus: async (ctx) => ({ description: await content.setSectionStatus(ctx.saas(), ctx.body, ctx.request) }),
    moderateSaasPosts: async (ctx) => content.moderatePosts(ctx.saas(), ctx.body, ctx.request),
    moderateSaasComments: async (ctx) => content.moderateComments(ctx.saas(), ctx.body, ctx.request),
    getPlatformSensitiveWordList: async (ctx) => ({ data: await words.list(ctx.query) }),
    createPlatformSensitiveWords: async (ctx) => words.add(ctx.saas(), ctx.body, ctx.request),
    deletePlatformSensitiveWords: async (ctx) => ({ description: await words.remove(ctx.saas(), ctx.body, ctx.request) }),
    getSearchIndexList: async (ctx) => ({ data: await searchIndex.list(ctx.query) }),
    rebuildSearchIndex: async (ctx) => searchIndex.rebuild(ctx.saas(), ctx.body, ctx.request),
  };
}
