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
  await page.goto(saasUrl('/login'));
  await page.getByLabel('手机号或邮箱').fill(account);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('navigation').first().waitFor();
}

/** Signs in to a site's console (`http://<slug>.localhost:<port>/console/login`). */
export async function loginSite(page: Page, slug: string, account: string, password = DEMO_PASSWORD) {
  await page.goto(siteUrl(slug, '/login'));
  await page.getByLabel('登录名或手机号').fill(account);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('navigation').first().waitFor();
}

/** Opens the user menu in the navbar (the button shows the signed-in user's name). */
export async function openUserMenu(page: Page, userName: string) {
  await page.getByRole('button', { name: userName }).click();
}
