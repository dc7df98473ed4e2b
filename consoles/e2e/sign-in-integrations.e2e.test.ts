// Issue 27's "Done when", end to end in Chromium on `demo`: the sandbox's WeChat login switched on by the owner, a
// visitor signing in with it and binding a phone by SMS, then QQ bound and used; SSO against a real OpenID Provider
// (oidc-provider) this test starts on loopback, with the mapped nickname and label, and SSO-only mode; the site as an
// OpenID Provider to an app played by openid-client (code + PKCE through the member's consent page, userinfo, refresh,
// revoked at /me/oauth, refresh refused). Every setting is put back at the end: other files share the demo server.
// Screenshots at 1280 and 375 px go to screenshots/oidce2e/ (SIGN_IN_SHOTS overrides).
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Provider from 'oidc-provider';
import * as oidc from 'openid-client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommuneClient } from '../../sdk';
import { DEMO_PASSWORD, expectToast, launch, openPage, port, shotsDir, siteUrl } from './browser';
import { lastSmsCode, loginSite, uniqueMobile } from './helpers';
import { loopbackFetch, siteClient } from './site-api';

const SHOTS = process.env.SIGN_IN_SHOTS || shotsDir('oidce2e');
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 375, height: 760 };
const OWNER = '13800000002';
const RUN = Date.now().toString(36).slice(-5);
const memberUrl = (path = '/') => `http://demo.localhost:${port()}${path}`;
// The app's redirect URI: a server of the test's own on loopback, the app's side of the flow, keeping each URL it is
// sent to. (Catching the request in the browser instead, with context.route, misses it in the headless shell: the
// server's 302 to the app is not offered to the route.)
let appCallback: Server;
const appCalls: URL[] = [];
let APP_REDIRECT = '';

let browser: Browser;
let owner: CommuneClient;
let console_: { context: BrowserContext; page: Page };
const restore: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  appCallback = createServer((req, res) => {
    appCalls.push(new URL(req.url ?? '/', APP_REDIRECT));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>app</p>');
  });
  await new Promise<void>((resolve) => appCallback.listen(0, '127.0.0.1', resolve));
  APP_REDIRECT = `http://127.0.0.1:${(appCallback.address() as AddressInfo).port}/callback`;
  browser = await launch();
  const login = await siteClient('demo').consoleLogin({ body: { account: OWNER, password: DEMO_PASSWORD } });
  owner = siteClient('demo', login.token);
  console_ = await openPage(browser, DESKTOP);
  await loginSite(console_.page, 'demo', OWNER);
});

afterAll(async () => {
  // Newest change first; each runs even when an earlier one fails.
  for (const undo of restore.reverse()) await undo().catch((error) => console.error('restore failed', error));
  await browser?.close();
  appCallback?.close();
});

