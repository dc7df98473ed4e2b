import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, memoryCookies, ok, scriptedFetch, testStore } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { SaasAppletRedirectPage } from '#shared/applet/AppletRedirectPage';
import { saasConfig } from '../../config';

function saasStore(replies: Parameters<typeof scriptedFetch>[0]) {
  const { fetch, calls } = scriptedFetch(replies);
  const store = testStore(saasConfig, {
    client: { baseUrl: 'http://console.test', fetch },
    cookies: memoryCookies({ 'saas-Token': 'tok' }),
  });
  return { store, calls };
}

describe('/applet-redirect（SaaS）', { timeout: 30_000 }, () => {
  it("completes through the SaaS operation and goes back to 小程序管理, or shows the server's reason", async () => {
    const { store, calls } = saasStore({
      completeSaasAppletAuthorize: ok({
        siteId: 2,
        returnPath: '/wechatApplet/manager',
        registerStatus: 'authorized',
        appid: 'wxa1sandbox0000002',
      }),
    });
    const { router } = renderPage(<SaasAppletRedirectPage />, {
      config: saasConfig,
      store,
      path: '/applet-redirect?auth_code=abc&state=s2',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/wechatApplet/manager'));
    // The SaaS completion only, never the site console's (consoles/saas/features.test.ts keeps site operations out).
    expect(calls.filter((c) => c.operationId.startsWith('complete')).map((c) => [c.operationId, c.body])).toEqual([
      ['completeSaasAppletAuthorize', { state: 's2', authCode: 'abc' }],
    ]);

    const failing = saasStore({ completeSaasAppletAuthorize: fail(409, 4, '该小程序已授权给其他站点') });
    renderPage(<SaasAppletRedirectPage />, { config: saasConfig, store: failing.store, path: '/applet-redirect?auth_code=x&state=s3' });
    expect(await screen.findByText('该小程序已授权给其他站点')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回小程序管理' })).toBeInTheDocument();
  });
});
