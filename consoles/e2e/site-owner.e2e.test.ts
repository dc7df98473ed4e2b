// The site owner in the site console of `demo` (青禾读书会, professional licence): the home dashboard, user ranks,
// point settings and records, site and feature settings, the cache clear action. Everything changed is put back.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast, launch, openPage, shoot, siteUrl } from './browser';
import { loginSite } from './helpers';
import { expectedMenu, fieldError, menu, menuEntries, openFromMenu, row, shown, tableRows, uncaught } from './site-console';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const OWNER = '13800000002';

async function ownerPage(viewport?: { width: number; height: number }) {
  const opened = await openPage(browser, viewport);
  await loginSite(opened.page, 'demo', OWNER);
  return opened;
}

const capabilities = (page: Page) => page.getByRole('list', { name: '功能开通情况' }).locator('li').allInnerTexts();

describe('the site owner', () => {
  it('sees the dashboard: licence, figures, capabilities and the newest point records', async () => {
    const { context, page } = await ownerPage();
    await page.getByText('授权类型').waitFor();
    expect(await page.getByText('旗舰版', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => capabilities(page)).toEqual(['问答：已开通', '积分商城：已开通']);
    expect(await tableRows(page, '最新积分记录')).toHaveLength(5);
    for (const figure of ['会员总数', '今日积分流水', '用户等级']) expect(await page.getByText(figure, { exact: true }).count()).toBe(1);
    const entries = await menuEntries(page);
    expect(entries).toEqual(await expectedMenu(page, 'demo'));
    // Only the owner manages administrators and the domain; the areas behind the licence and switches are on.
    for (const title of ['管理员', '域名设置', '积分商城', '问答管理', '工单设置', '通知渠道']) expect(entries).toContain(title);
    await menu(page).getByRole('link', { name: /^首页/ }).click();
    await shoot(page, 'site-home-owner');
    expect(uncaught(page)).toEqual([]);
    await context.close();

    const mobile = await ownerPage({ width: 375, height: 812 });
    await mobile.page.getByRole('list', { name: '功能开通情况' }).waitFor();
    await tableRows(mobile.page, '最新积分记录');
    await shoot(mobile.page, 'site-home-375');
    await mobile.page.getByRole('table', { name: '最新积分记录' }).evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await shoot(mobile.page, 'site-home-375-lower');
    await mobile.context.close();
  });

  it('edits a rank (then puts it back) and refreshes every member’s rank', async () => {
    const { context, page } = await ownerPage();
    await openFromMenu(page, '用户等级');
    const names = (await tableRows(page, '用户等级')).map((r) => r.split('\t')[0]);
    expect(names).toEqual(['新手上路', '初级会员', '中级会员', '高级会员', '资深会员', '社区元老']);
    await shoot(page, 'site-user-rank');

    await page.getByRole('button', { name: '新增等级' }).click();
    const create = page.getByRole('dialog', { name: '新增等级' });
    await create.getByRole('button', { name: '保存' }).click();
    await fieldError(create, '请输入等级名称').waitFor();
    await fieldError(create, '请输入所需声望').waitFor();
    await create.getByLabel('颜色值').fill('#12');
    await create.getByRole('button', { name: '保存' }).click();
    await fieldError(create, '颜色格式应为 #RRGGBB').waitFor();
    await shown(create);
    await shoot(page, 'site-user-rank-new-errors');
    await create.getByRole('button', { name: '取消' }).click();
    await create.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '编辑 初级会员' }).click();
    const edit = page.getByRole('dialog', { name: '编辑等级' });
    await edit.getByLabel(/^等级名称/).fill('初级书友');
    await edit.getByRole('radio', { name: '#1ABC9C' }).click();
    await expect.poll(() => edit.getByLabel('颜色值').inputValue()).toBe('#1ABC9C');
    await shown(edit);
    await shoot(page, 'site-user-rank-edit');
    await edit.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '等级已修改');
    await row(page, '用户等级', '初级书友').waitFor();

    await page.getByRole('button', { name: '编辑 初级书友' }).click();
    await edit.getByLabel(/^等级名称/).fill('初级会员');
    await edit.getByLabel('颜色值').fill('#67C23A');
    await edit.getByRole('button', { name: '保存' }).click();
    await row(page, '用户等级', '初级会员').waitFor();
    expect(await row(page, '用户等级', '初级书友').count()).toBe(0);

    await page.getByRole('button', { name: '刷新等级' }).click();
    const ask = page.getByRole('alertdialog', { name: '刷新等级' });
    await ask.getByRole('button', { name: '刷新' }).click();
    await expectToast(page, /^等级已刷新，\d+ 位用户的等级有变化$/);
    await page.getByText(/^刷新完成：\d+ 位用户参与计算，\d+ 位用户的等级有变化。$/).waitFor();
    await shoot(page, 'site-user-rank-refreshed');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('shows the point categories and rules, filtered, with the rules’ bounds', async () => {
    const { context, page } = await ownerPage();
    await openFromMenu(page, '积分设置');
    const categories = (await tableRows(page, '积分类型')).join('\n');
    expect(categories).toContain('声望');
    expect(categories).toContain('金币');
    await shoot(page, 'site-point-categories');

    await page.getByRole('tab', { name: '积分规则' }).click();
    expect((await tableRows(page, '积分规则')).length).toBe(9);
    await page.getByRole('combobox', { name: '积分类型' }).click();
    await page.getByRole('option', { name: '金币' }).click();
    await expect.poll(async () => (await tableRows(page, '积分规则')).map((r) => r.split('\t')[0])).toEqual(['每日签到', '邀请注册']);
    await page.getByRole('button', { name: '编辑 每日签到' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑积分规则：每日签到' });
    await dialog.getByLabel(/^每次积分/).fill('10001');
    await dialog.getByLabel(/^每日上限/).fill('-1');
    await dialog.getByRole('button', { name: '保存' }).click();
    await fieldError(dialog, '积分不能大于 10000').waitFor();
    await fieldError(dialog, '每日上限不能小于 0').waitFor();
    await shown(dialog);
    await shoot(page, 'site-point-rule-edit');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await shoot(page, 'site-point-rules');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('filters the point records and walks them by cursor', async () => {
    const { context, page } = await ownerPage();
    await openFromMenu(page, '积分记录');
    const first = await tableRows(page, '积分记录');
    expect(first).toHaveLength(20);
    await page.getByRole('button', { name: '下一页' }).click();
    await page.getByText('第 2 页 · 每页 20 条').waitFor();
    await expect.poll(async () => (await tableRows(page, '积分记录'))[0]).not.toBe(first[0]);
    await page.getByRole('button', { name: '第一页' }).click();
    await page.getByText('第 1 页 · 每页 20 条').waitFor();
    await expect.poll(async () => (await tableRows(page, '积分记录'))[0]).toBe(first[0]);

    await page.getByRole('combobox', { name: '积分类型' }).click();
    await page.getByRole('option', { name: '金币' }).click();
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(async () => (await tableRows(page, '积分记录')).every((r) => r.split('\t')[1] === '金币')).toBe(true);
    await page.getByRole('button', { name: '下一页' }).click();
    await page.getByText('第 2 页 · 每页 20 条').waitFor();
    await expect.poll(async () => (await tableRows(page, '积分记录')).every((r) => r.split('\t')[1] === '金币')).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: '上一页' }).isEnabled()).toBe(true);
    await shoot(page, 'site-point-records');
    expect(uncaught(page)).toEqual([]);
    await context.close();

    // On a phone each record is a card of labelled lines.
    const phone = await ownerPage({ width: 375, height: 812 });
    await phone.page.goto(siteUrl('demo', '/user/managePointRecord'));
    expect(await tableRows(phone.page, '积分记录')).toHaveLength(20);
    await shoot(phone.page, 'site-point-records-375');
    await phone.context.close();
  });

  it('switches work orders and registration off, which persists and closes the register page; then back on', async () => {
    const { context, page } = await ownerPage();
    await openFromMenu(page, '功能设置');
    const form = page.getByRole('form', { name: '功能设置' });
    const workOrder = form.getByRole('switch', { name: '工单' });
    const register = form.getByRole('switch', { name: '开放注册' });
    expect(await workOrder.isChecked()).toBe(true);
    expect(await register.isChecked()).toBe(true);
    const before = await menuEntries(page);
    await workOrder.click();
    await register.click();
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '设置已保存');
    // The work-order pages carry `feature: 'workOrder'`: they leave the menu; the platform's work orders stay.
    const workOrderPages = ['工单', '工单设置', '工单分类'];
    expect(before).toEqual(expect.arrayContaining([...workOrderPages, '平台工单']));
    await expect.poll(() => menuEntries(page)).toEqual(before.filter((entry) => !workOrderPages.includes(entry)));
    await shoot(page, 'site-setting-fun');

    await page.reload();
    await form.waitFor();
    await expect.poll(() => workOrder.isChecked()).toBe(false);
    expect(await register.isChecked()).toBe(false);

    const visitor = await openPage(browser);
    await visitor.page.goto(siteUrl('demo', '/register'));
    await visitor.page.getByText('本站暂未开放注册，已有账号请直接登录。').waitFor();
    expect(await visitor.page.getByRole('button', { name: '注册并登录' }).count()).toBe(0);
    await shoot(visitor.page, 'site-register-closed');
    await visitor.context.close();

    await workOrder.click();
    await register.click();
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '设置已保存');
    await page.reload();
    await form.waitFor();
    await expect.poll(() => workOrder.isChecked()).toBe(true);
    expect(await register.isChecked()).toBe(true);
    await expect.poll(() => menuEntries(page)).toEqual(before);
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('saves site settings, the favicon follows at once, and they persist; then puts them back', async () => {
    const { context, page } = await ownerPage();
    await openFromMenu(page, '站点设置');
    const form = page.getByRole('form', { name: '基本设置' });
    const icp = form.getByLabel('ICP 备案号');
    const favicon = form.getByLabel('站点图标地址');
    await expect.poll(() => form.getByLabel(/^站点名称/).inputValue()).toBe('青禾读书会');
    const original = { icp: await icp.inputValue(), favicon: await favicon.inputValue() };
    await shoot(page, 'site-setting-basic');

    await favicon.fill('ftp://example.cn/x.ico');
    await form.getByRole('button', { name: '保存' }).click();
    await fieldError(form, '地址应以 http://、https:// 或 / 开头').waitFor();
    await favicon.fill('/favicon.ico?v=e2e');
    await icp.fill('浙ICP备2026099999号-1');
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '设置已保存');
    await expect.poll(() => page.locator('link[rel~="icon"]').getAttribute('href')).toBe('/favicon.ico?v=e2e');

    await page.reload();
    await form.waitFor();
    await expect.poll(() => icp.inputValue()).toBe('浙ICP备2026099999号-1');
    expect(await favicon.inputValue()).toBe('/favicon.ico?v=e2e');
    await expect.poll(() => page.locator('link[rel~="icon"]').getAttribute('href')).toBe('/favicon.ico?v=e2e');

    await icp.fill(original.icp);
    await favicon.fill(original.favicon);
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '设置已保存');
    await expect.poll(() => page.locator('link[rel~="icon"]').getAttribute('href')).toBe(original.favicon || '/favicon.ico');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('saves the service agreement and shows what the server kept; then puts it back', async () => {
    const { context, page } = await ownerPage();
    await openFromMenu(page, '站点设置');
    await page.getByRole('tab', { name: '服务协议' }).click();
    const form = page.getByRole('form', { name: '服务协议' });
    const content = form.getByLabel(/^协议内容/);
    await expect.poll(() => content.inputValue()).toContain('一、总则');
    const original = await content.inputValue();
    await content.fill(`${original}<p onclick="alert(1)">第九条 测试条款</p>`);
    await expect.poll(() => form.frameLocator('iframe[title="服务协议预览"]').locator('body').innerText()).toContain('第九条 测试条款');
    await form.getByRole('button', { name: '保存协议' }).click();
    await expectToast(page, '服务协议已保存');
    await form.getByText(/已按安全规则净化协议内容/).waitFor();
    await expect.poll(() => content.inputValue()).toContain('<p>第九条 测试条款</p>');
    expect(await content.inputValue()).not.toContain('onclick');
    await shoot(page, 'site-setting-agreement');

    await content.fill(original);
    await form.getByRole('button', { name: '保存协议' }).click();
    await expectToast(page, '服务协议已保存');
    await expect.poll(() => content.inputValue()).toBe(original);
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('clears the cache from the menu after confirming; cancelling says so', async () => {
    const { context, page } = await ownerPage();
    await menuEntries(page);
    await menu(page).getByRole('button', { name: '清除缓存' }).click();
    const ask = page.getByRole('alertdialog', { name: '清除缓存' });
    await ask.getByText(/此操作不可撤销/).waitFor();
    await shown(ask);
    await shoot(page, 'site-clear-cache-confirm');
    await ask.getByRole('button', { name: '取消' }).click();
    await expectToast(page, '已取消清除缓存');
    await ask.waitFor({ state: 'detached' });

    const path = new URL(page.url()).pathname;
    await menu(page).getByRole('button', { name: '清除缓存' }).click();
    await ask.getByRole('button', { name: '清除' }).click();
    await expectToast(page, /^本站缓存已清除，共 \d+ 项$/);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });
});
