import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleConfig } from '#kit/app/config';
import { standardRoutes } from '#kit/routes/standardRoutes';
import { indexBase, memoryCookies, ok, scriptedFetch, siteSetting, siteUserInfo, testConfig } from '#kit/test/fixtures';
import { renderConsole } from '#kit/test/render';

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
      meta: { title: '积分商城', feature: 'mall' },
      children: [{ path: 'manageGift', name: 'ManageGift', component: page('礼品管理内容'), meta: { title: '礼品管理' } }],
    },
    {
      path: '/workOrder',
      meta: { title: '工单', feature: 'workOrder' },
      children: [{ path: 'list', name: 'WorkOrderList', component: page('工单列表内容'), meta: { title: '工单列表' } }],
    },
  ],
});

function start(path: string, mallFunctionStatus: 0 | 1) {
  const { fetch } = scriptedFetch({
    getTokenUser: ok(siteUserInfo),
    getPermissionList: ok(['admin']),
    getIndexBase: ok(indexBase),
    getSiteSetting: ok({ ...siteSetting, mallFunctionStatus }),
    getConsoleMessageCount: ok([]),
  });
  return renderConsole({
    config,
    path,
    storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies: memoryCookies({ 'user-Token': 'tok' }) },
  });
}

describe('site console areas behind their switches (§2.3) and the guard’s 404/401 rules', { timeout: 30_000 }, () => {
  it('shows the mall only while mallFunctionStatus is 1', async () => {
    start('/index', 1);
    await screen.findByText('首页内容');
    const menu = within(screen.getByRole('navigation', { name: '主菜单' }));
    expect(menu.getByText('礼品管理')).toBeInTheDocument();
    expect(menu.getByText('工单列表')).toBeInTheDocument();
  });

  it('hides a switched-off area, and opening its page ends at /401 (a known page), not /404', async () => {
    const { router } = start('/mall/manageGift', 0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
    expect(await screen.findByText('没有访问权限')).toBeInTheDocument();
  });

  it('sends unknown paths to /404', async () => {
    const { router } = start('/nowhere/at/all', 1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
  });

  it('sends / to the first page the roles may open', async () => {
    const { router } = start('/', 1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });
});
