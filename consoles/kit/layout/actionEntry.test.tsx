import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleConfig } from '#kit/app/config';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { standardRoutes } from '#kit/routes/standardRoutes';
import type { RouteActionProps } from '#kit/routes/types';
import { documentCookies } from '#kit/session/cookies';
import { findDialog } from '#kit/test/dialogs';
import { accountInfo, memoryCookies, ok, scriptedFetch, testConfig } from '#kit/test/fixtures';
import { renderConsole } from '#kit/test/render';

let ran = 0;
function CountAction({ onClose }: RouteActionProps) {
  return (
    <ConfirmDialog
      open
      title="执行操作"
      onConfirm={() => {
        ran += 1;
        onClose();
      }}
      onCancel={onClose}
    >
      确定执行吗？
    </ConfirmDialog>
  );
}

const config: ConsoleConfig = testConfig({
  routes: [
    { path: '/login', public: true, bare: true, component: () => <p>登录页</p>, meta: { title: '登录' } },
    ...standardRoutes(),
    { path: '/index', name: 'Home', component: () => <p>首页内容</p>, meta: { title: '首页' } },
    {
      path: '/setting',
      meta: { title: '设置' },
      children: [
        { path: 'page', name: 'SettingPage', component: () => <p>设置页内容</p>, meta: { title: '设置页' } },
        { path: 'run', action: CountAction, meta: { title: '执行操作' } },
      ],
    },
  ],
});

function start() {
  const { fetch } = scriptedFetch({
    getTokenAccount: ok(accountInfo),
    getPermissionList: ok(['Site']),
    getSaasMessageCount: ok([]),
  });
  const view = renderConsole({
    config,
    path: '/index',
    storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies: memoryCookies({ 'saas-Token': 'tok' }) },
  });
  return { ...view, user: userEvent.setup() };
}

afterEach(() => {
  documentCookies().remove('sidebarStatus');
  ran = 0;
});

describe('menu action entries (§2.2 /setting/manageClear)', { timeout: 30_000 }, () => {
  it('runs the action in place instead of navigating, and closes it when it is done', async () => {
    const { user, router } = start();
    await screen.findByText('首页内容');
    const menu = within(screen.getByRole('navigation', { name: '主菜单' }));
    await user.click(menu.getByRole('button', { name: /设置/ }));
    await user.click(menu.getByRole('button', { name: '执行操作' }));
    const dialog = await findDialog('执行操作');
    expect(router.state.location.pathname).toBe('/index');
    await user.click(within(dialog).getByRole('button', { name: '确定', hidden: true }));
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    expect(ran).toBe(1);

    await user.click(menu.getByRole('button', { name: '执行操作' }));
    await user.click(within(await findDialog('执行操作')).getByRole('button', { name: '取消', hidden: true }));
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    expect(ran).toBe(1);
    expect(router.state.location.pathname).toBe('/index');
    expect(menu.getByRole('link', { name: '设置页' })).toBeInTheDocument();
  });
});
