// The member site (前台) of `demo` at http://demo.localhost:<port>/: a member registers by SMS, writes a post with an
// image; another member likes it, comments and replies to the comment; a search for a Chinese word finds the post.
// The post's address serves its text to a client without JavaScript. Screenshots at 375 px and 1280 px go to
// screenshots/member/.
import { request } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, port, shotsDir } from './browser';
import { lastSmsCode, loginSite, openUserMenu, uniqueMobile } from './helpers';

const SHOTS = shotsDir('member');
const PHONE = { width: 375, height: 760 };
const DESKTOP = { width: 1280, height: 860 };
const RUN = Date.now().toString().slice(-4);
const TITLE = `重读《三体》${RUN}：黑暗森林里的善意`;
const BODY = '第三次读三体，注意到很多第一次读时忽略的细节。';

const memberUrl = (path = '/') => `http://demo.localhost:${port()}${path}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

/** Registers a new member on the site's register page with the code the SMS outbox holds. */
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

/** A plain GET as a crawler makes it (Node's resolver knows no *.localhost: the site's host goes in the header). */
function crawl(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: port(), path, headers: { host: `demo.localhost:${port()}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const uncaught = (page: Page) => (page as Page & { uncaught?: string[] }).uncaught ?? [];

describe('member site', () => {
  let postId = 0;

  it('a member registers by SMS and writes a post with an image', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await register(page, `读者甲${RUN}`);
    await page.getByRole('heading', { name: '最新帖子' }).waitFor();

    await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '发帖' }).click();
    await page
      .getByRole('combobox', { name: '版块' })
      .selectOption({ label: '综合讨论' })
      .catch(async () => {
        const label = await page
          .getByRole('option', { name: /综合讨论/ })
          .first()
          .innerText();
        await page.getByRole('combobox', { name: '版块' }).selectOption({ label });
      });
    await page.getByLabel('标题').fill(TITLE);
    const editor = page.getByRole('textbox', { name: '正文' });
    await editor.click();
    await page.keyboard.type(BODY);
    const png = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#409EFF' } })
      .png()
      .toBuffer();
    await page.getByLabel('选择图片').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await editor.locator('img').waitFor();
    await shot(page, 'write-375');
    await page.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/post\/\d+$/);
    postId = Number(new URL(page.url()).pathname.split('/')[2]);
    await page.getByRole('heading', { name: new RegExp(TITLE.slice(0, 8)) }).waitFor();
    await expect.poll(() => page.locator('.m-content img').count()).toBe(1);
    expect(await page.locator('.m-content').innerText()).toContain(BODY);
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('serves the post’s text and head to a client without JavaScript', async () => {
    const response = await crawl(`/post/${postId}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain(`<title>${TITLE} - `);
    expect(html).toContain(`<link rel="canonical" href="http://demo.localhost:${port()}/post/${postId}">`);
    expect(html).toContain(BODY);
    expect((await crawl('/post/999999')).status).toBe(404);
  });

  it('another member likes, comments and replies; a search finds the post', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await register(page, `读者乙${RUN}`);
    await page.goto(memberUrl(`/post/${postId}`));
    await page.getByRole('button', { name: /点赞/ }).click();
    await expect.poll(() => page.getByRole('button', { name: /已赞 1/ }).count()).toBe(1);

    await page.getByRole('textbox', { name: '写评论' }).fill('写得真好，黑暗森林也有善意');
    await page.getByRole('button', { name: '发送' }).click();
    const comment = page.locator('.m-comment', { hasText: '写得真好' }).first();
    await comment.waitFor();
    await comment.getByRole('button', { name: '回复' }).click();
    await page.getByRole('textbox', { name: `回复 @读者乙${RUN}` }).fill('自己再补一句');
    await page.getByRole('button', { name: '发送' }).click();
    await page.locator('.m-replies', { hasText: '自己再补一句' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: /评论 2/ }).count()).toBe(1);
    await shot(page, 'post-1280');

    await page.goto(memberUrl('/search'));
    await page.getByLabel('搜索关键词').fill('黑暗森林');
    await page.getByRole('button', { name: '搜索' }).click();
    const hit = page.locator('a.m-post-item', { hasText: `《三体》${RUN}` });
    await hit.waitFor();
    // jieba cuts 黑暗森林 into 黑暗 and 森林: each is marked.
    expect((await hit.locator('em').allInnerTexts()).join('')).toMatch(/黑暗.*森林/);
    await shot(page, 'search-1280');

    await page.goto(memberUrl('/'));
    await page.getByText(TITLE).first().waitFor();
    await shot(page, 'home-1280');
    await page.goto(memberUrl('/write'));
    await page.getByRole('textbox', { name: '正文' }).waitFor();
    await shot(page, 'write-1280');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('looks right on a phone: home, post and search', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(memberUrl('/'));
    await page.getByText(TITLE).first().waitFor();
    await shot(page, 'home-375');
    await page.goto(memberUrl(`/post/${postId}`));
    await page.locator('.m-comment', { hasText: '写得真好' }).first().waitFor();
    await shot(page, 'post-375');
    await page.goto(memberUrl(`/search?keyword=${encodeURIComponent('善意')}`));
    await page.locator('a.m-post-item').first().waitFor();
    await shot(page, 'search-375');
    // Signed out: liking sends the reader to the login page, which brings them back.
    await page.goto(memberUrl(`/post/${postId}`));
    await page.getByRole('button', { name: /点赞/ }).click();
    await expect.poll(() => page.url()).toContain(`/login?redirect=%2Fpost%2F${postId}`);
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('返回前台 in the site console opens the member site on the site’s host', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await loginSite(page, 'demo', 'admin');
    await openUserMenu(page, '站点管理员');
    await page.getByRole('menuitem', { name: '返回前台' }).click();
    await expect.poll(() => page.url()).toBe(memberUrl('/'));
    await page.getByRole('heading', { name: '最新帖子' }).waitFor();
    await context.close();
  });
});
