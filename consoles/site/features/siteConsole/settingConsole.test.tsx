import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleConfig } from '#kit/app/config';
import { documentCookies } from '#kit/session/cookies';
import { indexBase, memoryCookies, ok, scriptedFetch, siteSetting, siteUserInfo } from '#kit/test/fixtures';
import { renderConsole } from '#kit/test/render';
import type { Schema } from '#sdk';
import { siteConfig } from '../../config';
import { findDialog } from '../../testSession';

// The site console as it is, plus one work-order entry so the switch has a menu entry to hide.
const config: ConsoleConfig = {
  ...siteConfig,
  routes: [
    ...siteConfig.routes,
    {
      path: '/workOrder',
      meta: { title: '工单', feature: 'workOrder' },
      children: [{ path: 'list', name: 'WorkOrderList', component: () => <p>工单列表内容</p>, meta: { title: '工单列表' } }],
    },
  ],
};

function start(path: string, replies: Parameters<typeof scriptedFetch>[0] = {}) {
  const { fetch, calls } = scriptedFetch({
    getTokenUser: ok(siteUserInfo),
    getPermissionList: ok(['admin']),
    getIndexBase: ok(indexBase),
    getSiteSetting: ok(siteSetting),
    getConsoleMessageCount: ok([]),
    getWatermarkTypeList: ok([
      { value: 0, label: '不添加水印' },
      { value: 1, label: '文字水印' },
    ]),
    ...replies,
  });
  const view = renderConsole({
    config,
    path,
    storeOptions: { client: { baseUrl: 'http://console.test', fetch }, cookies: memoryCookies({ 'user-Token': 'tok' }) },
  });
  const sent = (id: string) => calls.filter((c) => c.operationId === id);
  return { ...view, sent, user: userEvent.setup() };
}

const menu = () => within(screen.getByRole('navigation', { name: '主菜单' }));

