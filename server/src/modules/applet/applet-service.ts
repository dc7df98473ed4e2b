// Each site's mini-program through the third-party platform: registration and authorisation, base info, categories,
// the template library, per-site code actions and fleet releases. WeChat's refusals keep their errcode, are stored as
// the site's last error and answer 409 with the Chinese explanation. A site's operations only ever use the appid
// linked to that site's own row.
import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  AppletRegisterStatus,
  AppletRegisterStatusTransitions,
  canTransition,
  type OperationBody,
  type OperationQuery,
  type Schema,
} from '../../../../sdk';
import type { RequestInfo } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { type ComponentClient, createComponentClient } from '../../wechat/component-client';
import { WECHAT_OK, WechatApiError } from '../../wechat/wechat-errors';
import { accounts } from '../account/account.tables';
import type { ModuleDeps } from '../deps';
import { sites } from '../site/site.tables';
import { appletAuthStates, applets, fleetReleaseItems, fleetReleases, type StoredAppletError } from './applet.tables';
import { tableTokenStore } from './applet-store';

type AppletRow = typeof applets.$inferSelect;
type SiteRow = Pick<typeof sites.$inferSelect, 'id' | 'name' | 'slug'>;
const STATE_TTL_MS = 10 * 60_000;
const sha = (text: string) => createHash('sha256').update(text).digest();
const iso = (d: Date) => d.toISOString();
/** What a community mini-program collects and why (WeChat's privacy_key values), shown in its privacy guide. */
const PRIVACY_SETTINGS = [
  { privacy_key: 'UserInfo', privacy_text: '展示你在社区中的昵称和头像' },
  { privacy_key: 'PhoneNumber', privacy_text: '绑定手机号以登录社区账号' },
  { privacy_key: 'Album', privacy_text: '发帖、评论时上传你选择的图片' },
  { privacy_key: 'EXUserPublishContent', privacy_text: '保存并展示你发布的帖子和评论' },
];

export type AppletService = ReturnType<typeof createAppletService>;

