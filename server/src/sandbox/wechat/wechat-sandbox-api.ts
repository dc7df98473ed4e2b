// The api.weixin.qq.com side of the sandbox: one route per endpoint with WeChat's path, method, token kind (component
// or authoriser) and 权限集, answering WeChat's field names; errors are HTTP 200 `{errcode, errmsg: "… rid: …"}`.
// The third-party platform's own calls (tokens, authorisation, registration, template library) are here; a
// mini-program's calls (base info, categories, domains, privacy, code) are in wechat-sandbox-miniprogram.ts.
import { randomBytes } from 'node:crypto';
import { sandboxUnionid } from '../social/social-sandbox';
import { miniProgramRoutes } from './wechat-sandbox-miniprogram';
import {
  emptyAccount,
  hash,
  MINI_PROGRAM_FUNC_SCOPES,
  newAppid,
  OFFICIAL_ACCOUNT_FUNC_SCOPES,
  rid,
  type SandboxAccount,
} from './wechat-sandbox-state';
import type { SandboxWorld, TokenEntry } from './wechat-sandbox-world';

export type ApiAnswer = { json: Record<string, unknown> } | { binary: Buffer; type: string; headers?: Record<string, string> };

export interface ApiCall {
  method: string;
  query: URLSearchParams;
  /** The JSON body (an object), or undefined for GET / multipart. */
  body: Record<string, unknown>;
  raw: Buffer;
  contentType: string;
  token?: TokenEntry;
  /** The authoriser's account (authoriser-token routes). */
  account?: SandboxAccount;
}

/** What an authoriser-token route's handler gets: the token already checked, and the authorised account it is for. */
export interface AccountCall extends ApiCall {
  token: TokenEntry;
  account: SandboxAccount;
}

interface RouteBase {
  method: 'GET' | 'POST' | 'ANY';
  /** A JSON body is required (44002 empty post data otherwise). */
  needsBody?: boolean;
  multipart?: boolean;
}

/** The component's own endpoints (no token, or component_access_token). */
export interface ComponentRoute extends RouteBase {
  auth: 'none' | 'component';
  /** Where the call must name the component's appid (`component_appid`; 61011 otherwise). */
  componentAppid?: 'body' | 'query';
  run: (call: ApiCall, world: SandboxWorld) => ApiAnswer | Promise<ApiAnswer>;
}

/** A mini-program's or official account's endpoints, called with its authorizer_access_token. */
export interface AccountRoute extends RouteBase {
  auth: 'authorizer';
  /** 权限集 the authoriser must have granted to the component (61007 otherwise). */
  scope?: number;
  /** Only for mini-programs / only for official accounts (48001 otherwise). */
  accountKind?: SandboxAccount['kind'];
  run: (call: AccountCall, world: SandboxWorld) => ApiAnswer | Promise<ApiAnswer>;
}

export type Route = ComponentRoute | AccountRoute;

export const ok = (fields: Record<string, unknown> = {}): ApiAnswer => ({ json: { errcode: 0, errmsg: 'ok', ...fields } });
export const fail = (errcode: number, errmsg: string): ApiAnswer => ({ json: { errcode, errmsg: `${errmsg} rid: ${rid()}` } });
export const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * The preamble every endpoint shares, once: the token (41001 missing, 40001 unknown or of the other kind, 42001
 * expired), the authoriser still authorised and of the right kind with the 权限集 (48001, 61007).
 * Fills `call.token` and `call.account`; answers the refusal, if any (the component's appid is checked by runRoute, once
 * the body is read).
 */
export function admit(route: Route, call: ApiCall, world: SandboxWorld): ApiAnswer | undefined {
  if (route.auth !== 'none') {
    const token = call.query.get('access_token') ?? call.query.get('component_access_token') ?? '';
    if (!token) return fail(41001, 'access_token missing');
    const entry = world.tokens.get(token);
    if (!entry || entry.kind !== route.auth) return fail(40001, 'invalid credential, access_token is invalid or not latest');
    if (entry.expiresAt <= world.now()) return fail(42001, 'access_token expired');
    call.token = entry;
    if (entry.kind === 'authorizer' && route.auth === 'authorizer') {
      const account = world.accounts.get(entry.appid);
      if (!account?.authorized) return fail(40001, 'invalid credential, access_token is invalid or not latest');
      if (route.accountKind && account.kind !== route.accountKind) return fail(48001, 'api unauthorized');
      if (route.scope && !account.func_info.includes(route.scope)) return fail(61007, 'api is unauthorized to component');
      call.account = account;
    }
  }
  return undefined;
}

