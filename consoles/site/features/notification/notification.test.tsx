import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookies } from '#kit/session/cookies';
import { indexBase, memoryCookies, ok, scriptedFetch, siteSetting, siteUserInfo } from '#kit/test/fixtures';
import { renderConsole } from '#kit/test/render';
import { findLoadedTable } from '#kit/test/tables';
import { siteConfig } from '../../config';

const warning = {
  id: 31,
  kind: 'smsQuotaWarning',
  title: '本月短信额度已用 80%',
  content: '本站本月已发送 400 条短信，额度 500 条。',
  link: '/statistic/manageSmsSentStatistic',
  read: false,
  createdAt: '2026-11-21T09:00:00.000Z',
};

function start(path: string, replies: Parameters<typeof scriptedFetch>[0] = {}) {
  const { fetch, calls } = scriptedFetch({
    getTokenUser: ok(siteUserInfo),
    getPermissionList: ok(['admin']),
    getIndexBase: ok(indexBase),
    getSiteSetting: ok(siteSetting),
    getConsoleMessageCount: ok([]),
    getConsoleNotificationCount: ok({ unread: 1 }),
    ...replies,
  });
  const view = renderConsole({
    config: siteConfig,
    path,
    storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies: memoryCookies({ 'user-Token': 'tok' }) },
  });
  const sent = (id: string) => calls.filter((c) => c.operationId === id);
  return { ...view, sent, user: userEvent.setup() };
}

afterEach(() => {
  documentCookies().remove('sidebarStatus');
  localStorage.clear();
});

describe('通知渠道', { timeout: 30_000 }, () => {
  it('shows each kind with its channels and saves the ticked ones', async () => {
    const { user, sent } = start('/setting/notificationChannel', {
      getNotificationChannelSetting: ok({ smsKinds: ['memberBanned'], wechatKinds: [] }),
      updateNotificationChannelSetting: ok({ smsKinds: ['memberBanned'], wechatKinds: ['reportResolved'] }, '通知渠道已保存'),
    });
    const banned = await screen.findByRole('checkbox', { name: '被封禁发短信' }, { timeout: 10_000 });
    expect(banned).toBeChecked();
    // Without SMTP on the server the page says the email channel is off.
    expect(screen.getByRole('status')).toHaveTextContent('邮件渠道未开启');
    await user.click(screen.getByRole('checkbox', { name: '举报已处理发微信订阅消息' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('updateNotificationChannelSetting')).toHaveLength(1));
    expect(sent('updateNotificationChannelSetting')[0].body).toEqual({
      smsKinds: ['memberBanned'],
      wechatKinds: ['reportResolved'],
      emailKinds: [],
    });
    expect(await screen.findByText('通知渠道已保存', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('我的通知', { timeout: 30_000 }, () => {
  it('opens from the bell with its unread count, and marks everything read', async () => {
    let unread = 1;
    const { user, sent } = start('/index', {
      getConsoleNotificationCount: () => ok({ unread }),
      getConsoleNotificationList: () => ok({ list: [{ ...warning, read: unread === 0 }], nextCursor: null }),
      readConsoleNotification: () => {
        unread = 0;
        return ok({ changed: 1, unread: 0 }, '已标为已读');
      },
    });
    const bell = await screen.findByRole('button', { name: '通知（1 条未读）' }, { timeout: 10_000 });
    await user.click(bell);
    const table = await findLoadedTable('我的通知', { timeout: 10_000 });
    // The table is drawn while its page is still on the way (aria-busy): its rows come after.
    expect(await within(table).findByText('本月短信额度已用 80%', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(table).getByText('未读')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(sent('readConsoleNotification')).toHaveLength(1));
    expect(sent('readConsoleNotification')[0].body).toEqual({});
    expect(await screen.findByText('没有未读的通知', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '通知' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
