import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { SiteAppletRedirectPage as AppletRedirectPage } from '#shared/applet/AppletRedirectPage';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';

describe('/applet-redirect（站点）', { timeout: 30_000 }, () => {
  it('completes the authorisation with WeChat’s parameters and goes back to the page that asked', async () => {
    const { store, sent } = siteTestStore({
      completeAppletAuthorize: ok({
        siteId: 1,
        returnPath: '/setting/wechatApplet',
        registerStatus: 'authorized',
        appid: 'wx5f0a3c9b2e7d4a18',
      }),
    });
    const { router } = renderPage(<AppletRedirectPage />, {
      config: siteConfig,
      store,
      path: '/applet-redirect?auth_code=queryauthcode%40%40%40abc&expires_in=3600&state=k7Yp2Qw9',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting/wechatApplet'));
    expect(sent('completeAppletAuthorize')).toHaveLength(1);
    expect(sent('completeAppletAuthorize')[0]?.body).toEqual({ state: 'k7Yp2Qw9', authCode: 'queryauthcode@@@abc' });
  });

  it("shows the server's reason when the authorisation fails, and sends nothing without a state", async () => {
    const { store } = siteTestStore({ completeAppletAuthorize: fail(400, 4, '授权已过期，请重新发起') });
    renderPage(<AppletRedirectPage />, { config: siteConfig, store, path: '/applet-redirect?ticket=t1&state=s1' });
    expect(await screen.findByText('授权已过期，请重新发起')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回微信小程序' })).toBeInTheDocument();

    const bare = siteTestStore({});
    renderPage(<AppletRedirectPage />, { config: siteConfig, store: bare.store, path: '/applet-redirect' });
    expect(await screen.findByText(/授权参数缺失/)).toBeInTheDocument();
    expect(bare.sent('completeAppletAuthorize')).toHaveLength(0);
  });
});
