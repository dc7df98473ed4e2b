// The sandbox provider: WeChat (website QR login and 公众号 web authorisation), QQ Connect and Weibo on one loopback
// HTTP server, with their endpoints, field names and quirks — WeChat's errors as HTTP 200 {errcode, errmsg}, QQ's
// form-encoded token and JSONP `callback( … );` unless fmt=json, Weibo's {error, error_code, request} with HTTP 400 —
// and a visible 「模拟微信登录 / 模拟QQ登录 / 模拟微博登录」 page where a tester picks or types a user and clicks 同意.
// Codes are single use and live 5 minutes; a wrong secret is refused as the real provider refuses it. No network.
//
// Paths: /wechat-open (open.weixin.qq.com), /wechat-api (api.weixin.qq.com), /qq (graph.qq.com), /weibo (api.weibo.com).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SandboxProvider = 'wechat' | 'qq' | 'weibo';

export interface SandboxApp {
  provider: SandboxProvider;
  appId: string;
  secret: string;
}

/** The demo's apps (seeded into `demo`'s settings): the sandbox knows them from the start. */
export const DEMO_SANDBOX_APPS: readonly SandboxApp[] = [
  { provider: 'wechat', appId: 'wxsandbox0000000001', secret: 'sandbox-wechat-web-secret-0001' },
  { provider: 'wechat', appId: 'wxsandbox0000000002', secret: 'sandbox-wechat-mp-secret-0002' },
  { provider: 'qq', appId: '101000001', secret: 'sandbox-qq-appkey-0001' },
  { provider: 'weibo', appId: '3000000001', secret: 'sandbox-weibo-secret-0001' },
];

const PRESET_USERS = ['青禾书友', '星河旅人', '林间读者'];
export const CODE_TTL_MS = 5 * 60_000;

interface Grant {
  provider: SandboxProvider;
  appId: string;
  nickname: string;
  redirectUri: string;
  issuedAt: number;
  used: boolean;
}

interface Token {
  provider: SandboxProvider;
  appId: string;
  nickname: string;
}

export interface SocialSandbox {
  /** `http://127.0.0.1:port` */
  origin: string;
  urls: { wechatOpenBaseUrl: string; wechatApiBaseUrl: string; qqBaseUrl: string; weiboBaseUrl: string };
  addApp(app: SandboxApp): void;
  /** Tests: approve as `nickname` without the page; answers the redirect URL with code and state. */
  approve(input: { provider: SandboxProvider; appId: string; redirectUri: string; state: string; nickname: string }): string;
  /** Tests: moves the sandbox's clock (code expiry). */
  advance(ms: number): void;
  close(): Promise<void>;
}

const digest = (text: string, length: number) => createHash('sha256').update(text).digest('base64url').slice(0, length);
const rid = () => `${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}`;

