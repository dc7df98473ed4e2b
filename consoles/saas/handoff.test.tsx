// The centre's /auth-redirect: issues the one-time code a site console asked for, and never signs in from a link.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountInfo, fail, fakeNavigation, memoryCookies, ok, scriptedFetch } from '#kit/test/fixtures';
import { renderConsole } from '#kit/test/render';
import { saasConfig } from './config';

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const CODE = 'Vq3nK8pZ1xR5tY9wB2mC7dF4gH6jL0sA3eU8iO1kN5Q';

type Reply = ReturnType<typeof ok> | ReturnType<typeof fail>;
const issued: Reply = ok({ code: CODE, consoleUrl: 'http://demo.localhost:8080/console/', expiresInSeconds: 60 });

function start(path: string, { signedIn = true, issue = issued }: { signedIn?: boolean; issue?: Reply } = {}) {
  const { fetch, calls } = scriptedFetch({
    createConsoleHandoff: issue,
    getTokenAccount: ok(accountInfo),
    getPermissionList: ok([]),
    getSaasMessageCount: ok([]),
  });
  const cookies = memoryCookies(signedIn ? { 'saas-Token': 'tok' } : {});
  const navigation = fakeNavigation('/auth-redirect', 'localhost');
  const view = renderConsole({
    config: saasConfig,
    path,
    storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies, navigation },
  });
  return { ...view, calls, cookies, navigation };
}

describe('centre /auth-redirect', { timeout: 30_000 }, () => {
  it('asks for a code for the site and challenge, and takes the browser back to that site’s console with it', async () => {
    const { calls, navigation } = start(`/auth-redirect?siteId=1&challenge=${CHALLENGE}`);
    await waitFor(() => expect(navigation.leave).toHaveBeenCalledWith(`http://demo.localhost:8080/console/auth-redirect#code=${CODE}`));
    expect(calls.find((c) => c.operationId === 'createConsoleHandoff')?.body).toEqual({ siteId: 1, challenge: CHALLENGE });
  });

  it('signs in first when needed, and comes back', async () => {
    const { router, calls } = start(`/auth-redirect?siteId=1&challenge=${CHALLENGE}`, { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(`/auth-redirect?siteId=1&challenge=${CHALLENGE}`);
    expect(calls).toHaveLength(0);
  });

  it('goes home on a refusal or a malformed request, leaving nowhere', async () => {
    const refused = start(`/auth-redirect?siteId=1&challenge=${CHALLENGE}`, {
      issue: fail(403, 4, '只有站长本人可以从站点管理中心直接进入站点控制台'),
    });
    await waitFor(() => expect(refused.router.state.location.pathname).not.toBe('/auth-redirect'));
    expect(refused.navigation.leave).not.toHaveBeenCalled();
    refused.unmount();
    const malformed = start('/auth-redirect?siteId=1&challenge=short');
    await waitFor(() => expect(malformed.router.state.location.pathname).not.toBe('/auth-redirect'));
    expect(malformed.calls.map((c) => c.operationId)).not.toContain('createConsoleHandoff');
  });

  it('never signs in with a token in the address', async () => {
    const { cookies, router } = start('/auth-redirect#token=attacker-token-0123456789012345678901234', { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/auth-redirect'));
    expect(cookies.values.size).toBe(0);
  });
});
