import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_CLOSED } from '#kit/pages/RegisterPage';
import { memoryCookies, ok, scriptedFetch, sitePublicInfo } from '#kit/test/fixtures';
import { renderConsole } from '#kit/test/render';
import { siteConfig } from '../../config';

function start(registerStatus: 0 | 1) {
  const { fetch, calls } = scriptedFetch({
    getSitePublicInfo: ok({ ...sitePublicInfo, registerStatus }),
    getSiteServiceAgreement: ok({ title: '用户服务协议', content: '<p>欢迎</p>', updatedAt: '2026-09-01T09:00:00+08:00' }),
  });
  renderConsole({
    config: siteConfig,
    path: '/register',
    storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies: memoryCookies() },
  });
  return { calls };
}

describe('register page and the 开放注册 switch', { timeout: 30_000 }, () => {
  it('says registration is closed, with no form, while the switch is off', async () => {
    start(0);
    expect(await screen.findByText(REGISTRATION_CLOSED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '注册并登录' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '已有账号，去登录' })).toBeInTheDocument();
  });

  it('shows the form while it is on', async () => {
    start(1);
    expect(await screen.findByRole('button', { name: '注册并登录' })).toBeInTheDocument();
    expect(screen.queryByText(REGISTRATION_CLOSED)).not.toBeInTheDocument();
  });
});
