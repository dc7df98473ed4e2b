// Order management on the real server: a manager with Site and Order (13800000001) creates an offline order for
// `campus` marked paid, finds it 已支付 in 订单管理 and its detail, then refunds it so campus keeps its licence
// (旗舰版, expiring in 10 days) for the other tests; an offline order left unpaid is cancelled.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast, launch, openPage, saasUrl, shoot } from './browser';
import { loginSaas } from './helpers';

const MANAGER = '13800000001';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const uncaught = (page: Page) => (page as Page & { uncaught?: string[] }).uncaught ?? [];
const row = (page: Page, table: string, text: string | RegExp) =>
  page.getByRole('table', { name: table }).locator('tbody tr', { hasText: text });
const detail = (page: Page, list: string, label: string) =>
  page.getByLabel(list, { exact: true }).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const settled = (page: Page) => page.waitForTimeout(400);

async function managerPage() {
  const opened = await openPage(browser);
  await loginSaas(opened.page, MANAGER);
  return opened;
}

/** Fills 创建线下订单 for campus: 旗舰版, 12 months, the amount typed in yuan, a note. */
async function fillOfflineOrder(page: Page, amountYuan: string, note: string) {
  await page.goto(saasUrl('/orderManage/createOrder'));
  const site = page.getByRole('combobox', { name: '站点' });
  await site.click();
  await site.pressSequentially('campus');
  await page.getByRole('option', { name: '浙大学长说（campus）' }).click();
  await page.getByText(/^站长 赵小川 · 当前旗舰版（即将到期/).waitFor();
  await page.getByRole('radio', { name: '旗舰版' }).check();
  await page.getByLabel(/^金额（元）/).fill(amountYuan);
  await page.getByLabel(/^备注/).fill(note);
}

describe('a manager handles orders', () => {
  it('creates an offline order for campus marked paid, sees it 已支付, and refunds it', async () => {
    const { context, page } = await managerPage();
    await page.goto(saasUrl('/orderManage/createOrder'));
    await page.getByRole('button', { name: '创建订单' }).click();
    for (const message of ['请选择站点', '请选择专业版或旗舰版', '请输入金额', '请填写备注（如合同编号）']) {
      await page.locator('.fui-Field__validationMessage', { hasText: message }).waitFor();
    }
    await shoot(page, 'order-create-offline-errors');

    await fillOfflineOrder(page, '8,000', '线下签约，合同编号 HT-2026-118');
    await page.getByText('将按 ¥8,000.00 记账').waitFor();
    expect(await page.getByRole('checkbox', { name: /已线下支付/ }).isChecked()).toBe(true);
    await shoot(page, 'order-create-offline');
    await page.getByRole('button', { name: '创建订单' }).click();
    await expectToast(page, '线下订单已创建并生效');
    await page.waitForURL(/\/orderManage\/seeOrderManage\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => detail(page, '订单信息', '订单状态').innerText()).toBe('已支付');
    expect(await detail(page, '订单信息', '订单类型').innerText()).toBe('线下订单');
    expect(await detail(page, '订单信息', '金额').innerText()).toBe('¥8,000.00');
    expect(await detail(page, '订单信息', '支付方式').innerText()).toBe('线下支付');
    expect(await detail(page, '订单信息', '下单账号').innerText()).toMatch(/^赵小川/);
    expect(await detail(page, '订单信息', '授权到期').innerText()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    await shoot(page, 'order-see-order-manage');

    await page.goto(saasUrl('/orderManage/manageOrder'));
    await page.getByLabel('站点', { exact: true }).fill('campus');
    await page.getByRole('combobox', { name: '类型' }).click();
    await page.getByRole('option', { name: '线下订单' }).click();
    await page.getByRole('button', { name: '搜索' }).click();
    const listed = row(page, '订单管理', '线下签约').or(row(page, '订单管理', '浙大学长说'));
    await expect
      .poll(() => listed.first().innerText())
      .toMatch(/赵小川[\s\S]*浙大学长说[\s\S]*旗舰版 12 个月[\s\S]*线下订单[\s\S]*¥8,000\.00[\s\S]*已支付/);
    await shoot(page, 'order-manage-order');

    // Refunding takes back the months it added: campus expires in 10 days again.
    await listed.first().getByRole('button', { name: '处理' }).click();
    await page.waitForURL(new RegExp(`/orderManage/editOrder/${id}$`));
    await page.getByLabel('备注').fill('线下签约，合同编号 HT-2026-118（端到端测试后退款）');
    await page.getByRole('button', { name: '保存备注' }).click();
    await expectToast(page, '订单已更新');
    await page.getByRole('button', { name: '退款' }).click();
    const dialog = page.getByRole('alertdialog', { name: '退款' });
    await dialog.getByText(/退款会收回该订单增加的授权时间/).waitFor();
    await settled(page);
    await shoot(page, 'order-edit-order-refund');
    await dialog.getByRole('button', { name: '退款' }).click();
    await expect.poll(() => detail(page, '订单信息', '订单状态').innerText()).toBe('已退款');
    expect(await detail(page, '订单信息', '备注').innerText()).toBe('线下签约，合同编号 HT-2026-118（端到端测试后退款）');
    expect(await page.getByRole('list', { name: '订单进度' }).innerText()).toMatch(/已退款/);
    expect(await page.getByRole('button', { name: '退款' }).count()).toBe(0);
    await shoot(page, 'order-edit-order');

    await page.goto(saasUrl('/siteManage/manageSite'));
    await page.getByLabel('关键词').fill('campus');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => row(page, '站点管理', '浙大学长说').innerText()).toMatch(/旗舰版[\s\S]*即将到期/);
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('leaves an offline order unpaid, then cancels it', async () => {
    const { context, page } = await managerPage();
    await fillOfflineOrder(page, '100.5', '待对公转账（端到端测试）');
    await page.getByRole('checkbox', { name: /已线下支付/ }).uncheck();
    await page.getByRole('button', { name: '创建订单' }).click();
    await expectToast(page, '线下订单已创建，确认收款后请标记为已支付');
    await page.waitForURL(/\/orderManage\/seeOrderManage\/\d+$/);
    await expect.poll(() => detail(page, '订单信息', '订单状态').innerText()).toMatch(/^待支付/);
    expect(await detail(page, '订单信息', '金额').innerText()).toBe('¥100.50');
    await page.getByRole('button', { name: '处理订单' }).click();
    await page.getByRole('button', { name: '标记已支付' }).waitFor();
    await shoot(page, 'order-edit-order-pending');
    await page.getByRole('button', { name: '取消订单' }).click();
    await page.getByRole('alertdialog', { name: '取消订单' }).getByRole('button', { name: '取消订单' }).click();
    await expect.poll(() => detail(page, '订单信息', '订单状态').innerText()).toBe('已取消');
    expect(await detail(page, '订单信息', '取消时间').innerText()).toMatch(/（管理员取消）$/);
    await context.close();
  });
});
