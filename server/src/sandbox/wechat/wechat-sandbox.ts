// The WeChat Open Platform sandbox: the third-party platform's endpoints (api.weixin.qq.com paths at the root), the
// browser pages (mp.weixin.qq.com under /mp, open.weixin.qq.com under /open) and the encrypted pushes, on one loopback
// HTTP server with its state in memory. Faithful where a client can tell: WeChat's paths, methods and field names,
// HTTP 200 with `{errcode, errmsg: "… rid: …"}` on every error, both token parameter names, token expiry (42001) and
// invalid tokens (40001), the IP whitelist (61004), registrations and audits that finish later and push their result.
// A control API under /__sandbox/ lets tests and testers move the clock, list pushes and force outcomes (README).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiAnswer, type ApiCall, admit, apiRoutes, fail, revokeAuthorization, runRoute } from './wechat-sandbox-api';
import { qrJpeg } from './wechat-sandbox-miniprogram';
import {
  confirmLogin,
  confirmPersonal,
  confirmReuse,
  loginPage,
  overviewPage,
  type PageAnswer,
  personalPage,
  reusePage,
} from './wechat-sandbox-pages';
import { DEMO_WECHAT_COMPONENT, DEV_MINI_PROGRAM, type SandboxComponent } from './wechat-sandbox-state';
import { type AuditOutcome, type PushRecord, SandboxWorld, type WechatSandboxSettings } from './wechat-sandbox-world';

export { DEMO_WECHAT_COMPONENT } from './wechat-sandbox-state';
export type { AuditOutcome, PushRecord, WechatSandboxSettings } from './wechat-sandbox-world';

export interface WechatSandbox {
  /** `http://127.0.0.1:port` */
  origin: string;
  /** Where api.weixin.qq.com is: the component client's base URL. */
  apiBaseUrl: string;
  /** Where mp.weixin.qq.com is (componentloginpage, fastregisterauth). */
  mpBaseUrl: string;
  /** Where open.weixin.qq.com is (the mobile bindcomponent link). */
  openBaseUrl: string;
  component: SandboxComponent;
  world: SandboxWorld;
  configure(settings: Partial<WechatSandboxSettings>): void;
  /** Moves the sandbox's clock and runs what became due (pushes included), resolving when they are sent. */
  advance(ms: number): Promise<void>;
  /** Pushes a new component_verify_ticket now. */
  pushTicket(): Promise<PushRecord>;
  /** Ends the account's audit in progress now (success, fail with a reason, or delay). */
  resolveAudit(appid: string, outcome: AuditOutcome): Promise<void>;
  /** The outcome the account's next audit will have, whatever the rules say. */
  forceAudit(appid: string, outcome: AuditOutcome): void;
  /** A draft uploaded from WeChat DevTools by the platform's 开发小程序. */
  addDraft(input: { user_version: string; user_desc: string }): number;
  /** What wx.login() gives a WeChat user (by nickname) inside the mini-program `appid`. */
  issueJsCode(appid: string, nickname: string): string;
  /** The account's admin withdraws the authorisation on WeChat: tokens die and `unauthorized` is pushed. */
  unauthorize(appid: string): Promise<void>;
  close(): Promise<void>;
}

export interface WechatSandboxOptions extends Partial<WechatSandboxSettings> {
  port?: number;
  host?: string;
  component?: SandboxComponent;
  /** Does not keep the process alive. */
  unref?: boolean;
  /** No real timer: time passes only through advance() (tests). */
  manualClock?: boolean;
  log?: (line: string) => void;
}

const JSON_TYPE = 'application/json; encoding=utf-8';
const MAX_BODY = 4 * 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

