import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountInfo, ok } from '#kit/test/fixtures';
import type { Schema } from '#sdk';
import { callsOf, dialogButton, findDialog, renderSignedIn } from '../../shared/test/renderSignedIn';
import { PersonalSettingPage } from './PersonalSettingPage';

const sessions: Schema<'SignedInSession'>[] = [
  {
    id: 9,
    kind: 'saas',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/132.0',
    ip: '203.0.113.9',
    createdAt: '2026-11-27T01:00:00.000Z',
    expiresAt: '2026-12-27T01:00:00.000Z',
    current: true,
  },
  {
    id: 8,
    kind: 'saas',
    userAgent: '',
    ip: '198.51.100.2',
    createdAt: '2026-11-01T01:00:00.000Z',
    expiresAt: '2026-12-01T01:00:00.000Z',
    current: false,
  },
];

const replies = {
  getAccountSessionList: ok(sessions),
  revokeOtherAccountSessions: ok({ revoked: 1 }, '已退出其他 1 台设备'),
  getAccountNotificationPreference: ok({ hiddenBadges: [] }),
  updateAccountNotificationPreference: ok({ hiddenBadges: ['siteUser'] }, '已保存'),
};

describe('个人设置 (SaaS console)', { timeout: 30_000 }, () => {
  it('has the profile, the password, the preferences and the devices on one page', async () => {
    renderSignedIn(<PersonalSettingPage />, { roles: ['Site'], replies });
    for (const title of ['个人资料', '修改密码', '通知偏好', '登录设备'])
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '登录设备' });
    expect(await within(table).findByText('Firefox · macOS')).toBeInTheDocument();
    expect(within(table).getByText('未知设备')).toBeInTheDocument();
  });

  it('ends the other devices and saves the badges switched off', async () => {
    const { calls, user } = renderSignedIn(<PersonalSettingPage />, { roles: ['Site'], replies });
    await screen.findByText('Firefox · macOS');
    await user.click(screen.getByRole('button', { name: '退出其他设备' }));
    await user.click(dialogButton(await findDialog('退出其他设备'), '退出'));
    await waitFor(() => expect(callsOf(calls, 'revokeOtherAccountSessions')).toHaveLength(1));

    const form = screen.getByRole('form', { name: '通知偏好' });
    await user.click(within(form).getByRole('checkbox', { name: '新站点用户' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsOf(calls, 'updateAccountNotificationPreference')).toHaveLength(1));
    expect(callsOf(calls, 'updateAccountNotificationPreference')[0].body).toEqual({ hiddenBadges: ['siteUser'] });
  });

  it('uploads the account’s avatar at once and shows it, then removes it', async () => {
    const url = '/files/accounts/3/2026/11/3f2a9c1e5b7d4a60819e2c3b4d5f6a7b.webp';
    const { calls, user } = renderSignedIn(<PersonalSettingPage />, {
      roles: ['Site'],
      replies: {
        ...replies,
        uploadAccountAvatar: ok({ ...accountInfo, avatarUrl: url }, '头像已更新'),
        removeAccountAvatar: ok({ ...accountInfo, avatarUrl: '' }, '头像已移除'),
      },
    });
    expect(await screen.findByText('未设头像')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('选择头像文件'), new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: '头像' })).toHaveAttribute('src', url);
    const [sent] = callsOf(calls, 'uploadAccountAvatar');
    // The multipart body as sent (undici cannot parse back a form holding jsdom's File): the file alone.
    const body = await sent.request.clone().text();
    expect([...body.matchAll(/; name="(\w+)"/g)].map((m) => m[1])).toEqual(['file']);
    // Nothing else was sent for it (the site upload is no SaaS operation: the account has no site).
    expect(calls.map((c) => c.operationId).filter((id) => id.startsWith('upload'))).toEqual(['uploadAccountAvatar']);

    await user.click(screen.getByRole('button', { name: '移除' }));
    await waitFor(() => expect(callsOf(calls, 'removeAccountAvatar')).toHaveLength(1));
    expect(await screen.findByText('未设头像')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '头像' })).toBeNull();
  });
});
