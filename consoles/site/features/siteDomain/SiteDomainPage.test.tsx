import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookies } from '#kit/session/cookies';
import { indexBase, memoryCookies, ok, scriptedFetch, siteSetting, siteUserInfo } from '#kit/test/fixtures';
import { renderConsole } from '#kit/test/render';
import type { Schema } from '#sdk';
import { siteConfig } from '../../config';

const verified: Schema<'SiteDomain'> = {
  id: 4,
  siteId: 1,
  hostname: 'bbs.example.com',
  status: 'verified',
  method: 'dns',
  token: '3f9a1c0e5b7d4e2a9c8b6d1f0e3a5c7b',
  txtName: '_commune-verify.bbs.example.com',
  txtValue: 'commune-verify=3f9a1c0e5b7d4e2a9c8b6d1f0e3a5c7b',
  fileUrl: 'http://bbs.example.com/.well-known/commune-verify.txt',
  primary: true,
  checkedAt: '2026-11-24T02:05:00.000Z',
  error: null,
  verifiedAt: '2026-11-24T02:05:00.000Z',
  createdAt: '2026-11-24T02:00:00.000Z',
};

function start(permissions: string[], replies: Parameters<typeof scriptedFetch>[0] = {}, path = '/setting/manageDomain') {
  const { fetch, calls } = scriptedFetch({
    getTokenUser: ok(siteUserInfo),
    getPermissionList: ok(permissions),
    getIndexBase: ok(indexBase),
    getSiteSetting: ok(siteSetting),
    getConsoleMessageCount: ok([]),
    getConsoleSiteDomainList: ok([verified]),
    ...replies,
  });
  const view = renderConsole({
    config: siteConfig,
    path,
    storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies: memoryCookies({ 'user-Token': 'tok' }) },
  });
  return { ...view, sent: (id: string) => calls.filter((c) => c.operationId === id), user: userEvent.setup() };
}

afterEach(() => {
  documentCookies().remove('sidebarStatus');
  localStorage.clear();
});

describe('域名设置', { timeout: 60_000 }, () => {
  it('shows the owner the site’s domains under 设置 and deletes one after asking', async () => {
    const { user, sent } = start(['admin'], { deleteConsoleSiteDomain: ok(undefined, '域名已删除') });
    const list = await screen.findByRole('list', { name: '已绑定的域名' }, { timeout: 25_000 });
    expect(within(list).getByText('bbs.example.com')).toBeInTheDocument();
    expect(list).toHaveTextContent('已验证');
    expect(list).toHaveTextContent('主域名');
    // Verified: no record to create, nothing to check again.
    expect(list).not.toHaveTextContent('_commune-verify');
    expect(within(list).queryByText('验证', { selector: 'button' })).not.toBeInTheDocument();
    await user.click(within(list).getByText('删除', { selector: 'button' }));
    const dialog = (await screen.findByText('删除域名「bbs.example.com」', { selector: 'h2' })).closest('[role=alertdialog],[role=dialog]');
    await user.click(within(dialog as HTMLElement).getByText('删除', { selector: 'button' }));
    await waitFor(() => expect(sent('deleteConsoleSiteDomain')).toHaveLength(1));
    expect(sent('deleteConsoleSiteDomain')[0].body).toEqual({ id: 4 });
  });

  it('is not offered to an administrator who is not the owner', async () => {
    const { sent } = start(['SiteManage'], {}, '/setting/siteSetting');
    // The 设置 group is open to SiteManage: its other pages are listed, the owner's domain page is not.
    expect((await screen.findAllByText('功能设置', {}, { timeout: 25_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText('域名设置')).not.toBeInTheDocument();
    expect(sent('getConsoleSiteDomainList')).toHaveLength(0);
  });
});
