import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import type { Schema } from '#sdk';
import { siteConfig } from '../../config';
import { findDialog, siteTestStore } from '../../testSession';
import { OauthClientPage } from './OauthClientPage';

const client: Schema<'OauthClient'> = {
  id: 1,
  clientId: 'c_Qm3Zk9Yp2Qw9Er4Ty1Ui6O',
  name: '书友 App',
  logoUrl: '',
  redirectUris: ['https://app.example.com/callback'],
  scopes: ['openid', 'profile'],
  public: false,
  secretSet: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  secretRotatedAt: '2026-11-20T08:00:00.000Z',
};

const list: Schema<'OauthClientList'> = {
  issuer: 'https://demo.example.com/oauth',
  discoveryUrl: 'https://demo.example.com/oauth/.well-known/openid-configuration',
  signingKeyCreatedAt: '2026-11-20T08:00:00.000Z',
  list: [client],
};

function setup() {
  const created = {
    ...client,
    id: 2,
    clientId: 'c_new',
    name: '读书小程序',
    scopes: ['openid', 'profile', 'phone'] as Schema<'OauthScope'>[],
  };
  const { store, sent } = siteTestStore({
    getOauthClientList: ok(list),
    createOauthClient: ok({ client: created, secret: 's_only-once-secret' }, '已登记，请立即保存密钥'),
    rotateOauthClientSecret: ok({ client, secret: 's_rotated-secret' }, '已生成新密钥，请立即保存'),
    deleteOauthClient: ok({ ...list, list: [] }, '已删除'),
  });
  renderPage(<OauthClientPage />, { config: siteConfig, store });
  return { sent, user: userEvent.setup() };
}

describe('OAuth 应用', { timeout: 120_000 }, () => {
  it('shows the issuer and discovery URL read-only and the apps, never a secret', async () => {
    setup();
    expect(await screen.findByLabelText('发现地址')).toHaveValue('https://demo.example.com/oauth/.well-known/openid-configuration');
    expect(screen.getByLabelText('发现地址')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('签发者（Issuer）')).toHaveValue('https://demo.example.com/oauth');
    expect(await screen.findByText('书友 App')).toBeInTheDocument();
    expect(screen.getByText('https://app.example.com/callback')).toBeInTheDocument();
    expect(screen.getByText('用户标识、昵称与头像')).toBeInTheDocument();
  });

  it('registers an app and shows its secret once', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('button', { name: '登记应用' }));
    const dialog = await findDialog('登记应用');
    await user.type(within(dialog).getByLabelText(/^应用名称/), ' 读书小程序 ');
    await user.type(within(dialog).getByLabelText(/^回调地址/), 'https://mini.example.com/cb\n\nhttps://mini.example.com/cb2');
    await user.click(within(dialog).getByRole('checkbox', { name: '手机号（phone）', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: '登记', hidden: true }));
    await waitFor(() => expect(sent('createOauthClient')).toHaveLength(1));
    expect(sent('createOauthClient')[0]!.body).toEqual({
      name: '读书小程序',
      logoUrl: '',
      redirectUris: ['https://mini.example.com/cb', 'https://mini.example.com/cb2'],
      scopes: ['openid', 'profile', 'phone'],
      public: false,
    });
    const shown = await findDialog('请立即保存客户端密钥');
    expect(within(shown).getByLabelText('客户端密钥')).toHaveValue('s_only-once-secret');
    await user.click(within(shown).getByRole('button', { name: '我已保存', hidden: true }));
    await waitFor(() => expect(screen.queryByDisplayValue('s_only-once-secret')).not.toBeInTheDocument());
  });

  it('rotates a secret and deletes an app after confirming', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('button', { name: '重新生成 书友 App 的密钥' }));
    await user.click(within(await findDialog('重新生成密钥')).getByRole('button', { name: '重新生成', hidden: true }));
    await waitFor(() => expect(sent('rotateOauthClientSecret')).toHaveLength(1));
    expect(sent('rotateOauthClientSecret')[0]!.body).toEqual({ id: 1 });
    const shown = await findDialog('请立即保存客户端密钥');
    expect(within(shown).getByLabelText('客户端密钥')).toHaveValue('s_rotated-secret');
    await user.click(within(shown).getByRole('button', { name: '我已保存', hidden: true }));
    await user.click(await screen.findByRole('button', { name: '删除 书友 App' }));
    await user.click(within(await findDialog('删除应用')).getByRole('button', { name: '删除', hidden: true }));
    await waitFor(() => expect(sent('deleteOauthClient')).toHaveLength(1));
    expect(new URL(sent('deleteOauthClient')[0]!.request.url).searchParams.get('id')).toBe('1');
  });
});
