// The site console's /auth-redirect. Before, /auth-redirect#token=… signed in with whatever token the link carried, so
// a link from anyone signed a victim in to the sender's account (login CSRF).
import { createHash } from 'node:crypto';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HANDOFF_INVALID } from '#kit/session/handoff';
import {
  fail,
  fakeNavigation,
  indexBase,
  memoryCookies,
  ok,
  scriptedFetch,
  sitePublicInfo,
  siteSetting,
  siteUserInfo,
} from '#kit/test/fixtures';
import { renderConsole } from '#kit/test/render';
import { siteConfig } from '../../config';

const TOKEN = 'k7Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4Vb9Nm';
const CODE = 'Vq3nK8pZ1xR5tY9wB2mC7dF4gH6jL0sA3eU8iO1kN5Q';

function start(path: string, tabStorage: Storage = window.sessionStorage) {
  const { fetch, calls } = scriptedFetch({
    getSitePublicInfo: ok(sitePublicInfo),
    claimConsoleHandoff: ok({ token: TOKEN, userInfo: siteUserInfo }),
    getTokenUser: ok(siteUserInfo),
    getPermissionList: ok(['admin']),
    getIndexBase: ok(indexBase),
    getSiteSetting: ok(siteSetting),
    getConsoleMessageCount: ok([]),
  });
  const cookies = memoryCookies();
  const navigation = fakeNavigation('/auth-redirect', 'demo.localhost');
  const view = renderConsole({
    config: siteConfig,
    path,
    storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies, navigation, tabStorage },
  });
  return { ...view, calls, cookies, navigation };
}

describe('site console /auth-redirect (the owner’s jump from the centre)', { timeout: 30_000 }, () => {
  it('starts by keeping a verifier in this tab and sending only its SHA-256 to the centre', async () => {
    window.sessionStorage.clear();
    const { navigation, calls } = start('/auth-redirect?redirect=%2FmanagePost');
    await waitFor(() => expect(navigation.leave).toHaveBeenCalledTimes(1));
    const target = new URL(navigation.leave.mock.calls[0][0]);
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:8080/auth-redirect');
    const challenge = target.searchParams.get('challenge');
    expect(target.searchParams.get('siteId')).toBe('1');
    const pending = JSON.parse(window.sessionStorage.getItem('commune:consoleHandoff') ?? '{}');
    expect(pending.redirect).toBe('/managePost');
    expect(createHash('sha256').update(pending.verifier).digest('base64url')).toBe(challenge);
    expect(target.toString()).not.toContain(pending.verifier);
    expect(calls.map((c) => c.operationId)).toEqual(['getSitePublicInfo']);
  });

  it('finishes with the code the centre brought back: claimed by POST with the verifier, then signed in', async () => {
    window.sessionStorage.setItem('commune:consoleHandoff', JSON.stringify({ verifier: 'V'.repeat(43), redirect: '/index' }));
    const { calls, cookies, router } = start(`/auth-redirect#code=${CODE}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    const claim = calls.find((c) => c.operationId === 'claimConsoleHandoff');
    expect(claim?.request.method).toBe('POST');
    expect(claim?.body).toEqual({ code: CODE, verifier: 'V'.repeat(43) });
    expect(cookies.values.get('user-Token')).toBe(TOKEN);
    // A verifier serves one claim, and the page mounted again by signing in does not claim (and fail) a second time.
    expect(window.sessionStorage.getItem('commune:consoleHandoff')).toBeNull();
    expect(calls.filter((c) => c.operationId === 'claimConsoleHandoff')).toHaveLength(1);
    expect(document.body.textContent).not.toContain(HANDOFF_INVALID);
  });

  it('signs nobody in from a link alone: no verifier in this tab, no claim, no token', async () => {
    window.sessionStorage.clear();
    const { calls, cookies, router } = start(`/auth-redirect#code=${CODE}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.map((c) => c.operationId)).not.toContain('claimConsoleHandoff');
    expect(cookies.values.size).toBe(0);
    expect(HANDOFF_INVALID).toBe('登录链接无效或已过期，请从站点管理中心重新进入');
  });

  it('ignores a token in the fragment', async () => {
    window.sessionStorage.clear();
    const { calls, cookies, navigation } = start(`/auth-redirect#token=${TOKEN}`);
    await waitFor(() => expect(navigation.leave).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => c.operationId)).toEqual(['getSitePublicInfo']);
    expect(cookies.values.size).toBe(0);
  });

  it('goes to the login page when the server refuses the code', async () => {
    window.sessionStorage.setItem('commune:consoleHandoff', JSON.stringify({ verifier: 'V'.repeat(43), redirect: null }));
    const { fetch } = scriptedFetch({ claimConsoleHandoff: fail(400, 2, HANDOFF_INVALID) });
    const cookies = memoryCookies();
    const view = renderConsole({
      config: siteConfig,
      path: `/auth-redirect#code=${CODE}`,
      storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies, navigation: fakeNavigation('/auth-redirect') },
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(cookies.values.size).toBe(0);
  });
});
