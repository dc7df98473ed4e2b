// The SaaS console's areas by role: what the main manager, a limited manager, a user-area manager and an account
// holder see in the menu, that each page shows the seeded demo data, and the actions on those pages.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast, launch, openPage, saasUrl, shoot } from './browser';
import { loginSaas } from './helpers';
import { accountId, apiLogin, registerAccount, saasClient, shootSettled } from './saas-support';
import { fieldError, menuEntries, openFromMenu, row, tableRows, uncaught } from './site-console';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const MANAGER_AREAS = ['用户管理', '账号管理', '站点用户', '管理员设置', '系统设置', '缓存管理'];

describe('the main manager', () => {
  it('sees every area and each page shows real data', async () => {
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13800000000');
    const entries = await menuEntries(page);
    for (const title of ['站点列表', ...MANAGER_AREAS]) expect(entries).toContain(title);

    await openFromMenu(page, '站点列表');
    const sites = (await tableRows(page, '站点列表')).join('\n');
    for (const name of ['青禾读书会', '西湖跑团', '浙大学长说', '星火游戏部落']) expect(sites).toContain(name);
    expect(sites).toMatch(/专业版\s*已过期/);
    await expect.poll(() => page.getByRole('columnheader', { name: '站长' }).count()).toBe(1);
    await shoot(page, 'saas-site-list-main-manager');

    await openFromMenu(page, '账号管理');
    expect((await tableRows(page, '账号列表')).join('\n')).toContain('13800000002');
    await shoot(page, 'saas-manage-account');

    await openFromMenu(page, '站点用户');
    expect((await tableRows(page, '站点用户')).length).toBeGreaterThan(5);
    await shoot(page, 'saas-manage-site-account');

    await openFromMenu(page, '管理员设置');
    const managers = (await tableRows(page, '管理员列表')).join('\n');
    expect(managers).toContain('13800000001');
    expect(managers).toContain('主管理员（全部权限）');
    await shoot(page, 'saas-manager-setting');

    await openFromMenu(page, '缓存管理');
    await page.getByRole('button', { name: '清除缓存' }).waitFor();
    await shoot(page, 'saas-manage-control');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('filters the sites by owner, found by searching the accounts', async () => {
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13800000000');
    await page.goto(saasUrl('/site/siteList'));
    await tableRows(page, '站点列表');
    await page.getByRole('combobox', { name: '站长' }).click();
    await page.getByRole('combobox', { name: '站长' }).pressSequentially('赵小');
    await page.getByRole('option', { name: '赵小川（13900000005）' }).click();
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(async () => (await tableRows(page, '站点列表')).join('\n')).toContain('浙大学长说');
    expect((await tableRows(page, '站点列表')).join('\n')).not.toContain('青禾读书会');
    await shoot(page, 'saas-site-list-owner-filter');
    await page.getByRole('button', { name: '重置' }).click();
    await expect.poll(async () => (await tableRows(page, '站点列表')).join('\n')).toContain('青禾读书会');
    await context.close();
  });

  it('adds a manager, edits the permissions, removes them', async () => {
    const fresh = await registerAccount('端到端管理员');
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13800000000');
    await page.goto(saasUrl('/account/managerSetting'));
    await tableRows(page, '管理员列表');

    await page.getByRole('button', { name: '添加管理员' }).click();
    const dialog = page.getByRole('dialog', { name: '添加管理员' });
    await dialog.getByRole('button', { name: '添加' }).click();
    await fieldError(dialog, '请输入手机号').waitFor();
    await fieldError(dialog, '请至少选择一项权限').waitFor();
    await dialog.getByLabel(/^手机号/).fill(fresh.mobile);
    await dialog.getByRole('checkbox', { name: '站点管理' }).check();
    await dialog.getByRole('checkbox', { name: '订单管理' }).check();
    await shootSettled(page, 'saas-manager-add-dialog');
    await dialog.getByRole('button', { name: '添加' }).click();
    await expectToast(page, '管理员已添加');
    await expect.poll(() => row(page, '管理员列表', fresh.mobile).innerText()).toMatch(/站点管理[\s\S]*订单管理/);

    await row(page, '管理员列表', fresh.mobile).getByRole('button', { name: '编辑权限' }).click();
    const edit = page.getByRole('dialog', { name: /^编辑权限/ });
    await expect.poll(() => edit.getByRole('checkbox', { name: '站点管理' }).isChecked()).toBe(true);
    await edit.getByRole('checkbox', { name: '订单管理' }).uncheck();
    await edit.getByRole('checkbox', { name: '系统设置' }).check();
    await edit.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '权限已更新');
    await expect.poll(() => row(page, '管理员列表', fresh.mobile).innerText()).not.toContain('订单管理');

    await row(page, '管理员列表', fresh.mobile).getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除管理员' });
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => row(page, '管理员列表', fresh.mobile).count()).toBe(1);
    await row(page, '管理员列表', fresh.mobile).getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog', { name: '删除管理员' }).getByRole('button', { name: '删除' }).click();
    await expectToast(page, '管理员已删除');
    await expect.poll(() => row(page, '管理员列表', fresh.mobile).count()).toBe(0);
    await context.close();
  });

  it('hands the main role on; the menu and buttons follow the new roles (then it is handed back)', async () => {
    const main = await apiLogin('13800000000');
    const heir = await registerAccount('端到端继任者');
    await saasClient(main).createManager({ body: { accountMobile: heir.mobile, permissionList: ['Site'] } });
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13800000000');
    await page.goto(saasUrl('/account/managerSetting'));
    await tableRows(page, '管理员列表');
    // Only the main manager is offered the transfer.
    await row(page, '管理员列表', heir.mobile).getByRole('button', { name: '转让主管理员' }).click();
    const confirm = page.getByRole('alertdialog', { name: '转让主管理员' });
    await shootSettled(page, 'saas-manager-transfer-confirm');
    await confirm.getByRole('button', { name: '确认转让' }).click();
    await expectToast(page, '主管理员已转让');
    await expect.poll(() => page.getByRole('button', { name: '转让主管理员' }).count()).toBe(0);
    await expect.poll(() => row(page, '管理员列表', '13800000000').innerText()).toContain('不能修改自己的权限');
    // Every assignable permission is kept: every area stays in the menu.
    for (const title of MANAGER_AREAS) expect(await menuEntries(page)).toContain(title);

    await saasClient(heir.token).transferMainManager({ body: { id: await accountId(main, '13800000000') } });
    await saasClient(main).deleteManager({ query: { id: await accountId(main, heir.mobile) } });
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: '转让主管理员' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('clears the cache after a confirmation, and says so when cancelled', async () => {
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13800000000');
    await page.goto(saasUrl('/setting/manageControl'));
    await page.getByRole('button', { name: '清除缓存' }).click();
    const confirm = page.getByRole('alertdialog', { name: '清除缓存' });
    await expect.poll(() => confirm.innerText()).toContain('不可撤销');
    await shootSettled(page, 'saas-manage-control-confirm');
    await confirm.getByRole('button', { name: '取消' }).click();
    await expectToast(page, '已取消清除缓存');
    await page.getByRole('button', { name: '清除缓存' }).click();
    await page.getByRole('alertdialog', { name: '清除缓存' }).getByRole('button', { name: '清除' }).click();
    await expectToast(page, /缓存已清除，共 \d+ 项/);
    await expect.poll(() => page.getByRole('status').filter({ hasText: '缓存已清除' }).count()).toBe(1);
    await shoot(page, 'saas-manage-control-done');
    await context.close();
  });
});

describe('an account holder (13800000002)', () => {
  it('sees the sites area only, with their own sites and their licences', async () => {
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13800000002');
    const entries = await menuEntries(page);
    expect(entries).toContain('站点列表');
    for (const title of MANAGER_AREAS) expect(entries).not.toContain(title);
    await openFromMenu(page, '站点列表');
    const sites = (await tableRows(page, '站点列表')).join('\n');
    expect(sites).toContain('青禾读书会');
    expect(sites).toContain('西湖跑团');
    expect(sites).not.toContain('浙大学长说');
    expect(await page.getByRole('columnheader', { name: '站长' }).count()).toBe(0);
    expect(await row(page, '站点列表', '青禾读书会').getByRole('link', { name: '续费' }).getAttribute('href')).toMatch(
      /^\/order\/renewProduct\/\d+$/,
    );
    expect(await row(page, '站点列表', '西湖跑团').getByRole('link', { name: '升级' }).getAttribute('href')).toMatch(
      /^\/order\/buyProduct\/\d+$/,
    );
    expect(await row(page, '站点列表', '青禾读书会').getByRole('link', { name: '青禾读书会' }).getAttribute('target')).toBe('_blank');
    await shoot(page, 'saas-site-list-holder');

    await row(page, '站点列表', '青禾读书会').getByRole('button', { name: '站点用户' }).click();
    const drawer = page.getByRole('dialog', { name: /站点用户 · 青禾读书会/ });
    await expect.poll(async () => (await drawer.getByRole('table').locator('tbody tr').allInnerTexts()).join('\n')).toContain('站长');
    await shootSettled(page, 'saas-site-users-drawer');
    await drawer.getByRole('button', { name: '关闭' }).click();

    await row(page, '站点列表', '青禾读书会')
      .getByRole('button', { name: /^更多操作/ })
      .click();
    await page.getByRole('menuitem', { name: '匿名用户' }).click();
    const anonymous = page.getByRole('dialog', { name: /匿名用户 · 青禾读书会/ });
    await expect.poll(() => anonymous.innerText()).toMatch(/用户编号 \d+/);
    await shootSettled(page, 'saas-site-anonymous-user');
    await anonymous.getByRole('button', { name: '知道了' }).click();
    await context.close();
  });

  it('creates a site (bad input and a taken slug answered in Chinese), transfers one and deletes one', async () => {
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13800000002');
    await page.goto(saasUrl('/site/siteList'));
    await tableRows(page, '站点列表');
    const slug = `e2e${Date.now().toString(36)}`;

    await page.getByRole('button', { name: '创建站点' }).click();
    const dialog = page.getByRole('dialog', { name: '创建站点' });
    await dialog.getByRole('button', { name: '创建' }).click();
    for (const message of ['请输入站点名称', '请输入站点标识', '请选择站点分类']) await fieldError(dialog, message).waitFor();
    await dialog.getByLabel(/^站点名称/).fill('端到端书友会');
    await dialog.getByLabel(/^站点标识/).fill('9x');
    await fieldError(dialog, '站点标识为 3 到 32 位').waitFor();
    await dialog.getByLabel(/^站点标识/).fill('demo');
    await dialog.getByRole('combobox', { name: /^站点分类/ }).click();
    await page.getByRole('option', { name: '兴趣爱好' }).click();
    await dialog.getByRole('button', { name: '创建' }).click();
    await fieldError(dialog, '该站点标识已被使用').waitFor();
    await dialog.getByLabel(/^站点标识/).fill(slug);
    await expect.poll(() => dialog.innerText()).toContain(`站点地址：${slug}.localhost:`);
    await dialog.getByLabel('站点简介').fill('端到端测试创建的站点');
    await shootSettled(page, 'saas-site-create-dialog');
    await dialog.getByRole('button', { name: '创建' }).click();
    await expectToast(page, '站点已创建');
    await expect.poll(async () => (await tableRows(page, '站点列表')).join('\n')).toContain(slug);

    // Transfer it to a freshly registered account: it leaves this holder's list.
    const buyer = await registerAccount('端到端新站长');
    await row(page, '站点列表', slug)
      .getByRole('button', { name: /^更多操作/ })
      .click();
    await page.getByRole('menuitem', { name: '转让' }).click();
    const transfer = page.getByRole('dialog', { name: /^转让站点/ });
    await transfer.getByLabel(/^新站长手机号/).fill('123');
    await transfer.getByRole('button', { name: '确认转让' }).click();
    await fieldError(transfer, '请输入正确的手机号').waitFor();
    await transfer.getByLabel(/^新站长手机号/).fill(buyer.mobile);
    await shootSettled(page, 'saas-site-transfer-dialog');
    await transfer.getByRole('button', { name: '确认转让' }).click();
    await expectToast(page, '站点已转让');
    await expect.poll(() => row(page, '站点列表', slug).count()).toBe(0);
    const bought = await saasClient(buyer.token).getSiteList({ query: {} });
    expect(bought.list.map((s) => s.slug)).toEqual([slug]);

    // Delete a second one: the slug must be typed first.
    const second = `${slug}b`;
    await saasClient(await apiLogin('13800000002')).createSite({ body: { name: '端到端待删站点', slug: second, categoryId: 1 } });
    await page.reload();
    await row(page, '站点列表', second)
      .getByRole('button', { name: /^更多操作/ })
      .click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^删除站点/ });
    await expect.poll(() => confirm.innerText()).toContain('不可恢复');
    expect(await confirm.getByRole('button', { name: '永久删除' }).isDisabled()).toBe(true);
    await confirm.getByLabel(`请输入 ${second} 以确认`).fill(second);
    await shootSettled(page, 'saas-site-delete-confirm');
    await confirm.getByRole('button', { name: '永久删除' }).click();
    await expectToast(page, '站点已删除');
    await expect.poll(() => row(page, '站点列表', second).count()).toBe(0);
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });
});

