// Issue 15's site journey on the demo, its first part: reader1 opens a work order on the member site and the
// administrator's open console shows the 工单 badge grow without a reload (the event stream). Replying, resolving and
// rating are covered by the server and component tests. Screenshots go to /tmp/shots-work-orders/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launch, openPage, port } from './browser';
import { loginSite } from './helpers';
import { menu } from './site-console';

const SHOTS = '/tmp/shots-work-orders';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 860 };
const RUN = Date.now().toString().slice(-5);
const TITLE = `借阅记录少了一本书${RUN}`;

const memberUrl = (path = '/') => `http://demo.localhost:${port()}${path}`;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(() => browser?.close());

const shoot = async (page: Page, name: string) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};
const uncaught = (page: Page) => (page as Page & { uncaught?: string[] }).uncaught ?? [];

async function memberLogin(page: Page, account: string) {
  await page.goto(memberUrl('/login'));
  await page.getByLabel('登录名或手机号').fill(account);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
}

/** The number on the menu's 工单 entry (0 when it shows none; 99+ reads as 100). */
async function workOrderBadge(page: Page): Promise<number> {
  const text = await menu(page).getByRole('link', { name: /^工单/ }).first().innerText();
  const figure = text.split('\n')[1]?.trim() ?? '';
  return figure === '99+' ? 100 : Number(figure) || 0;
}

describe('a member’s work order', () => {
  it('reader1 opens one; the administrator’s console shows the badge grow without reloading', async () => {
    const staff = await openPage(browser, DESKTOP);
    await loginSite(staff.page, 'demo', 'admin');
    await menu(staff.page).getByRole('link', { name: /^工单/ }).first().waitFor();
    const before = await workOrderBadge(staff.page);

    const { context, page } = await openPage(browser, PHONE);
    await memberLogin(page, 'reader1');
    await page.goto(memberUrl('/workorders/new'));
    const type = page.getByLabel('分类');
    await type.selectOption({ index: 1 });
    await page.getByLabel('标题').fill(TITLE);
    await page.getByLabel('问题描述').fill('上周借的《活着》在“我的借阅”里找不到，麻烦查一下。');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/workorders\/\d+$/);
    await page.getByText(TITLE).first().waitFor();
    await shoot(page, 'member-work-order-375');
    expect(uncaught(page)).toEqual([]);
    await context.close();

    // The stream says 工单 changed; the sidebar reads its counts again (no reload of the console's page).
    if (before < 100) await expect.poll(() => workOrderBadge(staff.page), { timeout: 30_000 }).toBeGreaterThan(before);
    await shoot(staff.page, 'console-badge-desktop');
    expect(uncaught(staff.page)).toEqual([]);
    await staff.context.close();
  });
});
