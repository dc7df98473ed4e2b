// WCAG 2.2 AA, measured the way auditors measure it: axe-core in Chromium on every page of the route tables of both
// consoles (SaaS as the main manager, the demo site's console as its owner) and of the member site (signed out, then
// as reader1). Any serious or critical violation fails. Screenshots at 375 px and 1440 px go to screenshots/a11y/.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenRoutes } from '#kit/routes/table';
import type { RouteRecord } from '#kit/routes/types';
import { memberRoutes } from '../member/routes';
import { saasRoutes } from '../saas/routes';
import { siteRoutes } from '../site/routes';
import { animationsDone, DEMO_PASSWORD, launch, port, saasUrl, shotsDir, siteUrl } from './browser';
import { loginSaas, loginSite } from './helpers';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SHOTS = shotsDir('a11y');
const PHONE = { width: 375, height: 760 };
const DESKTOP = { width: 1440, height: 900 };
const memberUrl = (path = '/') => `http://demo.localhost:${port()}${path}`;

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Fluent's focus sentinels (tabster's `<i data-tabster-dummy aria-hidden="true" tabindex="0">` around dialogs, menus
 * and grids) are the one exception: they are how Fluent keeps Tab inside a dialog and moves it around a grid; they take
 * focus only to hand it on at once, so a screen reader never rests on them, and they cannot be removed from outside.
 */
const isFocusSentinel = (html: string) => html.includes('data-tabster-dummy');

type Violation = { id: string; impact: string; help: string; nodes: { html: string; target: string[]; failureSummary?: string }[] };

/** One axe run over the document as it is now. */
async function runAxe(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations as Violation[];
  });
}

const serious = (violations: Violation[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/**
 * Runs axe on what the page shows now; returns its serious and critical violations. A page caught between two states
 * (a button fading back from disabled as its request ends: #bdbdbd on #f0f0f0 for a few frames) is looked at again
 * once it has settled, and only what is still there counts: what a person sees at rest.
 */
async function audit(page: Page, name: string): Promise<Finding[]> {
  let violations = await runAxe(page);
  if (serious(violations).length) {
    await page.waitForTimeout(1000);
    await settle(page);
    violations = await runAxe(page);
  }
  return serious(violations)
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !isFocusSentinel(n.html)) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => ({
      page: name,
      rule: v.id,
      impact: v.impact,
      help: v.help,
      // axe's own words say why (a contrast finding names both colours and the ratio).
      nodes: v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300)}`),
    }));
}

/** Waits for a page to have drawn what it loads: a heading, no spinner or busy table, no running animation. */
async function settle(page: Page) {
  // The pointer rests where the last click left it: a tooltip it opens over the new page is not the page at rest.
  await page.mouse.move(0, 0);
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => undefined);
  // A toast is not the page at rest either: one from an earlier page (an error the loaded machine's server answered,
  // say) is still sliding in or out, mid-animation a scrolling box axe reports. Toasts leave within 5 s (ERROR_TOAST_MS).
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"], .fui-Spinner, .m-loading, .fui-Toast') &&
        document.getAnimations().every((a) => a.playState !== 'running'),
      undefined,
      { timeout: 15_000, polling: 100 },
    )
    .catch(() => undefined);
}

/** Pages a signed-in session opens from the menu: every record with a page and without a parameter in its path. */
function consolePages(routes: readonly RouteRecord[]): { path: string; title: string }[] {
  return flattenRoutes(routes)
    .filter((f) => f.record.component && !f.record.public && !f.fullPath.includes(':') && !f.fullPath.includes('*'))
    .map((f) => ({ path: f.fullPath, title: f.record.meta?.title ?? f.fullPath }));
}

/** The sign-in and status pages, opened signed out. */
const PUBLIC_CONSOLE_PAGES = ['/login', '/register', '/resetpassword', '/404', '/401'];

/** Moves the single-page app to another route the way its links do (no reload: the route's own chunk and queries). */
async function go(page: Page, fullPath: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, fullPath);
}

async function shot(page: Page, name: string) {
  await animationsDone(page).catch(() => undefined);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.page}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.nodes.join('\n    ')}`).join('\n');

/**
 * A fresh profile as `openPage` makes it, but allowed to add axe's script: the apps' Content-Security-Policy
 * (`script-src 'self'`) refuses the inline script `addScriptTag` writes. It asks for reduced motion, as a reader may:
 * Fluent's dialogs and toasts then appear without their transitions and the member site's slideshow waits for a click,
 * so a page is at rest (what `settle` waits for) without Chromium drawing every frame of the way there.
 */
async function openPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  return { context, page: await context.newPage() };
}

/**
 * 关闭其他 from the tab bar's menu, as a person ends a round of pages: every page visited stays mounted (hidden) while
 * its tab is open, and axe walks the whole document, hidden pages too, so without this each page's audit cost more
 * than the one before (Chromium took about four fifths of the audit's CPU).
 */
