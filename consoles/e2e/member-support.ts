// Steps the member site's end-to-end tests share: its address on `demo`, signing in on its login page, the member API
// as a signed-in member, and a screenshot at a desktop and a phone width.
import type { Page } from 'playwright-core';
import { animationsDone, DEMO_PASSWORD, port, shoot } from './browser';
import { siteClient } from './site-api';

export const DESKTOP = { width: 1280, height: 860 };
export const PHONE = { width: 375, height: 812 };
export const memberUrl = (path = '/') => `http://demo.localhost:${port()}${path}`;

/** Signs in on the member site's login page. */
export async function signIn(page: Page, account: string) {
  await page.goto(memberUrl('/login'));
  await page.getByLabel('登录名或手机号').fill(account);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
}

/** `demo`'s API as a member, signed in through the API (for what a test sets up or checks rather than clicks). */
export async function memberApi(account: string) {
  const { token } = await siteClient('demo').memberLogin({ body: { account, password: DEMO_PASSWORD } });
  return siteClient('demo', token);
}

/** `<name>-1280.png` and `<name>-375.png`; the page is left at the desktop width. */
export async function shootWidths(page: Page, name: string) {
  const settled = () => animationsDone(page);
  await settled();
  await shoot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await settled();
  await shoot(page, `${name}-375`);
  await page.setViewportSize(DESKTOP);
}