const clientIp = (req: IncomingMessage) => (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');

export async function startWechatSandbox(options: WechatSandboxOptions = {}): Promise<WechatSandbox> {
  const { port, host, component = DEMO_WECHAT_COMPONENT, unref, manualClock, log = () => {}, ...settings } = options;
  const world = new SandboxWorld(component, settings, log);
  const routes = apiRoutes('');
  let pageBase = '';

  async function answerApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const route = routes[url.pathname];
    const reply = (answer: ApiAnswer) =>
      'json' in answer
        ? send(res, 200, JSON_TYPE, JSON.stringify(answer.json))
        : send(res, 200, answer.type, answer.binary, answer.headers);
    if (!route) return send(res, 404, 'text/html', '<html><body>404 Not Found</body></html>');
    const ip = clientIp(req);
    if (world.settings.ipWhitelist.length > 0 && !world.settings.ipWhitelist.includes(ip)) {
      return reply(fail(61004, `access clientip is not registered requestIP: ${ip}`));
    }
    if (route.method === 'GET' && req.method !== 'GET') return reply(fail(43001, 'require GET method'));
    if (route.method === 'POST' && req.method !== 'POST') return reply(fail(43002, 'require POST method'));
    const call: ApiCall = {
      method: req.method ?? 'GET',
      query: url.searchParams,
      body: {},
      raw: req.method === 'POST' ? await readBody(req) : Buffer.alloc(0),
      contentType: req.headers['content-type'] ?? '',
    };
    // Every answered call is logged (GET /__sandbox/calls): which token it carried and how it ended.
    const record = (answer: ApiAnswer) => {
      const errcode = 'json' in answer ? Number(answer.json.errcode ?? 0) : 0;
      world.calls.push({ at: world.now(), path: url.pathname, appid: call.account?.appid ?? null, errcode });
      if (world.calls.length > 5000) world.calls.splice(0, world.calls.length - 5000);
      return reply(answer);
    };
    const refused = admit(route, call, world);
    if (refused) return record(refused);
    if (route.needsBody) {
      if (call.raw.length === 0) return record(fail(44002, 'empty post data'));
      try {
        const parsed: unknown = JSON.parse(call.raw.toString('utf8'));
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return record(fail(47001, 'data format error'));
        call.body = parsed as Record<string, unknown>;
      } catch {
        return record(fail(47001, 'data format error'));
      }
    }
    return record(await runRoute(route, call, world));
  }

  function answerPage(res: ServerResponse, answer: PageAnswer) {
    if (answer.location) return send(res, 302, 'text/plain', '', { location: answer.location });
    return send(res, answer.status, 'text/html; charset=utf-8', answer.html ?? '');
  }

  async function answerControl(req: IncomingMessage, res: ServerResponse, url: URL) {
    const json = (value: unknown, status = 200) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
    const raw = req.method === 'POST' ? (await readBody(req)).toString('utf8') : '';
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return json({ error: 'body must be JSON' }, 400);
    }
    const [, , action = '', appid = ''] = url.pathname.split('/');
    const outcome = (): AuditOutcome | undefined =>
      ['success', 'fail', 'delay'].includes(String(body.result))
        ? { result: body.result as AuditOutcome['result'], reason: typeof body.reason === 'string' ? body.reason : undefined }
        : undefined;
    if (req.method === 'GET' && action === 'state') {
      return json({
        now: world.now(),
        settings: world.settings,
        ticket: world.ticket,
        accounts: [...world.accounts.values()],
        templates: world.templates,
        drafts: world.drafts,
        pending: world.pendingWork(),
      });
    }
    if (req.method === 'GET' && action === 'pushes') return json({ pushes: world.pushes });
    if (req.method === 'GET' && action === 'calls') return json({ calls: world.calls });
    if (req.method !== 'POST') return json({ error: 'not found' }, 404);
    switch (action) {
      case 'advance': {
        const ms = Number(body.ms);
        if (!Number.isFinite(ms) || ms < 0) return json({ error: 'ms must be a non-negative number' }, 400);
        await sandbox.advance(ms);
        return json({ now: world.now() });
      }
      case 'ticket':
        return json({ push: await sandbox.pushTicket() });
      case 'settings': {
        const allowed = Object.fromEntries(Object.entries(body).filter(([k]) => k in world.settings));
        sandbox.configure(allowed as Partial<WechatSandboxSettings>);
        return json({ settings: world.settings });
      }
      case 'audit': {
        const wanted = outcome();
        if (!wanted) return json({ error: 'result must be success, fail or delay' }, 400);
        await sandbox.resolveAudit(appid, wanted);
        return json({ ok: true });
      }
      case 'outcome': {
        const wanted = outcome();
        if (!wanted || !world.accounts.has(appid)) return json({ error: 'unknown appid or result' }, 400);
        sandbox.forceAudit(appid, wanted);
        return json({ ok: true });
      }
      case 'unauthorize':
        if (!world.accounts.get(appid)?.authorized) return json({ error: 'not authorized' }, 400);
        await sandbox.unauthorize(appid);
        return json({ ok: true });
      case 'draft':
        return json({
          draft_id: sandbox.addDraft({ user_version: String(body.user_version ?? ''), user_desc: String(body.user_desc ?? '') }),
        });
      case 'jscode':
        if (!world.accounts.has(String(body.appid))) return json({ error: 'unknown appid' }, 400);
        return json({ js_code: sandbox.issueJsCode(String(body.appid), String(body.nickname || '青禾书友')) });
      case 'expire-tokens':
        for (const entry of world.tokens.values()) entry.expiresAt = world.now();
        return json({ ok: true });
      default:
        return json({ error: 'not found' }, 404);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname;
    const form = async () => new URLSearchParams((await readBody(req)).toString('utf8'));
    if (req.method === 'GET' && path === '/') return answerPage(res, overviewPage(world));
    // The overview page's forms: the control API's actions, then back to the page.
    const formAction = /^\/__sandbox\/form\/(advance|draft|audit)(?:\/(wx[0-9a-z]+))?$/.exec(path);
    if (req.method === 'POST' && formAction) {
      const fields = await form();
      if (formAction[1] === 'advance') await sandbox.advance(Math.max(0, Number(fields.get('ms')) || 0));
      if (formAction[1] === 'draft')
        sandbox.addDraft({ user_version: fields.get('user_version') ?? '', user_desc: fields.get('user_desc') ?? '' });
      if (formAction[1] === 'audit' && formAction[2]) {
        const result = fields.get('result') === 'fail' ? 'fail' : 'success';
        await sandbox.resolveAudit(formAction[2], { result, reason: fields.get('reason') || undefined });
      }
      return send(res, 303, 'text/plain', '', { location: '/' });
    }
    if (path.startsWith('/__sandbox/')) return answerControl(req, res, url);
    if (req.method === 'GET' && (path === '/mp/cgi-bin/componentloginpage' || path === '/open/wxaopen/safe/bindcomponent'))
      return answerPage(res, loginPage(world, url.searchParams));
    if (req.method === 'POST' && path === '/mp/cgi-bin/componentloginpage/confirm')
      return answerPage(res, confirmLogin(world, await form()));
    const qr = /^\/mp\/qrcode\/(wx[0-9a-z]+)\.jpg$/.exec(path);
    if (req.method === 'GET' && qr && world.accounts.has(qr[1]!)) {
      return send(res, 200, 'image/jpeg', await qrJpeg(`https://mp.weixin.qq.com/a/~${qr[1]}`));
    }
    if (req.method === 'GET' && path === '/mp/cgi-bin/fastregisterauth') return answerPage(res, reusePage(world, url.searchParams));
    if (req.method === 'POST' && path === '/mp/cgi-bin/fastregisterauth/confirm') return answerPage(res, confirmReuse(world, await form()));
    if (req.method === 'GET' && path === '/mp/wxopen/fastregisterpersonal') return answerPage(res, personalPage(world, url.searchParams));
    if (req.method === 'POST' && path === '/mp/wxopen/fastregisterpersonal/confirm')
      return answerPage(res, confirmPersonal(world, await form()));
    return answerApi(req, res, url);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      log(`request failed: ${(error as Error).message}`);
      if (!res.headersSent) send(res, 200, JSON_TYPE, JSON.stringify({ errcode: -1, errmsg: `system error rid: ${Date.now()}` }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, host ?? '127.0.0.1', () => resolve());
  });
  if (unref) server.unref();
  const address = server.address() as AddressInfo;
  const origin = `http://${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}`;
  pageBase = `${origin}/mp`;
  Object.assign(routes, apiRoutes(pageBase));

  // component_verify_ticket: at once, then every ticketIntervalMs; while the receiver does not acknowledge one (the
  // server not yet listening), again every few seconds — a sandbox convenience so a demo need not wait ten minutes.
  const pushTicketLoop = async () => {
    const record = await world.pushAuthEvent('component_verify_ticket', { ComponentVerifyTicket: world.issueTicket() });
    const retry = !record.delivered && world.settings.authEventUrl;
    world.schedule(retry ? Math.min(5000, world.settings.ticketIntervalMs) : world.settings.ticketIntervalMs, 'ticket', pushTicketLoop);
  };
  world.schedule(0, 'ticket', pushTicketLoop);
  const timer = manualClock ? undefined : setInterval(() => void world.runDue(), 250);
  timer?.unref();
  if (!manualClock) void world.runDue();

  const sandbox: WechatSandbox = {
    origin,
    apiBaseUrl: origin,
    mpBaseUrl: `${origin}/mp`,
    openBaseUrl: `${origin}/open`,
    component,
    world,
    configure: (next) => {
      const receiverChanged = Boolean(next.authEventUrl) && next.authEventUrl !== world.settings.authEventUrl;
      world.settings = { ...world.settings, ...next };
      // A new 授权事件接收URL gets a ticket at once (npm start names it only once the server listens, after the first
      // push found no receiver): without one, api_component_token answers 61006 until the next ten-minute push.
      if (receiverChanged) {
        world.unschedule('ticket');
        world.schedule(0, 'ticket', pushTicketLoop);
        if (!manualClock) void world.runDue();
      }
    },
    advance: (ms) => world.advance(ms),
    pushTicket: () => world.pushAuthEvent('component_verify_ticket', { ComponentVerifyTicket: world.issueTicket() }),
    resolveAudit: async (appid, outcome) => {
      const account = world.accounts.get(appid);
      const audit = account?.audits[account.audits.length - 1];
      if (account && audit) await world.finishAudit(account, audit, outcome);
    },
    forceAudit: (appid, outcome) => {
      world.forcedOutcomes.set(appid, outcome);
    },
    addDraft: ({ user_version, user_desc }) => {
      const draft_id = world.nextDraftId++;
      world.drafts.push({
        draft_id,
        user_version: user_version.slice(0, 64) || `1.${draft_id}.0`,
        user_desc: user_desc.slice(0, 200),
        create_time: world.seconds(),
        source_miniprogram_appid: DEV_MINI_PROGRAM.appid,
        source_miniprogram: DEV_MINI_PROGRAM.nickname,
        developer: '青禾',
      });
      return draft_id;
    },
    issueJsCode: (appid, nickname) => {
      const code = `0${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;
      world.jsCodes.set(code, { appid, nickname, issuedAt: world.now(), used: false });
      return code;
    },
    unauthorize: async (appid) => {
      const account = world.accounts.get(appid);
      if (account) await revokeAuthorization(world, account);
    },
    close: async () => {
      if (timer) clearInterval(timer);
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
  return sandbox;
}
