// The third-party platform's client: WeChat's own paths and field names, the component_access_token kept fresh from the
// latest pushed component_verify_ticket, and each authoriser's token refreshed from its authorizer_refresh_token.
// Where tokens live is the caller's (the applet module keeps them in its tables, so every server process shares them).

import type { WechatComponentConfig } from './wechat-config';
import { WechatApiError } from './wechat-errors';

export interface StoredToken {
  token: string;
  expiresAt: Date;
}

/** Where the client keeps what WeChat gave it. */
export interface ComponentTokenStore {
  /** The latest component_verify_ticket pushed by WeChat (valid 12 h; the latest is kept even if a push is missed). */
  ticket(): Promise<string | undefined>;
  componentToken(): Promise<StoredToken | undefined>;
  saveComponentToken(token: StoredToken): Promise<void>;
  authorizer(appid: string): Promise<(StoredToken & { refreshToken: string }) | undefined>;
  saveAuthorizer(appid: string, token: StoredToken & { refreshToken: string }): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: WeChat's JSON answers are read field by field by the callers
export type WechatJson = Record<string, any>;

export interface ComponentClientOptions {
  config: WechatComponentConfig;
  store: ComponentTokenStore;
  now?: () => number;
  fetch?: typeof fetch;
}

export type ComponentClient = ReturnType<typeof createComponentClient>;

export function createComponentClient({ config, store, now = Date.now, fetch: doFetch = fetch }: ComponentClientOptions) {
  const exchanged = new Map<string, { answer: Promise<WechatJson>; until: number }>();
  const url = (path: string, query: Record<string, string> = {}) => {
    const u = new URL(path, config.apiBaseUrl);
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
    return u;
  };

  /** One call; WeChat's failures come as HTTP 200 with a non-zero errcode and become WechatApiError. */
  async function call(path: string, query: Record<string, string>, body?: unknown): Promise<WechatJson> {
    const response = await doFetch(url(path, query), {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new WechatApiError(-1, `HTTP ${response.status}`, path);
    const json = (await response.json()) as WechatJson;
    if (typeof json.errcode === 'number' && json.errcode !== 0) throw new WechatApiError(json.errcode, String(json.errmsg ?? ''), path);
    return json;
  }

  /** A binary answer (get_qrcode's JPEG), or the JSON error WeChat sends instead. */
  async function callBinary(path: string, query: Record<string, string>): Promise<Buffer> {
    const response = await doFetch(url(path, query), { signal: AbortSignal.timeout(15_000) });
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json') || type.includes('text')) {
      const json = (await response.json()) as WechatJson;
      throw new WechatApiError(Number(json.errcode ?? -1), String(json.errmsg ?? ''), path);
    }
    return Buffer.from(await response.arrayBuffer());
  }

  /** Fetches a new component_access_token with the latest ticket and stores it. */
  async function refreshComponentToken(): Promise<StoredToken> {
    const ticket = await store.ticket();
    if (!ticket) throw new WechatApiError(61006, 'component ticket is invalid (no ticket pushed yet)', 'api_component_token');
    const answer = await call(
      '/cgi-bin/component/api_component_token',
      {},
      {
        component_appid: config.appId,
        component_appsecret: config.secret,
        component_verify_ticket: ticket,
      },
    );
    const token = { token: String(answer.component_access_token), expiresAt: new Date(now() + Number(answer.expires_in) * 1000) };
    await store.saveComponentToken(token);
    return token;
  }

  /** The stored token unless it is within the refresh margin of expiring. */
  async function componentToken(): Promise<string> {
    const stored = await store.componentToken();
    if (stored && stored.expiresAt.getTime() - now() > config.refreshMarginMs) return stored.token;
    return (await refreshComponentToken()).token;
  }

  /** The queue job's step: refreshes the component token when it is missing or due; answers whether it did. */
  async function refreshComponentTokenIfDue(): Promise<boolean> {
    const stored = await store.componentToken();
    if (stored && stored.expiresAt.getTime() - now() > config.refreshMarginMs) return false;
    await refreshComponentToken();
    return true;
  }

  const component = async (path: string, body?: unknown, query: Record<string, string> = {}) =>
    call(path, { ...query, component_access_token: await componentToken() }, body);

  /** The authoriser's token, refreshed through api_authorizer_token when due (WeChat may re-issue the refresh token). */
  async function authorizerToken(appid: string): Promise<string> {
    const stored = await store.authorizer(appid);
    if (!stored) throw new WechatApiError(61003, 'component is not authorized by this account', 'authorizer');
    if (stored.expiresAt.getTime() - now() > config.refreshMarginMs) return stored.token;
    const answer = await component('/cgi-bin/component/api_authorizer_token', {
      component_appid: config.appId,
      authorizer_appid: appid,
      authorizer_refresh_token: stored.refreshToken,
    });
    const next = {
      token: String(answer.authorizer_access_token),
      expiresAt: new Date(now() + Number(answer.expires_in) * 1000),
      refreshToken: String(answer.authorizer_refresh_token ?? stored.refreshToken),
    };
    await store.saveAuthorizer(appid, next);
    return next.token;
  }

  const authorizer = async (appid: string, path: string, body?: unknown, query: Record<string, string> = {}) =>
    call(path, { ...query, access_token: await authorizerToken(appid) }, body);

  return {
    config,
    componentToken,
    refreshComponentToken,
    refreshComponentTokenIfDue,
    authorizerToken,

    // ---- authorisation (授权流程)
    createPreAuthCode: () => component('/cgi-bin/component/api_create_preauthcode', { component_appid: config.appId }),
    /** The PC authorisation page; auth_type 2 lists mini-programs only. */
    authorizePageUrl(preAuthCode: string, redirectUri: string, authType = 2): string {
      // Joined, not resolved: a base with a path (the sandbox's `<origin>/mp`) keeps it.
      const u = new URL(`${config.mpBaseUrl.replace(/\/+$/, '')}/cgi-bin/componentloginpage`);
      u.search = new URLSearchParams({
        component_appid: config.appId,
        pre_auth_code: preAuthCode,
        redirect_uri: redirectUri,
        auth_type: String(authType),
      }).toString();
      return u.toString();
    },
    /**
     * Exchanges an authorization_code and stores the authoriser's tokens; answers authorization_info. WeChat takes a
     * code once (61010 after), yet the same code comes twice — in the `authorized` push and on /applet-redirect — so
     * the exchange is kept for the code's ten minutes and the second caller gets the first one's answer.
     */
    queryAuth(authorizationCode: string): Promise<WechatJson> {
      for (const [code, entry] of exchanged) if (entry.until < now()) exchanged.delete(code);
      const known = exchanged.get(authorizationCode);
      if (known) return known.answer;
      const answer = (async () => {
        const reply = await component('/cgi-bin/component/api_query_auth', {
          component_appid: config.appId,
          authorization_code: authorizationCode,
        });
        const info = reply.authorization_info as WechatJson;
        await store.saveAuthorizer(String(info.authorizer_appid), {
          token: String(info.authorizer_access_token),
          expiresAt: new Date(now() + Number(info.expires_in) * 1000),
          refreshToken: String(info.authorizer_refresh_token),
        });
        return info;
      })();
      exchanged.set(authorizationCode, { answer, until: now() + 600_000 });
      // A refused exchange is not kept: the caller sees WeChat's error, and a retry asks WeChat again.
      answer.catch(() => exchanged.delete(authorizationCode));
      return answer;
    },
    getAuthorizerInfo: (appid: string) =>
      component('/cgi-bin/component/api_get_authorizer_info', { component_appid: config.appId, authorizer_appid: appid }),

    // ---- fast registration (快速注册)
    fastRegisterEnterprise: (body: {
      name: string;
      code: string;
      code_type: number;
      legal_persona_wechat: string;
      legal_persona_name: string;
      component_phone?: string;
    }) => component('/cgi-bin/component/fastregisterweapp', body, { action: 'create' }),
    searchFastRegisterEnterprise: (body: { name: string; legal_persona_wechat: string; legal_persona_name: string }) =>
      component('/cgi-bin/component/fastregisterweapp', body, { action: 'search' }),
    fastRegisterPersonal: (body: { idname: string; wxuser: string; component_phone?: string }) =>
      component('/wxa/component/fastregisterpersonalweapp', body, { action: 'create' }),
    queryFastRegisterPersonal: (taskid: string) => component('/wxa/component/fastregisterpersonalweapp', { taskid }, { action: 'query' }),
    /** The page an official account's admin scans to let a mini-program reuse its qualification. */
    fastRegisterAuthUrl(officialAccountAppid: string, redirectUri: string): string {
      const u = new URL(`${config.mpBaseUrl.replace(/\/+$/, '')}/cgi-bin/fastregisterauth`);
      u.search = new URLSearchParams({
        appid: officialAccountAppid,
        component_appid: config.appId,
        copy_wx_verify: '1',
        redirect_uri: redirectUri,
      }).toString();
      return u.toString();
    },
    /** With the official account's own token: answers appid and authorization_code of the new mini-program. */
    fastRegisterFromOfficialAccount: (officialAccountAppid: string, ticket: string) =>
      authorizer(officialAccountAppid, '/cgi-bin/account/fastregister', { ticket }),

    // ---- base info (基本信息)
    getAccountBasicInfo: (appid: string) => authorizer(appid, '/cgi-bin/account/getaccountbasicinfo'),
    setNickname: (appid: string, nickName: string) => authorizer(appid, '/wxa/setnickname', { nick_name: nickName }),
    queryNickname: (appid: string, auditId: string) => authorizer(appid, '/wxa/api_wxa_querynickname', { audit_id: auditId }),
    /** Uploads an image as temporary media with the authoriser's token (modifyheadimage needs that media_id). */
    async uploadImage(appid: string, image: Buffer, filename: string, type: string): Promise<string> {
      const form = new FormData();
      form.set('media', new Blob([new Uint8Array(image)], { type }), filename);
      const response = await doFetch(url('/cgi-bin/media/upload', { access_token: await authorizerToken(appid), type: 'image' }), {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(30_000),
      });
      const json = (await response.json()) as WechatJson;
      if (json.errcode) throw new WechatApiError(json.errcode, String(json.errmsg ?? ''), '/cgi-bin/media/upload');
      return String(json.media_id);
    },
    modifyHeadImage: (appid: string, mediaId: string) =>
      authorizer(appid, '/cgi-bin/account/modifyheadimage', { head_img_media_id: mediaId, x1: '0', y1: '0', x2: '1', y2: '1' }),
    modifySignature: (appid: string, signature: string) => authorizer(appid, '/cgi-bin/account/modifysignature', { signature }),

    // ---- categories (服务类目)
    getAllCategories: (appid: string) => authorizer(appid, '/cgi-bin/wxopen/getallcategories'),
    getCategory: (appid: string) => authorizer(appid, '/cgi-bin/wxopen/getcategory'),
    addCategory: (appid: string, categories: { first: number; second: number; certicates: { key: string; value: string }[] }[]) =>
      authorizer(appid, '/cgi-bin/wxopen/addcategory', { categories }),
    deleteCategory: (appid: string, first: number, second: number) =>
      authorizer(appid, '/cgi-bin/wxopen/deletecategory', { first, second }),
    getAuditCategory: (appid: string) => authorizer(appid, '/wxa/get_category'),

    // ---- server domains and privacy (服务器域名、业务域名、隐私保护指引)
    /** Sets the mini-program's server domains (`action: set` replaces each list). */
    modifyDomain: (
      appid: string,
      domains: { requestdomain: string[]; wsrequestdomain: string[]; uploaddomain: string[]; downloaddomain: string[] },
    ) => authorizer(appid, '/wxa/modify_domain', { action: 'set', ...domains }),
    /** The server domains as WeChat holds them. */
    getDomain: (appid: string) => authorizer(appid, '/wxa/modify_domain', { action: 'get' }),
    /** 业务域名 for web-view (WeChat checks a verification file on each domain). */
    setWebviewDomain: (appid: string, webviewdomain: string[], action: 'set' | 'add' | 'delete' | 'get' = 'set') =>
      authorizer(appid, '/wxa/setwebviewdomain', action === 'get' ? { action } : { action, webviewdomain }),
    /** 用户隐私保护指引: the developer's contact and how users are told, and what the mini-program collects and why. */
    setPrivacySetting: (
      appid: string,
      input: {
        owner_setting: {
          contact_email?: string;
          contact_phone?: string;
          contact_qq?: string;
          contact_weixin?: string;
          notice_method: string;
          store_expire_timestamp?: string;
        };
        setting_list: { privacy_key: string; privacy_text: string }[];
        privacy_ver?: 1 | 2;
      },
    ) => authorizer(appid, '/cgi-bin/component/setprivacysetting', { privacy_ver: 2, ...input }),
    getPrivacySetting: (appid: string, privacyVer: 1 | 2 = 2) =>
      authorizer(appid, '/cgi-bin/component/getprivacysetting', { privacy_ver: privacyVer }),

    // ---- template library (模板库)
    getTemplateDraftList: () => component('/wxa/gettemplatedraftlist'),
    addToTemplate: (draftId: number, templateType: number) =>
      component('/wxa/addtotemplate', { draft_id: draftId, template_type: templateType }),
    getTemplateList: () => component('/wxa/gettemplatelist'),
    deleteTemplate: (templateId: number) => component('/wxa/deletetemplate', { template_id: templateId }),

    // ---- code (代码管理)
    /** ext_json must be a JSON string (WeChat answers 47001/85048 to an object). */
    commit: (appid: string, input: { template_id: number; ext_json: string; user_version: string; user_desc: string }) =>
      authorizer(appid, '/wxa/commit', input),
    getQrcode: async (appid: string) => callBinary('/wxa/get_qrcode', { access_token: await authorizerToken(appid) }),
    getPage: (appid: string) => authorizer(appid, '/wxa/get_page'),
    submitAudit: (appid: string, body: WechatJson) => authorizer(appid, '/wxa/submit_audit', body),
    getAuditStatus: (appid: string, auditid: number) => authorizer(appid, '/wxa/get_auditstatus', { auditid }),
    getLatestAuditStatus: (appid: string) => authorizer(appid, '/wxa/get_latest_auditstatus'),
    undoCodeAudit: (appid: string) => authorizer(appid, '/wxa/undocodeaudit'),
    /** WeChat requires a body, even `{}` (44002 otherwise). */
    release: (appid: string) => authorizer(appid, '/wxa/release', {}),
    revertCodeRelease: (appid: string) => authorizer(appid, '/wxa/revertcoderelease'),
    getHistoryVersion: (appid: string) => authorizer(appid, '/wxa/revertcoderelease', undefined, { action: 'get_history_version' }),

    // ---- members in the mini-program
    /** wx.login's code → openid, session_key, unionid, through the component (no app secret of the mini-program). */
    jscode2session: async (appid: string, jsCode: string) =>
      call('/sns/component/jscode2session', {
        appid,
        js_code: jsCode,
        grant_type: 'authorization_code',
        component_appid: config.appId,
        component_access_token: await componentToken(),
      }),
  };
}