async function closeOtherTabs(page: Page) {
  await page.getByRole('button', { name: '标签页操作' }).click();
  const item = page.getByRole('menuitem', { name: '关闭其他' });
  if (await item.isEnabled()) await item.click();
  else await page.keyboard.press('Escape');
  await item.waitFor({ state: 'detached' });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Signed out pages, then every menu page signed in (the first with the sidebar open, the rest on the collapsed rail). */
async function auditConsole(opts: {
  app: string;
  url(path: string): string;
  basename: string;
  routes: readonly RouteRecord[];
  signIn(page: Page): Promise<void>;
  shots: readonly string[];
}) {
  const findings: Finding[] = [];
  const { context, page } = await openPage(browser, DESKTOP);
  for (const path of PUBLIC_CONSOLE_PAGES) {
    await page.goto(opts.url(path));
    await settle(page);
    findings.push(...(await audit(page, `${opts.app} ${path}`)));
  }
  await opts.signIn(page);
  const pages = consolePages(opts.routes);
  for (const [index, { path, title }] of pages.entries()) {
    if (index === 1) await page.getByRole('button', { name: '收起侧边栏' }).click();
    await go(page, `${opts.basename}${path}`);
    await settle(page);
    findings.push(...(await audit(page, `${opts.app} ${path} ${title}`)));
    if (opts.shots.includes(path)) await shot(page, `${opts.app}${path.replaceAll('/', '-')}-1440`);
    await closeOtherTabs(page);
  }
  await context.close();

  // Phones: the drawer menu and the narrow navbar (user menu without its name, the breadcrumb's ellipsis).
  const phone = await openPage(browser, PHONE);
  await opts.signIn(phone.page);
  for (const path of opts.shots) {
    await go(phone.page, `${opts.basename}${path}`);
    await settle(phone.page);
    findings.push(...(await audit(phone.page, `${opts.app} ${path} (375 px)`)));
    await shot(phone.page, `${opts.app}${path.replaceAll('/', '-')}-375`);
  }
  await phone.page.getByRole('button', { name: '展开侧边栏' }).click();
  await settle(phone.page);
  findings.push(...(await audit(phone.page, `${opts.app} drawer (375 px)`)));
  await shot(phone.page, `${opts.app}-drawer-375`);
  await phone.context.close();
  return { findings, pages: pages.length };
}

describe('WCAG 2.2 AA (axe-core: no serious or critical violation)', () => {
  it('every page of the SaaS console, as the main manager', { timeout: 1_800_000 }, async () => {
    const { findings, pages } = await auditConsole({
      app: 'saas',
      url: saasUrl,
      basename: '',
      routes: saasRoutes,
      signIn: (page) => loginSaas(page, '13800000000'),
      shots: ['/site/siteList', '/statistic/manageFlowStatistic', '/account/subscribeMessageLogList'],
    });
    expect(pages).toBeGreaterThan(30);
    expect(report(findings)).toBe('');
  });

  it('every page of the site console, as the demo site’s owner, with the date picker open', { timeout: 1_800_000 }, async () => {
    const { findings, pages } = await auditConsole({
      app: 'site',
      url: (path) => siteUrl('demo', path),
      basename: '/console',
      routes: siteRoutes,
      signIn: (page) => loginSite(page, 'demo', '13800000002'),
      shots: ['/index', '/statistic/manageFlowStatistic', '/user/managePointRecord'],
    });
    expect(pages).toBeGreaterThan(30);

    // The Chinese calendar, open, on a phone and a desktop.
    for (const [size, viewport] of [
      ['375', PHONE],
      ['1440', DESKTOP],
    ] as const) {
      const { context, page } = await openPage(browser, viewport);
      await loginSite(page, 'demo', '13800000002');
      await go(page, '/console/user/managePointRecord');
      await settle(page);
      await page.getByLabel('开始日期').click();
      const calendar = page.getByRole('dialog').filter({ hasText: '今天' });
      await calendar.waitFor();
      await expect.poll(() => calendar.innerText()).toMatch(/\d{4}年\d{1,2}月/);
      findings.push(...(await audit(page, `site date picker (${size} px)`)));
      await shot(page, `site-datepicker-${size}`);
      await context.close();
    }
    expect(report(findings)).toBe('');
  });

  it('the member site: its pages signed out, and reader1’s 我的 pages', { timeout: 1_200_000 }, async () => {
    const findings: Finding[] = [];
    const pages = flattenRoutes(memberRoutes).filter((f) => f.record.component);
    const fixed = pages.filter((f) => !f.fullPath.includes(':'));
    const { context, page } = await openPage(browser, PHONE);
    const visit = async (path: string, name = path) => {
      await page.goto(memberUrl(path));
      await settle(page);
      findings.push(...(await audit(page, `member ${name}`)));
    };
    /** A page with a parameter, reached through the first link to it on `from`. */
    const follow = async (from: string, prefix: string) => {
      await page.goto(memberUrl(from));
      // The phone's navigation drawer holds links too, hidden until opened: the page's own link is the visible one.
      const link = page.locator(`a[href^="${prefix}"]:visible`).first();
      await link.waitFor();
      const href = (await link.getAttribute('href')) ?? from;
      await visit(href, `${prefix}… (${href})`);
    };

    for (const f of fixed.filter((f) => f.record.public)) await visit(f.fullPath);
    await visit(`/search?keyword=${encodeURIComponent('读书')}`, '/search?keyword=读书');
    await shot(page, 'member-search-375');
    await follow('/', '/section/');
    await follow('/', '/post/');
    await shot(page, 'member-post-375');
    // An author's name on the home page's posts leads to their 成员主页.
    await follow('/', '/user/');
    await follow('/questions', '/question/');
    await follow('/mall', '/mall/gift/');
    await visit('/');
    await shot(page, 'member-home-375');

    await page.goto(memberUrl('/login'));
    await page.getByLabel('登录名或手机号').fill('reader1');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    for (const f of fixed.filter((f) => !f.record.public)) await visit(f.fullPath, `${f.fullPath} (reader1)`);
    await page.goto(memberUrl('/me'));
    await settle(page);
    await shot(page, 'member-me-375');
    await context.close();

    const desktop = await openPage(browser, DESKTOP);
    await desktop.page.goto(memberUrl('/'));
    await settle(desktop.page);
    findings.push(...(await audit(desktop.page, 'member / (1440 px)')));
    await shot(desktop.page, 'member-home-1440');
    await desktop.context.close();

    expect(report(findings)).toBe('');
  });
});
