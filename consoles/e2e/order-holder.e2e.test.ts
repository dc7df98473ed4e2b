// A holder's orders in the SaaS console on the real server: 13800000002 buys 专业版 12 个月 for `demo2` (basic) and pays
// in the sandbox, sees it paid and the licence active (order detail, site list, the main manager's licence page) and
// 问答 opened in demo2's site console; cancels a pending order; activates a licence code the main manager generated.
// Afterwards every paid order of demo2 (the demo has none of its own) is refunded, newest first, so demo2 is basic again.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommuneClient } from '../../sdk';
import { DEMO_PASSWORD, expectToast, launch, openPage, port, saasUrl, shoot } from './browser';
import { loginSaas, loginSite } from './helpers';

const HOLDER = '13800000002';
const MAIN_MANAGER = '13800000000';

let browser: Browser;
let paidOrderId = 0;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  const api = (token?: string) => createCommuneClient({ baseUrl: `http://localhost:${port()}`, token: () => token });
  const { token } = await api().saasLogin({ body: { account: MAIN_MANAGER, password: DEMO_PASSWORD } });
  const { list } = await api(token).getManagedOrderList({ query: { siteKeyword: 'demo2', status: 'paid', pageSize: 100 } });
  for (const order of list.filter((o) => o.siteSlug === 'demo2'))
    await api(token).updateManagedOrder({ body: { id: order.id, action: 'refund' } });
  if (list[0]) expect((await api(token).getLicense({ query: { siteId: list[0].siteId } })).licenseType).toBe(1);
});

const uncaught = (page: Page) => (page as Page & { uncaught?: string[] }).uncaught ?? [];
const row = (page: Page, table: string, text: string | RegExp) =>
  page.getByRole('table', { name: table }).locator('tbody tr', { hasText: text });
/** The value beside a label of a detail list (`<dt>label</dt><dd>value</dd>`). */
const detail = (page: Page, list: string, label: string) =>
  page.getByLabel(list, { exact: true }).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const idFromUrl = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());
/** Lets a dialog finish its entering motion before a screenshot. */
const settled = (page: Page) => page.waitForTimeout(400);

async function holderPage() {
  const opened = await openPage(browser);
  await loginSaas(opened.page, HOLDER);
  return opened;
}

