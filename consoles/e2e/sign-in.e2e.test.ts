import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, saasUrl, shoot, siteUrl } from './browser';
import { lastSmsCode, loginSaas, loginSite, openUserMenu, uniqueMobile } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('signing in', () => {
  it('sends a signed-out visitor of the SaaS console to the login page with the redirect path', async () => {
    const { context, page } = await openPage(browser);
    // Only until the page is committed: the app sends it on to the login page, possibly before its load event.
    await page.goto(saasUrl('/account/manageAccount'), { waitUntil: 'commit' });
    await page.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe('/account/manageAccount');
    await shoot(page, 'saas-login');
    await context.close();
  });

  it('registers a new account with an SMS code and signs it in', async () => {
    const { context, page } = await openPage(browser);
    const mobile = uniqueMobile();
    await page.goto(saasUrl('/register'));
    await page.getByLabel(/^手机号/).fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    // The code field, not the toast that says the code was sent.
    await page.getByRole('textbox', { name: /^验证码/ }).fill(await lastSmsCode(mobile));
    await page.getByLabel(/^密码/).fill('e2epass2026');
    await page.getByLabel(/^昵称/).fill('端到端测试');
    await shoot(page, 'saas-register');
    await page.getByRole('button', { name: '注册并登录' }).click();
    await page.getByRole('navigation').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: '端到端测试' }).count()).toBe(1);
    await context.close();
  });

  it('lets the main manager in to the SaaS console', async () => {
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13800000000');
    await expect.poll(() => page.title()).toContain('首页');
    await shoot(page, 'saas-home-main-manager');
    await context.close();
  });

  it('shows the site owner the site management centre link, and the site administrator not', async () => {
    const owner = await openPage(browser);
    await loginSite(owner.page, 'demo', '13800000002');
    await openUserMenu(owner.page, '陈思远');
    await expect.poll(() => owner.page.getByRole('menuitem', { name: '站点管理中心' }).count()).toBe(1);
    await shoot(owner.page, 'site-home-owner-menu');
    await owner.context.close();

    const admin = await openPage(browser);
    await loginSite(admin.page, 'demo', 'admin');
    await openUserMenu(admin.page, '站点管理员');
    await expect.poll(() => admin.page.getByRole('menuitem', { name: '返回前台' }).count()).toBe(1);
    expect(await admin.page.getByRole('menuitem', { name: '站点管理中心' }).count()).toBe(0);
    await admin.context.close();
  });

  it('takes the site owner from the centre into their site console without signing in again', async () => {
    const { context, page } = await openPage(browser);
    await loginSaas(page, '13800000002');
    await page.goto(saasUrl('/site/siteList'));
    const link = page.getByRole('table', { name: '站点列表' }).getByRole('link', { name: '青禾读书会' });
    expect(await link.getAttribute('href')).toMatch(/^http:\/\/demo\.localhost:\d+\/console\/auth-redirect$/);
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await opened.waitForURL(/demo\.localhost:\d+\/console\/index/);
    await opened.getByRole('navigation').first().waitFor();
    // No token or code is left in the address or the history entry.
    expect(opened.url()).not.toMatch(/token=|code=/);
    await openUserMenu(opened, '陈思远');
    await expect.poll(() => opened.getByRole('menuitem', { name: '站点管理中心' }).count()).toBe(1);
    await context.close();
  });

  it('signs nobody in from a link that carries a token', async () => {
    const admin = await openPage(browser);
    await loginSite(admin.page, 'demo', 'admin');
    const stolen = (await admin.context.cookies()).find((c) => c.name === 'user-Token');
    expect(stolen?.domain).toBe('demo.localhost');
    await admin.context.close();

    const victim = await openPage(browser);
    await victim.page.goto(siteUrl('demo', `/auth-redirect#token=${stolen?.value}`), { waitUntil: 'commit' });
    // The page starts a handoff of the victim's own instead, which needs the victim to sign in to the centre.
    await victim.page.waitForURL(/^http:\/\/localhost:\d+\/login\?redirect=/);
    expect((await victim.context.cookies()).map((c) => c.name)).not.toContain('user-Token');
    await victim.context.close();
  });

  it('keeps a console token on its own site', async () => {
    const { context, page } = await openPage(browser);
    await loginSite(page, 'demo', 'admin');
    await page.goto(siteUrl('demo2', '/'), { waitUntil: 'commit' });
    await page.waitForURL(/\/console\/login/);
    await context.close();
  });
});
