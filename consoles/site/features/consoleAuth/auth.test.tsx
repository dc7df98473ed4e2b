import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { indexBase, memoryCookies, ok, scriptedFetch, sitePublicInfo, siteSetting, siteUserInfo } from '#kit/test/fixtures';
import { renderConsole } from '#kit/test/render';
import { siteConfig } from '../../config';

const agreement = {
  title: '青禾读书会用户服务协议',
  content: '<h2>一、总则</h2><p>欢迎加入青禾读书会。</p>',
  updatedAt: '2026-09-01T09:00:00+08:00',
};

function start(path: string) {
  const { fetch, calls } = scriptedFetch({
    getSitePublicInfo: ok(sitePublicInfo),
    getSiteSetting: ok(siteSetting),
    getSiteServiceAgreement: ok(agreement),
    consoleLogin: ok({ token: 'k7Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4Vb9Nm', userInfo: siteUserInfo }),
    getTokenUser: ok(siteUserInfo),
    getPermissionList: ok(['admin']),
    getIndexBase: ok(indexBase),
    getConsoleMessageCount: ok([]),
    sendConsoleForgetSms: ok({ cooldownSeconds: 60, expiresInSeconds: 300 }, '如果该手机号已注册，验证码已发送'),
    verifyConsoleResetCode: ok({ resetToken: 'Zr8kP2mW5qT1xY7cN4vB9hJ3dL6fS0aG2eU5iO8', expiresInSeconds: 600 }),
    resetConsolePassword: ok(undefined, '密码已重置'),
  });
  const cookies = memoryCookies();
  const view = renderConsole({ config: siteConfig, path, storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies } });
  return { ...view, calls, cookies, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

describe('site console public pages (§2.2)', { timeout: 30_000 }, () => {
  it('logs in by login name or mobile under the site name, then shows the home page from getIndexBase', async () => {
    const { user, cookies, router } = start('/login');
    expect(await screen.findByText('青禾读书会')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    await user.type(field('登录名或手机号'), 'admin');
    await user.type(field('密码'), 'demo123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('旗舰版')).toBeInTheDocument();
    expect(screen.getByText('长期有效')).toBeInTheDocument();
    expect(screen.getByText('会员总数')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/index');
    expect(cookies.values.get('user-Token')).toBe('k7Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4Vb9Nm');
    expect(document.title).toBe('首页 - 青禾读书会');
  });

  it('shows the service agreement on registration and asks for consent', async () => {
    const { user, calls } = start('/register');
    await user.click(await screen.findByRole('button', { name: '《青禾读书会用户服务协议》' }));
    expect(await screen.findByText('欢迎加入青禾读书会。')).toBeInTheDocument();
    // jsdom may leave the page behind an open dialog aria-hidden (see findDialog): look with `hidden: true`.
    await user.click(screen.getByRole('button', { name: '同意', hidden: true }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByText('请阅读并同意服务协议')).toBeInTheDocument();
    expect(calls.some((c) => c.operationId === 'consoleRegister')).toBe(false);
  });

  it('resets the password in two steps, then returns to login', async () => {
    const { user, calls, router } = start('/resetpassword');
    await user.type(await screen.findByLabelText(/^手机号/), '13800000002');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeInTheDocument();
    await user.type(field('验证码'), '246810');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.type(await screen.findByLabelText(/^新密码/), 'abc');
    await user.type(field('确认新密码'), 'abd');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('新密码不能少于6位')).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    await user.clear(field('新密码'));
    await user.type(field('新密码'), 'newpass2026');
    await user.clear(field('确认新密码'));
    await user.type(field('确认新密码'), 'newpass2026');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((c) => c.operationId === 'verifyConsoleResetCode')?.body).toEqual({ mobile: '13800000002', code: '246810' });
    expect(calls.find((c) => c.operationId === 'resetConsolePassword')?.body).toEqual({
      resetToken: 'Zr8kP2mW5qT1xY7cN4vB9hJ3dL6fS0aG2eU5iO8',
      newPassword: 'newpass2026',
    });
  });
});