/** Screenshots of the page at both widths (the visible part: the consoles scroll inside a pane, which a full-page shot cuts). */
async function shots(page: Page, name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${name}-${viewport.width}.png`), fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
}

/** The member session a page's browser holds, as the API sees it. */
async function memberOf(context: BrowserContext) {
  const cookie = (await context.cookies(memberUrl())).find((c) => c.name === 'member-Token');
  expect(cookie, 'signed in on the member site').toBeTruthy();
  return siteClient('demo', decodeURIComponent(cookie!.value)).getMemberProfile();
}

/** On the sandbox's 「模拟…登录」 page: types the simulated user and agrees. */
async function approveAtSandbox(page: Page, nickname: string) {
  await page.getByRole('heading', { name: /模拟/ }).waitFor();
  await page.getByLabel('或输入昵称').fill(nickname);
  await page.getByRole('button', { name: '同意' }).click();
}

describe('sign-in integrations on demo', () => {
  const socialNick = `书友${RUN}`;
  let member: { context: BrowserContext; page: Page };
  let memberId: number;

  it('social login: the owner enables the sandbox WeChat; a visitor signs in, binds a phone, binds QQ and signs in with it', async () => {
    const before = await owner.getSocialLoginSetting();
    const input = (enabled: (p: (typeof before.providers)[number]) => boolean) => ({
      providers: before.providers.map((p) => ({ provider: p.provider, enabled: enabled(p), appId: p.appId })),
      registerPolicy: before.registerPolicy,
    });
    restore.push(() => owner.updateSocialLoginSetting({ body: input((p) => p.enabled) }));
    // Off first, so the owner's switch is what turns it on; the policy asks a new member for a phone.
    await owner.updateSocialLoginSetting({
      body: { ...input((p) => p.provider !== 'wechat' && p.enabled), registerPolicy: 'bindPhone' },
    });

    const { page } = console_;
    await page.goto(siteUrl('demo', '/setting/socialAccountLogin'));
    const wechat = page.getByRole('switch', { name: '启用微信扫码登录' });
    await wechat.waitFor();
    expect(await wechat.isChecked()).toBe(false);
    await wechat.click();
    await page.getByRole('radio', { name: /用短信验证码绑定/ }).check();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, /保存|成功/);
    await shots(page, 'setting-social-login');
    const saved = await owner.getSocialLoginSetting();
    expect(saved.providers.find((p) => p.provider === 'wechat')).toMatchObject({ enabled: true, secretSet: true });

    member = await openPage(browser, DESKTOP);
    await member.page.goto(memberUrl('/login'));
    const wechatButton = member.page.getByRole('button', { name: /^微信(扫码)?登录/ });
    await wechatButton.waitFor();
    await shots(member.page, 'member-sign-in');
    await wechatButton.click();
    await approveAtSandbox(member.page, socialNick);
    await member.page.getByRole('heading', { name: '绑定手机号' }).waitFor();
    const mobile = uniqueMobile();
    await member.page.getByLabel('手机号').fill(mobile);
    await member.page.getByRole('button', { name: '获取验证码' }).click();
    await member.page.getByLabel('验证码').fill(await lastSmsCode(mobile));
    await member.page.getByRole('button', { name: '绑定并登录' }).click();
    await expect.poll(() => new URL(member.page.url()).pathname, { timeout: 15_000 }).not.toMatch(/^\/auth\//);
    const profile = await memberOf(member.context);
    expect(profile.userName).toContain(socialNick);
    memberId = profile.id;

    await member.page.goto(memberUrl('/me/social'));
    await member.page.getByRole('button', { name: /^绑定QQ/ }).click();
    await approveAtSandbox(member.page, socialNick);
    await member.page.waitForURL(/\/me\/social/);
    const bound = member.page.getByRole('list', { name: '已绑定的账号' });
    await expect.poll(() => bound.innerText(), { timeout: 15_000 }).toMatch(/QQ/);
    await expect.poll(() => bound.innerText()).toMatch(/微信/);

    const later = await openPage(browser, DESKTOP);
    await later.page.goto(memberUrl('/login'));
    await later.page.getByRole('button', { name: /^QQ登录/ }).click();
    await approveAtSandbox(later.page, socialNick);
    await expect.poll(() => new URL(later.page.url()).pathname, { timeout: 15_000 }).not.toMatch(/^\/(auth|login)/);
    expect((await memberOf(later.context)).id).toBe(memberId);
    await later.context.close();
  });

  it('SSO: the owner configures OpenID Connect against a provider on loopback; a visitor arrives mapped; SSO-only hides passwords', async () => {
    const before = await owner.getSsoSetting();
    restore.push(() =>
      owner.updateSsoSetting({
        body: {
          oidc: {
            enabled: before.oidc.enabled,
            issuer: before.oidc.issuer,
            clientId: before.oidc.clientId,
            scopes: before.oidc.scopes,
            claims: before.oidc.claims,
            groupClaim: before.oidc.groupClaim,
            buttonText: before.oidc.buttonText,
            ...(before.oidc.secretSet ? {} : { clearSecret: true }),
          },
          discourse: {
            enabled: before.discourse.enabled,
            url: before.discourse.url,
            buttonText: before.discourse.buttonText,
          },
          groupMap: before.groupMap,
          ssoOnly: before.ssoOnly,
        },
      }),
    );
    const idp = await startIdp(before.oidc.callbackUrl, before.oidc.postLogoutRedirectUrl);
    restore.push(() => idp.close());
    const nickname = `林工${RUN}`;
    idp.people.set('emp-e2e', { nickname, groups: ['staff', 'everyone'] });
    const [label] = (await owner.getMemberLabelList()).list;
    expect(label, 'the demo has member labels').toBeTruthy();

    const { page } = console_;
    await page.goto(siteUrl('demo', '/setting/manageSSO'));
    const enable = page.getByRole('switch', { name: '启用 OpenID Connect' });
    await enable.waitFor();
    if (!(await enable.isChecked())) await enable.click();
    await page.getByLabel('发现地址', { exact: true }).fill(idp.issuer);
    await page.getByLabel('客户端 ID', { exact: true }).fill(CLIENT_ID);
    await page.getByLabel('客户端密钥', { exact: true }).fill(CLIENT_SECRET);
    await page.getByLabel('授权范围', { exact: true }).fill('openid profile');
    await page.getByLabel('昵称声明', { exact: true }).fill('nickname');
    await page.getByLabel('组声明', { exact: true }).fill('groups');
    await page.getByLabel('OpenID Connect 按钮文字', { exact: true }).fill('企业账号登录');
    await page.getByRole('button', { name: '添加组映射' }).click();
    const groups = page.locator('[aria-label^="第 "][aria-label$=" 组"]');
    await groups.last().fill('staff');
    const index = await groups.count();
    // The new row's label checkbox: the rows before it are the demo's own mappings.
    await page
      .getByRole('checkbox', { name: label.name, exact: true })
      .nth(index - 1)
      .check();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, /保存|成功/);
    await shots(page, 'setting-sso');

    const visitor = await openPage(browser, DESKTOP);
    await visitor.page.goto(memberUrl('/login'));
    await visitor.page.getByRole('button', { name: '企业账号登录' }).click();
    // oidc-provider's development interactions: any password for a known account, then the consent.
    await visitor.page.locator('input[name="login"]').fill('emp-e2e');
    await visitor.page.locator('input[name="password"]').fill('any');
    await visitor.page.locator('button[type="submit"]').click();
    await visitor.page.locator('button[type="submit"]', { hasText: /Continue/i }).click();
    await expect.poll(() => new URL(visitor.page.url()).host, { timeout: 15_000 }).toBe(`demo.localhost:${port()}`);
    await expect.poll(() => new URL(visitor.page.url()).pathname, { timeout: 15_000 }).not.toMatch(/^\/(auth|login)/);
    const profile = await memberOf(visitor.context);
    expect(profile.userName).toBe(nickname);
    const holders = await owner.getLabelUserList({ query: { labelId: label.id } });
    expect(JSON.stringify(holders)).toContain(nickname);
    await visitor.context.close();

    await page.getByRole('switch', { name: '仅允许单点登录' }).click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, /保存|成功/);
    const signedOut = await openPage(browser, DESKTOP);
    await signedOut.page.goto(memberUrl('/login'));
    await signedOut.page.getByText('本站仅支持单点登录').waitFor();
    expect(await signedOut.page.getByLabel('密码').count()).toBe(0);
    expect(await signedOut.page.getByRole('button', { name: '企业账号登录' }).count()).toBe(1);
    await page.getByRole('switch', { name: '仅允许单点登录' }).click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, /保存|成功/);
    await signedOut.page.reload();
    await signedOut.page.getByLabel('密码').waitFor();
    await signedOut.context.close();
  });

  it('OpenID Provider: an app registered by the owner signs the member in with code + PKCE; revoked, its refresh is refused', async () => {
    const { page } = console_;
    const appName = `书友 App ${RUN}`;
    await page.goto(siteUrl('demo', '/setting/manageOAuth'));
    await page.getByRole('button', { name: '登记应用' }).click();
    const dialog = page.getByRole('dialog', { name: '登记应用' });
    await dialog.getByLabel('应用名称').fill(appName);
    await dialog.getByLabel('回调地址').fill(APP_REDIRECT);
    await dialog.getByRole('checkbox', { name: /profile/ }).check();
    await dialog.getByRole('checkbox', { name: /phone/ }).check();
    await dialog.getByRole('button', { name: '登记', exact: true }).click();
    const secretDialog = page.locator('[role=dialog], [role=alertdialog]').filter({ hasText: '请立即保存客户端密钥' });
    const clientId = await secretDialog.getByLabel('客户端 ID', { exact: true }).inputValue();
    const secret = await secretDialog.getByLabel('客户端密钥', { exact: true }).inputValue();
    expect(secret).toMatch(/^s_/);
    const created = (await owner.getOauthClientList()).list.find((c) => c.clientId === clientId);
    expect(created).toBeTruthy();
    restore.push(() => owner.deleteOauthClient({ query: { id: created!.id } }));
    await secretDialog.getByRole('button', { name: '我已保存' }).click();
    await page.getByRole('table', { name: 'OAuth 应用' }).getByText(appName).waitFor();
    await shots(page, 'setting-oauth');

    const rp = await oidc.discovery(new URL(memberUrl('/oauth')), clientId, secret, undefined, {
      execute: [oidc.allowInsecureRequests],
      [oidc.customFetch]: loopbackOidcFetch,
    });
    expect(rp.serverMetadata().issuer).toBe(memberUrl('/oauth'));
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const authorize = oidc.buildAuthorizationUrl(rp, {
      redirect_uri: APP_REDIRECT,
      scope: 'openid profile phone',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const back = () => appCalls.findLast((call) => call.searchParams.get('state') === state);
    await member.page.goto(authorize.href);
    await member.page.waitForURL(/\/oauth-consent\//);
    await member.page.getByText(appName).waitFor();
    await shots(member.page, 'member-oauth-consent');
    await member.page.getByRole('button', { name: '同意并登录' }).click();
    await expect.poll(() => back()?.searchParams.get('code'), { timeout: 15_000 }).toBeTruthy();

    const tokens = await oidc.authorizationCodeGrant(rp, back()!, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    const sub = tokens.claims()!.sub;
    expect(sub).toBe(String(memberId));
    const info = await oidc.fetchUserInfo(rp, tokens.access_token, sub);
    expect(info.nickname).toContain(socialNick);
    expect(info.phone_number).toMatch(/^\+86\d{11}$/);
    const refreshed = await oidc.refreshTokenGrant(rp, tokens.refresh_token!);
    expect(refreshed.access_token).toBeTruthy();

    await member.page.goto(memberUrl('/me/oauth'));
    const grant = member.page.getByRole('list', { name: '已授权的应用' }).locator('li', { hasText: appName });
    member.page.once('dialog', (d) => d.accept());
    await grant.getByRole('button', { name: '取消授权' }).click();
    await expect.poll(() => grant.count(), { timeout: 10_000 }).toBe(0);
    const refusal = await oidc.refreshTokenGrant(rp, refreshed.refresh_token ?? tokens.refresh_token!).then(
      () => 'accepted',
      (error: { error?: string }) => error.error,
    );
    expect(refusal).toBe('invalid_grant');
    await member.context.close();
  });
});

/** openid-client's requests to `demo.localhost` (Node resolves no *.localhost): to 127.0.0.1 with the site's Host. */
const loopbackOidcFetch: oidc.CustomFetch = (url, { method, headers, body, redirect, signal }) =>
  // openid-client hands a string or URLSearchParams; its Uint8Array type is wider than the DOM typings accept.
  loopbackFetch(new URL(url).host)(new Request(url, { method, headers, body: body as BodyInit | undefined, redirect, signal }));

const CLIENT_ID = 'commune-demo-e2e';
const CLIENT_SECRET = 'e2e-idp-client-secret-0123456789';

interface Person {
  nickname: string;
  groups: string[];
}

/** The owner's identity system: a real OpenID Provider on loopback with the site's callback registered exactly. */
async function startIdp(redirectUri: string, postLogout: string) {
  const people = new Map<string, Person>();
  const http: Server = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [postLogout],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['nickname', 'groups'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: ['sign-in-e2e-cookie-key'] },
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: async () => ({ sub, nickname: person.nickname, groups: person.groups }) };
    },
  });
  http.on('request', provider.callback());
  return { issuer, people, close: () => new Promise<void>((resolve) => http.close(() => resolve())) };
}
