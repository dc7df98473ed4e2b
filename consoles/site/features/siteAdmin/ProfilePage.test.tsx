import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionLoaded } from '#kit/session/sessionSlice';
import { memoryCookies, ok, scriptedFetch, siteUserInfo, testStore } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import type { Schema } from '#sdk';
import { siteConfig } from '../../config';
import { ProfilePage } from './ProfilePage';

const profile: Schema<'ConsoleProfile'> = {
  id: 12,
  account: 'admin',
  userName: '站务小李',
  avatar: '',
  userType: 0,
  roles: ['Post'],
  canChangePassword: true,
};
const sessions: Schema<'SignedInSession'>[] = [
  {
    id: 41,
    kind: 'console',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    ip: '203.0.113.8',
    createdAt: '2026-11-27T01:00:00.000Z',
    expiresAt: '2026-12-27T01:00:00.000Z',
    current: true,
  },
  {
    id: 40,
    kind: 'member',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile Safari/604.1',
    ip: '198.51.100.7',
    createdAt: '2026-11-20T01:00:00.000Z',
    expiresAt: '2026-12-20T01:00:00.000Z',
    current: false,
  },
];

function setup() {
  const { fetch, calls } = scriptedFetch({
    getConsoleProfile: ok(profile),
    updateConsoleProfile: ok(profile, '已保存'),
    uploadImage: ok({ url: '/files/1/avatar.webp', bytes: 1024, width: 64, height: 64 }),
    getConsoleNotificationPreference: ok({ mutedNotices: [], hiddenBadges: ['pointRecord'] }),
    updateConsoleNotificationPreference: ok({ mutedNotices: ['smsQuotaWarning'], hiddenBadges: ['pointRecord'] }, '已保存'),
    getConsoleSessionList: ok(sessions),
    revokeConsoleSession: ok(undefined, '该设备已退出登录'),
    revokeOtherConsoleSessions: ok({ revoked: 1 }, '已退出其他 1 台设备'),
  });
  const store = testStore(siteConfig, {
    client: { baseUrl: 'http://console.test', fetch },
    cookies: memoryCookies({ 'user-Token': 'tok' }),
  });
  store.dispatch(sessionLoaded({ user: siteUserInfo, roles: ['Post'], baseRoles: ['Post'] }));
  renderPage(<ProfilePage />, { config: siteConfig, store });
  return { calls, user: userEvent.setup() };
}

/** In jsdom an open Fluent dialog may be aria-hidden: it is found by its title, its button by text. */
async function confirmButton(title: string, text?: string) {
  const heading = await screen.findByText(title, { selector: 'h2' });
  const dialog = heading.closest<HTMLElement>('[role=dialog],[role=alertdialog]') as HTMLElement;
  if (text) expect(within(dialog).getByText(text)).toBeInTheDocument();
  return within(dialog).getByText('退出', { selector: 'button' });
}

const sent = (calls: ReturnType<typeof setup>['calls'], op: string) => calls.filter((c) => c.operationId === op);

describe('个人设置 (site console)', { timeout: 30_000 }, () => {
  it('uploads an avatar through the upload area and saves it with the name', async () => {
    const { calls, user } = setup();
    await waitFor(() => expect(screen.getByLabelText(/^昵称/)).toHaveValue('站务小李'));
    await user.upload(screen.getByLabelText('选择头像文件'), new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: '头像' })).toHaveAttribute('src', '/files/1/avatar.webp');
    expect(sent(calls, 'uploadImage')).toHaveLength(1);
    await user.click(screen.getAllByRole('button', { name: '保存' })[0]);
    await waitFor(() => expect(sent(calls, 'updateConsoleProfile')).toHaveLength(1));
    expect(sent(calls, 'updateConsoleProfile')[0].body).toEqual({ userName: '站务小李', avatar: '/files/1/avatar.webp' });
  });

  it('lists the devices, ends one and then the others after asking', async () => {
    const { calls, user } = setup();
    const table = await screen.findByRole('table', { name: '登录设备' });
    expect(await within(table).findByText('Chrome · Windows')).toBeInTheDocument();
    expect(within(table).getByText('当前设备')).toBeInTheDocument();
    expect(within(table).getByText('前台')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '退出 Safari · iOS（198.51.100.7）' }));
    await user.click(await confirmButton('退出这台设备'));
    await waitFor(() => expect(sent(calls, 'revokeConsoleSession')).toHaveLength(1));
    expect(new URL(sent(calls, 'revokeConsoleSession')[0].request.url).searchParams.get('id')).toBe('40');
    await user.click(screen.getByRole('button', { name: '退出其他设备' }));
    await user.click(await confirmButton('退出其他设备', '除当前设备外的 1 台设备将立即退出登录。'));
    await waitFor(() => expect(sent(calls, 'revokeOtherConsoleSessions')).toHaveLength(1));
  });

  it('saves the notices and badges switched off', async () => {
    const { calls, user } = setup();
    const form = await screen.findByRole('form', { name: '通知偏好' });
    await waitFor(() => expect(within(form).getByRole('checkbox', { name: '新积分流水' })).not.toBeChecked());
    expect(within(form).getByRole('checkbox', { name: '短信额度预警' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: '短信额度预警' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent(calls, 'updateConsoleNotificationPreference')).toHaveLength(1));
    expect(sent(calls, 'updateConsoleNotificationPreference')[0].body).toEqual({
      mutedNotices: ['smsQuotaWarning'],
      hiddenBadges: ['pointRecord'],
    });
  });
});