describe('a manager with Site, Order and ContentAudit (13800000001)', () => {
  it('sees every site and the content areas but no user area or cache page, and is refused those pages', async () => {
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13800000001');
    const entries = await menuEntries(page);
    expect(entries).toContain('站点列表');
    // ContentAudit opens 站点内容 and, under 系统设置, only 平台敏感词.
    for (const title of MANAGER_AREAS.filter((t) => t !== '系统设置')) expect(entries).not.toContain(title);
    for (const title of ['站点内容', '帖子监管', '平台敏感词']) expect(entries).toContain(title);
    await openFromMenu(page, '站点列表');
    expect((await tableRows(page, '站点列表')).join('\n')).toContain('浙大学长说');
    // Without Account there is no account search: the owner is given by id.
    const holder = await accountId(await apiLogin('13800000000'), '13800000002');
    await page.getByRole('textbox', { name: '站长账号编号' }).fill(String(holder));
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(async () => (await tableRows(page, '站点列表')).join('\n')).not.toContain('浙大学长说');
    expect((await tableRows(page, '站点列表')).join('\n')).toContain('青禾读书会');
    await shoot(page, 'saas-site-list-limited-manager');
    // Only until committed: the app sends it on to /401, possibly before its load event.
    await page.goto(saasUrl('/account/manageAccount'), { waitUntil: 'commit' });
    await page.waitForURL(/\/401(\?noGoBack=true)?$/);
    await context.close();
  });
});

