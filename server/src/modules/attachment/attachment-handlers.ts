import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers, OperationContext } from '../../context';
import type { ModuleDeps } from '../deps';
import { createAttachmentService, type MemberRef } from './attachment-service';
import { readAttachmentSetting, writeAttachmentSetting } from './attachment-settings';

type AttachmentOp = OperationsOfTag<'attachment'>;

function memberOf(ctx: OperationContext<AttachmentOp>): MemberRef {
  const { siteId, siteUserId } = ctx.member();
  return { siteId, siteUserId };
}

export function attachmentHandlers(deps: ModuleDeps): Handlers<AttachmentOp> {
  const service = createAttachmentService(deps);
  return {
    getAttachmentPolicy: async (ctx) => ({ data: await service.policy((await ctx.site()).id) }),
    uploadAttachment: async (ctx) => ({
      data: await service.upload(memberOf(ctx), (limits) => ctx.multipart(limits)),
      description: '已上传',
    }),
    updateAttachment: async (ctx) => ({ data: await service.setPrice(memberOf(ctx), ctx.body), description: '售价已保存' }),
    deleteAttachment: async (ctx) => {
      await service.remove(memberOf(ctx), ctx.query.id);
      return { description: '附件已删除' };
    },
    getPostAttachmentList: async (ctx) => {
      const siteId = (await ctx.site()).id;
      const p = ctx.principal;
      const viewerId = p?.kind === 'member' && p.siteId === siteId ? p.siteUserId : null;
      return { data: await service.listOfPost(siteId, ctx.query.postId, viewerId) };
    },
    downloadAttachment: async (ctx) => {
      const data = await service.download(memberOf(ctx), ctx.body.id);
      return { data, description: data.charged ? `已扣除 ${data.charged} 金币` : '下载链接已生成' };
    },
    getAttachmentSetting: async (ctx) => ({ data: await readAttachmentSetting(deps.db, ctx.console().siteId) }),
    updateAttachmentSetting: async (ctx) => {
      const siteId = ctx.console().siteId;
      const before = await readAttachmentSetting(deps.db, siteId);
      const data = await writeAttachmentSetting(deps.db, siteId, ctx.body);
      ctx.auditChange({ before, after: data });
      return { data, description: '附件设置已保存' };
    },
  };
}
