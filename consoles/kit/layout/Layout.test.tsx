import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleConfig } from '#kit/app/config';
import { standardRoutes } from '#kit/routes/standardRoutes';
import type { CookieJar } from '#kit/session/cookies';
import { documentCookies } from '#kit/session/cookies';
import { accountInfo, memoryCookies, ok, scriptedFetch, testConfig } from '#kit/test/fixtures';
import { renderConsole } from '#kit/test/render';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {`${label} 点击 ${count}`}
    </button>
  );
}

const config: ConsoleConfig = testConfig({
  userMenu: () => [{ key: 'logout', label: '退出登录', logout: true }],
  routes: [
    { path: '/login', public: true, bare: true, component: () => <p>登录页</p>, meta: { title: '登录' } },
    ...standardRoutes(),
    { path: '/index', name: 'Home', component: () => <Counter label="首页" />, meta: { title: '首页' } },
    {
      path: '/site',
      redirect: '/site/siteList',
      meta: { title: '站点' },
      children: [
        {
          path: 'siteList',
          name: 'SiteList',
          component: () => <Counter label="站点列表" />,
          meta: { title: '站点列表', affix: true, messageType: 'site' },
        },
      ],
    },
    {
      path: '/account',
      meta: { title: '用户' },
      children: [
        { path: 'a', name: 'PageA', component: () => <Counter label="甲" />, meta: { title: '页面甲' } },
        { path: 'b', name: 'PageB', component: () => <Counter label="乙" />, meta: { title: '页面乙', noCache: true } },
      ],
    },
  ],
});

function replies() {
  return scriptedFetch({
    getTokenAccount: ok(accountInfo),
    getPermissionList: ok(['Site']),
    getSaasMessageCount: ok([{ type: 'site', count: 4 }]),
    readSaasMessage: ok(undefined, '操作成功'),
  });
}

function start(path: string, cookies: CookieJar = memoryCookies({ 'saas-Token': 'tok' })) {
  const { fetch, calls } = replies();
  const view = renderConsole({ config, path, storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies } });
  return { ...view, calls, user: userEvent.setup() };
}

const tabs = () => within(screen.getByRole('navigation', { name: '已打开的页面' }));
const tabTitles = () =>
  tabs()
    .getAllByRole('link')
    .map((a) => a.textContent);
const menu = () => within(screen.getByRole('navigation', { name: '主菜单' }));

afterEach(() => {
  for (const name of ['saas-Token', 'sidebarStatus']) documentCookies().remove(name);
});

describe('layout, tabs and keep-alive', { timeout: 30_000 }, () => {
  it('loads the session, then shows menu, breadcrumb and tabs with the pinned one first', async () => {
    start('/account/a');
    expect(await screen.findByRole('button', { name: '甲 点击 0' })).toBeInTheDocument();
    expect(menu().getByRole('link', { name: /站点列表/ })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: '面包屑' }));
    expect(crumbs.getByText('首页')).toBeInTheDocument();
    expect(crumbs.getByText('用户')).toBeInTheDocument();
    expect(crumbs.getByText('页面甲')).toBeInTheDocument();
    await waitFor(() => expect(tabTitles()).toEqual(['站点列表', '页面甲']));
    expect(tabs().queryByRole('button', { name: '关闭 站点列表' })).not.toBeInTheDocument();
    expect(tabs().getByRole('button', { name: '关闭 页面甲' })).toBeInTheDocument();
  });

  it('shows message counts as badges, and opening the page clears its count', async () => {
    const { user, calls } = start('/index');
    await screen.findByRole('button', { name: '首页 点击 0' });
    expect(await menu().findByLabelText('4 条新消息')).toBeInTheDocument();
    await user.click(menu().getByRole('link', { name: /站点列表/ }));
    await waitFor(() => expect(calls.some((c) => c.operationId === 'readSaasMessage')).toBe(true));
    expect(calls.find((c) => c.operationId === 'readSaasMessage')?.body).toEqual({ type: 'site' });
    await waitFor(() => expect(menu().queryByLabelText('4 条新消息')).not.toBeInTheDocument());
  });

  it('keeps cached pages alive, remounts noCache pages and refreshed pages', async () => {
    const { user, router } = start('/account/a');
    await user.click(await screen.findByRole('button', { name: '甲 点击 0' }));
    await user.click(screen.getByRole('button', { name: '甲 点击 1' }));
    await user.click(menu().getByRole('link', { name: '页面乙' }));
    await user.click(await screen.findByRole('button', { name: '乙 点击 0' }));
    await user.click(tabs().getByRole('link', { name: '页面甲' }));
    expect(await screen.findByRole('button', { name: '甲 点击 2' })).toBeInTheDocument();
    await user.click(tabs().getByRole('link', { name: '页面乙' }));
    expect(await screen.findByRole('button', { name: '乙 点击 0' })).toBeInTheDocument();
    // Refresh through the tab's context menu: the kept-alive instance goes, the page mounts anew.
    await user.click(tabs().getByRole('link', { name: '页面甲' }));
    fireEvent.contextMenu(tabs().getByRole('link', { name: '页面甲' }));
    await user.click(await screen.findByRole('menuitem', { name: '刷新' }));
    expect(await screen.findByRole('button', { name: '甲 点击 0' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/a');
  });

  it('closes a tab (going to the last one), closes others and closes all, never the pinned tab', async () => {
    const { user, router } = start('/index');
    await screen.findByRole('button', { name: '首页 点击 0' });
    await user.click(menu().getByRole('button', { name: '用户' }));
    await user.click(menu().getByRole('link', { name: '页面甲' }));
    await user.click(menu().getByRole('link', { name: '页面乙' }));
    await waitFor(() => expect(tabTitles()).toEqual(['站点列表', '首页', '页面甲', '页面乙']));

    await user.click(tabs().getByRole('button', { name: '关闭 页面乙' }));
    await waitFor(() => expect(tabTitles()).toEqual(['站点列表', '首页', '页面甲']));
    expect(router.state.location.pathname).toBe('/account/a');

    fireEvent.contextMenu(tabs().getByRole('link', { name: '首页' }));
    await user.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(tabTitles()).toEqual(['站点列表', '首页']));
    expect(router.state.location.pathname).toBe('/index');

    fireEvent.contextMenu(tabs().getByRole('link', { name: '站点列表' }));
    expect(screen.queryByRole('menuitem', { name: '关闭' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: '关闭所有' }));
    await waitFor(() => expect(tabTitles()).toEqual(['站点列表']));
    expect(router.state.location.pathname).toBe('/site/siteList');
  });
});

