import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createDraftService } from './draft-service';

export function draftHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'draft'>> {
  const service = createDraftService(deps);
  const ownerOf = (member: { siteId: number; siteUserId: number }) => ({ siteId: member.siteId, siteUserId: member.siteUserId });
  return {
    getDraft: async (ctx) => ({ data: await service.get(ownerOf(ctx.member()), ctx.query.kind) }),
    saveDraft: async (ctx) => ({ data: await service.save(ownerOf(ctx.member()), ctx.body), description: '草稿已保存' }),
    deleteDraft: async (ctx) => {
      await service.discard(ownerOf(ctx.member()), ctx.query.kind);
      return { description: '草稿已丢弃' };
    },
  };
}
