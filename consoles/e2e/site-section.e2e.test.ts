// Sections in the site console of `demo`: the owner creates a category and a section in it, edits the section,
// moves it up, hides it and deletes it; at 375 px the table turns into cards.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast, launch, openPage, shoot, siteUrl } from './browser';
import { loginSite } from './helpers';
import { openFromMenu, row, shown, tableRows, uncaught } from './site-console';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const OWNER = '13800000002';
// New names on every run: the e2e database is fresh, but a rerun against a kept one must not collide.
const RUN = Date.now().toString().slice(-4);
const CATEGORY = `书友分区${RUN}`;
const SECTION = `科幻小说${RUN}`;

// The sections' names in order (the drag handle and the icon come before each name, the description after it).
const firstCells = async (page: Parameters<typeof tableRows>[0]) => {
  await tableRows(page, '版块');
  return page
    .getByRole('table', { name: '版块' })
    .first()
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => (r as HTMLTableRowElement).cells[1]?.querySelector('div > div > span')?.textContent?.trim() ?? ''),
    );
};

describe('site sections', () => {
  it('the owner creates a category and a section, edits, reorders, hides and deletes it', async () => {
    const { context, page } = await openPage(browser, { width: 1440, height: 900 });
    await loginSite(page, 'demo', OWNER);
    await openFromMenu(page, '版块管理');
    expect(await firstCells(page)).toEqual([
      '站务公告',
      '综合讨论',
      '新手报到',
      '新书推荐',
      '读书笔记',
      '书评交流',
      '同城活动',
      '二手书交换',
    ]);
    expect(await page.getByRole('switch', { name: '显示 二手书交换' }).isChecked()).toBe(false);
    expect(await row(page, '版块', '读书笔记').innerText()).toContain('及以上');
    await shoot(page, 'site-section-list');

    await page.getByRole('button', { name: '版块分区' }).click();
    await expect.poll(() => page.title()).toContain('分类管理');
    await page.getByRole('button', { name: '新增分区' }).click();
    const newCategory = page.getByRole('dialog', { name: '新增分区' });
    await newCategory.getByLabel(/^分区名称/).fill(CATEGORY);
    await newCategory.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '分区已新增');
    await row(page, '版块分区', CATEGORY).waitFor();
    await shoot(page, 'site-section-categories');

    await openFromMenu(page, '版块管理');
    await page.getByRole('button', { name: '新增版块' }).click();
    const create = page.getByRole('dialog', { name: '新增版块' });
    await create.getByLabel(/^版块名称/).fill(SECTION);
    await create.getByLabel(/^简介/).fill('刘慈欣、阿西莫夫与更多');
    await create.getByRole('combobox', { name: '所属分区' }).click();
    await page.getByRole('option', { name: CATEGORY }).click();
    await create.getByRole('combobox', { name: '发帖权限' }).click();
    await page.getByRole('option', { name: '仅管理员' }).click();
    const box = create.getByRole('combobox', { name: '搜索成员' });
    await box.click();
    await box.pressSequentially('一叶');
    await page.getByRole('option', { name: '一叶知秋（yiye）' }).click();
    await shown(create);
    await shoot(page, 'site-section-new');
    await create.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '版块已新增');
    const created = row(page, '版块', SECTION);
    await expect.poll(() => created.innerText()).toContain(CATEGORY);
    expect(await created.innerText()).toContain('仅管理员');
    expect(await created.innerText()).toContain('一叶知秋');

    await page.getByRole('button', { name: `编辑 ${SECTION}` }).click();
    const edit = page.getByRole('dialog', { name: '编辑版块' });
    await edit.getByRole('switch', { name: /新帖直接公开/ }).click();
    await edit.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '版块已修改');
    await expect.poll(() => created.innerText()).toMatch(/是/);

    await page.getByRole('button', { name: `上移 ${SECTION}` }).click();
    await expectToast(page, '排序已保存');
    await expect.poll(async () => (await firstCells(page)).slice(-2)).toEqual([SECTION, '二手书交换']);

    await page.getByRole('switch', { name: `显示 ${SECTION}` }).click();
    await expectToast(page, `「${SECTION}」已隐藏`);
    await expect.poll(() => page.getByRole('switch', { name: `显示 ${SECTION}` }).isChecked()).toBe(false);

    await page.getByRole('button', { name: `删除 ${SECTION}` }).click();
    await page.getByRole('alertdialog', { name: '删除版块' }).getByRole('button', { name: '删除' }).click();
    await expectToast(page, '版块已删除');
    await expect.poll(() => firstCells(page)).not.toContain(SECTION);
    expect(uncaught(page)).toEqual([]);
    await context.close();

    const mobile = await openPage(browser, { width: 375, height: 812 });
    await loginSite(mobile.page, 'demo', OWNER);
    await mobile.page.goto(siteUrl('demo', '/manageSection'));
    expect(await tableRows(mobile.page, '版块')).toHaveLength(8);
    await shoot(mobile.page, 'site-section-list-375');
    await mobile.page.getByRole('button', { name: '编辑 读书笔记' }).click();
    await shown(mobile.page.getByRole('dialog', { name: '编辑版块' }));
    await shoot(mobile.page, 'site-section-edit-375');
    expect(uncaught(mobile.page)).toEqual([]);
    await mobile.context.close();
  });
});
