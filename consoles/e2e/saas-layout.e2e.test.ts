// The SaaS console's frame around the pages: visited-page tabs, breadcrumb, the sidebar (collapsed, remembered,
// a drawer on a phone), the account's own pages (password, profile with the city picker) and logging out.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast, launch, openPage, saasUrl, shoot } from './browser';
import { loginSaas, openUserMenu } from './helpers';
import { registerAccount, shootSettled } from './saas-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const tabs = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tabTitles = async (page: Page) => (await tabs(page).locator('[data-tab]').allInnerTexts()).map((t) => t.split('\n')[0].trim());
const tab = (page: Page, title: string) => tabs(page).locator('[data-tab]', { hasText: title });
const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const sidebar = (page: Page) => page.getByRole('complementary', { name: '侧边栏' });
/** A field's validation message, the whole text (密码不能少于6位 is also the end of 新密码不能少于6位). */
const fieldError = (page: Page, text: string) => page.locator('.fui-Field__validationMessage', { hasText: new RegExp(`^${text}$`) });

/** 退出登录 from the user menu; it reloads the page (§4), so wait for the fresh login form. */
async function logOut(page: Page, userName: string) {
  await openUserMenu(page, userName);
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.waitForURL(/\/login/);
  await page.waitForLoadState('load');
  await page.getByLabel('手机号或邮箱').waitFor();
}

async function open(page: Page, path: string, title: string) {
  await page.goto(saasUrl(path));
  await expect.poll(() => page.title()).toContain(title);
}

async function openFromMenu(page: Page, title: string) {
  const closed = menu(page).locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  await menu(page)
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .click();
  await expect.poll(() => page.title()).toContain(title);
}

describe('visited-page tabs and breadcrumb', () => {
  it('opens pages as tabs, closes one, the others, all (the pinned one stays), and refreshes a page', async () => {
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13800000000');
    await openFromMenu(page, '账号管理');
    await openFromMenu(page, '站点用户');
    await openFromMenu(page, '管理员设置');
    await openFromMenu(page, '缓存管理');
    expect(await tabTitles(page)).toEqual(expect.arrayContaining(['站点列表', '账号管理', '站点用户', '管理员设置', '缓存管理']));
    expect(await tab(page, '站点列表').getByRole('button', { name: /^关闭/ }).count()).toBe(0);

    await tab(page, '站点用户').getByRole('button', { name: '关闭 站点用户' }).click();
    await expect.poll(() => tabTitles(page)).not.toContain('站点用户');

    // The breadcrumb shows where the page sits.
    await tab(page, '管理员设置').getByRole('link').click();
    await expect.poll(() => page.getByRole('navigation', { name: '面包屑' }).innerText()).toMatch(/首页[\s\S]*用户管理[\s\S]*管理员设置/);
    await shoot(page, 'saas-tabs-breadcrumb');

    await tab(page, '管理员设置').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect.poll(() => tabTitles(page)).not.toContain('账号管理');
    const left = await tabTitles(page);
    expect(left).toContain('管理员设置');
    expect(left).toContain('站点列表');
    expect(left).not.toContain('缓存管理');

    await tabs(page).getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '关闭所有' }).click();
    await expect.poll(() => tabTitles(page)).not.toContain('管理员设置');
    expect(await tabTitles(page)).toContain('站点列表');

    // Kept alive between tabs; refreshed, it starts again.
    await openFromMenu(page, '站点用户');
    await page.getByRole('textbox', { name: '关键词' }).fill('未提交的关键词');
    await openFromMenu(page, '站点列表');
    await tab(page, '站点用户').getByRole('link').click();
    await expect.poll(() => page.getByRole('textbox', { name: '关键词' }).inputValue()).toBe('未提交的关键词');
    await tabs(page).getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '刷新当前' }).click();
    await expect.poll(() => page.url()).toMatch(/\/account\/manageSiteAccount$/);
    await expect.poll(() => page.getByRole('textbox', { name: '关键词' }).inputValue()).toBe('');
    await context.close();
  });
});