/** Runs an admitted call (its body read): the component's appid where the endpoint names it, then the handler. */
export function runRoute(route: Route, call: ApiCall, world: SandboxWorld) {
  if (route.auth === 'authorizer') return route.run(call as AccountCall, world);
  if (route.componentAppid) {
    const named = route.componentAppid === 'query' ? call.query.get('component_appid') : call.body.component_appid;
    if (str(named) !== world.component.appId) return fail(61011, 'invalid component');
  }
  return route.run(call, world);
}

const PRE_AUTH_TTL_S = 1800;
export const AUTH_CODE_TTL_S = 600;
const TICKET_TTL_MS = 12 * 3600_000;

function funcInfo(scopes: number[]) {
  return scopes.map((id) => ({ funcscope_category: { id } }));
}

/** Authorises `account` to the component (the page, a registration, a reuse): a refresh token and a code. */
export function grantAuthorization(world: SandboxWorld, account: SandboxAccount) {
  account.authorized = true;
  account.func_info = account.kind === 'miniprogram' ? MINI_PROGRAM_FUNC_SCOPES : OFFICIAL_ACCOUNT_FUNC_SCOPES;
  account.refresh_token = `refreshtoken@@@${randomBytes(24).toString('base64url')}`;
  account.auth_time = world.seconds();
  const code = `queryauthcode@@@${randomBytes(24).toString('base64url')}`;
  world.authCodes.set(code, { appid: account.appid, issuedAt: world.now(), used: false });
  return code;
}

/** The component's authorisation is withdrawn (by the account's admin, on WeChat): tokens die, a push says so. */
export function revokeAuthorization(world: SandboxWorld, account: SandboxAccount) {
  account.authorized = false;
  account.refresh_token = '';
  for (const [token, entry] of world.tokens) if (entry.kind === 'authorizer' && entry.appid === account.appid) world.tokens.delete(token);
  return world.pushAuthEvent('unauthorized', { AuthorizerAppid: account.appid });
}

function authorizationInfo(world: SandboxWorld, account: SandboxAccount, withToken: boolean) {
  const base = {
    authorizer_appid: account.appid,
    authorizer_refresh_token: account.refresh_token,
    func_info: funcInfo(account.func_info),
  };
  if (!withToken) return base;
  return {
    ...base,
    authorizer_access_token: world.issueToken({ kind: 'authorizer', appid: account.appid }),
    expires_in: world.settings.tokenTtlSeconds,
  };
}