afterEach(() => {
  documentCookies().remove('sidebarStatus');
  localStorage.clear();
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('功能设置', { timeout: 30_000 }, () => {
  it('saves only the switches changed, and the work-order menu follows without a reload', async () => {
    const saved = { ...siteSetting, workOrderFunctionStatus: 0 as const, registerStatus: 0 as const };
    // The server keeps what was saved: reading the setting again (the save invalidates it) gives the new one.
    let stored: Schema<'SiteSetting'> = siteSetting;
    const { user, sent } = start('/setting/settingFun', {
      getSiteSetting: () => ok(stored),
      updateSiteSetting: () => {
        stored = saved;
        return ok(saved, '设置已保存');
      },
    });
    // The file's first page: its lazy chunk took over 5 s to load beside the other tiers (a CI run on a loaded machine).
    const form = await screen.findByRole('form', { name: '功能设置' }, { timeout: 20_000 });
    expect(menu().getByText('工单列表')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect((await screen.findAllByText('没有需要保存的修改')).length).toBeGreaterThan(0);
    expect(sent('updateSiteSetting')).toHaveLength(0);

    await user.click(within(form).getByRole('switch', { name: '工单' }));
    await user.click(within(form).getByRole('switch', { name: '开放注册' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('updateSiteSetting')).toHaveLength(1));
    expect(sent('updateSiteSetting')[0].body).toEqual({ workOrderFunctionStatus: 0, registerStatus: 0 });
    await waitFor(() => expect(menu().queryByText('工单列表')).not.toBeInTheDocument());
    expect(within(form).getByRole('switch', { name: '工单' })).not.toBeChecked();
  });

  it('says when the licence keeps questions from taking effect', async () => {
    start('/setting/settingFun', { getIndexBase: ok({ ...indexBase, licenseType: 1 }) });
    expect(await screen.findByText('问答需专业版及以上授权，当前授权下开启后暂不生效。')).toBeInTheDocument();
    expect(screen.getByText('积分商城需旗舰版授权，并在站点设置中开启礼品兑换。')).toBeInTheDocument();
  });
});

describe('清除缓存: a menu action, not a page', { timeout: 30_000 }, () => {
  it('asks first; cancelling says so, confirming shows the server’s description', async () => {
    const { user, sent, router } = start('/index', { clearSiteCache: ok({ removed: 6 }, '本站缓存已清除，共 6 项') });
    await screen.findByRole('navigation', { name: '主菜单' });
    await user.click(await menu().findByRole('button', { name: /^设置/ }));
    await user.click(menu().getByRole('button', { name: '清除缓存' }));
    const ask = await findDialog('清除缓存');
    expect(ask).toHaveTextContent('此操作不可撤销');
    await user.click(within(ask).getByRole('button', { name: '取消', hidden: true }));
    expect((await screen.findAllByText('已取消清除缓存')).length).toBeGreaterThan(0);
    expect(sent('clearSiteCache')).toHaveLength(0);

    await user.click(menu().getByRole('button', { name: '清除缓存' }));
    await user.click(within(await findDialog('清除缓存')).getByRole('button', { name: '清除', hidden: true }));
    await waitFor(() => expect(sent('clearSiteCache')).toHaveLength(1));
    expect((await screen.findAllByText('本站缓存已清除，共 6 项')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/index');
  });
});

describe('站点设置', { timeout: 30_000 }, () => {
  it('checks addresses, sends only what changed, and the favicon and title follow', async () => {
    const saved = {
      ...siteSetting,
      siteName: '青禾书房',
      siteBasicSetting: { ...siteSetting.siteBasicSetting, faviconUrl: 'https://cdn.example.cn/qh.ico', watermarkType: 0 },
    };
    let stored: Schema<'SiteSetting'> = siteSetting;
    const { user, sent } = start('/setting/siteSetting', {
      getSiteSetting: () => ok(stored),
      updateSiteSetting: () => {
        stored = saved;
        return ok(saved, '设置已保存');
      },
    });
    const form = await screen.findByRole('form', { name: '基本设置' });
    expect(within(form).getByLabelText(/^站点名称/)).toHaveValue('青禾读书会');
    await user.clear(within(form).getByLabelText(/^站点名称/));
    await user.type(within(form).getByLabelText(/^站点名称/), '青');
    await user.type(within(form).getByLabelText('站点图标地址'), 'ftp://cdn.example.cn/qh.ico');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('站点名称至少 2 个字')).toBeInTheDocument();
    expect(within(form).getByText('地址应以 http://、https:// 或 / 开头')).toBeInTheDocument();
    expect(sent('updateSiteSetting')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^站点名称/), '禾书房');
    await user.clear(within(form).getByLabelText('站点图标地址'));
    await user.type(within(form).getByLabelText('站点图标地址'), 'https://cdn.example.cn/qh.ico');
    await user.click(within(form).getByRole('combobox', { name: '图片水印' }));
    await user.click(await screen.findByRole('option', { name: '不添加水印' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('updateSiteSetting')).toHaveLength(1));
    expect(sent('updateSiteSetting')[0].body).toEqual({
      siteName: '青禾书房',
      siteBasicSetting: { faviconUrl: 'https://cdn.example.cn/qh.ico', watermarkType: 0 },
    });
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="shortcut icon"]')?.getAttribute('href')).toBe('https://cdn.example.cn/qh.ico'),
    );
    await waitFor(() => expect(document.title).toBe('站点设置 - 青禾书房'));
  });

  it('edits the service agreement with a sandboxed preview, and shows what the server kept', async () => {
    const agreement = { title: '青禾读书会用户服务协议', content: '<p>欢迎加入。</p>', updatedAt: '2026-09-01T09:00:00+08:00' };
    const kept = { ...agreement, content: '<p>欢迎加入。</p><p>第二条</p>' };
    let stored = agreement;
    const { user, sent } = start('/setting/siteSetting', {
      getSiteServiceAgreement: () => ok(stored),
      updateSiteServiceAgreement: () => {
        stored = kept;
        return ok(kept, '服务协议已保存');
      },
    });
    await user.click(await screen.findByRole('tab', { name: '服务协议' }));
    const form = await screen.findByRole('form', { name: '服务协议' });
    const content = await within(form).findByLabelText(/^协议内容/);
    await waitFor(() => expect(content).toHaveValue('<p>欢迎加入。</p>'));
    const preview = within(form).getByTitle('服务协议预览');
    expect(preview).toHaveAttribute('sandbox', '');
    await user.clear(content);
    await user.click(content);
    await user.paste('<p>欢迎加入。</p><p onclick="steal()">第二条</p>');
    expect(preview.getAttribute('srcdoc')).toContain('<p onclick="steal()">第二条</p>');
    await user.click(within(form).getByRole('button', { name: '保存协议' }));
    await waitFor(() => expect(sent('updateSiteServiceAgreement')).toHaveLength(1));
    expect(sent('updateSiteServiceAgreement')[0].body).toEqual({
      title: '青禾读书会用户服务协议',
      content: '<p>欢迎加入。</p><p onclick="steal()">第二条</p>',
    });
    expect(await within(form).findByText(/已按安全规则净化协议内容/)).toBeInTheDocument();
    await waitFor(() => expect(content).toHaveValue('<p>欢迎加入。</p><p>第二条</p>'));
  });
});
