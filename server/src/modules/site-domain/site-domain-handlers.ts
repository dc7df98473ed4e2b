import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createSiteDomainService } from './site-domain-service';
import { createTlsAsk } from './tls-ask';

const ADDED = '域名已添加，请按说明完成验证';
const VERIFIED = '域名已验证';
const DELETED = '域名已删除';

export function siteDomainHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'siteDomain'>> {
  const domains = createSiteDomainService(deps);
  const tlsAsk = createTlsAsk(deps);
  return {
    getSiteDomainList: async (ctx) => ({ data: await domains.list(await domains.saasSite(ctx.saas(), ctx.query.siteId)) }),
    addSiteDomain: async (ctx) => {
      const { siteId, ...input } = ctx.body;
      return { data: await domains.add(await domains.saasSite(ctx.saas(), siteId), input), description: ADDED };
    },
    verifySiteDomain: async (ctx) => ({
      data: await domains.verify(await domains.saasSite(ctx.saas(), ctx.body.siteId), ctx.body.id),
      description: VERIFIED,
    }),
    deleteSiteDomain: async (ctx) => {
      await domains.remove(await domains.saasSite(ctx.saas(), ctx.body.siteId), ctx.body.id);
      return { description: DELETED };
    },
    getConsoleSiteDomainList: async (ctx) => ({ data: await domains.list(ctx.console().siteId) }),
    addConsoleSiteDomain: async (ctx) => ({ data: await domains.add(ctx.console().siteId, ctx.body), description: ADDED }),
    verifyConsoleSiteDomain: async (ctx) => ({ data: await domains.verify(ctx.console().siteId, ctx.body.id), description: VERIFIED }),
    deleteConsoleSiteDomain: async (ctx) => {
      await domains.remove(ctx.console().siteId, ctx.body.id);
      return { description: DELETED };
    },
    askTlsCertificate: async (ctx) => ({ data: await tlsAsk(ctx.query.domain) }),
  };
}