function componentRoutes(pageBase: string): Record<string, Route> {
  return {
    '/cgi-bin/component/api_component_token': {
      method: 'POST',
      componentAppid: 'body',
      auth: 'none',
      needsBody: true,
      run: ({ body }, world) => {
        if (!str(body.component_appsecret)) return fail(41004, 'appsecret missing');
        if (str(body.component_appsecret) !== world.component.secret) return fail(40125, 'invalid appsecret');
        const ticket = str(body.component_verify_ticket);
        if (!ticket || ticket !== world.ticket.value) return fail(61006, 'component ticket is invalid');
        if (world.now() - world.ticket.issuedAt > TICKET_TTL_MS) return fail(61005, 'component ticket is expired');
        // The token endpoints answer the token alone, without errcode.
        return {
          json: { component_access_token: world.issueToken({ kind: 'component' }), expires_in: world.settings.tokenTtlSeconds },
        };
      },
    },
    '/cgi-bin/component/api_start_push_ticket': {
      method: 'POST',
      componentAppid: 'body',
      auth: 'none',
      needsBody: true,
      run: ({ body }, world) => {
        if (str(body.component_secret) !== world.component.secret) return fail(40125, 'invalid appsecret');
        world.schedule(0, 'ticket (api_start_push_ticket)', () =>
          world.pushAuthEvent('component_verify_ticket', { ComponentVerifyTicket: world.issueTicket() }),
        );
        return ok();
      },
    },
    '/cgi-bin/component/api_create_preauthcode': {
      method: 'POST',
      componentAppid: 'body',
      auth: 'component',
      needsBody: true,
      run: (_call, world) => {
        const code = `preauthcode@@@${randomBytes(24).toString('base64url')}`;
        world.preAuthCodes.set(code, { issuedAt: world.now(), used: false });
        return { json: { pre_auth_code: code, expires_in: PRE_AUTH_TTL_S } };
      },
    },
    '/cgi-bin/component/api_query_auth': {
      method: 'POST',
      componentAppid: 'body',
      auth: 'component',
      needsBody: true,
      run: (call, world) => {
        const grant = world.authCodes.get(str(call.body.authorization_code));
        if (!grant || grant.used || world.now() - grant.issuedAt > AUTH_CODE_TTL_S * 1000) return fail(61010, 'code is expired or invalid');
        grant.used = true;
        const account = world.accounts.get(grant.appid);
        if (!account?.authorized) return fail(61003, 'component is not authorized by this account');
        return { json: { authorization_info: authorizationInfo(world, account, true) } };
      },
    },
    '/cgi-bin/component/api_authorizer_token': {
      method: 'POST',
      componentAppid: 'body',
      auth: 'component',
      needsBody: true,
      run: (call, world) => {
        const account = world.accounts.get(str(call.body.authorizer_appid));
        if (!account?.authorized) return fail(61003, 'component is not authorized by this account');
        if (str(call.body.authorizer_refresh_token) !== account.refresh_token) return fail(61023, 'refresh_token is invalid');
        return {
          json: {
            authorizer_access_token: world.issueToken({ kind: 'authorizer', appid: account.appid }),
            expires_in: world.settings.tokenTtlSeconds,
            authorizer_refresh_token: account.refresh_token,
          },
        };
      },
    },
    '/cgi-bin/component/api_get_authorizer_info': {
      method: 'POST',
      componentAppid: 'body',
      auth: 'component',
      needsBody: true,
      run: (call, world) => {
        const account = world.accounts.get(str(call.body.authorizer_appid));
        if (!account?.authorized) return fail(61003, 'component is not authorized by this account');
        const mini = account.kind === 'miniprogram';
        return {
          json: {
            authorizer_info: {
              nick_name: account.nickname,
              head_img: account.head_image_url,
              service_type_info: { id: mini ? 0 : 2 },
              verify_type_info: { id: account.verified ? 0 : -1 },
              user_name: account.user_name,
              alias: '',
              qrcode_url: `${pageBase}/qrcode/${account.appid}.jpg`,
              business_info: { open_pay: 0, open_shake: 0, open_scan: 0, open_card: 0, open_store: 0 },
              principal_name: account.principal_name,
              signature: account.signature,
              ...(mini
                ? {
                    MiniProgramInfo: {
                      network: {
                        RequestDomain: account.domains.requestdomain,
                        WsRequestDomain: account.domains.wsrequestdomain,
                        UploadDomain: account.domains.uploaddomain,
                        DownloadDomain: account.domains.downloaddomain,
                        UDPDomain: account.domains.udpdomain,
                        TCPDomain: account.domains.tcpdomain,
                        BizDomain: account.webviewdomain,
                      },
                      categories: account.categories
                        .filter((c) => c.audit_status === 3)
                        .map((c) => ({ first: c.first_name, second: c.second_name })),
                      visit_status: 0,
                    },
                  }
                : {}),
            },
            authorization_info: authorizationInfo(world, account, false),
          },
        };
      },
    },
    '/cgi-bin/component/api_get_authorizer_list': {
      method: 'POST',
      componentAppid: 'body',
      auth: 'component',
      needsBody: true,
      run: (call, world) => {
        const offset = Number(call.body.offset ?? 0);
        const count = Number(call.body.count ?? 100);
        if (!Number.isInteger(offset) || !Number.isInteger(count) || offset < 0 || count < 1 || count > 500)
          return fail(47001, 'data format error');
        const all = [...world.accounts.values()].filter((a) => a.authorized);
        return {
          json: {
            total_count: all.length,
            list: all
              .slice(offset, offset + count)
              .map((a) => ({ authorizer_appid: a.appid, refresh_token: a.refresh_token, auth_time: a.auth_time })),
          },
        };
      },
    },

    // ---- Fast registration (快速注册) ----
    '/cgi-bin/component/fastregisterweapp': {
      method: 'POST',
      auth: 'component',
      needsBody: true,
      run: (call, world) => {
        const action = call.query.get('action');
        const body = call.body;
        const key = [str(body.name), str(body.legal_persona_wechat), str(body.legal_persona_name)].join('\u0000');
        if (action === 'search') {
          if (!str(body.name) || !str(body.legal_persona_wechat) || !str(body.legal_persona_name))
            return fail(89253, 'lack of some params');
          const task = world.enterpriseTasks.get(key);
          if (!task) return fail(89250, 'task not found');
          if (task.status === 'running') return fail(89251, 'legal person checking');
          if (task.status === 'failed') return fail(61070, 'name, wechat name not in accordance');
          return ok();
        }
        if (action !== 'create') return fail(47001, 'data format error');
        const missing = ['name', 'code', 'legal_persona_wechat', 'legal_persona_name'].find((k) => !str(body[k]));
        if (missing || body.code_type === undefined) return fail(89253, 'lack of some params');
        const codeType = Number(body.code_type);
        if (![1, 2, 3].includes(codeType)) return fail(89248, 'invalid code type');
        const codeLength = { 1: 18, 2: 9, 3: 15 }[codeType as 1 | 2 | 3];
        if (!new RegExp(`^[0-9A-Z]{${codeLength}}$`).test(str(body.code)))
          return fail(89255, 'code 参数无效，请检查 code 长度以及内容是否正确');
        if (!/^[A-Za-z][-_A-Za-z0-9]{5,19}$/.test(str(body.legal_persona_wechat))) return fail(86004, 'invalid wechat');
        if (world.enterpriseTasks.get(key)?.status === 'running') return fail(89249, 'task running');
        const info = {
          name: str(body.name),
          code: str(body.code),
          code_type: codeType,
          legal_persona_wechat: str(body.legal_persona_wechat),
          legal_persona_name: str(body.legal_persona_name),
          component_phone: str(body.component_phone),
        };
        const task = { status: 'running' as 'running' | 'done' | 'failed', info, appid: undefined as string | undefined };
        world.enterpriseTasks.set(key, task);
        // The legal person gets a WeChat message and does face verification; the sandbox's rule: a legal person's name
        // containing 测试 fails the check (README).
        world.schedule(world.settings.registrationDelayMs, `fastregisterweapp ${info.name}`, () => {
          if (info.legal_persona_name.includes('测试')) {
            task.status = 'failed';
            return world.pushAuthEvent('notify_third_fasteregister', {
              appid: '',
              status: 61070,
              auth_code: '',
              msg: 'check legal persona and enterprise fail',
              info,
            });
          }
          const account = emptyAccount({
            appid: newAppid(),
            kind: 'miniprogram',
            nickname: '',
            principal_name: info.name,
            principal_type: 1,
            registered_by: 'enterprise',
          });
          world.accounts.set(account.appid, account);
          const code = grantAuthorization(world, account);
          task.status = 'done';
          task.appid = account.appid;
          return world.pushAuthEvent('notify_third_fasteregister', { appid: account.appid, status: 0, auth_code: code, msg: 'OK', info });
        });
        return ok();
      },
    },
    '/wxa/component/fastregisterpersonalweapp': {
      method: 'POST',
      auth: 'component',
      needsBody: true,
      run: (call, world) => {
        const action = call.query.get('action');
        if (action === 'query') {
          const task = world.personalTasks.get(str(call.body.taskid));
          if (!task) return fail(89250, 'task not found');
          return ok({ taskid: task.taskid, authorize_url: task.authorize_url, status: task.status });
        }
        if (action !== 'create') return fail(47001, 'data format error');
        const idname = str(call.body.idname);
        const wxuser = str(call.body.wxuser);
        if (!idname || !wxuser) return fail(89253, 'lack of some params');
        if (!/^[A-Za-z][-_A-Za-z0-9]{5,19}$/.test(wxuser)) return fail(86004, 'invalid wechat');
        const taskid = hash(`${idname}:${wxuser}:${world.now()}:${Math.random()}`, 32);
        const authorize_url = `${pageBase}/wxopen/fastregisterpersonal?taskid=${taskid}`;
        world.personalTasks.set(taskid, {
          taskid,
          status: 0,
          info: { wxuser, idname, component_phone: str(call.body.component_phone) },
          createdAt: world.now(),
          authorize_url,
        });
        return ok({ taskid, authorize_url, status: 0 });
      },
    },
    // Reuse an official account's qualification: the OA's token and the ticket from the fastregisterauth page.
    '/cgi-bin/account/fastregister': {
      method: 'POST',
      auth: 'authorizer',
      scope: 27,
      accountKind: 'official',
      needsBody: true,
      run: (call, world) => {
        const oa = call.account;
        const ticket = world.reuseTickets.get(str(call.body.ticket));
        if (!ticket || ticket.used || ticket.oaAppid !== oa.appid || world.now() - ticket.issuedAt > 3600_000)
          return fail(61058, '扫码凭证校验不通过');
        if (!oa.verified) return fail(61052, '公众号未认证');
        ticket.used = true;
        const account = emptyAccount({
          appid: newAppid(),
          kind: 'miniprogram',
          nickname: '',
          principal_name: oa.principal_name,
          principal_type: oa.principal_type,
          registered_by: 'reuse',
          verified: true,
        });
        world.accounts.set(account.appid, account);
        const code = grantAuthorization(world, account);
        return ok({ appid: account.appid, authorization_code: code, is_wx_verify_succ: 'true', is_link_succ: 'true' });
      },
    },

    // ---- Template library (the component's) ----
    '/wxa/gettemplatedraftlist': {
      method: 'GET',
      auth: 'component',
      run: (_call, world) => ok({ draft_list: world.drafts.map((d) => ({ ...d, category_list: [] })) }),
    },
    '/wxa/addtotemplate': {
      method: 'POST',
      auth: 'component',
      needsBody: true,
      run: (call, world) => {
        const draft = world.drafts.find((d) => d.draft_id === Number(call.body.draft_id));
        if (!draft) return fail(85064, 'not found template');
        const type = Number(call.body.template_type ?? 0);
        if (type !== 0 && type !== 1) return fail(47001, 'data format error');
        if (world.templates.length >= 100) return fail(85065, 'template list is full');
        world.templates.push({ ...draft, create_time: world.seconds(), template_id: world.nextTemplateId++, template_type: type });
        return ok();
      },
    },
    '/wxa/gettemplatelist': {
      method: 'GET',
      auth: 'component',
      run: (call, world) => {
        const type = call.query.get('template_type');
        const list = world.templates.filter((t) => type === null || String(t.template_type) === type);
        return ok({
          template_list: list.map((t) => ({
            ...t,
            category_list: [],
            ...(t.template_type === 1 ? { audit_scene: 0, audit_status: 3, reason: '' } : {}),
          })),
        });
      },
    },
    '/wxa/deletetemplate': {
      method: 'POST',
      auth: 'component',
      needsBody: true,
      run: (call, world) => {
        const index = world.templates.findIndex((t) => t.template_id === Number(call.body.template_id));
        if (index < 0) return fail(85064, 'not found template');
        world.templates.splice(index, 1);
        return ok();
      },
    },

    // ---- Members in the mini-program: the component's code-to-session exchange ----
    '/sns/component/jscode2session': {
      method: 'GET',
      componentAppid: 'query',
      auth: 'component',
      run: (call, world) => {
        if (call.query.get('grant_type') !== 'authorization_code') return fail(40002, 'invalid grant_type');
        const appid = call.query.get('appid') ?? '';
        const account = world.accounts.get(appid);
        if (!account?.authorized) return fail(61003, 'component is not authorized by this account');
        const grant = world.jsCodes.get(call.query.get('js_code') ?? '');
        if (!grant || grant.appid !== appid || world.now() - grant.issuedAt > 5 * 60_000) return fail(40029, 'invalid code');
        if (grant.used) return fail(40163, 'code been used');
        grant.used = true;
        return { json: sessionOf(appid, grant.nickname) };
      },
    },
  };
}

/** The openid of a WeChat user in one mini-program, and their unionid across the open platform (as the social sandbox's). */
export function sessionOf(appid: string, nickname: string) {
  return {
    openid: `o${Buffer.from(hash(`mp:${appid}:${nickname}`, 20), 'hex').toString('base64url')}`,
    session_key: Buffer.from(hash(`session:${appid}:${nickname}`, 32), 'hex').toString('base64'),
    // The social sandbox's WeChat unionid for the same person: one open platform account, one unionid.
    unionid: sandboxUnionid('wechat', nickname),
  };
}

export function apiRoutes(pageBase: string): Record<string, Route> {
  return { ...componentRoutes(pageBase), ...miniProgramRoutes() };
}
