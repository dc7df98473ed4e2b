import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleConfig } from '#kit/app/config';
import { standardRoutes } from '#kit/routes/standardRoutes';
import { indexBase, memoryCookies, ok, scriptedFetch, siteSetting, siteUserInfo, testConfig } from '#kit/test/fixtures';
import { renderConsole } from '#kit/test/render';
import { documentCookies } from './cookies';
import { applySiteSetting } from './thunks';

const page = (text: string) => () => <p>{text}</p>;

const config: ConsoleConfig = testConfig({
  tokenCookie: { name: 'user-Token', days: 30 },
  accountOperation: 'getTokenUser',
  logoutOperation: 'consoleLogout',
  siteConsole: true,
  siteNameKey: 'siteName',
  messages: { count: 'getConsoleMessageCount', read: 'readConsoleMessage' },
  routes: [
    { path: '/login', public: true, bare: true, component: page('登录页'), meta: { title: '登录' } },
    ...standardRoutes(),
    { path: '/index', name: 'Home', component: page('首页内容'), meta: { title: '首页' } },
    {
      path: '/mall',
      meta: { title: '积分商城', roles: ['Mall'], feature: 'mall' },
      children: [{ path: 'manageGift', name: 'ManageGift', component: page('礼品'), meta: { title: '礼品管理' } }],
    },
    {
      path: '/workOrder',
      meta: { title: '工单', roles: ['WorkOrder'], feature: 'workOrder' },
      children: [{ path: 'list', name: 'WorkOrderList', component: page('工单'), meta: { title: '工单列表' } }],
    },
  ],
});

function start() {
  const { fetch } = scriptedFetch({
    getTokenUser: ok({ ...siteUserInfo, userType: 0, roles: ['Mall', 'WorkOrder'] }),
    getPermissionList: ok(['Mall', 'WorkOrder']),
    getIndexBase: ok({ ...indexBase, licenseType: 3 }),
    getSiteSetting: ok(siteSetting),
    getConsoleMessageCount: ok([]),
  });
  return renderConsole({
    config,
    path: '/index',
    storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies: memoryCookies({ 'user-Token': 'tok' }) },
  });
}

afterEach(() => {
  documentCookies().remove('sidebarStatus');
  localStorage.clear();
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('a saved site setting applies without a reload', { timeout: 30_000 }, () => {
  it('hides switched-off areas, drops Mall with the gift flag, renames titles and swaps the favicon', async () => {
    const { store } = start();
    await screen.findByText('首页内容');
    const menu = within(screen.getByRole('navigation', { name: '主菜单' }));
    expect(menu.getByText('工单列表')).toBeInTheDocument();
    expect(menu.getByText('礼品管理')).toBeInTheDocument();
    expect(store.getState().session.roles).toContain('Mall');
    await waitFor(() => expect(document.title).toBe('首页 - 青禾读书会'));

    act(() => {
      store.dispatch(applySiteSetting({ ...siteSetting, siteName: '青禾书房', workOrderFunctionStatus: 0 }));
    });
    await waitFor(() => expect(menu.queryByText('工单列表')).not.toBeInTheDocument());
    expect(menu.getByText('礼品管理')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('首页 - 青禾书房'));
    expect(localStorage.getItem('siteName')).toBe('青禾书房');
    expect(document.head.querySelector('link[rel="shortcut icon"]')?.getAttribute('href')).toBe('/favicon.ico');

    act(() => {
      store.dispatch(
        applySiteSetting({
          ...siteSetting,
          workOrderFunctionStatus: 1,
          siteBasicSetting: { ...siteSetting.siteBasicSetting, giftStatus: 0, faviconUrl: 'https://cdn.example.cn/qh.ico' },
        }),
      );
    });
    await waitFor(() => expect(menu.queryByText('礼品管理')).not.toBeInTheDocument());
    expect(menu.getByText('工单列表')).toBeInTheDocument();
    expect(store.getState().session.roles).not.toContain('Mall');
    expect(store.getState().session.baseRoles).toContain('Mall');
    expect(document.head.querySelector('link[rel="shortcut icon"]')?.getAttribute('href')).toBe('https://cdn.example.cn/qh.ico');
  });
});
