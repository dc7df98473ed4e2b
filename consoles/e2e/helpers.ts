import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DEMO_PASSWORD, saasUrl, siteUrl } from './browser';

/** The newest SMS code the server's development provider "sent" to this number (read from the server's log). */
export async function lastSmsCode(mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const lines = readFileSync(inject('e2eLogFile'), 'utf8')
          .split('\n')
          .filter((l) => l.includes('"devSms"') && l.includes(mobile));
        code = /验证码 (\d{6})/.exec(lines.at(-1) ?? '')?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

let issued = 0;
/** A mobile number no other test uses. */
export function uniqueMobile(): string {
  issued += 1;
  return `136${String((Date.now() + issued * 7919) % 1e8).padStart(8, '0')}`;
}

/** Signs in to the SaaS console through its login page and waits for the layout. */
export async function loginSaas(page: Page, account: string, password = DEMO_PASSWORD) {
  await openWhenAnswered(page, saasUrl('/login'));
  await page.getByLabel('手机号或邮箱').fill(account);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('navigation').first().waitFor();
}

/**
 * Opens a page, again while the server answers 503 (its load shedding, Retry-After: 1). On the embedded database a
 * long statement holds the event loop: the previous file's clean-up deletes members at about a second each, and a
 * sign-in page asked for in that second met a 503 and waited 30 s for a form that never came.
 */
export async function openWhenAnswered(page: Page, url: string) {
  for (let attempt = 0; ; attempt++) {
    const response = await page.goto(url);
    if (response?.status() !== 503 || attempt >= 20) return response;
    await page.waitForTimeout(1000);
  }
}

/** Signs in to a site's console (`http://<slug>.localhost:<port>/console/login`). */
export async function loginSite(page: Page, slug: string, account: string, password = DEMO_PASSWORD) {
  await openWhenAnswered(page, siteUrl(slug, '/login'));
  await page.getByLabel('登录名或手机号').fill(account);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('navigation').first().waitFor();
}

/** Opens the user menu in the navbar (the button shows the signed-in user's name). */
export async function openUserMenu(page: Page, userName: string) {
  await page.getByRole('button', { name: userName }).click();
}