describe('a holder buys, pays in the sandbox, cancels and activates', () => {
  let expiry = '';

  it('buys 专业版 12 个月 for demo2 from the site list and pays on the page marked 模拟支付', async () => {
    const { context, page } = await holderPage();
    await page.goto(saasUrl('/site/siteList'));
    await row(page, '站点列表', '西湖跑团').getByRole('link', { name: '升级' }).click();
    await page.waitForURL(/\/order\/buyProduct\/\d+$/);
    await expect.poll(() => detail(page, '站点授权', '当前套餐').innerText()).toBe('基础版');
    expect(await page.getByRole('radio', { name: '专业版' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '12 个月 ¥2,990.00' }).isChecked()).toBe(true);
    await shoot(page, 'order-buy-product');

    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/order\/orderPay\/\d+$/);
    const orderId = idFromUrl(page);
    await expect.poll(() => detail(page, '订单信息', '应付金额').innerText()).toBe('¥2,990.00');
    await expect.poll(() => page.getByText(/^支付剩余 (29|30):\d\d$/).count()).toBe(1);
    await shoot(page, 'order-pay');

    await page.getByRole('button', { name: '去支付 ¥2,990.00' }).click();
    await page.waitForURL(/\/order\/sandboxPay\/[A-Za-z0-9_-]{16,}$/);
    await page.getByText('这是开发与演示用的模拟支付，不会产生真实扣款').waitFor();
    expect(await page.getByText('模拟支付', { exact: true }).first().isVisible()).toBe(true);
    expect(await detail(page, '支付单', '商品').innerText()).toBe('西湖跑团 · 专业版 12 个月');
    expect(await detail(page, '支付单', '金额').innerText()).toBe('¥2,990.00');
    await shoot(page, 'order-sandbox-pay');

    await page.getByRole('button', { name: '确认支付' }).click();
    await page.locator('.fui-MessageBarTitle', { hasText: '支付成功，授权已生效' }).waitFor();
    paidOrderId = orderId;
    await expect.poll(() => page.getByText(/^授权到期：\d{4}-\d\d-\d\d \d\d:\d\d$/).count()).toBe(1);
    await shoot(page, 'order-sandbox-paid');

    await page.getByRole('link', { name: '查看订单' }).click();
    await page.waitForURL(new RegExp(`/order/seeOrder/${orderId}$`));
    await expect.poll(() => detail(page, '订单信息', '订单状态').innerText()).toBe('已支付');
    expect(await detail(page, '订单信息', '支付方式').innerText()).toBe('模拟支付');
    expiry = await detail(page, '订单信息', '授权到期').innerText();
    const nextYear = new Date();
    nextYear.setFullYear(nextYear.getFullYear() + 1);
    expect(expiry.slice(0, 7)).toBe(`${nextYear.getFullYear()}-${String(nextYear.getMonth() + 1).padStart(2, '0')}`);
    expect(await page.getByRole('list', { name: '订单进度' }).innerText()).toMatch(/创建订单[\s\S]*支付成功[\s\S]*支付方式：模拟支付/);
    await shoot(page, 'order-see-order');

    await page.goto(saasUrl('/order/orderList'));
    const listed = row(page, '订单列表', '西湖跑团');
    await expect.poll(() => listed.first().innerText()).toMatch(/专业版 12 个月[\s\S]*¥2,990\.00[\s\S]*已支付/);
    await shoot(page, 'order-list');

    await page.goto(saasUrl('/site/siteList'));
    await expect
      .poll(() => row(page, '站点列表', '西湖跑团').innerText())
      .toMatch(new RegExp(`专业版[\\s\\S]*有效[\\s\\S]*${expiry.slice(0, 10)} 到期`));
    await shoot(page, 'order-site-list-after-payment');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('opens 问答 in demo2’s site console', async () => {
    const { context, page } = await openPage(browser);
    await loginSite(page, 'demo2', HOLDER);
    const capabilities = page.getByRole('list', { name: '功能开通情况' }).locator('li');
    await expect.poll(() => capabilities.allInnerTexts()).toContain('问答：已开通');
    await shoot(page, 'order-site-console-question-enabled');
    await context.close();
  });

  it('shows the licence and its history to the main manager', async () => {
    const { context, page } = await openPage(browser);
    await loginSaas(page, MAIN_MANAGER);
    await page.goto(saasUrl('/siteManage/manageSite'));
    await page.getByLabel('关键词').fill('demo2');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => page.getByRole('table', { name: '站点管理' }).locator('tbody tr').count()).toBe(1);
    await expect.poll(() => row(page, '站点管理', '西湖跑团').innerText()).toMatch(/陈思远[\s\S]*专业版[\s\S]*有效/);
    await shoot(page, 'order-manage-site');
    await row(page, '站点管理', '西湖跑团').getByRole('button', { name: '授权详情' }).click();
    await page.waitForURL(/\/siteManage\/seeLicense\/\d+$/);
    await expect.poll(() => detail(page, '站点授权', '授权状态').innerText()).toBe('有效');
    expect(await detail(page, '站点授权', '当前套餐').innerText()).toBe('专业版');
    expect(await detail(page, '站点授权', '到期时间').innerText()).toBe(expiry);
    expect(await row(page, '授权变更记录', '购买').innerText()).toMatch(/专业版 12 个月[\s\S]*¥2,990\.00[\s\S]*已支付/);
    await shoot(page, 'order-see-license');
    await context.close();
  });

  it('renews from the order detail, and cancels a pending order after confirming', async () => {
    const { context, page } = await holderPage();
    await page.goto(saasUrl(`/order/seeOrder/${paidOrderId}`));
    await page.getByRole('link', { name: '续费该站点' }).click();
    await page.waitForURL(/\/order\/renewProduct\/\d+$/);
    await page.getByText('续费专业版').waitFor();
    expect(await page.getByRole('group', { name: '时长' }).getByRole('radio').count()).toBe(3);
    await shoot(page, 'order-renew-product');
    await page.getByRole('radio', { name: '1 个月 ¥299.00' }).click();
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/order\/orderPay\/\d+$/);
    const pendingId = idFromUrl(page);

    await page.goto(saasUrl('/order/orderList'));
    const pending = row(page, '订单列表', '待支付');
    await expect.poll(() => pending.innerText()).toMatch(/专业版 1 个月[\s\S]*续费[\s\S]*¥299\.00[\s\S]*支付剩余 \d\d:\d\d/);
    await pending.getByRole('button', { name: '取消' }).click();
    const dialog = page.getByRole('alertdialog', { name: '取消订单' });
    await dialog.waitFor();
    await settled(page);
    await shoot(page, 'order-cancel-dialog');
    await dialog.getByRole('button', { name: '取消订单' }).click();
    await expectToast(page, '订单已取消');
    await page.goto(saasUrl(`/order/seeOrder/${pendingId}`));
    await expect.poll(() => detail(page, '订单信息', '订单状态').innerText()).toBe('已取消');
    expect(await detail(page, '订单信息', '取消时间').innerText()).toMatch(/（客户取消）$/);
    await shoot(page, 'order-see-cancelled');
    await context.close();
  });

  it('activates a licence code the main manager generated, once', async () => {
    const signedOut = await openPage(browser);
    await signedOut.page.goto(saasUrl('/ActivateLicense'));
    await signedOut.page.getByText('请先登录站点管理中心，再为你的站点激活授权码。').waitFor();
    await shoot(signedOut.page, 'order-activate-signed-out');
    await signedOut.page.getByRole('button', { name: '登录后激活' }).click();
    await signedOut.page.waitForURL(/\/login\?redirect=%2FActivateLicense$/);
    await signedOut.context.close();

    const manager = await openPage(browser);
    await loginSaas(manager.page, MAIN_MANAGER);
    await manager.page.goto(saasUrl('/siteManage/licenseCode'));
    await manager.page.getByRole('button', { name: '生成授权码' }).click();
    const form = manager.page.getByRole('dialog', { name: '生成授权码' });
    await form.getByLabel('备注').fill('端到端测试：西湖跑团续期');
    await settled(manager.page);
    await shoot(manager.page, 'order-license-code-generate');
    await form.getByRole('button', { name: '生成' }).click();
    const shown = manager.page.getByRole('alertdialog', { name: '已生成 1 个授权码' });
    await shown.getByText('授权码只显示这一次').waitFor();
    const code = (await shown.getByRole('list', { name: '新生成的授权码' }).locator('li span').first().innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    await form.waitFor({ state: 'detached' });
    await settled(manager.page);
    await shoot(manager.page, 'order-license-codes-created');
    await shown.getByRole('button', { name: '我已保存，关闭' }).click();
    await expect.poll(() => row(manager.page, '授权码', code.slice(-4)).innerText()).toMatch(/专业版 12 个月[\s\S]*未使用/);
    expect(await manager.page.getByText(code).count()).toBe(0);
    await shoot(manager.page, 'order-license-code-list');

    const { context, page } = await holderPage();
    await page.goto(saasUrl('/ActivateLicense'));
    await page.getByRole('combobox', { name: /^站点/ }).click();
    await page.getByRole('option', { name: '西湖跑团（demo2）· 专业版' }).click();
    // Typed in lower case without dashes, as codes often are.
    await page.getByLabel(/^授权码/).fill(code.replaceAll('-', '').toLowerCase());
    await shoot(page, 'order-activate-form');
    await page.getByRole('button', { name: '激活' }).click();
    await page.locator('.fui-MessageBarTitle', { hasText: '授权已激活' }).waitFor();
    const result = await page
      .getByText(/西湖跑团 已开通专业版 12 个月，授权到期：/)
      .first()
      .innerText();
    const renewed = result.split('授权到期：')[1];
    // Same plan: added after the current expiry.
    expect(Number(renewed.slice(0, 4))).toBe(Number(expiry.slice(0, 4)) + 1);
    await shoot(page, 'order-activate-license');
    await page.getByRole('link', { name: '查看订单' }).click();
    await page.waitForURL(/\/order\/seeOrder\/\d+$/);
    await expect.poll(() => detail(page, '订单信息', '订单类型').innerText()).toBe('授权码激活');

    // A code works once.
    await page.goto(saasUrl('/ActivateLicense'));
    await page.getByRole('combobox', { name: /^站点/ }).click();
    await page.getByRole('option', { name: /西湖跑团/ }).click();
    await page.getByLabel(/^授权码/).fill(code);
    await page.getByRole('button', { name: '激活' }).click();
    await expectToast(page, '授权码已被使用');
    await context.close();

    await manager.page.reload();
    await expect.poll(() => row(manager.page, '授权码', code.slice(-4)).innerText()).toMatch(/已使用[\s\S]*西湖跑团/);
    await manager.context.close();
  });
});