export function createAppletService(deps: ModuleDeps) {
  const { db } = deps;
  const config = deps.config.wechatComponent;
  const client: ComponentClient | undefined = config ? createComponentClient({ config, store: tableTokenStore(db) }) : undefined;

  function wx(): ComponentClient {
    if (!client) throw conflict('未配置微信第三方平台（WECHAT_COMPONENT_APPID），请联系平台管理员');
    return client;
  }

  async function rowOf(siteId: number): Promise<AppletRow | undefined> {
    return (await db.select().from(applets).where(eq(applets.siteId, siteId)))[0];
  }
  async function save(siteId: number, values: Partial<AppletRow>) {
    const set = { ...values, updatedAt: new Date() };
    await db
      .insert(applets)
      .values({ siteId, ...set })
      .onConflictDoUpdate({ target: applets.siteId, set });
  }

  /** Runs a WeChat call for a site; a refusal is kept as the site's last error and answers 409 in Chinese. */
  async function guarded<T>(siteId: number | null, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof WechatApiError)) throw error;
      const stored: StoredAppletError = {
        errcode: error.errcode,
        errmsg: error.errmsg.slice(0, 500),
        explanation: error.explanation,
        at: iso(new Date()),
      };
      if (siteId !== null) await save(siteId, { lastError: stored });
      throw conflict(`${error.explanation}（微信错误 ${error.errcode}）`);
    }
  }

  async function authorizedAppid(siteId: number): Promise<string> {
    const row = await rowOf(siteId);
    if (!row?.appid || row.registerStatus !== 'authorized') throw conflict('本站的小程序尚未授权给平台');
    return row.appid;
  }

  function summary(site: SiteRow, row: AppletRow | undefined): Schema<'AppletSummary'> {
    return {
      siteId: site.id,
      siteName: site.name,
      slug: site.slug,
      appid: row?.appid ?? null,
      registerStatus: (row?.registerStatus ?? 'unregistered') as Schema<'AppletRegisterStatus'>,
      registerKind: (row?.registerKind ?? null) as Schema<'AppletRegisterKind'> | null,
      nickname: row?.nickname ?? '',
      headImage: row?.headImage ?? '',
      releasedVersion: row?.releasedVersion ?? null,
      auditVersion: row?.auditVersion ?? null,
      auditStatus: (row?.auditStatus ?? 'none') as Schema<'AppletAuditStatus'>,
      auditReason: row?.auditReason ?? '',
      lastError: row?.lastError ?? null,
      updatedAt: iso(row?.updatedAt ?? new Date(0)),
    };
  }

  async function siteRow(siteId: number): Promise<SiteRow> {
    const [site] = await db.select({ id: sites.id, name: sites.name, slug: sites.slug }).from(sites).where(eq(sites.id, siteId));
    if (!site) throw notFound('站点不存在');
    return site;
  }

  async function siteApplet(siteId: number): Promise<Schema<'SiteApplet'>> {
    const site = await siteRow(siteId);
    const row = await rowOf(siteId);
    const quota = (used: unknown, total: unknown, fallback: number) => ({ used: Number(used ?? 0), quota: Number(total ?? fallback) });
    // biome-ignore lint/suspicious/noExplicitAny: getaccountbasicinfo, read field by field
    let basic: Record<string, any> = {};
    if (client && row?.appid && row.registerStatus === 'authorized') {
      basic = await client.getAccountBasicInfo(row.appid).catch(() => ({}));
    }
    const task = row?.registerTask;
    return {
      ...summary(site, row),
      nickname: basic.nickname_info?.nickname ?? row?.nickname ?? '',
      registerTask: task
        ? {
            kind: task.kind,
            status: task.status,
            message: task.message,
            authorizeUrl: task.authorizeUrl ?? null,
            submittedAt: task.submittedAt,
          }
        : null,
      signature: basic.signature_info?.signature ?? row?.signature ?? '',
      principalName: basic.principal_name ?? row?.principalName ?? '',
      nicknameAudit: row?.nicknameAudit
        ? {
            nickname: row.nicknameAudit.nickname,
            status: row.nicknameAudit.status as Schema<'AppletNicknameAuditStatus'>,
            reason: row.nicknameAudit.reason,
          }
        : { nickname: '', status: 'none', reason: '' },
      nicknameQuota: quota(basic.nickname_info?.modify_used_count, basic.nickname_info?.modify_quota, 2),
      signatureQuota: quota(basic.signature_info?.modify_used_count, basic.signature_info?.modify_quota, 5),
      headImageQuota: quota(basic.head_image_info?.modify_used_count, basic.head_image_info?.modify_quota, 5),
      funcInfo: row?.funcInfo ?? [],
    };
  }

  /** After api_query_auth: links the appid to the site unless another site holds it. */
  async function link(siteId: number, info: { authorizer_appid: string; func_info?: { funcscope_category?: { id?: number } }[] }) {
    const appid = String(info.authorizer_appid);
    const [holder] = await db.select({ siteId: applets.siteId }).from(applets).where(eq(applets.appid, appid));
    if (holder && holder.siteId !== siteId) throw conflict('该小程序已授权给其他站点');
    const funcInfo = (info.func_info ?? []).map((f) => Number(f.funcscope_category?.id)).filter((n) => Number.isInteger(n) && n > 0);
    const details = await wx()
      .getAuthorizerInfo(appid)
      .catch(() => undefined);
    const a = details?.authorizer_info ?? {};
    await save(siteId, {
      appid,
      registerStatus: 'authorized',
      funcInfo,
      userName: String(a.user_name ?? ''),
      nickname: String(a.nick_name ?? '').slice(0, 60),
      headImage: String(a.head_img ?? '').slice(0, 512),
      signature: String(a.signature ?? '').slice(0, 240),
      principalName: String(a.principal_name ?? '').slice(0, 200),
      lastError: null,
    });
  }

  function redirectUri(request: RequestInfo, base: string, state: string) {
    return `${request.protocol}://${request.host}${request.portSuffix}${base}/applet-redirect?state=${state}`;
  }

  async function newState(input: {
    console: 'console' | 'saas';
    purpose: string;
    siteId: number;
    actorId: number;
    returnPath: string;
    officialAccountAppid?: string;
  }) {
    const state = randomBytes(24).toString('base64url');
    await db.insert(appletAuthStates).values({ ...input, stateHash: sha(state), expiresAt: new Date(Date.now() + STATE_TTL_MS) });
    return state;
  }

  async function authorizeUrl(kind: 'console' | 'saas', siteId: number, actorId: number, returnPath: string, request: RequestInfo) {
    await siteRow(siteId);
    const state = await newState({ console: kind, purpose: 'authorize', siteId, actorId, returnPath });
    const { pre_auth_code } = await guarded(siteId, () => wx().createPreAuthCode());
    return { url: wx().authorizePageUrl(String(pre_auth_code), redirectUri(request, kind === 'console' ? '/console' : '', state)), state };
  }

  async function completeAuthorize(
    kind: 'console' | 'saas',
    actorId: number,
    siteId: number | null,
    input: OperationBody<'completeAppletAuthorize'>,
  ) {
    const claimed = await db
      .update(appletAuthStates)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(appletAuthStates.stateHash, sha(input.state)),
          eq(appletAuthStates.console, kind),
          eq(appletAuthStates.actorId, actorId),
          isNull(appletAuthStates.usedAt),
          sql`${appletAuthStates.expiresAt} > now()`,
          ...(siteId === null ? [] : [eq(appletAuthStates.siteId, siteId)]),
        ),
      )
      .returning();
    const flow = claimed[0];
    if (!flow) throw badRequest('授权已失效或已使用，请重新发起');
    if (flow.purpose === 'reuse') {
      if (!input.ticket || !flow.officialAccountAppid) throw badRequest('缺少扫码凭证，请重新发起');
      const oa = flow.officialAccountAppid;
      const made = await guarded(flow.siteId, () => wx().fastRegisterFromOfficialAccount(oa, input.ticket as string));
      const info = await guarded(flow.siteId, () => wx().queryAuth(String(made.authorization_code)));
      await link(flow.siteId, info as { authorizer_appid: string });
    } else {
      if (!input.authCode) throw badRequest('缺少授权码，请重新发起');
      const code = input.authCode;
      const info = await guarded(flow.siteId, () => wx().queryAuth(code));
      await link(flow.siteId, info as { authorizer_appid: string });
    }
    const row = await rowOf(flow.siteId);
    return {
      siteId: flow.siteId,
      returnPath: flow.returnPath,
      registerStatus: (row?.registerStatus ?? 'unregistered') as Schema<'AppletRegisterStatus'>,
      appid: row?.appid ?? null,
    };
  }

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
    client,
    config,
    rowOf,
    save,
    link,
    releaseFor,
    commitFor,
    submitFor,
    revertFor,
    AUDIT,
    siteApplet,

    async list(query: OperationQuery<'getAppletList'>): Promise<Schema<'AppletPage'>> {
      const page = query.page ?? 1;
      const size = query.pageSize ?? 20;
      const where = and(
        query.keyword ? or(ilike(sites.name, `%${query.keyword}%`), ilike(sites.slug, `%${query.keyword}%`)) : undefined,
        query.registerStatus ? sql`coalesce(${applets.registerStatus}, 'unregistered') = ${query.registerStatus}` : undefined,
        query.auditStatus ? sql`coalesce(${applets.auditStatus}, 'none') = ${query.auditStatus}` : undefined,
      );
      const base = db
        .select({ site: { id: sites.id, name: sites.name, slug: sites.slug }, applet: applets })
        .from(sites)
        .leftJoin(applets, eq(applets.siteId, sites.id));
      const rows = await base
        .where(where)
        .orderBy(sites.id)
        .limit(size)
        .offset((page - 1) * size);
      const [{ n }] = await db.select({ n: count() }).from(sites).leftJoin(applets, eq(applets.siteId, sites.id)).where(where);
      return { list: rows.map((r) => summary(r.site, r.applet ?? undefined)), total: n };
    },

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

    authorizeUrl,
    completeAuthorize,

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

    async register(siteId: number, actorId: number, input: OperationBody<'registerApplet'>, request: RequestInfo) {
      const row = await rowOf(siteId);
      if (row && !canTransition(AppletRegisterStatusTransitions, 'register', row.registerStatus))
        throw conflict(row.registerStatus === AppletRegisterStatus.authorized ? '本站已有授权的小程序' : '已有注册在进行中');
      const need = (fields: (keyof typeof input)[]) => {
        for (const f of fields) if (!input[f]) throw badRequest('请填写完整的注册信息');
      };
      const submittedAt = iso(new Date());
      if (input.kind === 'enterprise') {
        need(['name', 'code', 'codeType', 'legalPersonaWechat', 'legalPersonaName']);
        const body = {
          name: input.name as string,
          code: input.code as string,
          code_type: input.codeType as number,
          legal_persona_wechat: input.legalPersonaWechat as string,
          legal_persona_name: input.legalPersonaName as string,
          ...(input.componentPhone ? { component_phone: input.componentPhone } : {}),
        };
        await guarded(siteId, () => wx().fastRegisterEnterprise(body));
        await save(siteId, {
          registerStatus: 'registering',
          registerKind: 'enterprise',
          registerTask: {
            kind: 'enterprise',
            status: WECHAT_OK,
            message: '已提交，请法人在微信中完成人脸核验',
            authorizeUrl: null,
            submittedAt,
            match: { name: body.name, legal_persona_wechat: body.legal_persona_wechat },
          },
        });
      } else if (input.kind === 'personal') {
        need(['idname', 'wxuser']);
        const answer = await guarded(siteId, () =>
          wx().fastRegisterPersonal({
            idname: input.idname as string,
            wxuser: input.wxuser as string,
            ...(input.componentPhone ? { component_phone: input.componentPhone } : {}),
          }),
        );
        await save(siteId, {
          registerStatus: 'registering',
          registerKind: 'personal',
          registerTask: {
            kind: 'personal',
            status: Number(answer.status ?? 0),
            message: '请在微信中打开确认链接完成注册',
            authorizeUrl: String(answer.authorize_url ?? '') || null,
            submittedAt,
            taskid: String(answer.taskid ?? ''),
            match: { wxuser: input.wxuser, idname: input.idname },
          },
        });
      } else {
        need(['officialAccountAppid']);
        const oa = input.officialAccountAppid as string;
        const state = await newState({
          console: 'console',
          purpose: 'reuse',
          siteId,
          actorId,
          returnPath: '/setting/wechatApplet',
          officialAccountAppid: oa,
        });
        const url = wx().fastRegisterAuthUrl(oa, redirectUri(request, '/console', state));
        await save(siteId, {
          registerStatus: 'registering',
          registerKind: 'reuse',
          registerTask: { kind: 'reuse', status: WECHAT_OK, message: '请公众号管理员扫码确认复用资质', authorizeUrl: url, submittedAt },
        });
      }
      return siteApplet(siteId);
    },

    async updateBaseInfo(
      siteId: number,
      input: OperationBody<'updateAppletBaseInfo'>,
      readImage: (url: string) => Promise<Buffer | undefined>,
    ) {
      const appid = await authorizedAppid(siteId);
      if (input.nickname !== undefined) {
        const nickname = input.nickname;
        if (nickname.includes('小程序')) throw badRequest('名称不能包含“小程序”');
        const width = [...nickname].reduce((n, ch) => n + (ch.charCodeAt(0) < 256 ? 1 : 2), 0);
        if (width < 4 || width > 30) throw badRequest('名称为 4–30 个字符（一个汉字算 2 个）');
        const answer = await guarded(siteId, () => wx().setNickname(appid, nickname));
        await save(
          siteId,
          answer.audit_id
            ? { nicknameAudit: { nickname, status: 'auditing', reason: '', auditId: String(answer.audit_id) } }
            : { nickname, nicknameAudit: { nickname, status: 'passed', reason: '' } },
        );
      }
      if (input.avatar !== undefined) {
        const image = await readImage(input.avatar);
        if (!image) throw badRequest('头像图片不存在，请重新上传');
        if (image.length > 2 * 1024 * 1024) throw badRequest('头像不能超过 2 MB');
        const mediaId = await guarded(siteId, () => wx().uploadImage(appid, image, 'avatar.jpg', 'image/jpeg'));
        await guarded(siteId, () => wx().modifyHeadImage(appid, mediaId));
        // WeChat answers no address for the new head image: the upload it accepted is what the consoles show.
        await save(siteId, { headImage: input.avatar });
      }
      if (input.signature !== undefined) {
        const signature = input.signature;
        await guarded(siteId, () => wx().modifySignature(appid, signature));
        await save(siteId, { signature });
      }
      return siteApplet(siteId);
    },

    async categories(siteId: number): Promise<Schema<'AppletCategoryList'>> {
      const appid = await authorizedAppid(siteId);
      const mine = await guarded(siteId, () => wx().getCategory(appid));
      const all = await guarded(siteId, () => wx().getAllCategories(appid));
      // biome-ignore lint/suspicious/noExplicitAny: getallcategories nodes
      const nodes: any[] = all.categories_list?.categories ?? [];
      const byId = new Map(nodes.map((n) => [Number(n.id), n]));
      const STATUS: Record<number, Schema<'AppletCategoryAuditStatus'>> = { 1: 'auditing', 2: 'rejected', 3: 'passed' };
      // biome-ignore lint/suspicious/noExplicitAny: category nodes
      const qualify = (n: any) => String(n.qualify?.remark ?? '').slice(0, 2000);
      return {
        // biome-ignore lint/suspicious/noExplicitAny: getcategory entries
        list: (mine.categories ?? []).slice(0, 100).map((c: any) => ({
          first: Number(c.first),
          firstName: String(c.first_name ?? ''),
          second: Number(c.second),
          secondName: String(c.second_name ?? ''),
          auditStatus: STATUS[Number(c.audit_status)] ?? 'passed',
          auditReason: String(c.audit_reason ?? '').slice(0, 500),
        })),
        quota: Number(mine.quota ?? 0),
        limit: Number(mine.limit ?? mine.category_limit ?? 5),
        catalog: nodes
          .filter((n) => Number(n.level) === 1)
          .slice(0, 1000)
          .map((n) => ({
            id: Number(n.id),
            name: String(n.name),
            sensitive: Number(n.sensitive_type) === 1,
            qualify: qualify(n),
            children: (n.children ?? [])
              .map((c: number) => byId.get(Number(c)))
              .filter(Boolean)
              // biome-ignore lint/suspicious/noExplicitAny: category nodes
              .map((c: any) => ({
                id: Number(c.id),
                name: String(c.name),
                sensitive: Number(c.sensitive_type) === 1,
                qualify: qualify(c),
              })),
          })),
      };
    },
    async addCategory(siteId: number, input: OperationBody<'addAppletCategory'>, readImage: (url: string) => Promise<Buffer | undefined>) {
      const appid = await authorizedAppid(siteId);
      const certicates: { key: string; value: string }[] = [];
      for (const c of input.certicates ?? []) {
        const image = await readImage(c.value);
        if (!image) throw badRequest('资质图片不存在，请重新上传');
        certicates.push({
          key: c.key,
          value: await guarded(siteId, () => wx().uploadImage(appid, image, 'certificate.jpg', 'image/jpeg')),
        });
      }
      await guarded(siteId, () => wx().addCategory(appid, [{ first: input.first, second: input.second, certicates }]));
    },
    async deleteCategory(siteId: number, input: OperationBody<'deleteAppletCategory'>) {
      const appid = await authorizedAppid(siteId);
      await guarded(siteId, () => wx().deleteCategory(appid, input.first, input.second));
    },

    // ---- fleet release
    async fleetSummary(id: number): Promise<Schema<'FleetReleaseSummary'> | undefined> {
      const [release] = await db.select().from(fleetReleases).where(eq(fleetReleases.id, id));
      if (!release) return undefined;
      const rows = await db
        .select({ status: fleetReleaseItems.status, n: count() })
        .from(fleetReleaseItems)
        .where(eq(fleetReleaseItems.releaseId, id))
        .groupBy(fleetReleaseItems.status);
      const counts = { pending: 0, committed: 0, auditing: 0, passed: 0, rejected: 0, released: 0, failed: 0, rolledBack: 0 };
      for (const r of rows) counts[r.status as keyof typeof counts] = r.n;
      return {
        id: release.id,
        templateId: release.templateId,
        userVersion: release.userVersion,
        userDesc: release.userDesc,
        status: release.status as Schema<'FleetReleaseStatus'>,
        total: rows.reduce((n, r) => n + r.n, 0),
        counts,
        createdAt: iso(release.createdAt),
        finishedAt: release.finishedAt ? iso(release.finishedAt) : null,
      };
    },
    async fleetItems(id: number): Promise<Schema<'FleetReleaseItem'>[]> {
      const rows = await db
        .select({ item: fleetReleaseItems, siteName: sites.name })
        .from(fleetReleaseItems)
        .innerJoin(sites, eq(sites.id, fleetReleaseItems.siteId))
        .where(eq(fleetReleaseItems.releaseId, id))
        .orderBy(fleetReleaseItems.siteId);
      return rows.map(({ item, siteName }) => ({
        siteId: item.siteId,
        siteName,
        appid: item.appid,
        status: item.status as Schema<'FleetItemStatus'>,
        auditid: item.auditid,
        reason: item.reason,
        errcode: item.errcode,
        explanation: item.explanation,
        previousVersion: item.previousVersion,
        updatedAt: iso(item.updatedAt),
      }));
    },
    async fleetList(page: number, size: number) {
      const rows = await db
        .select({ id: fleetReleases.id })
        .from(fleetReleases)
        .orderBy(desc(fleetReleases.id))
        .limit(size)
        .offset((page - 1) * size);
      const [{ n }] = await db.select({ n: count() }).from(fleetReleases);
      const list: Schema<'FleetReleaseSummary'>[] = [];
      for (const r of rows) {
        const s = await this.fleetSummary(r.id);
        if (s) list.push(s);
      }
      return { list, total: n };
    },
    async startFleet(actorId: number, input: OperationBody<'startFleetRelease'>) {
      const [running] = await db.select({ id: fleetReleases.id }).from(fleetReleases).where(eq(fleetReleases.status, 'running'));
      if (running) throw conflict('已有进行中的批量发布');
      if (!input.all && !input.siteIds?.length) throw badRequest('请选择站点');
      const template = (await this.templates()).find((t) => t.templateId === input.templateId);
      if (!template) throw notFound('模板不存在');
      const targets = await db
        .select({ siteId: applets.siteId, appid: applets.appid, releasedVersion: applets.releasedVersion })
        .from(applets)
        .where(and(eq(applets.registerStatus, 'authorized'), input.all ? undefined : inArray(applets.siteId, input.siteIds ?? [])));
      if (!input.all && targets.length !== (input.siteIds ?? []).length) throw badRequest('所选站点中有小程序尚未授权的站点');
      if (!targets.length) throw conflict('没有已授权小程序的站点');
      const id = await db.transaction(async (tx) => {
        const [release] = await tx
          .insert(fleetReleases)
          .values({
            templateId: template.templateId,
            userVersion: template.userVersion,
            userDesc: input.userDesc ?? template.userDesc,
            createdBy: actorId,
          })
          .returning({ id: fleetReleases.id });
        await tx
          .insert(fleetReleaseItems)
          .values(
            targets.map((t) => ({ releaseId: release.id, siteId: t.siteId, appid: t.appid as string, previousVersion: t.releasedVersion })),
          );
        return release.id;
      });
      await deps.jobs.send('appletFleetStep', { releaseId: id });
      return (await this.fleetSummary(id)) as Schema<'FleetReleaseSummary'>;
    },
  };
}
