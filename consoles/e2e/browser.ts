// Chromium for the end-to-end tier: Debian's browser driven by playwright-core (never a downloaded one).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const port = () => inject('e2ePort');
export const saasUrl = (path = '/') => `http://localhost:${port()}${path}`;
export const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${port()}/console${path}`;
export const DEMO_PASSWORD = 'demo123456';

// SCREENSHOT_DIR sends them elsewhere (a reviewer's folder) without touching the tests.
const SHOTS = process.env.SCREENSHOT_DIR || join(import.meta.dirname, '..', '..', 'screenshots');

/**
 * Debian's `chromium-headless-shell` (scripts/ensure-browser.mjs installs it): the same Blink without the full
 * browser's machinery, as Playwright itself runs headless. Opening a console page in a fresh context took half the
 * busy CPU time of the full `chromium` (3.5 against 6.8 CPU-seconds for four sign-ins and pages), and the tier opens
 * hundreds. CHROMIUM_PATH names another binary.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/** `extraArgs`: more switches, such as a host resolver rule for a test's own domain name. */
export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/**
 * A browser's own agent, without the `HeadlessChrome` the headless one declares: for a test that stands in for a
 * reader whose page views must count (declared headless agents are not counted, page-view-gate.ts).
 */
export const READER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A fresh browser profile (cookies, storage) per test, at a desktop size unless told otherwise. */
export async function openPage(
  browser: Browser,
  viewport = { width: 1366, height: 860 },
  options: { userAgent?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { uncaught?: string[] }).uncaught = errors;
  return { context, page };
}

/**
 * A folder of its own under screenshots/ (git-ignored; or SCREENSHOT_DIR) for a file whose pictures belong together: a
 * fresh clone's run writes inside the checkout, never into a path of one developer's machine.
 */
export function shotsDir(name: string): string {
  const dir = join(SHOTS, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Until no animation runs (Fluent's dialog and drawer motions), checked every 100 ms rather than on every frame as
 * `waitForFunction` would, which kept a software-rendering Chromium drawing frames only to ask.
 */
export function animationsDone(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { polling: 100 });
}

/** Saves a screenshot under screenshots/ (git-ignored; or SCREENSHOT_DIR) to look at after the run. */
export async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

/** The visible toast title (Fluent duplicates toast text in an aria-live region). */
export const toastTitle = (page: Page) => page.locator('.fui-ToastTitle');

export async function expectToast(page: Page, text: string | RegExp) {
  await expect.poll(async () => (await toastTitle(page).allInnerTexts()).join('\n'), { timeout: 10_000 }).toMatch(text);
}
