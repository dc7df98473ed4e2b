// Issue 26's journey on `demo` (青禾读书会): the owner gives the site its own look in the site console — a top navigation
// item with a members-only sub-item (导航设置), a slide (幻灯片), a friendly link (友情链接), the dark palette published
// (主题设置) — and a signed-out visitor and reader1 each see what they should at 1280 and 375 px; then a custom domain
// is verified against the tier's own DNS server (setup.ts, DNS_SERVERS) and the site answers on it while the old
// host redirects (301); last, the main manager's SaaS home shows the platform's figures with charts. Every change to
// demo is put back in afterAll: later files share the server and its database (the accessibility tier checks the
// default theme's contrast, member-site uses the navigation). Screenshots: screenshots/site-identity-*.png.

import { Resolver } from 'node:dns/promises';
import { renameSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CommuneClient, Schema } from '../../sdk';
import { DEMO_PASSWORD, expectToast, launch, openPage, port, saasUrl, shoot } from './browser';
import { loginSaas, loginSite, openWhenAnswered } from './helpers';
import { siteClient } from './site-api';
import { openFromMenu, uncaught } from './site-console';

const OWNER = '13800000002';
const MAIN_MANAGER = '13800000000';
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 375, height: 760 };
const DOMAIN = 'bbs.identity.test';

const TOP = '书友指南';
const MEMBERS_ONLY = '会员专区';
const SLIDE = '读书月活动开始了';
const LINK = '青禾书店';
const LINK_URL = 'https://shop.example.cn/';

const memberUrl = (path = '/', host = 'demo.localhost') => `http://${host}:${port()}${path}`;

let browser: Browser;
let owner: CommuneClient;
let originalTheme: Schema<'Theme'>;
let originalTop: Schema<'NavigationItem'>[];

beforeAll(async () => {
  // The custom domain is this test's own: Chromium is told where it lives, as a real DNS record would tell it.
  browser = await launch([`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`]);
  const login = await siteClient('demo').consoleLogin({ body: { account: OWNER, password: DEMO_PASSWORD } });
  owner = siteClient('demo', login.token);
  originalTheme = (await owner.getThemeSetting()).published;
  originalTop = (await owner.getNavigationList({ query: { position: 'top' } })).list;
});

/** Deletes this test's domain only: the demo has a pending one of its own (bbs.demo-club.example.com). */
async function removeDomain() {
  for (const d of await owner.getConsoleSiteDomainList())
    if (d.hostname === DOMAIN) await owner.deleteConsoleSiteDomain({ body: { id: d.id } });
}

const childInput = (item: Schema<'NavigationChild'>): Schema<'NavigationChildInput'> => ({
  name: item.name,
  targetKind: item.targetKind,
  targetId: item.targetId,
  url: item.url,
  icon: item.icon,
  openInNewWindow: item.openInNewWindow,
  visibility: item.visibility,
  rankId: item.rankId,
  enabled: item.enabled,
});

afterAll(async () => {
  // Each step on its own, so one failure does not leave the others undone.
  const steps: [string, () => Promise<unknown>][] = [
    [
      'domain',
      async () => {
        await removeDomain();
      },
    ],
    [
      'navigation',
      () =>
        owner.saveNavigation({
          body: { position: 'top', items: originalTop.map((item) => ({ ...childInput(item), children: item.children.map(childInput) })) },
        }),
    ],
    [
      'slide',
      async () => {
        for (const s of await owner.getSlideList({ query: { position: 'home' } }))
          if (s.title === SLIDE) await owner.deleteSlide({ query: { id: s.id } });
      },
    ],
    [
      'link',
      async () => {
        for (const l of await owner.getFriendLinkList()) if (l.name === LINK) await owner.deleteFriendLink({ query: { id: l.id } });
      },
    ],
    ['theme', () => owner.updateThemeSetting({ body: { theme: originalTheme, publish: true } })],
  ];
  const failed: string[] = [];
  for (const [name, step] of steps) await step().catch((error) => failed.push(`${name}: ${error}`));
  // What the next files see: demo's own host, palette and links again.
  const home = await get('/', 'demo.localhost').catch((error) => ({ status: 0, body: String(error) }));
  if (home.status !== 200) failed.push(`home answers ${home.status}`);
  if (!home.body.includes(`data-theme="${originalTheme.palette}"`)) failed.push(`home not in the ${originalTheme.palette} palette`);
  for (const left of [TOP, LINK]) if (home.body.includes(left)) failed.push(`home still shows ${left}`);
  await browser?.close();
  expect(failed).toEqual([]);
});