export function sandboxOpenid(provider: SandboxProvider, appId: string, nickname: string) {
  return provider === 'qq' ? digest(`qq:${appId}:${nickname}`, 32).toUpperCase() : `o${digest(`${provider}:${appId}:${nickname}`, 27)}`;
}
/** WeChat: one unionid across the open platform's apps (website and 公众号); QQ: one across the developer's apps. */
export function sandboxUnionid(provider: SandboxProvider, nickname: string) {
  return provider === 'qq' ? `UID_${digest(`qqunion:${nickname}`, 28)}` : `o${digest(`union:${nickname}`, 27)}`;
}
export function sandboxWeiboUid(nickname: string) {
  return String(5_000_000_000 + (createHash('sha256').update(nickname).digest().readUInt32BE(0) % 1_000_000_000));
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const providerTitle: Record<SandboxProvider, string> = { wechat: '模拟微信登录', qq: '模拟QQ登录', weibo: '模拟微博登录' };

function authorisePage(input: {
  provider: SandboxProvider;
  appId: string;
  redirectUri: string;
  state: string;
  scope: string;
  error?: string;
}) {
  const title = providerTitle[input.provider];
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const presets = PRESET_USERS.map(
    (name, i) =>
      `<label class="u"><input type="radio" name="preset" value="${escapeHtml(name)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(name)}</label>`,
  ).join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>
body{font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f3f4f6;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
.banner{background:#fff4ce;border:1px solid #f0c36d;color:#5c3b00;padding:8px 12px;border-radius:8px;font-size:14px}
h1{font-size:22px}.u{display:block;padding:6px 0}input[type=text]{width:100%;box-sizing:border-box;padding:8px;margin-top:4px;font-size:16px}
.row{display:flex;gap:12px;margin-top:20px}button{flex:1;padding:10px;font-size:16px;border-radius:8px;border:1px solid #ccc;background:#fff;cursor:pointer}
button.ok{background:#07c160;color:#fff;border-color:#07c160}.meta{color:#666;font-size:12px;word-break:break-all}.err{color:#c50f1f}
</style></head><body><main>
<p class="banner">这是本机的模拟平台（沙箱），不会连接真实的${input.provider === 'wechat' ? '微信' : input.provider === 'qq' ? 'QQ' : '微博'}，仅供演示与测试。</p>
<h1>${title}</h1>
${
  input.error
    ? `<p class="err">${escapeHtml(input.error)}</p>`
    : `<p>应用 <b>${escapeHtml(input.appId)}</b> 请求获取你的昵称与头像。选择或输入一个模拟用户：</p>
<form method="post" action="approve">
${hidden('provider', input.provider)}${hidden('appid', input.appId)}${hidden('redirect_uri', input.redirectUri)}${hidden('state', input.state)}
<fieldset><legend>模拟用户</legend>${presets}
<label class="u">或输入昵称<input type="text" name="nickname" maxlength="20" placeholder="例如 读书的猫"></label></fieldset>
<div class="row"><button type="submit" name="decision" value="deny">拒绝</button><button class="ok" type="submit" name="decision" value="allow">同意</button></div>
</form>
<p class="meta">scope=${escapeHtml(input.scope)}</p>`
}
</main></body></html>`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 65_536) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startSocialSandbox(
  options: {
    port?: number;
    host?: string;
    apps?: readonly SandboxApp[] /** Does not keep the process alive (the server's own sandbox). */;
    unref?: boolean;
  } = {},
): Promise<SocialSandbox> {
  const apps = new Map<string, SandboxApp>();
  const key = (provider: SandboxProvider, appId: string) => `${provider}:${appId}`;
  for (const app of options.apps ?? DEMO_SANDBOX_APPS) apps.set(key(app.provider, app.appId), app);
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Token>();
  let skew = 0;
  const now = () => Date.now() + skew;

  function issueCode(input: { provider: SandboxProvider; appId: string; redirectUri: string; nickname: string }) {
    const code = randomBytes(16).toString('hex');
    grants.set(code, { ...input, issuedAt: now(), used: false });
    return code;
  }

  function redirectWith(redirectUri: string, params: Record<string, string>) {
    const url = new URL(redirectUri);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  }

  /** The grant for a code, or why not: unknown/expired, used (marked used from the first try), another app's. */
  function takeGrant(provider: SandboxProvider, appId: string, code: string): Grant | 'invalid' | 'used' {
    const grant = grants.get(code);
    if (!grant || grant.provider !== provider || grant.appId !== appId) return 'invalid';
    if (grant.used) return 'used';
    grant.used = true;
    if (now() - grant.issuedAt > CODE_TTL_MS) return 'invalid';
    return grant;
  }

  function issueToken(grant: Grant) {
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, { provider: grant.provider, appId: grant.appId, nickname: grant.nickname });
    return token;
  }

  const avatarOf = (nickname: string) => `${sandbox.origin}/avatar/${digest(nickname, 12)}.svg`;

  function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
    res.end(body);
  }
  const json = (res: ServerResponse, status: number, value: unknown) =>
    send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
  const wechatError = (res: ServerResponse, errcode: number, errmsg: string) =>
    json(res, 200, { errcode, errmsg: `${errmsg}, rid: ${rid()}` });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const q = url.searchParams;
    const path = url.pathname;

    // ---- The authorise pages (the browser's side) ----
    const page = (
      {
        '/wechat-open/connect/qrconnect': { provider: 'wechat', appKey: 'appid', scope: 'snsapi_login' },
        '/wechat-open/connect/oauth2/authorize': { provider: 'wechat', appKey: 'appid', scope: 'snsapi_userinfo' },
        '/qq/oauth2.0/authorize': { provider: 'qq', appKey: 'client_id', scope: '' },
        '/weibo/oauth2/authorize': { provider: 'weibo', appKey: 'client_id', scope: '' },
      } as const
    )[path];
    if (page && req.method === 'GET') {
      const appId = q.get(page.appKey) ?? '';
      const redirectUri = q.get('redirect_uri') ?? '';
      const scope = q.get('scope') ?? '';
      let error: string | undefined;
      if (!apps.has(key(page.provider, appId)))
        error = page.provider === 'wechat' ? '参数错误：AppID 无效（40013 invalid appid）' : '应用不存在或 client_id 错误';
      else if (!/^https?:\/\//.test(redirectUri)) error = 'redirect_uri 参数错误';
      else if (page.scope && scope !== page.scope) error = `scope 参数错误：须为 ${page.scope}`;
      else if (q.get('response_type') !== 'code') error = 'response_type 参数错误';
      const html = authorisePage({ provider: page.provider, appId, redirectUri, state: q.get('state') ?? '', scope, error });
      return send(res, error ? 400 : 200, 'text/html; charset=utf-8', html);
    }
    if (req.method === 'POST' && /^\/(wechat-open\/connect(\/oauth2)?|qq\/oauth2\.0|weibo\/oauth2)\/approve$/.test(path)) {
      const form = new URLSearchParams(await readBody(req));
      const provider = form.get('provider') as SandboxProvider;
      const appId = form.get('appid') ?? '';
      const redirectUri = form.get('redirect_uri') ?? '';
      if (!apps.has(key(provider, appId)) || !/^https?:\/\//.test(redirectUri))
        return send(res, 400, 'text/plain; charset=utf-8', '参数错误');
      const state = form.get('state') ?? '';
      if (form.get('decision') !== 'allow') return send(res, 302, 'text/plain', '', { location: redirectWith(redirectUri, { state }) });
      const nickname = (form.get('nickname') ?? '').trim().slice(0, 20) || form.get('preset') || PRESET_USERS[0];
      const code = issueCode({ provider, appId, redirectUri, nickname });
      return send(res, 302, 'text/plain', '', { location: redirectWith(redirectUri, { code, state }) });
    }
    if (path.startsWith('/avatar/')) {
      const hue = Number.parseInt(createHash('sha256').update(path).digest('hex').slice(0, 2), 16) * 1.4;
      return send(
        res,
        200,
        'image/svg+xml',
        `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="hsl(${hue} 60% 55%)"/></svg>`,
      );
    }

    // ---- WeChat (api.weixin.qq.com): HTTP 200 with errcode on every error ----
    if (path === '/wechat-api/sns/oauth2/access_token') {
      const app = apps.get(key('wechat', q.get('appid') ?? ''));
      if (!app) return wechatError(res, 40013, 'invalid appid');
      if (!q.get('secret')) return wechatError(res, 41004, 'appsecret missing');
      if (q.get('secret') !== app.secret) return wechatError(res, 40125, 'invalid appsecret');
      if (q.get('grant_type') !== 'authorization_code') return wechatError(res, 40002, 'invalid grant_type');
      const grant = takeGrant('wechat', app.appId, q.get('code') ?? '');
      if (grant === 'used') return wechatError(res, 40163, 'code been used');
      if (grant === 'invalid') return wechatError(res, 40029, 'invalid code');
      return json(res, 200, {
        access_token: issueToken(grant),
        expires_in: 7200,
        refresh_token: randomBytes(24).toString('base64url'),
        openid: sandboxOpenid('wechat', app.appId, grant.nickname),
        scope: 'snsapi_login',
        unionid: sandboxUnionid('wechat', grant.nickname),
      });
    }
    if (path === '/wechat-api/sns/userinfo') {
      const token = tokens.get(q.get('access_token') ?? '');
      if (token?.provider !== 'wechat') return wechatError(res, 40001, 'invalid credential, access_token is invalid or not latest');
      const openid = sandboxOpenid('wechat', token.appId, token.nickname);
      if (q.get('openid') !== openid) return wechatError(res, 40003, 'invalid openid');
      return json(res, 200, {
        openid,
        nickname: token.nickname,
        sex: 0,
        province: '',
        city: '',
        country: '',
        headimgurl: avatarOf(token.nickname),
        privilege: [],
        unionid: sandboxUnionid('wechat', token.nickname),
      });
    }

    // ---- QQ Connect (graph.qq.com): form-encoded / JSONP unless fmt=json ----
    const qqAnswer = (value: Record<string, unknown>, form: boolean) => {
      if (q.get('fmt') === 'json') return json(res, 200, value);
      if (form && !('error' in value)) {
        return send(
          res,
          200,
          'text/html; charset=utf-8',
          new URLSearchParams(Object.entries(value).map(([k, v]) => [k, String(v)])).toString(),
        );
      }
      return send(res, 200, 'text/html; charset=utf-8', `callback( ${JSON.stringify(value)} );\n`);
    };
    if (path === '/qq/oauth2.0/token') {
      const app = apps.get(key('qq', q.get('client_id') ?? ''));
      if (!app) return qqAnswer({ error: 100001, error_description: 'param client_id is wrong or lost' }, true);
      if (q.get('client_secret') !== app.secret) return qqAnswer({ error: 100016, error_description: 'access token check failed' }, true);
      if (q.get('grant_type') !== 'authorization_code')
        return qqAnswer({ error: 100005, error_description: 'param grant_type is wrong or lost' }, true);
      const grant = takeGrant('qq', app.appId, q.get('code') ?? '');
      if (grant === 'used') return qqAnswer({ error: 100020, error_description: 'code is reused error' }, true);
      if (grant === 'invalid') return qqAnswer({ error: 100019, error_description: 'code to access token error' }, true);
      if (q.get('redirect_uri') !== grant.redirectUri)
        return qqAnswer({ error: 100010, error_description: 'redirect uri is illegal' }, true);
      return qqAnswer({ access_token: issueToken(grant), expires_in: 7776000, refresh_token: randomBytes(24).toString('base64url') }, true);
    }
    if (path === '/qq/oauth2.0/me') {
      const token = tokens.get(q.get('access_token') ?? '');
      if (token?.provider !== 'qq') return qqAnswer({ error: 100016, error_description: 'access token check failed' }, false);
      const value: Record<string, string> = { client_id: token.appId, openid: sandboxOpenid('qq', token.appId, token.nickname) };
      if (q.get('unionid') === '1') value.unionid = sandboxUnionid('qq', token.nickname);
      return qqAnswer(value, false);
    }
    if (path === '/qq/user/get_user_info') {
      const token = tokens.get(q.get('access_token') ?? '');
      if (token?.provider !== 'qq') return json(res, 200, { ret: 100016, msg: 'access token check failed' });
      if (q.get('oauth_consumer_key') !== token.appId) return json(res, 200, { ret: 100008, msg: 'client id is illegal' });
      if (q.get('openid') !== sandboxOpenid('qq', token.appId, token.nickname))
        return json(res, 200, { ret: 1002, msg: 'openid is illegal' });
      const avatar = avatarOf(token.nickname);
      return json(res, 200, {
        ret: 0,
        msg: '',
        is_lost: 0,
        nickname: token.nickname,
        gender: '男',
        province: '',
        city: '',
        figureurl: avatar,
        figureurl_1: avatar,
        figureurl_2: avatar,
        figureurl_qq_1: avatar,
        figureurl_qq_2: avatar,
      });
    }

    // ---- Weibo (api.weibo.com): HTTP 400 {error, error_code, request} ----
    const weiboError = (error: string, code: number) => json(res, 400, { error, error_code: code, request: path.replace(/^\/weibo/, '') });
    if (path === '/weibo/oauth2/access_token') {
      if (req.method !== 'POST') return weiboError('HTTP METHOD is not suported for this request!', 10021);
      const form = new URLSearchParams(await readBody(req));
      const app = apps.get(key('weibo', form.get('client_id') ?? ''));
      if (!app || form.get('client_secret') !== app.secret) return weiboError('invalid_client', 21324);
      const grant = takeGrant('weibo', app.appId, form.get('code') ?? '');
      if (grant === 'used' || grant === 'invalid') return weiboError('invalid_grant', 21325);
      if (form.get('redirect_uri') !== grant.redirectUri) return weiboError('redirect_uri_mismatch', 21322);
      return json(res, 200, {
        access_token: issueToken(grant),
        remind_in: '157679999',
        expires_in: 157679999,
        uid: sandboxWeiboUid(grant.nickname),
        isRealName: 'true',
      });
    }
    if (path === '/weibo/2/users/show.json') {
      const token = tokens.get(q.get('access_token') ?? '');
      if (token?.provider !== 'weibo') return weiboError('invalid_access_token', 21332);
      const uid = sandboxWeiboUid(token.nickname);
      if (q.get('uid') !== uid) return weiboError('target weibo does not exist!', 20101);
      return json(res, 200, {
        id: Number(uid),
        idstr: uid,
        screen_name: token.nickname,
        name: token.nickname,
        profile_image_url: avatarOf(token.nickname),
        avatar_large: avatarOf(token.nickname),
        gender: 'n',
      });
    }
    return send(res, 404, 'text/plain; charset=utf-8', 'not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'text/plain', 'sandbox error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  if (options.unref) server.unref();
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const sandbox: SocialSandbox = {
    origin,
    urls: {
      wechatOpenBaseUrl: `${origin}/wechat-open`,
      wechatApiBaseUrl: `${origin}/wechat-api`,
      qqBaseUrl: `${origin}/qq`,
      weiboBaseUrl: `${origin}/weibo`,
    },
    addApp: (app) => apps.set(key(app.provider, app.appId), app),
    approve: (input) => redirectWith(input.redirectUri, { code: issueCode(input), state: input.state }),
    advance: (ms) => {
      skew += ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return sandbox;
}
