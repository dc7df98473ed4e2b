import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { AppletRegisterPage } from './AppletRegisterPage';

const registered = {
  siteId: 1,
  registerStatus: 'registering',
  registerKind: 'enterprise',
  registerTask: {
    kind: 'enterprise',
    status: 0,
    message: '已提交，请法人在微信中完成人脸核验',
    authorizeUrl: null,
    submittedAt: '2026-11-24T10:00:00.000Z',
  },
  lastError: null,
};

describe('注册小程序（站点）', { timeout: 30_000 }, () => {
  it("refuses an enterprise code whose check character is wrong, then sends the enterprise's body and shows the task", async () => {
    const user = userEvent.setup();
    const { store, sent } = siteTestStore({ registerApplet: ok(registered) });
    renderPage(<AppletRegisterPage kind="enterprise" />, { config: siteConfig, store });
    await user.type(screen.getByRole('textbox', { name: /企业名称/ }), '青禾文化传播有限公司');
    await user.type(screen.getByRole('textbox', { name: /企业代码$/ }), '91440300708461136A');
    await user.type(screen.getByRole('textbox', { name: /法人姓名/ }), '李青禾');
    await user.type(screen.getByRole('textbox', { name: /法人微信号/ }), 'qinghe_faren');
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('统一社会信用代码校验位不符，请核对')).toBeInTheDocument();
    expect(sent('registerApplet')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /企业代码$/ }));
    await user.type(screen.getByRole('textbox', { name: /企业代码$/ }), '91440300708461136t');
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('已提交，请法人在微信中完成人脸核验')).toBeInTheDocument();
    expect(sent('registerApplet')[0]?.body).toEqual({
      kind: 'enterprise',
      name: '青禾文化传播有限公司',
      code: '91440300708461136T',
      codeType: 1,
      legalPersonaName: '李青禾',
      legalPersonaWechat: 'qinghe_faren',
    });
  });

  it('says what a personal registration lacks and sends only its own fields', async () => {
    const user = userEvent.setup();
    const { store, sent } = siteTestStore({ registerApplet: fail(409, 5, '本站已有小程序') });
    renderPage(<AppletRegisterPage kind="personal" />, { config: siteConfig, store });
    await user.type(screen.getByRole('textbox', { name: /个人微信号/ }), '1abc');
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText(/微信号为 6–20 位/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /个人姓名/ }), '李青禾');
    await user.clear(screen.getByRole('textbox', { name: /个人微信号/ }));
    await user.type(screen.getByRole('textbox', { name: /个人微信号/ }), 'qinghe_reader');
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    await waitFor(() => expect(sent('registerApplet')).toHaveLength(1));
    expect(sent('registerApplet')[0]?.body).toEqual({ kind: 'personal', idname: '李青禾', wxuser: 'qinghe_reader' });
    expect((await screen.findAllByText('本站已有小程序')).length).toBeGreaterThan(0);
  });

  it("checks an official account's AppID with the contract's rule", async () => {
    const user = userEvent.setup();
    const { store, sent } = siteTestStore({ registerApplet: ok({ ...registered, registerKind: 'reuse' }) });
    renderPage(<AppletRegisterPage kind="reuse" />, { config: siteConfig, store });
    await user.type(screen.getByRole('textbox', { name: /公众号 AppID/ }), 'gh_123');
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('AppID 为 wx 开头的 18 位')).toBeInTheDocument();
    expect(sent('registerApplet')).toHaveLength(0);
  });

  it('says, on a site whose applet is authorised, that it cannot register again, and offers no form', async () => {
    const { store, sent } = siteTestStore({
      getSiteApplet: ok({ ...registered, registerStatus: 'authorized', appid: 'wxa1sandbox0000002' }),
    });
    renderPage(<AppletRegisterPage kind="personal" />, { config: siteConfig, store });
    expect(await screen.findByText('本站小程序已授权，不能再注册')).toBeInTheDocument();
    expect(screen.getByText('AppID：wxa1sandbox0000002')).toBeInTheDocument();
    // The finished registration's message would only mislead.
    expect(screen.queryByText('已提交，请法人在微信中完成人脸核验')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交注册' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回微信小程序' })).toHaveAttribute('href', '/setting/wechatApplet');
    expect(sent('registerApplet')).toHaveLength(0);
  });

  it('shows the registration under way, with its message, instead of a second form', async () => {
    const { store } = siteTestStore({ getSiteApplet: ok(registered) });
    renderPage(<AppletRegisterPage kind="reuse" />, { config: siteConfig, store });
    expect(await screen.findByText('本站小程序注册中，不能再注册')).toBeInTheDocument();
    expect(screen.getByText('已提交，请法人在微信中完成人脸核验')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