/** A GET as a crawler or a proxy makes it, with the host in the header (Node's resolver knows neither name). */
function get(path: string, host: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: port(), path, headers: { host: `${host}:${port()}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function reader1(viewport: { width: number; height: number }) {
  const opened = await openPage(browser, viewport);
  await openWhenAnswered(opened.page, memberUrl('/login'));
  await opened.page.getByLabel('登录名或手机号').fill('reader1');
  await opened.page.getByLabel('密码').fill(DEMO_PASSWORD);
  await opened.page.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => new URL(opened.page.url()).pathname).toBe('/');
  return opened;
}

const topNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const carousel = (page: Page) => page.locator('section[aria-roledescription="carousel"]');
const friendLink = (page: Page) => page.locator('.m-friend-links').getByRole('link', { name: LINK });

/** Brings the test's slide to the front (the carousel plays on its own) and waits for its picture. */
async function showSlide(page: Page) {
  const slide = carousel(page).locator('.m-carousel-slide', { hasText: SLIDE });
  await slide.waitFor({ state: 'attached' });
  const pause = carousel(page).getByRole('button', { name: '暂停自动播放' });
  if (await pause.count()) await pause.click();
  for (let step = 0; step < 10 && !(await slide.isVisible()); step++) await carousel(page).getByRole('button', { name: '下一张' }).click();
  await slide.getByText(SLIDE).waitFor();
  await expect.poll(() => slide.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

/** The home page as one viewer sees it: the dark theme from the server, the slide, the link; the sub-item or not. */
async function checkHome(page: Page, who: string, member: boolean, desktop: boolean) {
  await openWhenAnswered(page, memberUrl('/'));
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  // The palette reaches the page's colours, not only the attribute.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
  expect(r + g + b, background).toBeLessThan(200);
  await showSlide(page);
  await friendLink(page).waitFor({ state: 'attached' });
  expect(await friendLink(page).getAttribute('href')).toBe(LINK_URL);
  // The server leaves out what the viewer may not see: a visitor's item has no sub-menu at all.
  const sub = topNav(page).getByRole('link', { name: MEMBERS_ONLY });
  if (desktop) {
    await topNav(page).getByRole('link', { name: TOP }).waitFor();
    if (member) {
      await topNav(page)
        .getByRole('button', { name: `${TOP}的子菜单` })
        .click();
      await sub.waitFor();
    } else {
      expect(
        await topNav(page)
          .getByRole('button', { name: `${TOP}的子菜单` })
          .count(),
      ).toBe(0);
    }
  } else {
    // Phones hide the top bar (their tab bar stands in): the item is in the page all the same, the sub-item or not.
    await page.locator('.m-top-nav a', { hasText: TOP }).waitFor({ state: 'attached' });
  }
  expect(await page.locator('.m-top-nav .m-subnav a', { hasText: MEMBERS_ONLY }).count()).toBe(member ? 1 : 0);
  const size = desktop ? 1280 : 375;
  await shoot(page, `site-identity-${who}-${size}`);
  await friendLink(page).scrollIntoViewIfNeeded();
  expect(await friendLink(page).isVisible()).toBe(true);
  await shoot(page, `site-identity-${who}-${size}-footer`);
  expect(uncaught(page)).toEqual([]);
}

/** Publishes TXT records in the tier's DNS server and waits until it answers them. */
async function publishTxt(name: string, value: string) {
  const file = inject('e2eDnsZoneFile');
  writeFileSync(`${file}.tmp`, JSON.stringify({ [name]: [value] }));
  renameSync(`${file}.tmp`, file);
  const resolver = new Resolver();
  resolver.setServers([inject('e2eDnsAddress')]);
  await expect
    .poll(async () => (await resolver.resolveTxt(name).catch(() => [])).map((pieces) => pieces.join('')), { timeout: 10_000 })
    .toEqual([value]);
}

describe('a site that looks like its owner’s', () => {
  it('the owner sets navigation, a slide, a friendly link and the dark theme', { timeout: 120_000 }, async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await loginSite(page, 'demo', OWNER);

    await openFromMenu(page, '导航设置');
    await page.getByRole('table', { name: '导航项' }).waitFor();
    await page.getByRole('button', { name: '新增导航项' }).click();
    const item = page.getByRole('dialog', { name: '新增导航项' });
    await item.getByLabel(/^名称/).fill(TOP);
    await item.getByLabel(/^链接目标/).selectOption({ label: '问答列表' });
    await item.getByRole('button', { name: '确定' }).click();
    await item.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `给“${TOP}”添加子菜单` }).click();
    const child = page.getByRole('dialog', { name: '添加子菜单' });
    await child.getByLabel(/^名称/).fill(MEMBERS_ONLY);
    await child.getByLabel(/^链接目标/).selectOption({ label: '积分商城' });
    await child.getByLabel('可见范围').selectOption({ label: '登录成员' });
    await child.getByRole('button', { name: '确定' }).click();
    await child.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, '导航已保存');
    await shoot(page, 'site-identity-console-navigation');

    await openFromMenu(page, '幻灯片');
    await page.getByRole('button', { name: '新增幻灯片' }).click();
    const slide = page.getByRole('dialog', { name: '新增幻灯片' });
    const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#2e7d6b' } })
      .png()
      .toBuffer();
    await slide.getByLabel('选择图片文件').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: png });
    await slide.getByRole('button', { name: '裁剪并上传' }).click();
    await slide.getByRole('button', { name: '更换图片' }).waitFor();
    await slide.getByLabel(/^标题/).fill(SLIDE);
    await slide.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '幻灯片已新增');

    await openFromMenu(page, '友情链接');
    await page.getByRole('button', { name: '新增友情链接' }).click();
    const link = page.getByRole('dialog', { name: '新增友情链接' });
    await link.getByLabel(/^名称/).fill(LINK);
    await link.getByLabel(/^网址/).fill(LINK_URL);
    await link.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '友情链接已新增');

    await openFromMenu(page, '主题设置');
    await page.getByRole('radio', { name: /墨黑/ }).click();
    await expect.poll(() => page.getByRole('radio', { name: /墨黑/ }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: '发布' }).click();
    await expectToast(page, '主题已发布，前台已生效');
    await shoot(page, 'site-identity-console-theme');
    expect(uncaught(page)).toEqual([]);
    await context.close();

    // The server writes the look into the HTML itself: no flash, and the visitor's links for search engines.
    const html = (await get('/', 'demo.localhost')).body;
    expect(html).toMatch(/<html[^>]* data-theme="dark"/);
    expect(html).toContain(TOP);
    expect(html).not.toContain(MEMBERS_ONLY);
    expect(html).toContain(LINK);
  });

  it('a visitor sees the look without the members-only item; reader1 sees it too', { timeout: 120_000 }, async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const visitor = await openPage(browser, viewport);
      await checkHome(visitor.page, 'visitor', false, viewport === DESKTOP);
      await visitor.context.close();
      const member = await reader1(viewport);
      await checkHome(member.page, 'reader1', true, viewport === DESKTOP);
      await member.context.close();
    }
  });

  it('a domain verified through DNS serves the site, and the old host redirects there', { timeout: 60_000 }, async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await loginSite(page, 'demo', OWNER);
    await openFromMenu(page, '域名设置');
    await page.getByLabel(/^域名/).fill(DOMAIN);
    await page.getByRole('button', { name: '添加' }).click();
    await expectToast(page, '域名已添加，请按说明完成验证');
    const entry = page.getByRole('list', { name: '已绑定的域名' }).getByRole('listitem').filter({ hasText: DOMAIN });
    const record = async (term: string) => entry.locator(`dt:text-is("${term}") + dd`).innerText();
    const name = await record('主机记录');
    const value = await record('记录值');
    expect(name).toBe(`_commune-verify.${DOMAIN}`);
    await publishTxt(name, value);
    await entry.getByRole('button', { name: '验证' }).click();
    await expectToast(page, '域名已验证');
    await entry.getByText('主域名').waitFor();
    await shoot(page, 'site-identity-console-domain');
    expect(uncaught(page)).toEqual([]);
    await context.close();

    const served = await get('/', DOMAIN);
    expect(served.status).toBe(200);
    expect(served.body).toContain('青禾读书会');
    const moved = await get('/post/1?from=old', 'demo.localhost');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`http://${DOMAIN}:${port()}/post/1?from=old`);

    const visitor = await openPage(browser, DESKTOP);
    await visitor.page.goto(memberUrl('/'));
    await expect.poll(() => new URL(visitor.page.url()).host).toBe(`${DOMAIN}:${port()}`);
    await showSlide(visitor.page);
    expect(await visitor.page.locator('html').getAttribute('data-theme')).toBe('dark');
    await shoot(visitor.page, 'site-identity-custom-domain-1280');
    await visitor.context.close();

    // Deleting it gives the site back its own host (afterAll would too; this checks the way back).
    await removeDomain();
    await expect.poll(async () => (await get('/', 'demo.localhost')).status).toBe(200);
  });

  it('the main manager’s home shows the platform’s figures with charts', { timeout: 60_000 }, async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await loginSaas(page, MAIN_MANAGER);
    await openWhenAnswered(page, saasUrl('/index'));
    const figures = page.getByRole('list', { name: '平台数字' }).getByRole('listitem');
    await figures.first().waitFor();
    expect(await figures.count()).toBeGreaterThan(4);
    await expect.poll(() => page.locator('canvas').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shoot(page, 'site-identity-saas-home');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });
});
