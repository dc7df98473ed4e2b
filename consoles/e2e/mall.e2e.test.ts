// Issue 13's journey on the demo (青禾读书会 runs the flagship plan with its mall): reader1 signs in for the day and
// posts, and both show in the console's point records under the rules' names; the owner creates a gift; reader1
// redeems it with an address; the owner ships it and reader1 sees the tracking number; cancelling a second redemption
// gives the points back. Screenshots go to screenshots/mall-e2e/.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, DEMO_PASSWORD, expectToast, launch, openPage, port, shotsDir, siteUrl } from './browser';
import { loginSite } from './helpers';
import { tableRows } from './site-console';

const SHOTS = shotsDir('mall-e2e');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 860 };
const RUN = Date.now().toString().slice(-5);
const GIFT = `读书会帆布袋${RUN}`;
const TRACKING = `SF${RUN}0088`;

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
const uncaught = (page: Page) => (page as Page & { uncaught?: string[] }).uncaught ?? [];

async function reader1(viewport = PHONE) {
  const opened = await openPage(browser, viewport);
  const { page } = opened;
  await page.goto(memberUrl('/login'));
  await page.getByLabel('登录名或手机号').fill('reader1');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  return opened;
}

async function owner() {
  const opened = await openPage(browser, DESKTOP);
  await loginSite(opened.page, 'demo', '13800000002');
  return opened;
}

/** reader1's coins, as 我的积分 shows them. */
async function coins(page: Page): Promise<number> {
  await page.goto(memberUrl('/points'));
  const balance = page.locator('.m-balance', { hasText: '金币' });
  await balance.waitFor();
  return Number((await balance.locator('.m-balance-num').innerText()).replace(/\D/g, ''));
}

async function redeem(page: Page) {
  await page.goto(memberUrl('/mall'));
  await page.getByText(GIFT).first().click();
  await page.getByLabel('收货人').fill('林小书');
  await page.getByLabel('手机号').fill('13912345678');
  await page.getByLabel('所在地区：省份').selectOption({ label: '浙江省' });
  await page.getByLabel('所在地区：城市').selectOption({ label: '杭州市' });
  await page.getByLabel('所在地区：区县').selectOption({ label: '西湖区' });
  await page.getByLabel('详细地址').fill('文三路 90 号');
  await page.getByRole('button', { name: /^使用 100 金币兑换$/ }).click();
  await page
    .getByText(/兑换成功|已兑换/)
    .first()
    .waitFor();
}

describe('points that fire and the mall', () => {
  it('reader1 signs in for the day and posts; the console’s point records name both rules', async () => {
    const { context, page } = await reader1();
    await page.goto(memberUrl('/points'));
    // 签到 +3, or 今日已签到 when an earlier run signed in today.
    await page.getByRole('button', { name: /签到/ }).waitFor();
    const sign = page.getByRole('button', { name: /^签到/ });
    if (await sign.count()) await sign.click();
    await page.getByRole('button', { name: '今日已签到' }).waitFor();
    await shoot(page, 'points-signed-375');
    await page.goto(memberUrl('/write'));
    const section = page.getByRole('combobox', { name: '版块' });
    await section.selectOption({ label: await section.getByRole('option', { name: /综合讨论/ }).innerText() });
    await page.getByLabel('标题').fill(`周末读书打卡${RUN}`);
    const editor = page.getByRole('textbox', { name: '正文' });
    await editor.click();
    await page.keyboard.type('这周读完了《额尔古纳河右岸》。');
    await page.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/post\/\d+$/);
    await context.close();

    const admin = await owner();
    await admin.page.goto(siteUrl('demo', '/user/managePointRecord'));
    const rows = (await tableRows(admin.page, '积分记录')).filter((r) => r.includes('书友小林'));
    expect(rows.join('\n')).toContain('每日签到');
    expect(rows.join('\n')).toContain('发表主题');
    await shoot(admin.page, 'console-point-records-1280');
    expect(uncaught(admin.page)).toEqual([]);
    await admin.context.close();
  });

  it('the owner creates a gift; reader1 redeems it with an address; the owner ships it and reader1 sees it', async () => {
    const admin = await owner();
    await admin.page.goto(siteUrl('demo', '/mall/createGift'));
    await admin.page.getByLabel(/^礼品名称/).fill(GIFT);
    await admin.page.getByLabel(/^所需积分/).fill('100');
    await admin.page.getByLabel(/^库存/).fill('5');
    await admin.page.getByRole('button', { name: '保存' }).click();
    await expectToast(admin.page, /礼品|保存|新增/);
    await admin.page.getByText(GIFT).first().waitFor();
    await shoot(admin.page, 'console-gifts-1280');

    const member = await reader1();
    await redeem(member.page);
    await shoot(member.page, 'redeemed-375');

    await admin.page.goto(siteUrl('demo', '/mall/manageOrder'));
    const order = admin.page.getByRole('table', { name: '兑换单' }).locator('tbody tr', { hasText: GIFT }).first();
    await order.waitFor();
    const id =
      /#(\d+)/.exec(await order.innerText())?.[1] ??
      (await order.getByRole('button', { name: /^发货 #/ }).getAttribute('aria-label'))?.split('#')[1];
    await admin.page.getByRole('button', { name: `发货 #${id}` }).click();
    const ship = admin.page.getByRole('alertdialog').or(admin.page.getByRole('dialog'));
    await ship.getByLabel('快递公司').fill('顺丰速运');
    await ship.getByLabel(`#${id} 快递单号`).fill(TRACKING);
    await ship.getByRole('button', { name: '确认发货' }).click();
    await expect.poll(() => order.innerText()).toContain('已发货');
    await shoot(admin.page, 'console-orders-1280');

    await member.page.goto(memberUrl('/mall/orders'));
    await member.page.getByText(`顺丰速运：${TRACKING}`).waitFor();
    await shoot(member.page, 'my-redemptions-375');
    expect(uncaught(member.page)).toEqual([]);
    expect(uncaught(admin.page)).toEqual([]);
    await member.context.close();
    await admin.context.close();
  });

  it('cancelling a redemption gives the points back', async () => {
    const member = await reader1();
    const before = await coins(member.page);
    await redeem(member.page);
    expect(await coins(member.page)).toBe(before - 100);

    const admin = await owner();
    await admin.page.goto(siteUrl('demo', '/mall/manageOrder'));
    const waiting = admin.page
      .getByRole('table', { name: '兑换单' })
      .locator('tbody tr', { hasText: GIFT })
      .filter({ hasText: '待发货' })
      .first();
    await waiting.getByRole('button', { name: /^取消 #/ }).click();
    const dialog = admin.page.getByRole('alertdialog').or(admin.page.getByRole('dialog'));
    await dialog.getByLabel(/^取消原因/).fill('会员申请取消');
    await dialog.getByRole('button', { name: '取消兑换单' }).click();
    await expect.poll(() => waiting.count()).toBe(0);
    await admin.context.close();

    // The row leaves the list while the table reloads too: the balance is read until the refund has committed.
    await expect.poll(() => coins(member.page)).toBe(before);
    await shoot(member.page, 'points-returned-375');
    await member.context.close();
  });
});
