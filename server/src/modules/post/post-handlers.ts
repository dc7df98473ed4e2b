import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createPostReadService } from './post-read-service';

export function postHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'post'>> {
  const reads = createPostReadService(deps);
  return {
    getPostList: async (ctx) => ({ data: await reads.list((await ctx.site()).id, ctx.query) }),
  };
}
