// The content issue's whole journey on the demo, in one run: a member signs up on http://demo.localhost/, writes a post
// with an image in a section that reviews first; the site's owner approves it in the site console; another member
// comments; the owner hides it (gone from the member site) and restores it; a ContentAudit manager finds it in the SaaS
// console by a Chinese word; the member site's search finds it. Screenshots go to screenshots/journey/.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, expectToast, launch, openPage, port, saasUrl, shotsDir } from './browser';
import { lastSmsCode, loginSaas, loginSite, uniqueMobile } from './helpers';
import { menu, openFromMenu, row, shown, tableRows, uncaught } from './site-console';

const SHOTS = shotsDir('journey');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 860 };
const RUN = Date.now().toString().slice(-5);
// A word jieba keeps whole and that no demo post uses, so that every search below can find only this post.
const WORD = '琉璃瓦';
const TITLE = `新人报到${RUN}：老城区${WORD}屋顶的摄影记录`;
const BODY = `周末在老城区拍了一组${WORD}屋顶，夕阳下特别好看，想和大家交流拍摄心得。`;

const memberUrl = (path = '/') => `http://demo.localhost:${port()}${path}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const shoot = async (page: Page, name: string) => {
  await animationsDone(page);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

async function register(page: Page, nickname: string) {
  const mobile = uniqueMobile();
  await page.goto(memberUrl('/register'));
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码').fill(await lastSmsCode(mobile));
  await page.getByLabel('昵称').fill(nickname);
  await page.getByLabel('密码').fill('qinghe2026');
  await page.getByRole('button', { name: '注册' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
}

const toolbar = (page: Page) => page.getByRole('toolbar', { name: '批量操作' });

/** Finds the journey's post in 帖子管理 by the word and selects it. */
async function selectInConsole(page: Page) {
  await page.getByRole('textbox', { name: '关键词' }).fill(WORD);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect.poll(async () => (await tableRows(page, '帖子')).length).toBe(1);
  await row(page, '帖子', RUN).getByRole('checkbox').check();
}

describe('the content journey', () => {
  let postId = 0;

  it('a member signs up and writes a post with an image; it waits for review', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await register(page, `摄影新人${RUN}`);
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '发帖' }).click();
    const section = page.getByRole('combobox', { name: '版块' });
    const option = await section.getByRole('option', { name: /新手报到/ }).innerText();
    await section.selectOption({ label: option });
    await page.getByLabel('标题').fill(TITLE);
    const editor = page.getByRole('textbox', { name: '正文' });
    await editor.click();
    await page.keyboard.type(BODY);
    const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    await page.getByLabel('选择图片').setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: photo });
    await editor.locator('img').waitFor();
    await page.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/post\/\d+$/);
    postId = Number(new URL(page.url()).pathname.split('/')[2]);
    await expect.poll(() => page.locator('body').innerText()).toContain('待审核');
    await shoot(page, 'member-pending-375');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('the site’s owner approves it in the site console', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await loginSite(page, 'demo', '13800000002');
    await expect
      .poll(() =>
        menu(page)
          .getByRole('link', { name: /^帖子管理/ })
          .innerText(),
      )
      .toMatch(/\d/);
    await openFromMenu(page, '帖子管理');
    await selectInConsole(page);
    expect(await row(page, '帖子', RUN).innerText()).toContain('待审核');
    await toolbar(page).getByRole('button', { name: '通过' }).click();
    await expectToast(page, '已通过 1 篇');
    await expect.poll(() => row(page, '帖子', RUN).innerText()).toContain('已发布');
    await shoot(page, 'console-approved-1280');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('another member reads it with its image and comments', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await register(page, `老街漫步${RUN}`);
    await page.goto(memberUrl(`/post/${postId}`));
    await page.getByRole('heading', { name: new RegExp(RUN) }).waitFor();
    await expect.poll(() => page.locator('.m-content img').count()).toBe(1);
    await page.getByRole('textbox', { name: '写评论' }).fill(`拍得真好，${WORD}在夕阳下最有味道`);
    await page.getByRole('button', { name: '发送' }).click();
    await page.locator('.m-comment', { hasText: '拍得真好' }).first().waitFor();
    await shoot(page, 'member-post-1280');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('the owner hides it, it leaves the member site, and the owner restores it', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await loginSite(page, 'demo', '13800000002');
    await openFromMenu(page, '帖子管理');
    await selectInConsole(page);
    await toolbar(page).getByRole('button', { name: '屏蔽' }).click();
    const dialog = page.getByRole('dialog', { name: '屏蔽帖子' });
    await dialog.getByRole('textbox').fill('图片来源待核实');
    await shown(dialog);
    await dialog.getByRole('button', { name: '屏蔽' }).click();
    await expectToast(page, '已屏蔽 1 篇');
    await expect.poll(() => row(page, '帖子', RUN).innerText()).toContain('已屏蔽');

    const reader = await context.newPage();
    const hidden = await reader.goto(memberUrl(`/post/${postId}`));
    expect(hidden?.status()).toBe(404);
    await reader.close();

    await row(page, '帖子', RUN).getByRole('checkbox').check();
    await toolbar(page).getByRole('button', { name: '恢复' }).click();
    await expectToast(page, '已恢复 1 篇');
    await expect.poll(() => row(page, '帖子', RUN).innerText()).toContain('已发布');
    await shoot(page, 'console-restored-1280');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('a ContentAudit manager finds it in the SaaS console by a Chinese word', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await loginSaas(page, '13800000001');
    await page.goto(saasUrl('/siteContent/managePost'));
    await page.getByRole('textbox', { name: '关键词' }).fill(WORD);
    await page.getByRole('button', { name: '搜索' }).click();
    const table = page.getByRole('table', { name: '帖子监管' });
    await expect.poll(async () => (await table.locator('tbody tr').allInnerTexts()).join('\n')).toContain(RUN);
    const found = await table.locator('tbody tr', { hasText: RUN }).innerText();
    expect(found).toContain('已发布');
    await expect.poll(() => table.locator('em', { hasText: WORD }).count()).toBeGreaterThan(0);
    await shoot(page, 'saas-found-1280');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('the member site’s search finds it, on a phone and on a desktop', async () => {
    for (const [viewport, name] of [
      [PHONE, 'member-search-375'],
      [DESKTOP, 'member-search-1280'],
    ] as const) {
      const { context, page } = await openPage(browser, viewport);
      await page.goto(memberUrl(`/search?keyword=${encodeURIComponent(WORD)}`));
      const hit = page.locator('a.m-post-item', { hasText: RUN });
      await hit.waitFor();
      expect(await hit.locator('em').allInnerTexts()).toContain(WORD);
      await shoot(page, name);
      expect(uncaught(page)).toEqual([]);
      await context.close();
    }
  });
});
