import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import type { Schema } from '#sdk';
import { siteConfig } from '../../config';
import { siteTestStore } from '../../testSession';
import { SocialLoginPage } from './SocialLoginPage';

const provider = (p: Schema<'SocialProvider'>, extra: Partial<Schema<'SocialProviderSetting'>> = {}): Schema<'SocialProviderSetting'> => ({
  provider: p,
  enabled: false,
  appId: '',
  secretSet: false,
  secretMasked: '',
  callbackUrl: `https://demo.example.com/auth/social/callback/${p}`,
  ...extra,
});
const setting: Schema<'SocialLoginSetting'> = {
  registerPolicy: 'bindPhone',
  providers: [
    provider('wechat', { enabled: true, appId: 'wx1a2b3c4d5e6f7a8b', secretSet: true, secretMasked: '••••••••' }),
    provider('wechatMp'),
    provider('qq'),
    provider('weibo'),
  ],
};

function setup() {
  const { store, sent } = siteTestStore({
    getSocialLoginSetting: ok(setting),
    updateSocialLoginSetting: ok(setting, '已保存'),
  });
  renderPage(<SocialLoginPage />, { config: siteConfig, store });
  return { sent, user: userEvent.setup() };
}

describe('第三方账号登录', { timeout: 120_000 }, () => {
  it('shows each provider with its callback URL and whether a secret is set, never the secret', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: '微信扫码登录' })).toBeInTheDocument();
    expect(screen.getByLabelText('微信扫码登录 回调地址')).toHaveValue('https://demo.example.com/auth/social/callback/wechat');
    expect(screen.getByLabelText('微信扫码登录 密钥')).toHaveValue('');
    expect(screen.getByText('已设置（••••••••），留空不修改')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '启用微信扫码登录' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /先绑定手机号/ })).toBeChecked();
  });

  it('sends a typed secret only for that provider and keeps the others', async () => {
    const { user, sent } = setup();
    await screen.findByRole('heading', { name: 'QQ登录' });
    await user.click(screen.getByRole('switch', { name: '启用QQ登录' }));
    await user.type(screen.getByLabelText('QQ登录 AppID'), '101000001');
    await user.type(screen.getByLabelText('QQ登录 密钥'), 'qq-app-key');
    await user.click(screen.getByRole('radio', { name: /直接创建会员/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('updateSocialLoginSetting')).toHaveLength(1));
    const body = sent('updateSocialLoginSetting')[0].body as Schema<'SocialLoginSettingInput'>;
    expect(body.registerPolicy).toBe('create');
    expect(body.providers[0]).toEqual({ provider: 'wechat', enabled: true, appId: 'wx1a2b3c4d5e6f7a8b' });
    expect(body.providers[2]).toEqual({ provider: 'qq', enabled: true, appId: '101000001', secret: 'qq-app-key' });
  });
});