describe('navbar', { timeout: 30_000 }, () => {
  it('warns when the browser cannot go fullscreen', async () => {
    const { user } = start('/index');
    await screen.findByRole('button', { name: '首页 点击 0' });
    // jsdom has no Fullscreen API, like browsers that do not support it.
    await user.click(screen.getByRole('button', { name: '全屏' }));
    expect((await screen.findAllByText('您的浏览器不支持全屏')).length).toBeGreaterThan(0);
  });

  it("offers the app's user menu items", async () => {
    const { user } = start('/index');
    await screen.findByRole('button', { name: '首页 点击 0' });
    await user.click(screen.getByRole('button', { name: /陈思远/ }));
    expect(await screen.findByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
  });

  it('shows the SaaS account’s avatar on the account menu, the icon without one', async () => {
    const url = '/files/accounts/3/2026/11/3f2a9c1e5b7d4a60819e2c3b4d5f6a7b.webp';
    const { fetch } = scriptedFetch({ getTokenAccount: ok({ ...accountInfo, avatarUrl: url }), getPermissionList: ok(['Site']) });
    renderConsole({
      config,
      path: '/index',
      storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies: memoryCookies({ 'saas-Token': 'tok' }) },
    });
    const button = await screen.findByRole('button', { name: /账号菜单：陈思远/ });
    await waitFor(() => expect(button.querySelector('img')).toHaveAttribute('src', url));
  });
});

describe('sidebar collapse and mobile mode', { timeout: 30_000 }, () => {
  it('remembers collapse in the sidebarStatus cookie', async () => {
    const cookies = documentCookies();
    cookies.set('saas-Token', 'tok');
    cookies.set('sidebarStatus', '0');
    const { user } = start('/index', cookies);
    await screen.findByRole('button', { name: '首页 点击 0' });
    const sidebar = screen.getByRole('complementary', { name: '侧边栏' });
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await user.click(screen.getByRole('button', { name: '展开侧边栏' }));
    expect(sidebar).toHaveAttribute('data-state', 'open');
    expect(document.cookie).toContain('sidebarStatus=1');
    await user.click(screen.getByRole('button', { name: '收起侧边栏' }));
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(document.cookie).toContain('sidebarStatus=0');
  });

  it('below 992 px closes the drawer, opens it on demand and closes it on navigation', async () => {
    const { user } = start('/index');
    await screen.findByRole('button', { name: '首页 点击 0' });
    act(() => {
      window.innerWidth = 375;
      window.dispatchEvent(new Event('resize'));
    });
    const sidebar = screen.getByRole('complementary', { name: '侧边栏', hidden: true });
    await waitFor(() => expect(sidebar).toHaveAttribute('data-state', 'closed'));
    await user.click(screen.getByRole('button', { name: '展开侧边栏' }));
    expect(sidebar).toHaveAttribute('data-state', 'open');
    await user.click(menu().getByRole('button', { name: '用户' }));
    await user.click(menu().getByRole('link', { name: '页面甲' }));
    await waitFor(() => expect(sidebar).toHaveAttribute('data-state', 'closed'));
    act(() => {
      window.innerWidth = 1024;
      window.dispatchEvent(new Event('resize'));
    });
  });
});
