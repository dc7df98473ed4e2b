import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountInfo, memoryCookies, ok, scriptedFetch } from '#kit/test/fixtures';
import { renderConsole } from '#kit/test/render';
import { saasConfig } from './config';

function start(path: string) {
  const { fetch, calls } = scriptedFetch({
    saasLogin: ok({ token: 'fresh-token-0123456789012345678901234567890123' }),
    sendRegisterSms: ok({ cooldownSeconds: 60, expiresInSeconds: 300 }, '验证码已发送'),
    register: ok({ token: 'fresh-token-0123456789012345678901234567890123' }, '注册成功'),
    getTokenAccount: ok(accountInfo),
    getPermissionList: ok(['Site', 'Order']),
    getSaasMessageCount: ok([]),
  });
  const cookies = memoryCookies();
  const view = renderConsole({ config: saasConfig, path, storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies } });
  return { ...view, calls, cookies, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

describe('SaaS login (§2.1, §4)', { timeout: 30_000 }, () => {
  it('sends a signed-out visitor to /login with the redirect path', async () => {
    const { router } = start('/index');
    expect(await screen.findByRole('form', { name: '登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Findex');
  });

  it('asks for account and password with the contract messages', async () => {
    const { user, calls } = start('/login');
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(field('手机号或邮箱')).toHaveAttribute('placeholder', '请输入手机号或邮箱');
    expect(calls).toHaveLength(0);
  });

  it('logs in, stores the token cookie, loads account and permissions, and opens the redirect page', async () => {
    const { user, calls, cookies, router } = start('/index');
    await user.type(await screen.findByLabelText(/^手机号或邮箱/), ' 13800000002 ');
    await user.type(field('密码'), 'demo123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    // The navbar names the account once it is loaded; the home page (its figures: features/home) is the redirect.
    expect(await screen.findByRole('button', { name: /陈思远/ })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(calls[0]).toMatchObject({ operationId: 'saasLogin', body: { account: '13800000002', password: 'demo123456' } });
    expect(calls.map((c) => c.operationId)).toEqual(expect.arrayContaining(['getTokenAccount', 'getPermissionList']));
    expect(cookies.values.get('saas-Token')).toBe('fresh-token-0123456789012345678901234567890123');
    // The roles loaded: the sidebar shows the 站点管理 group the Site role opens.
    expect(await screen.findByText('站点管理')).toBeInTheDocument();
  });
});

describe('SaaS registration (§2.1)', { timeout: 30_000 }, () => {
  it('checks mobile, code and password with the contract messages', async () => {
    const { user, calls } = start('/register');
    await user.click(await screen.findByRole('button', { name: '注册并登录' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await user.type(field('手机号'), '12345');
    await user.type(field('验证码'), '12ab');
    await user.type(field('密码'), 'abc');
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.getByText('验证码为 6 位数字')).toBeInTheDocument();
    expect(screen.getByText('密码不能少于6位')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(calls).toHaveLength(0);
  });

  it('sends the SMS code with a 60 s countdown, registers and signs in', async () => {
    const { user, calls, router } = start('/register');
    await user.type(await screen.findByLabelText(/^手机号/), '13800000009');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(calls[0]).toMatchObject({ operationId: 'sendRegisterSms', body: { mobile: '13800000009' } });
    await user.type(field('验证码'), '246810');
    await user.type(field('密码'), 'qinghe2026');
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(calls.find((c) => c.operationId === 'register')?.body).toEqual({
      mobile: '13800000009',
      code: '246810',
      password: 'qinghe2026',
    });
  });
});
