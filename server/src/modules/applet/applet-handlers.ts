import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { WechatApiError } from '../../wechat/wechat-errors';
import type { ModuleDeps } from '../deps';
import { createSocialLoginService } from '../social-login/social-login-service';
import { loadSharp } from '../upload/image-pipeline';
import { createImageStorage } from '../upload/storage/create-storage';
import { rollbackFleet } from './applet-fleet';
import type { AppletService } from './applet-service';

/** jscode2session's answers about the code itself: invalid (40029), used (40163), blocked (45011 too often). */
const CODE_REFUSED = new Set([40029, 40163, 45011]);

export function appletHandlers(deps: ModuleDeps, service: AppletService): Handlers<OperationsOfTag<'applet'>> {
  const storage = createImageStorage(deps.config);
  const socialLogin = createSocialLoginService(deps);
  /** An uploaded image of this site (`/files/<siteId>/…`) as JPEG, which WeChat accepts (uploads are stored as WebP). */
  const imageReader = (siteId: number) => async (url: string) => {
    const key = url.startsWith('/files/') ? url.slice('/files/'.length) : '';
    if (!key.startsWith(`${siteId}/`)) return undefined;
    const stored = await storage.get(key);
    return stored ? (await loadSharp())(stored).jpeg({ quality: 90 }).toBuffer() : undefined;
  };
  return {
    getAppletList: async (ctx) => ({ data: await service.list(ctx.query) }),
    runAppletSiteAction: async (ctx) => {
      const before = await service.rowOf(ctx.body.siteId);
      const { data, description } = await service.siteAction(ctx.body);
      ctx.auditChange({ before: before ?? null, after: data });
      return { data, description };
    },
    getAppletQrcode: async (ctx) => ({ data: await service.qrcode(ctx.query.siteId) }),
    getSaasAppletAuthorizeUrl: async (ctx) => ({
      data: await service.authorizeUrl(
        'saas',
        ctx.body.siteId,
        ctx.saas().accountId,
        ctx.body.returnPath ?? '/wechatApplet/manager',
        ctx.request,
      ),
    }),
    completeSaasAppletAuthorize: async (ctx) => {
      const data = await service.completeAuthorize('saas', ctx.saas().accountId, null, ctx.body);
      ctx.auditChange({ before: null, after: data });
      return { data, description: '已授权' };
    },
    getCodeTemplateDraftList: async () => ({ data: await service.drafts() }),
    addCodeTemplate: async (ctx) => {
      await service.addTemplate(ctx.body);
      ctx.auditChange({ before: null, after: ctx.body });
      return { description: '已加入模板库' };
    },
    deleteCodeTemplate: async (ctx) => {
      await service.deleteTemplate(ctx.body.templateId);
      ctx.auditChange({ before: ctx.body, after: null });
      return { description: '已删除' };
    },
    getCodeTemplateList: async () => ({ data: await service.templates() }),
    startFleetRelease: async (ctx) => {
      const data = await service.startFleet(ctx.saas().accountId, ctx.body);
      ctx.auditChange({ before: null, after: data });
      return { data, description: '已开始批量发布' };
    },
    getFleetRelease: async (ctx) => {
      const summary = await service.fleetSummary(ctx.query.id);
      if (!summary) throw notFound('批量发布不存在');
      return { data: { ...summary, items: await service.fleetItems(ctx.query.id) } };
    },
    getFleetReleaseList: async (ctx) => ({ data: await service.fleetList(ctx.query.page ?? 1, ctx.query.pageSize ?? 20) }),
    rollbackFleetRelease: async (ctx) => {
      const before = await service.fleetSummary(ctx.body.id);
      if (!before) throw notFound('批量发布不存在');
      if (before.status === 'rolledBack') throw conflict('该批量发布已回退');
      await rollbackFleet(deps, service, ctx.body.id);
      const after = (await service.fleetSummary(ctx.body.id)) ?? before;
      ctx.auditChange({ before, after });
      return { data: after, description: '已回退' };
    },
    getSiteApplet: async (ctx) => ({ data: await service.siteApplet(ctx.console().siteId) }),
    registerApplet: async (ctx) => {
      const p = ctx.console();
      const data = await service.register(p.siteId, p.siteUserId, ctx.body, ctx.request);
      ctx.auditChange({ before: null, after: { kind: ctx.body.kind, registerStatus: data.registerStatus } });
      return { data, description: '已提交注册' };
    },
    updateAppletBaseInfo: async (ctx) => {
      const siteId = ctx.console().siteId;
      const data = await service.updateBaseInfo(siteId, ctx.body, imageReader(siteId));
      ctx.auditChange({ before: null, after: ctx.body });
      return { data, description: '已保存' };
    },
    getAppletCategoryList: async (ctx) => ({ data: await service.categories(ctx.console().siteId) }),
    addAppletCategory: async (ctx) => {
      const siteId = ctx.console().siteId;
      await service.addCategory(siteId, ctx.body, imageReader(siteId));
      ctx.auditChange({ before: null, after: ctx.body });
      return { description: '已提交类目' };
    },
    deleteAppletCategory: async (ctx) => {
      await service.deleteCategory(ctx.console().siteId, ctx.body);
      ctx.auditChange({ before: ctx.body, after: null });
      return { description: '已删除' };
    },
    getAppletAuthorizeUrl: async (ctx) => {
      const p = ctx.console();
      return {
        data: await service.authorizeUrl('console', p.siteId, p.siteUserId, ctx.body.returnPath ?? '/setting/wechatApplet', ctx.request),
      };
    },
    completeAppletAuthorize: async (ctx) => {
      const p = ctx.console();
      const data = await service.completeAuthorize('console', p.siteUserId, p.siteId, ctx.body);
      ctx.auditChange({ before: null, after: data });
      return { data, description: '已授权' };
    },
    appletLogin: async (ctx) => {
      const site = await ctx.site();
      const row = await service.rowOf(site.id);
      if (!row?.appid || row.registerStatus !== 'authorized' || !service.client) throw notFound('本站没有已授权的小程序');
      const appid = row.appid;
      const wx = service.client;
      // Only WeChat's refusal of the code is the visitor's to fix; anything else (the platform unreachable, its token
      // refused) is ours and is not dressed up as an expired code.
      const session = await wx.jscode2session(appid, ctx.body.code).catch((error: unknown) => {
        if (error instanceof WechatApiError && CODE_REFUSED.has(error.errcode)) return undefined;
        throw error instanceof WechatApiError ? conflict(`${error.explanation}（微信错误 ${error.errcode}）`) : error;
      });
      if (!session?.openid) throw badRequest('登录凭证无效或已过期，请重新进入小程序');
      // The same person as WeChat web login (unionid); a new one is registered as the site's social-login policy says.
      return {
        data: await socialLogin.appletSignIn(
          site,
          appid,
          { openid: String(session.openid), unionid: session.unionid ? String(session.unionid) : null, nickname: '', avatar: '' },
          ctx.request,
        ),
      };
    },
  };
}
