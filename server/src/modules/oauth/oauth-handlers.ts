import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createOauthService } from './oauth-service';

export function oauthHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'oauth'>> {
  const service = createOauthService(deps);
  return {
    getOauthClientList: async (ctx) => ({ data: await service.clientList(ctx.console().siteId, ctx.request) }),
    createOauthClient: async (ctx) => {
      const siteId = ctx.console().siteId;
      const created = await service.createClient(siteId, ctx.body);
      ctx.auditChange({ before: null, after: created.client });
      return { data: created, description: created.secret ? '已登记，请立即保存密钥' : '已登记' };
    },
    rotateOauthClientSecret: async (ctx) => {
      const { before, after, secret } = await service.rotateSecret(ctx.console().siteId, ctx.body.id);
      ctx.auditChange({ before, after });
      return { data: { client: after, secret }, description: '已生成新密钥，请立即保存' };
    },
    deleteOauthClient: async (ctx) => {
      const siteId = ctx.console().siteId;
      const before = await service.deleteClient(siteId, ctx.query.id);
      ctx.auditChange({ before, after: null });
      return { data: await service.clientList(siteId, ctx.request), description: '已删除' };
    },
    rotateOauthSigningKey: async (ctx) => {
      const siteId = ctx.console().siteId;
      ctx.auditChange(await service.rotateSigningKey(siteId));
      return { data: await service.clientList(siteId, ctx.request), description: '已更换签名密钥' };
    },
    getOauthConsent: async (ctx) => ({ data: await service.consent(ctx.member(), ctx.query.uid, ctx.request) }),
    answerOauthConsent: async (ctx) => ({ data: await service.answer(ctx.member(), ctx.body, ctx.request) }),
    getMyOauthGrantList: async (ctx) => ({ data: await service.grantList(ctx.member()) }),
    revokeMyOauthGrant: async (ctx) => ({ data: await service.revokeGrant(ctx.member(), ctx.query.id), description: '已取消授权' }),
  };
}
