// The platform client against the WeChat sandbox (in process, its clock moved by hand): the ticket arrives encrypted by
// push, a forged push is refused, the component token is refreshed before it expires, an authoriser's token is kept
// apart per appid and refreshed from its refresh token, and WeChat's errcodes keep their code with a Chinese text.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WECHAT_COMPONENT, startWechatSandbox, type WechatSandbox } from '../sandbox/wechat/wechat-sandbox';
import { type ComponentTokenStore, createComponentClient, type StoredToken } from './component-client';
import { type ComponentEvent, readComponentPush } from './component-push';
import { sealWechatPush } from './msg-crypt';
import type { WechatComponentConfig } from './wechat-config';
import { WechatApiError } from './wechat-errors';

const C = DEMO_WECHAT_COMPONENT;
let sandbox: WechatSandbox;
let receiver: Server;
let base: string;
const events: ComponentEvent[] = [];
let refused = 0;
const memory = {
  ticket: undefined as string | undefined,
  component: undefined as StoredToken | undefined,
  authorizers: new Map<string, StoredToken & { refreshToken: string }>(),
};
const store: ComponentTokenStore = {
  ticket: async () => memory.ticket,
  componentToken: async () => memory.component,
  saveComponentToken: async (t) => {
    memory.component = t;
  },
  authorizer: async (appid) => memory.authorizers.get(appid),
  saveAuthorizer: async (appid, t) => {
    memory.authorizers.set(appid, t);
  },
};
let config: WechatComponentConfig;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      try {
        const event = readComponentPush(config, Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams), body);
        if (event.type === 'component_verify_ticket') memory.ticket = event.ticket;
        events.push(event);
        res.end('success');
      } catch {
        refused++;
        res.statusCode = 400;
        res.end('bad signature');
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  sandbox = await startWechatSandbox({
    manualClock: true,
    authEventUrl: `${base}/wechat/component/event`,
    messageEventUrl: `${base}/wechat/$APPID$/event`,
    tokenTtlSeconds: 600,
  });
  config = {
    appId: C.appId,
    secret: C.secret,
    token: C.token,
    encodingAesKeys: [C.encodingAesKey],
    apiBaseUrl: sandbox.apiBaseUrl,
    mpBaseUrl: sandbox.mpBaseUrl,
    refreshMarginMs: 60_000,
  };
});

afterAll(async () => {
  await sandbox?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const client = () => createComponentClient({ config, store, now: () => sandbox.world.now() });

describe('the third-party platform client', () => {
  it('takes the ticket from an encrypted push and refuses a push with a bad signature', async () => {
    await sandbox.pushTicket();
    expect(memory.ticket).toBeTruthy();
    expect(events.at(-1)?.type).toBe('component_verify_ticket');
    const before = memory.ticket;
    const forged = sealWechatPush({
      message:
        '<xml><AppId>x</AppId><InfoType>component_verify_ticket</InfoType><ComponentVerifyTicket>ticket@@@forged</ComponentVerifyTicket></xml>',
      token: 'not-the-token',
      encodingAesKey: C.encodingAesKey,
      appId: C.appId,
      envelope: { AppId: C.appId },
    });
    const answer = await fetch(`${base}/wechat/component/event?${new URLSearchParams({ ...forged.query })}`, {
      method: 'POST',
      body: forged.body,
    });
    expect(answer.status).toBe(400);
    expect(refused).toBe(1);
    expect(memory.ticket).toBe(before);
  });

  it('refreshes component_access_token before it expires, and only then', async () => {
    const wx = client();
    const first = await wx.componentToken();
    expect(await wx.refreshComponentTokenIfDue()).toBe(false);
    await sandbox.advance(520_000); // 80 s before the 600 s expiry: still outside the 60 s margin
    expect(await wx.refreshComponentTokenIfDue()).toBe(false);
    await sandbox.advance(30_000); // 50 s before expiry: due
    expect(await wx.refreshComponentTokenIfDue()).toBe(true);
    const second = await wx.componentToken();
    expect(second).not.toBe(first);
    // The new token works where the old one will be dead in 50 s.
    await sandbox.advance(100_000);
    expect(Array.isArray((await wx.getTemplateList()).template_list)).toBe(true);
  });

  it('keeps WeChat errcodes with a Chinese explanation', async () => {
    const error = await client()
      .deleteTemplate(987654)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatApiError);
    expect((error as WechatApiError).errcode).toBe(85064);
    expect((error as WechatApiError).explanation).toBe('找不到模板或草稿');
    expect((error as WechatApiError).errmsg).toContain('rid:');
  });

  it('refuses an appid it holds no authorisation for (one site never uses another site’s)', async () => {
    const error = await client()
      .release('wxa1sandbox0000002')
      .catch((e: unknown) => e);
    expect((error as WechatApiError).errcode).toBe(61003);
  });

  it('opens the authorisation page under the mp base URL, and exchanges a code once though the push and the redirect both bring it', async () => {
    const c = client();
    const preAuthCode = String((await c.createPreAuthCode()).pre_auth_code);
    const redirectUri = 'http://127.0.0.1:9/applet-redirect?state=s1';
    const page = c.authorizePageUrl(preAuthCode, redirectUri);
    // The base's path (the sandbox's /mp) is kept, as WeChat's own host has none to lose.
    expect(page.startsWith(`${config.mpBaseUrl}/cgi-bin/componentloginpage?`)).toBe(true);
    expect((await fetch(page)).status).toBe(200);
    const confirmed = await fetch(`${config.mpBaseUrl}/cgi-bin/componentloginpage/confirm`, {
      method: 'POST',
      body: new URLSearchParams({
        pre_auth_code: preAuthCode,
        redirect_uri: redirectUri,
        auth_type: '2',
        appid: 'wxa1sandbox0000001',
        decision: 'allow',
      }),
      redirect: 'manual',
    });
    const code = new URL(confirmed.headers.get('location') ?? '').searchParams.get('auth_code') ?? '';
    expect(code).toMatch(/^queryauthcode@@@/);
    const [first, second] = await Promise.all([c.queryAuth(code), c.queryAuth(code)]);
    expect(first.authorizer_appid).toBe('wxa1sandbox0000001');
    expect(second).toEqual(first);
    expect(await c.queryAuth(code)).toEqual(first);
    // WeChat itself takes the code once: another client (process) asking again is refused.
    const again = await client()
      .queryAuth(code)
      .catch((e: unknown) => e);
    expect((again as WechatApiError).errcode).toBe(61010);
  });
});
