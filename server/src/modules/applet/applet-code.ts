// A site's code: commit from the template library (with its server domains and privacy guide set first), audit,
// release and revert, the trial QR code, and the platform's template library itself.
import { isIP } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { OperationBody, Schema } from '../../../../sdk';
import { badRequest, conflict, notFound } from '../../http/errors';
import { WechatApiError } from '../../wechat/wechat-errors';
import { accounts } from '../account/account.tables';
import { sites } from '../site/site.tables';
import { fleetReleases } from './applet.tables';
import { type AppletCore, iso, type SiteRow } from './applet-core';

/** What a community mini-program collects and why (WeChat's privacy_key values), shown in its privacy guide. */
const PRIVACY_SETTINGS = [
  { privacy_key: 'UserInfo', privacy_text: '展示你在社区中的昵称和头像' },
  { privacy_key: 'PhoneNumber', privacy_text: '绑定手机号以登录社区账号' },
  { privacy_key: 'Album', privacy_text: '发帖、评论时上传你选择的图片' },
  { privacy_key: 'EXUserPublishContent', privacy_text: '保存并展示你发布的帖子和评论' },
];

export function createAppletCode(core: AppletCore) {
  const { deps, db, wx, rowOf, save, guarded, authorizedAppid, summary, siteRow } = core;

  /** Where the site's member API is: the template's `apiBase`, and the mini-program's request domain. */
  const apiOrigin = (site: SiteRow) => `https://${site.slug}.${deps.config.baseDomain}`;

  /** The ext_json a template receives: the site, where its API is, and its theme (README: WeChat mini-programs). */
  function extJson(appid: string, site: SiteRow) {
    return JSON.stringify({ extAppid: appid, ext: { siteId: site.id, slug: site.slug, apiBase: apiOrigin(site), theme: 'default' } });
  }

  /**
   * Before each commit: the site's API as the mini-program's server domains (request, upload, download; wss for
   * sockets) and its privacy guide (用户隐私保护指引, which WeChat's audit requires), the owner's mobile as the contact.
   * Both are `set` calls, so a repeated step sets the same again. A host WeChat never accepts as a server domain
   * (localhost, an address: the embedded demo's BASE_DOMAIN) is not sent: WeChat would refuse it (85015) and fail the
   * release, while no mini-program could reach such a host anyway.
   */
  async function prepareFor(siteId: number, appid: string, site: SiteRow): Promise<void> {
    const host = new URL(apiOrigin(site)).hostname;
    const unroutable = host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0 || !host.includes('.');
    if (!unroutable) {
      const origin = apiOrigin(site);
      await guarded(siteId, () =>
        wx().modifyDomain(appid, {
          requestdomain: [origin],
          wsrequestdomain: [`wss://${host}`],
          uploaddomain: [origin],
          downloaddomain: [origin],
        }),
      );
    }
    const [owner] = await db
      .select({ mobile: accounts.mobile })
      .from(sites)
      .innerJoin(accounts, eq(accounts.id, sites.ownerAccountId))
      .where(eq(sites.id, siteId));
    await guarded(siteId, () =>
      wx().setPrivacySetting(appid, {
        owner_setting: { contact_phone: owner?.mobile ?? '', notice_method: '小程序内公告与站内通知' },
        setting_list: PRIVACY_SETTINGS,
      }),
    );
  }

  async function commitFor(siteId: number, appid: string, templateId: number) {
    const template = ((await guarded(siteId, () => wx().getTemplateList())).template_list ?? []).find(
      (t: { template_id: number }) => Number(t.template_id) === templateId,
    );
    if (!template) throw notFound('模板不存在');
    const site = await siteRow(siteId);
    await prepareFor(siteId, appid, site);
    await guarded(siteId, () =>
      wx().commit(appid, {
        template_id: templateId,
        ext_json: extJson(appid, site),
        user_version: String(template.user_version),
        user_desc: String(template.user_desc ?? ''),
      }),
    );
    await save(siteId, { committedVersion: String(template.user_version) });
    return String(template.user_version);
  }

  async function submitFor(siteId: number, appid: string): Promise<number> {
    const categories = (await guarded(siteId, () => wx().getAuditCategory(appid))).category_list ?? [];
    const pages: string[] = (await guarded(siteId, () => wx().getPage(appid))).page_list ?? [];
    const first = categories[0] ?? {};
    const answer = await guarded(siteId, () =>
      wx().submitAudit(appid, {
        item_list: [{ address: pages[0] ?? 'pages/index/index', tag: '社区', title: '首页', ...first }],
        version_desc: '社区小程序',
      }),
    );
    const row = await rowOf(siteId);
    await save(siteId, {
      auditid: Number(answer.auditid),
      auditStatus: 'auditing',
      auditReason: '',
      auditVersion: row?.committedVersion ?? null,
    });
    return Number(answer.auditid);
  }

  const AUDIT: Record<number, Schema<'AppletAuditStatus'>> = { 0: 'passed', 1: 'rejected', 2: 'auditing', 3: 'withdrawn', 4: 'delayed' };

  async function releaseFor(siteId: number, appid: string) {
    try {
      await wx().release(appid);
    } catch (error) {
      // 85052: already released — a retried step after a crash between WeChat's answer and our write.
      if (!(error instanceof WechatApiError && error.errcode === 85052)) return guarded(siteId, () => Promise.reject(error));
    }
    const row = await rowOf(siteId);
    await save(siteId, {
      previousVersion: row?.releasedVersion ?? null,
      releasedVersion: row?.auditVersion ?? row?.releasedVersion ?? null,
      auditVersion: null,
      auditStatus: 'none',
      auditid: null,
    });
  }

  async function revertFor(siteId: number, appid: string) {
    await guarded(siteId, () => wx().revertCodeRelease(appid));
    const row = await rowOf(siteId);
    await save(siteId, { releasedVersion: row?.previousVersion ?? null, previousVersion: null });
  }

  return {
    releaseFor,
    commitFor,
    submitFor,
    revertFor,
    AUDIT,

    async siteAction(input: OperationBody<'runAppletSiteAction'>): Promise<{ data: Schema<'AppletSummary'>; description: string }> {
      const site = await siteRow(input.siteId);
      const appid = await authorizedAppid(site.id);
      let description = '操作成功';
      switch (input.action) {
        case 'commit': {
          if (input.templateId === undefined) throw badRequest('请选择模板');
          description = `已上传代码 ${await commitFor(site.id, appid, input.templateId)}`;
          break;
        }
        case 'submitAudit':
          await submitFor(site.id, appid);
          description = '已提交审核';
          break;
        case 'refreshAudit': {
          const row = await rowOf(site.id);
          if (!row?.auditid) throw conflict('没有审核中的版本');
          const auditid = row.auditid;
          const answer = await guarded(site.id, () => wx().getAuditStatus(appid, auditid));
          await save(site.id, {
            auditStatus: AUDIT[Number(answer.status)] ?? 'auditing',
            auditReason: String(answer.reason ?? '').slice(0, 500),
          });
          description = '已更新审核状态';
          break;
        }
        case 'undoAudit':
          await guarded(site.id, () => wx().undoCodeAudit(appid));
          await save(site.id, { auditStatus: 'withdrawn' });
          description = '已撤回审核';
          break;
        case 'release':
          await releaseFor(site.id, appid);
          description = '已发布';
          break;
        case 'revert':
          await revertFor(site.id, appid);
          description = '已回退到上一版本';
          break;
      }
      await save(site.id, { lastError: null });
      return { data: summary(site, await rowOf(site.id)), description };
    },

    async qrcode(siteId: number) {
      await siteRow(siteId);
      const appid = await authorizedAppid(siteId);
      const jpeg = await guarded(siteId, () => wx().getQrcode(appid));
      return { dataUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}` };
    },

    async drafts(): Promise<Schema<'CodeTemplateDraftList'>> {
      const list = (await guarded(null, () => wx().getTemplateDraftList())).draft_list ?? [];
      return list
        .map((d: Record<string, unknown>) => ({
          draftId: Number(d.draft_id),
          userVersion: String(d.user_version ?? '').slice(0, 64),
          userDesc: String(d.user_desc ?? '').slice(0, 500),
          createTime: iso(new Date(Number(d.create_time) * 1000)),
          sourceMiniprogramAppid: String(d.source_miniprogram_appid ?? '').slice(0, 32),
          sourceMiniprogram: String(d.source_miniprogram ?? '').slice(0, 60),
          developer: String(d.developer ?? '').slice(0, 60),
        }))
        .sort((a: { draftId: number }, b: { draftId: number }) => b.draftId - a.draftId);
    },
    async addTemplate(input: OperationBody<'addCodeTemplate'>) {
      await guarded(null, () => wx().addToTemplate(input.draftId, input.templateType === 'standard' ? 1 : 0));
    },
    async templates(): Promise<Schema<'CodeTemplateList'>> {
      const list = (await guarded(null, () => wx().getTemplateList())).template_list ?? [];
      return list
        .map((t: Record<string, unknown>) => ({
          templateId: Number(t.template_id),
          draftId: Number(t.draft_id ?? 0),
          templateType: Number(t.template_type) === 1 ? 'standard' : 'normal',
          userVersion: String(t.user_version ?? '').slice(0, 64),
          userDesc: String(t.user_desc ?? '').slice(0, 500),
          createTime: iso(new Date(Number(t.create_time) * 1000)),
          sourceMiniprogram: String(t.source_miniprogram ?? '').slice(0, 60),
          developer: String(t.developer ?? '').slice(0, 60),
        }))
        .sort((a: { templateId: number }, b: { templateId: number }) => b.templateId - a.templateId);
    },
    async deleteTemplate(templateId: number) {
      const [running] = await db
        .select({ id: fleetReleases.id })
        .from(fleetReleases)
        .where(and(eq(fleetReleases.templateId, templateId), eq(fleetReleases.status, 'running')));
      if (running) throw conflict('该模板正在批量发布中，不能删除');
      await guarded(null, () => wx().deleteTemplate(templateId));
    },
  };
}