describe('the sidebar', () => {
  it('stays collapsed after a reload (cookie)', async () => {
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13800000000');
    await open(page, '/site/siteList', '站点列表');
    await expect.poll(() => sidebar(page).getAttribute('data-state')).toBe('open');
    await page.getByRole('button', { name: '收起侧边栏' }).click();
    await expect.poll(() => sidebar(page).getAttribute('data-state')).toBe('collapsed');
    await page.reload();
    await page.getByRole('table', { name: '站点列表' }).waitFor();
    await expect.poll(() => sidebar(page).getAttribute('data-state')).toBe('collapsed');
    expect((await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
    await shoot(page, 'saas-sidebar-collapsed');
    await context.close();
  });

  it('is a drawer on a 375 px phone that closes after navigating', async () => {
    const { context, page } = await openPage(browser, { width: 375, height: 812 });
    await loginSaas(page, '13800000002');
    await open(page, '/site/siteList', '站点列表');
    await page.getByRole('table', { name: '站点列表' }).locator('tbody tr').first().waitFor();
    await expect.poll(() => sidebar(page).getAttribute('data-state')).toBe('closed');
    await shoot(page, 'saas-site-list-375');
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await expect.poll(() => sidebar(page).getAttribute('data-state')).toBe('open');
    await shootSettled(page, 'saas-sidebar-drawer-375');
    await menu(page)
      .getByRole('link', { name: /^订单列表/ })
      .click();
    await expect.poll(() => page.title()).toContain('订单列表');
    await expect.poll(() => sidebar(page).getAttribute('data-state')).toBe('closed');
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await menu(page)
      .getByRole('link', { name: /^站点列表/ })
      .click();
    await expect.poll(() => sidebar(page).getAttribute('data-state')).toBe('closed');
    await page.getByRole('button', { name: '创建站点' }).click();
    await page.getByRole('dialog', { name: '创建站点' }).waitFor();
    await shootSettled(page, 'saas-site-create-375');
    await context.close();
  });
});

describe('the account’s own pages', () => {
  it('checks the password lengths, then changes the password of a fresh account', async () => {
    const account = await registerAccount('端到端改密');
    const { context, page } = await openPage(browser);
    await loginSaas(page, account.mobile, account.password);
    await open(page, '/password', '修改密码');
    await page.getByRole('button', { name: '确认修改' }).click();
    await fieldError(page, '密码不能少于6位').waitFor();
    await fieldError(page, '新密码不能少于6位').waitFor();
    await page.getByLabel(/^原密码/).fill('12345');
    await page.getByLabel(/^新密码/).fill('abcde');
    await page.getByRole('button', { name: '确认修改' }).click();
    await fieldError(page, '新密码不能少于6位').waitFor();
    await shoot(page, 'saas-change-password-errors');
    await page.getByLabel(/^原密码/).fill(account.password);
    await page.getByLabel(/^新密码/).fill('newpass2026');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expectToast(page, /成功|已修改/);
    await logOut(page, '端到端改密');
    await loginSaas(page, account.mobile, 'newpass2026');
    await expect.poll(() => page.getByRole('button', { name: '端到端改密' }).count()).toBe(1);
    await context.close();
  });

  it('saves the region picked province → city → district, kept after a reload', async () => {
    const account = await registerAccount('端到端资料');
    const { context, page } = await openPage(browser);
    await loginSaas(page, account.mobile, account.password);
    await open(page, '/profile', '个人资料');
    await page.getByRole('radio', { name: '女' }).check();
    await page.getByRole('combobox', { name: '请选择城市' }).click();
    const picker = page.getByLabel('选择城市');
    await picker.getByRole('button', { name: '浙江省' }).click();
    await picker.getByRole('button', { name: '杭州市' }).click();
    await picker.getByRole('button', { name: '西湖区' }).click();
    // The box shows the chosen region once it loses focus (while focused it holds the filter text).
    await page.getByLabel('公司').fill('端到端测试公司');
    await expect.poll(() => page.getByRole('combobox', { name: '请选择城市' }).inputValue()).toBe('浙江省-杭州市-西湖区');
    await shoot(page, 'saas-profile');
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, /保存|成功/);
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: '请选择城市' }).inputValue()).toBe('浙江省-杭州市-西湖区');
    expect(await page.getByLabel('公司').inputValue()).toBe('端到端测试公司');
    expect(await page.getByRole('radio', { name: '女' }).isChecked()).toBe(true);
    await context.close();
  });

  it('logs out to the login page, after which a protected page asks to log in again', async () => {
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13800000002');
    await open(page, '/site/siteList', '站点列表');
    await logOut(page, '陈思远');
    expect((await context.cookies()).find((c) => c.name === 'saas-Token')).toBeUndefined();
    // Only until the page is committed: the app sends it on to the login page, possibly before its load event.
    await page.goto(saasUrl('/site/siteList'), { waitUntil: 'commit' });
    await page.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe('/site/siteList');
    await context.close();
  });
});
