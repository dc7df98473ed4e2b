import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookies } from '#kit/session/cookies';
import { indexBase, memoryCookies, ok, scriptedFetch, siteSetting, siteUserInfo } from '#kit/test/fixtures';
import { renderConsole } from '#kit/test/render';
import { siteConfig } from '../../config';

const item = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  targetKind: 'home',
  targetId: null,
  targetName: '',
  url: '',
  icon: null,
  openInNewWindow: false,
  visibility: 'everyone',
  rankId: null,
  rankName: '',
  enabled: true,
  children: [],
  ...extra,
});

const top = [
  item('首页', { icon: 'home' }),
  item('读书交流', {
    targetKind: 'section',
    targetId: 4,
    targetName: '科幻小说',
    children: [item('帮助', { targetKind: 'external', url: 'https://example.com/help', openInNewWindow: true })],
  }),
  item('我的', { targetKind: 'me' }),
];

function start(replies: Parameters<typeof scriptedFetch>[0] = {}) {
  const { fetch, calls } = scriptedFetch({
    getTokenUser: ok(siteUserInfo),
    getPermissionList: ok(['admin']),
    getIndexBase: ok(indexBase),
    getSiteSetting: ok(siteSetting),
    getConsoleMessageCount: ok([]),
    getConsoleNotificationCount: ok({ unread: 0 }),
    getNavigationList: (request) => {
      const position = new URL(request.url).searchParams.get('position');
      return ok({ position, list: position === 'top' ? top : [] });
    },
    getNavigationTargetOptions: ok({
      sections: [
        { id: 4, name: '科幻小说' },
        { id: 7, name: '书评' },
      ],
      ranks: [{ id: 2, name: '书虫' }],
      posts: [],
    }),
    saveNavigation: ok({ position: 'top', list: [] }, '导航已保存'),
    ...replies,
  });
  const view = renderConsole({
    config: siteConfig,
    path: '/setting/manageNavigation',
    storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies: memoryCookies({ 'user-Token': 'tok' }) },
  });
  const sent = (id: string) => calls.filter((c) => c.operationId === id);
  return { ...view, sent, user: userEvent.setup() };
}

afterEach(() => {
  documentCookies().remove('sidebarStatus');
  localStorage.clear();
});

const rowNames = () =>
  within(screen.getByRole('table', { name: '导航项' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent?.replace('└', '').trim());

describe('导航设置', { timeout: 60_000 }, () => {
  it('lists the top navigation with its sub-menu, reorders it, adds a section item and saves the whole position', async () => {
    const { user, sent } = start();
    expect(await screen.findByRole('button', { name: '编辑“读书交流”' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(rowNames()).toEqual(['首页', '读书交流', '帮助', '我的']);
    expect(screen.getByText('版块：科幻小说')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上移“首页”' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '下移“首页”' }));
    expect(rowNames()).toEqual(['读书交流', '帮助', '首页', '我的']);
    await user.click(screen.getByRole('switch', { name: '启用“我的”' }));

    await user.click(screen.getByRole('button', { name: '新增导航项' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /名称/ }), '书评区');
    await user.selectOptions(dialog.getByRole('combobox', { name: /链接目标/ }), 'section');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('请选择版块')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('option', { name: '书评' })).toBeInTheDocument());
    await user.selectOptions(dialog.getByRole('combobox', { name: /^版块/ }), '7');
    await user.selectOptions(dialog.getByRole('combobox', { name: /可见范围/ }), 'rankAtLeast');
    await user.selectOptions(dialog.getByRole('combobox', { name: /最低等级/ }), '2');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Fluent takes aria-hidden off the page a moment after the dialog has gone: the table is named again then.
    await waitFor(() => expect(rowNames()).toEqual(['读书交流', '帮助', '首页', '我的', '书评区']));
    expect(within(screen.getByRole('list', { name: '预览' })).queryByText('我的')).toBeNull();

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('saveNavigation')).toHaveLength(1));
    const body = sent('saveNavigation')[0].body as { position: string; items: Record<string, unknown>[] };
    expect(body.position).toBe('top');
    expect(body.items.map((i) => i.name)).toEqual(['读书交流', '首页', '我的', '书评区']);
    expect(body.items[0]).toMatchObject({
      targetKind: 'section',
      targetId: 4,
      children: [{ name: '帮助', url: 'https://example.com/help' }],
    });
    expect(body.items[2]).toMatchObject({ enabled: false });
    expect(body.items[3]).toMatchObject({ targetKind: 'section', targetId: 7, visibility: 'rankAtLeast', rankId: 2 });
    expect(await screen.findByText('导航已保存', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('refuses an external link the member site would not open, and keeps sub-menus to the top position', async () => {
    const { user } = start();
    await user.click(await screen.findByRole('tab', { name: '手机底部标签栏' }, { timeout: 15_000 }));
    expect(await screen.findByText('这一栏还没有导航项。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新增导航项' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /名称/ }), '外链');
    await user.selectOptions(dialog.getByRole('combobox', { name: /链接目标/ }), 'external');
    await user.type(dialog.getByRole('textbox', { name: /链接地址/ }), 'javascript:alert(1)');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('链接地址应以 http://、https://、mailto: 或 tel: 开头')).toBeInTheDocument();
    await user.clear(dialog.getByRole('textbox', { name: /链接地址/ }));
    await user.type(dialog.getByRole('textbox', { name: /链接地址/ }), 'tel:4008001234');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rowNames()).toEqual(['外链']));
    expect(screen.queryByRole('button', { name: '给“外链”添加子菜单' })).toBeNull();
  });
});
