import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import type { Schema } from '#sdk';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { SsoSettingPage } from './SsoSettingPage';

const setting: Schema<'SsoSetting'> = {
  oidc: {
    enabled: true,
    issuer: 'https://id.example.com',
    clientId: 'commune-demo',
    secretSet: true,
    secretMasked: '••••••••',
    scopes: 'openid profile',
    claims: { nickname: 'nickname', avatar: 'picture', phone: 'phone_number', email: 'email' },
    groupClaim: 'groups',
    buttonText: '企业账号登录',
    callbackUrl: 'https://demo.example.com/auth/sso/callback',
    postLogoutRedirectUrl: 'https://demo.example.com/',
  },
  discourse: {
    enabled: false,
    url: '',
    secretSet: false,
    secretMasked: '',
    buttonText: '',
    returnUrl: 'https://demo.example.com/auth/sso/discourse',
  },
  groupMap: [{ value: 'staff', labelIds: [1], roles: ['Post'] }],
  ssoOnly: false,
};

function setup() {
  const { store, sent } = siteTestStore({
    getSsoSetting: ok(setting),
    getMemberLabelList: ok({
      list: [
        { id: 1, name: '企业员工', color: '#2266AA', description: '', createdAt: '2026-11-18T08:40:00.000Z', memberCount: 3 },
        { id: 2, name: 'VIP', color: '#AA2266', description: '', createdAt: '2026-11-18T08:40:00.000Z', memberCount: 0 },
      ],
    }),
    updateSsoSetting: ok(setting, '已保存'),
  });
  renderPage(<SsoSettingPage />, { config: siteConfig, store });
  return { sent, user: userEvent.setup() };
}

describe('单点登录', { timeout: 120_000 }, () => {
  it('shows the callback and return URLs read-only and whether a secret is set, never the secret', async () => {
    setup();
    expect(await screen.findByLabelText('回调地址')).toHaveValue('https://demo.example.com/auth/sso/callback');
    expect(screen.getByLabelText('回调地址')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('返回地址')).toHaveValue('https://demo.example.com/auth/sso/discourse');
    expect(screen.getByLabelText('客户端密钥')).toHaveValue('');
    expect(screen.getByText('已设置（••••••••），留空不修改')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '启用 OpenID Connect' })).toBeChecked();
    expect(screen.getByLabelText('第 1 组')).toHaveValue('staff');
    expect(await screen.findByRole('checkbox', { name: '企业员工' })).toBeChecked();
  });

  it('sends a typed secret only where typed, the group mapping and SSO-only mode', async () => {
    const { user, sent } = setup();
    await screen.findByLabelText('SSO 地址');
    await user.click(screen.getByRole('switch', { name: '启用 DiscourseConnect' }));
    await user.type(screen.getByLabelText('SSO 地址'), 'https://www.example.com/sso');
    await user.type(screen.getByLabelText('共享密钥'), 'shared-secret');
    await user.click(await screen.findByRole('checkbox', { name: 'VIP' }));
    await user.click(screen.getByRole('switch', { name: '仅允许单点登录' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('updateSsoSetting')).toHaveLength(1));
    const body = sent('updateSsoSetting')[0].body as Schema<'SsoSettingInput'>;
    expect(body.oidc).not.toHaveProperty('secret');
    expect(body.oidc.clientId).toBe('commune-demo');
    expect(body.discourse).toEqual({ enabled: true, url: 'https://www.example.com/sso', buttonText: '', secret: 'shared-secret' });
    expect(body.groupMap).toEqual([{ value: 'staff', labelIds: [1, 2], roles: ['Post'] }]);
    expect(body.ssoOnly).toBe(true);
  });
});
