// Medals in the site console of `demo`: the owner sees the five demo medals, creates one, grants it to two members
// found by searching, opens its holders and revokes one; a member with no roles has no 勋章管理.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast, launch, openPage, port, shoot, siteUrl } from './browser';
import { loginSite } from './helpers';
import { fieldError, menuEntries, openFromMenu, postsRuleDryRun, row, shown, tableRows, uncaught } from './site-console';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const OWNER = '13800000002';
// A new name on every run: the e2e database is fresh, but a rerun against a kept one must not collide.
const MEDAL = `年度读者${Date.now().toString().slice(-4)}`;

async function pick(page: Page, dialog: ReturnType<Page['getByRole']>, typed: string, option: string) {
  const box = dialog.getByRole('combobox', { name: '搜索成员' });
  await box.click();
  await box.pressSequentially(typed);
  await page.getByRole('option', { name: option }).click();
}

describe('site medals', () => {
  it('the owner creates a medal, grants it to two members, and revokes it from one', async () => {
    const { context, page } = await openPage(browser, { width: 1440, height: 900 });
    await loginSite(page, 'demo', OWNER);
    await openFromMenu(page, '勋章管理');
    const names = (await tableRows(page, '勋章')).map((r) => r.split('\t')[0].trim());
    expect(names).toEqual(['元老会员', '优秀书评人', '活动达人', '热心答主', '内测先锋', '活跃作者', '声望之星', '老书友']);
    expect(await page.getByRole('switch', { name: '启用 内测先锋' }).isChecked()).toBe(false);
    expect(await page.getByRole('button', { name: '授予 内测先锋' }).getAttribute('aria-disabled')).toBe('true');
    await shoot(page, 'site-medal-list');

    await page.getByRole('button', { name: '新增勋章' }).click();
    const create = page.getByRole('dialog', { name: '新增勋章' });
    await create.getByRole('button', { name: '保存' }).click();
    await fieldError(create, '请输入勋章名称').waitFor();
    await create.getByLabel(/^勋章名称/).fill(MEDAL);
    await create.getByLabel(/^说明/).fill('一年读完 50 本书的成员');
    await create.getByRole('radio', { name: '#9B59B6' }).click();
    await expect.poll(() => create.getByLabel('颜色值').inputValue()).toBe('#9B59B6');
    await shown(create);
    await shoot(page, 'site-medal-new');
    await create.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '勋章已新增');
    await row(page, '勋章', MEDAL).waitFor();

    await page.getByRole('button', { name: `授予 ${MEDAL}` }).click();
    const grant = page.getByRole('dialog', { name: '授予勋章' });
    await pick(page, grant, '一叶', '一叶知秋（yiye）');
    await pick(page, grant, 'moshang', '陌上花开（moshang）');
    await grant.getByLabel(/^授予理由/).fill('年度读书打卡 365 天');
    await shown(grant);
    await shoot(page, 'site-medal-grant');
    await grant.getByRole('button', { name: '授予' }).click();
    await expectToast(page, '已授予 2 位成员');
    await expect.poll(() => row(page, '勋章', MEDAL).innerText()).toContain('2 人');

    await row(page, '勋章', MEDAL).getByRole('link', { name: '2 人' }).click();
    await expect.poll(() => page.title()).toContain('勋章用户');
    await page.getByText('一年读完 50 本书的成员').filter({ visible: true }).waitFor();
    const holders = await tableRows(page, '勋章持有者');
    expect(holders.map((r) => r.split('\t')[0].trim()).sort()).toEqual(['moshang', 'yiye']);
    expect(holders.join('\n')).toContain('年度读书打卡 365 天');
    await shoot(page, 'site-medal-users');

    await page.getByRole('button', { name: '收回 陌上花开' }).click();
    await page.getByRole('alertdialog', { name: '收回勋章' }).getByRole('button', { name: '收回' }).click();
    await expectToast(page, '勋章已收回');
    await expect.poll(async () => (await tableRows(page, '勋章持有者')).map((r) => r.split('\t')[0].trim())).toEqual(['yiye']);
    expect(uncaught(page)).toEqual([]);
    await context.close();

    const mobile = await openPage(browser, { width: 375, height: 812 });
    await loginSite(mobile.page, 'demo', OWNER);
    await mobile.page.goto(siteUrl('demo', '/user/manageMedal'));
    expect(await tableRows(mobile.page, '勋章')).toHaveLength(9);
    await shoot(mobile.page, 'site-medal-list-375');
    await mobile.page.goto(siteUrl('demo', '/user/medalUser?medalId=1'));
    expect((await tableRows(mobile.page, '勋章持有者')).length).toBeGreaterThan(0);
    await shoot(mobile.page, 'site-medal-users-375');
    await mobile.context.close();
  });

  it('a rule shows its dry-run count, is switched on and lands on qualifying members; members see medals on 我的', async () => {
    const { context, page } = await openPage(browser, { width: 1440, height: 900 });
    await loginSite(page, 'demo', OWNER);
    await openFromMenu(page, '勋章管理');
    await page.getByRole('button', { name: '编辑 活动达人' }).click();
    const edit = page.getByRole('dialog', { name: '编辑勋章' });
    const toAward = await postsRuleDryRun(page, edit, 1);
    expect(toAward).toBeGreaterThan(0);
    await edit.getByRole('switch', { name: /自动授予/ }).click();
    await shown(edit);
    await shoot(page, 'site-medal-rule');
    await edit.getByRole('button', { name: '保存' }).click();
    await expectToast(page, `勋章已修改，已自动授予 ${toAward} 位成员`);
    await expect.poll(() => row(page, '勋章', '活动达人').innerText()).toContain('自动：发帖数达到 1');
    await row(page, '勋章', '活动达人').getByRole('link').first().click();
    await expect.poll(() => page.title()).toContain('勋章用户');
    await expect.poll(async () => (await tableRows(page, '勋章持有者')).join('\n')).toContain('自动授予');
    await shoot(page, 'site-medal-rule-holders');
    await context.close();

    for (const width of [375, 1280]) {
      const member = await openPage(browser, { width, height: 900 });
      await member.page.goto(`http://demo.localhost:${port()}/login?redirect=/me`);
      await member.page.getByLabel('登录名或手机号').fill('reader1');
      await member.page.getByLabel('密码', { exact: true }).fill('demo123456');
      await member.page.getByRole('button', { name: '登录', exact: true }).click();
      await member.page.getByRole('heading', { name: /我的勋章/ }).waitFor();
      await shoot(member.page, `member-medals-${width}`);
      await member.context.close();
    }
  });

  it('a member with no roles has no 勋章管理, and the page answers 401', async () => {
    const { context, page } = await openPage(browser);
    await loginSite(page, 'demo', 'yiye');
    expect(await menuEntries(page)).toEqual(['首页']);
    await page.goto(siteUrl('demo', '/user/manageMedal'));
    await page.getByText('没有访问权限').waitFor();
    await page.goto(siteUrl('demo', '/user/medalUser?medalId=1'));
    await page.getByText('没有访问权限').waitFor();
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });
});