describe('a manager with Account, SiteUser, SiteBase and Report (13900000007)', () => {
  it('sees 账号管理 and 站点用户 but not 管理员设置', async () => {
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13900000007');
    const entries = await menuEntries(page);
    for (const title of ['用户管理', '账号管理', '站点用户']) expect(entries).toContain(title);
    for (const title of ['管理员设置', '系统设置', '缓存管理']) expect(entries).not.toContain(title);
    // Only until committed: the app sends it on to /401, possibly before its load event.
    await page.goto(saasUrl('/account/managerSetting'), { waitUntil: 'commit' });
    await page.waitForURL(/\/401(\?noGoBack=true)?$/);
    await context.close();
  });

  it('adjusts a site user’s reputation and gives it back, and confirms before deleting', async () => {
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13900000007');
    await page.goto(saasUrl('/account/manageSiteAccount'));
    await tableRows(page, '站点用户');
    const demo = (await saasClient(await apiLogin('13800000002')).getSiteList({ query: { keyword: 'demo' } })).list.find(
      (s) => s.slug === 'demo',
    );
    await page.getByRole('textbox', { name: '站点编号' }).fill(String(demo?.id));
    await page.getByRole('textbox', { name: '关键词' }).fill('shanyue');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect
      .poll(async () => (await tableRows(page, '站点用户')).every((r) => r.includes('青禾读书会') && r.includes('shanyue')))
      .toBe(true);
    const target = page.getByRole('table', { name: '站点用户' }).locator('tbody tr').first();

    await target.getByRole('button', { name: '调整声望' }).click();
    const dialog = page.getByRole('dialog', { name: /^调整声望/ });
    await dialog.getByLabel(/^调整值/).fill('0');
    await dialog.getByRole('button', { name: '确认调整' }).click();
    await fieldError(dialog, '调整值不能为 0').waitFor();
    await fieldError(dialog, '请填写调整原因').waitFor();
    await dialog.getByLabel(/^调整值/).fill('+25');
    await dialog.getByLabel(/^原因/).fill('端到端测试奖励');
    await shootSettled(page, 'saas-site-user-reputation-dialog');
    await dialog.getByRole('button', { name: '确认调整' }).click();
    await expectToast(page, /声望已调整：山月 现有声望 [\d,]+，等级 \S+/);
    await target.getByRole('button', { name: '调整声望' }).click();
    await dialog.getByLabel(/^调整值/).fill('-25');
    await dialog.getByLabel(/^原因/).fill('端到端测试收回');
    await dialog.getByRole('button', { name: '确认调整' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await target.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除站点用户' });
    await expect.poll(() => confirm.innerText()).toContain('不可恢复');
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect((await tableRows(page, '站点用户')).length).toBeGreaterThan(0);
    await context.close();
  });

  it('edits an account, disables and enables it, and is told why the main manager cannot be disabled', async () => {
    const fresh = await registerAccount('端到端账号');
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13900000007');
    await page.goto(saasUrl('/account/manageAccount'));
    await page.getByRole('textbox', { name: '关键词' }).fill(fresh.mobile);
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(async () => (await tableRows(page, '账号列表')).join('\n')).toContain(fresh.mobile);

    await row(page, '账号列表', fresh.mobile).getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: /^编辑账号/ });
    await dialog.getByLabel(/^邮箱/).fill('not-an-email');
    await dialog.getByRole('button', { name: '保存' }).click();
    await fieldError(dialog, '邮箱格式不正确').waitFor();
    await dialog.getByLabel(/^姓名/).fill('端到端账号（已改）');
    await dialog.getByLabel(/^邮箱/).fill(`${fresh.mobile}@example.cn`);
    await shootSettled(page, 'saas-account-edit-dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '账号已修改');
    await expect.poll(() => row(page, '账号列表', fresh.mobile).innerText()).toContain('端到端账号（已改）');

    await row(page, '账号列表', fresh.mobile).getByRole('button', { name: '停用' }).click();
    await page.getByRole('alertdialog', { name: '停用账号' }).getByRole('button', { name: '停用' }).click();
    await expectToast(page, '账号已停用');
    await expect.poll(() => row(page, '账号列表', fresh.mobile).innerText()).toContain('已停用');
    await row(page, '账号列表', fresh.mobile).getByRole('button', { name: '启用' }).click();
    await expectToast(page, '账号已启用');

    await page.getByRole('textbox', { name: '关键词' }).fill('13800000000');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(async () => (await tableRows(page, '账号列表')).join('\n')).toContain('主管理员');
    await row(page, '账号列表', '13800000000').getByRole('button', { name: '停用' }).click();
    await page.getByRole('alertdialog', { name: '停用账号' }).getByRole('button', { name: '停用' }).click();
    await expectToast(page, '不能停用主管理员');
    await context.close();
  });
});
