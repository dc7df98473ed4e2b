// 站点内容 and 搜索索引 in Chromium. Members cannot post through the API on this branch yet, so this file runs its own
// in-process server (the test harness, serving the built consoles) and writes posts and comments straight into its
// database, the way the post module stores them.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { ContentStatus } from '../../sdk/generated/enums';
import { startTestServer, type TestServer } from '../../server/test/harness';
import { insertComment, insertPost, insertSection } from '../../server/test/oversight-kit';
import { animationsDone, DEMO_PASSWORD, launch, openPage, shotsDir } from './browser';

const SHOTS = shotsDir('oversight');

let server: TestServer;
let browser: Browser;
let base = '';

beforeAll(async () => {
  server = await startTestServer({ env: { STATIC_DIR: join(import.meta.dirname, '..', 'dist') } });
  const { fixtures } = server;
  const db = server.database.db;
  await fixtures.account({ mobile: '13800000000', userName: '刘建国', main: true });
  await fixtures.account({ mobile: '13800000001', userName: '周敏', permissions: ['Site', 'Order', 'ContentAudit'] });
  const holder = await fixtures.account({ mobile: '13800000002', userName: '陈思远' });
  const reading = await fixtures.site({ ownerId: holder, slug: 'reading', name: '青禾读书会', categoryId: 7 });
  const running = await fixtures.site({ ownerId: holder, slug: 'running', name: '西湖跑团', categoryId: 6 });
  const scifi = await insertSection(db, reading, '科幻小说');
  const gear = await insertSection(db, running, '跑步装备');
  const reader = await fixtures.siteUser({ siteId: reading, account: 'reader', userName: '林间读书人' });
  const runner = await fixtures.siteUser({ siteId: running, account: 'runner', userName: '晨跑的猫' });
  const onReading = { siteId: reading, sectionId: scifi, authorId: reader };
  const onRunning = { siteId: running, sectionId: gear, authorId: runner };
  const first = await insertPost(db, {
    ...onReading,
    title: '重读《三体》：黑暗森林里的善意',
    html: '<p>第三次读《三体》，越读越觉得《三体》写的是人，而不是外星文明。</p>',
  });
  await insertPost(db, { ...onRunning, title: '跑步时听什么书？', html: '<p>最近在听三体的有声书，十公里一晃就过去了。</p>' });
  await insertPost(db, { ...onReading, title: '十一月共读书单', html: '<p>本月共读《百年孤独》，周六下午线下讨论。</p>' });
  await insertPost(db, {
    ...onRunning,
    title: '新人报到，求带跑',
    html: '<p>住在西溪附近，配速六分半。</p>',
    status: ContentStatus.pending,
  });
  await insertPost(db, { ...onRunning, title: '出二手跑鞋，九成新', html: '<p>尺码 42，私信联系。</p>', indexed: false });
  await insertPost(db, { ...onReading, title: '旧书交换活动回顾', html: '<p>三十多位书友带来了两百多本书。</p>', indexed: false });
  await insertComment(db, { siteId: reading, postId: first, authorId: reader, html: '<p>同感，三体第二部的结尾最震撼。</p>' });
  await server.app.listen({ port: await freePort(), host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function login(page: Page, account: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('手机号或邮箱').fill(account);
  await page.getByLabel(/^密码/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('navigation').first().waitFor();
}

async function shoot(page: Page, name: string) {
  await animationsDone(page);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
async function rows(page: Page, name: string) {
  await table(page, name).locator('tbody tr').first().waitFor();
  await expect.poll(() => table(page, name).getAttribute('aria-busy')).toBe('false');
  return table(page, name).locator('tbody tr').allInnerTexts();
}
const uncaught = (page: Page) => (page as Page & { uncaught?: string[] }).uncaught;

describe('帖子监管', () => {
  it('finds a word on both sites, highlighted, and hides a post with a reason on the site’s behalf', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 860 });
    await login(page, '13800000001');
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('button', { name: /站点内容/ }).click();
    await menu.getByRole('link', { name: /^帖子监管/ }).click();
    await expect.poll(() => page.title()).toContain('帖子监管');
    const all = (await rows(page, '帖子监管')).join('\n');
    for (const text of ['青禾读书会', '西湖跑团', '待审核', '已发布', '林间读书人']) expect(all).toContain(text);

    await page.getByRole('textbox', { name: '关键词' }).fill('三体');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(async () => (await rows(page, '帖子监管')).length).toBe(2);
    const found = (await rows(page, '帖子监管')).join('\n');
    expect(found).toContain('青禾读书会');
    expect(found).toContain('西湖跑团');
    await expect.poll(() => table(page, '帖子监管').locator('em', { hasText: '三体' }).count()).toBeGreaterThan(0);
    await shoot(page, 'post-list-1280');

    await table(page, '帖子监管')
      .getByRole('checkbox', { name: /跑步时听什么书/ })
      .check();
    await page.getByRole('toolbar', { name: '批量操作' }).getByRole('button', { name: '屏蔽' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('textbox').fill('含有广告信息');
    await dialog.getByRole('button', { name: '屏蔽' }).click();
    await expect.poll(async () => (await page.locator('.fui-ToastTitle').allInnerTexts()).join('\n')).toContain('已处理 1 条');
    await expect.poll(async () => (await rows(page, '帖子监管')).join('\n')).toContain('已屏蔽');
    expect((await rows(page, '帖子监管')).join('\n')).toContain('含有广告信息');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('reads as cards on a phone', async () => {
    const { context, page } = await openPage(browser, { width: 375, height: 812 });
    await login(page, '13800000001');
    await page.goto(`${base}/siteContent/managePost`);
    const texts = (await rows(page, '帖子监管')).join('\n');
    expect(texts).toContain('十一月共读书单');
    await shoot(page, 'post-list-375');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });
});

describe('评论、版块与平台敏感词', () => {
  it('lists comments with highlights, hides a section and adds platform words', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 860 });
    await login(page, '13800000001');
    await page.goto(`${base}/siteContent/manageComment`);
    await page.getByRole('textbox', { name: '关键词' }).fill('三体');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(async () => (await rows(page, '评论监管')).join('\n')).toContain('重读《三体》：黑暗森林里的善意');
    await expect.poll(() => table(page, '评论监管').locator('em', { hasText: '三体' }).count()).toBe(1);
    await shoot(page, 'comment-list-1280');

    await page.goto(`${base}/siteContent/manageSection`);
    const gear = table(page, '版块监管').locator('tbody tr', { hasText: '跑步装备' });
    await gear.getByRole('button', { name: '隐藏' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: '隐藏' }).click();
    await expect.poll(() => gear.innerText()).toContain('已隐藏');
    await shoot(page, 'section-list-1280');

    await page.goto(`${base}/setting/manageSensitiveWord`);
    await page.getByRole('textbox', { name: '添加敏感词' }).fill('代开发票\n刷单，刷单');
    await page.getByRole('button', { name: '添加', exact: true }).click();
    await expect.poll(async () => (await page.locator('.fui-ToastTitle').allInnerTexts()).join('\n')).toContain('已添加 2 个敏感词');
    expect((await rows(page, '平台敏感词')).join('\n')).toContain('代开发票');
    await shoot(page, 'sensitive-words-1280');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });
});

describe('搜索索引', () => {
  it('shows what is not indexed and rebuilds a site until it is done', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 860 });
    await login(page, '13800000000');
    await page.goto(`${base}/setting/manageSearchIndex`);
    await expect.poll(() => page.title()).toContain('搜索索引');
    const before = await rows(page, '搜索索引');
    expect(before.join('\n')).toContain('从未重建');
    const running = table(page, '搜索索引').locator('tbody tr', { hasText: '西湖跑团' });
    await running.getByRole('button', { name: '重建' }).click();
    await expect
      .poll(async () => (await page.locator('.fui-ToastTitle').allInnerTexts()).join('\n'))
      .toContain('已开始重建 1 个站点的索引');
    await expect.poll(async () => running.innerText()).toContain('已完成');
    await page.getByRole('button', { name: '重建全部站点' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: '开始重建' }).click();
    await expect.poll(async () => (await rows(page, '搜索索引')).join('\n')).not.toContain('从未重建');
    await expect.poll(async () => (await rows(page, '搜索索引')).join('\n')).not.toContain('重建中');
    await shoot(page, 'search-index-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await rows(page, '搜索索引');
    await shoot(page, 'search-index-375');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });
});
