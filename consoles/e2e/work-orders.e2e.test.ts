// Issue 15's journey on the demo, through the browser: reader1 opens a work order on the member site and the
// administrator's open console shows the 工单 badge grow without a reload (the event stream); the administrator opens it
// from the queue, replies and resolves it; reader1 finds the reply in the notification list and rates the order;
// switching work orders off hides the member's entry and the server refuses new orders (switched back on after); the
// owner opens a platform work order that a ContentAudit manager answers from the SaaS console, and the owner's bell
// and the order show the answer; the SaaS subscribe-message log lists the sandboxed WeChat send of the reply.
// Screenshots go to screenshots/workorders/.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, DEMO_PASSWORD, expectToast, launch, openPage, port, saasUrl, shotsDir, siteUrl } from './browser';
import { loginSaas, loginSite, openWhenAnswered } from './helpers';
import { menu } from './site-console';

const SHOTS = shotsDir('workorders');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 860 };
const RUN = Date.now().toString().slice(-5);
const TITLE = `借阅记录少了一本书${RUN}`;
const REPLY = `已为你补登《活着》的借阅记录${RUN}`;
const PLATFORM_TITLE = `续费后授权没有延长${RUN}`;
const PLATFORM_ANSWER = `已核对订单，授权已延长一年${RUN}`;
let orderId = 0;

const memberUrl = (path = '/') => `http://demo.localhost:${port()}${path}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Saves what the window shows from the top (a click may have scrolled the page, or the console's content pane, down). */
const shoot = async (page: Page, name: string) => {
  await animationsDone(page);
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('*')) if (element.scrollTop) element.scrollTop = 0;
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};
const uncaught = (page: Page) => (page as Page & { uncaught?: string[] }).uncaught ?? [];

async function memberLogin(page: Page, account: string) {
  await openWhenAnswered(page, memberUrl('/login'));
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
    orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByText(TITLE).first().waitFor();
    await shoot(page, 'member-work-order-new-375');
    expect(uncaught(page)).toEqual([]);
    await context.close();

    // The stream says 工单 changed; the sidebar reads its counts again (no reload of the console's page).
    if (before < 100) await expect.poll(() => workOrderBadge(staff.page), { timeout: 30_000 }).toBeGreaterThan(before);
    await shoot(staff.page, 'console-badge-desktop');
    expect(uncaught(staff.page)).toEqual([]);
    await staff.context.close();
  });
});

/** Switches 工单 in 功能设置 on or off (as the owner) unless it already is; answers whether it changed anything. */
async function setWorkOrders(page: Page, on: boolean): Promise<boolean> {
  await page.goto(siteUrl('demo', '/setting/settingFun'));
  const form = page.getByRole('form', { name: '功能设置' });
  const toggle = form.getByRole('switch', { name: '工单' });
  await toggle.waitFor();
  if ((await toggle.isChecked()) === on) return false;
  await toggle.click();
  await form.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '设置已保存');
  return true;
}

describe('answering it', () => {
  it('the administrator opens it from the queue, replies and resolves it', async () => {
    expect(orderId).toBeGreaterThan(0);
    const { context, page } = await openPage(browser, DESKTOP);
    await loginSite(page, 'demo', 'admin');
    await page.goto(siteUrl('demo', '/workOrder'));
    const link = page.getByRole('table', { name: '工单' }).getByRole('link', { name: `#${orderId} ${TITLE}` });
    await link.waitFor();
    await shoot(page, 'site-queue-desktop');
    await link.click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?id=${orderId}`);
    // The queue stays mounted (hidden) behind its tab: look at what is shown.
    await page.getByText(`#${orderId} ${TITLE}`).filter({ visible: true }).first().waitFor();
    await page.getByRole('textbox', { name: '回复内容' }).fill(REPLY);
    await page.getByRole('button', { name: '发送回复' }).click();
    await expectToast(page, '已回复');
    await page.getByRole('list', { name: '处理记录' }).getByText(REPLY).waitFor();
    await page.getByRole('button', { name: '标记为已解决' }).click();
    await expect.poll(() => page.getByText('状态：处理中 → 已解决').count()).toBeGreaterThan(0);
    await shoot(page, 'site-detail-desktop');
    expect(uncaught(page)).toEqual([]);
    await context.close();

    const phone = await openPage(browser, PHONE);
    await loginSite(phone.page, 'demo', 'admin');
    await phone.page.goto(siteUrl('demo', '/workOrder'));
    await phone.page.getByRole('link', { name: `#${orderId} ${TITLE}` }).waitFor();
    await shoot(phone.page, 'site-queue-375');
    await phone.page.goto(siteUrl('demo', `/workOrder/detail?id=${orderId}`));
    await phone.page.getByText(REPLY).first().waitFor();
    await shoot(phone.page, 'site-detail-375');
    expect(uncaught(phone.page)).toEqual([]);
    await phone.context.close();
  });

  it('reader1 finds the reply in the notification list and rates the order', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await memberLogin(page, 'reader1');
    await page.goto(memberUrl('/notifications'));
    const notice = page.getByRole('link', { name: new RegExp(`你的工单有了新回复[\\s\\S]*${TITLE}`) }).first();
    await notice.waitFor().catch(async (error) => {
      await shoot(page, 'member-notifications-failed-375');
      throw error;
    });
    await shoot(page, 'member-notifications-375');
    await notice.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/workorders/${orderId}`);
    await page.getByText(REPLY).waitFor();
    const rating = page.getByRole('region', { name: '评价' });
    await rating.getByRole('button', { name: '4 星' }).click();
    await rating.getByPlaceholder('说说你的感受（可不填）').fill('处理得很快');
    await rating.getByRole('button', { name: '提交评价' }).click();
    await page.getByText('★★★★').first().waitFor();
    await shoot(page, 'member-work-order-375');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'member-work-order-desktop');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });
});

describe('the switch', () => {
  it('off hides the member’s entry and the server refuses new orders; then back on', async () => {
    const owner = await openPage(browser, DESKTOP);
    await loginSite(owner.page, 'demo', '13800000002');
    const member = await openPage(browser, PHONE);
    let switched = false;
    try {
      await memberLogin(member.page, 'reader1');
      await member.page.goto(memberUrl('/me'));
      await member.page.getByRole('link', { name: /我的工单/ }).waitFor();
      switched = await setWorkOrders(owner.page, false);
      expect(switched).toBe(true);
      await member.page.goto(memberUrl('/me'));
      await member.page.getByRole('link', { name: '我的积分 · 签到' }).waitFor();
      await expect.poll(() => member.page.getByRole('link', { name: /我的工单/ }).count()).toBe(0);
      await shoot(member.page, 'member-me-work-orders-off-375');
      // What the member site would send, sent anyway: the server refuses it.
      const refused = await member.page.evaluate(async (title) => {
        const token = decodeURIComponent(/(?:^|; )member-Token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
        const response = await fetch('/api/member/work-order', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ typeId: 1, title, content: '开关关闭后再提交' }),
        });
        return { status: response.status, body: await response.json() };
      }, `${TITLE}（关闭后）`);
      expect(refused).toMatchObject({ status: 403, body: { description: '本站未开放工单' } });
    } finally {
      if (switched) await setWorkOrders(owner.page, true);
    }
    await member.page.goto(memberUrl('/me'));
    await member.page.getByRole('link', { name: /我的工单/ }).waitFor();
    expect(uncaught(owner.page)).toEqual([]);
    await owner.context.close();
    await member.context.close();
  });
});

describe('a platform work order', () => {
  it('the owner opens one, a ContentAudit manager answers it from the SaaS console, and the owner sees the answer', async () => {
    const owner = await openPage(browser, DESKTOP);
    await loginSite(owner.page, 'demo', '13800000002');
    await owner.page.goto(siteUrl('demo', '/platformWorkOrder'));
    const form = owner.page.getByRole('form', { name: '向平台提交工单' });
    await form.getByRole('combobox', { name: '类别' }).click();
    await owner.page.getByRole('option', { name: '账单' }).click();
    await form.getByLabel('标题').fill(PLATFORM_TITLE);
    await form.getByLabel('问题描述').fill('11 月 20 日续费了旗舰版一年，授权到期日没有变。');
    await form.getByRole('button', { name: '提交工单' }).click();
    await expectToast(owner.page, /已提交/);
    const mine = owner.page.getByRole('table', { name: '平台工单' }).getByRole('link', { name: new RegExp(PLATFORM_TITLE) });
    await mine.waitFor();
    const platformId = Number(/^#(\d+)/.exec(await mine.innerText())?.[1]);
    expect(platformId).toBeGreaterThan(0);

    const manager = await openPage(browser, DESKTOP);
    await loginSaas(manager.page, '13800000001');
    await manager.page.goto(saasUrl('/workOrder/list'));
    const link = manager.page.getByRole('table', { name: '工单' }).getByRole('link', { name: `#${platformId} ${PLATFORM_TITLE}` });
    await link.waitFor();
    await shoot(manager.page, 'saas-queue-desktop');
    await link.click();
    await expect.poll(() => new URL(manager.page.url()).pathname).toBe('/workOrder/detail');
    await manager.page.getByRole('textbox', { name: '回复内容' }).fill(PLATFORM_ANSWER);
    await manager.page.getByRole('button', { name: '发送回复' }).click();
    await expectToast(manager.page, '已回复');
    await manager.page.getByRole('list', { name: '处理记录' }).getByText(PLATFORM_ANSWER).waitFor();
    await shoot(manager.page, 'saas-detail-desktop');
    expect(uncaught(manager.page)).toEqual([]);
    await manager.context.close();

    const phone = await openPage(browser, PHONE);
    await loginSaas(phone.page, '13800000001');
    await phone.page.goto(saasUrl('/workOrder/list'));
    await phone.page.getByRole('link', { name: `#${platformId} ${PLATFORM_TITLE}` }).waitFor();
    await shoot(phone.page, 'saas-queue-375');
    await phone.page.goto(saasUrl(`/workOrder/detail?id=${platformId}`));
    await phone.page.getByText(PLATFORM_ANSWER).first().waitFor();
    await shoot(phone.page, 'saas-detail-375');
    await phone.context.close();

    // The owner's bell heard of it (console notification, live); the order shows the answer.
    await owner.page.goto(siteUrl('demo', '/notifications'));
    await owner.page.getByText('平台工单有了新回复').first().waitFor();
    await owner.page.getByText(new RegExp(PLATFORM_TITLE)).first().waitFor();
    await owner.page.goto(siteUrl('demo', `/platformWorkOrder/detail?id=${platformId}`));
    await owner.page.getByText(PLATFORM_ANSWER).first().waitFor();
    await shoot(owner.page, 'site-platform-detail-desktop');
    expect(uncaught(owner.page)).toEqual([]);
    await owner.context.close();
  });
});

describe('the subscribe-message log', () => {
  it('lists the sandboxed WeChat send of the reply to reader1', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await loginSaas(page, '13800000000');
    await page.goto(saasUrl('/account/subscribeMessageLogList?template=workOrderReplied&channel=wechat'));
    const table = page.getByRole('table', { name: '消息发送记录' });
    await table.locator('tbody tr', { hasText: '工单有了新回复' }).first().waitFor();
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows.some((r) => /已发送|已送达/.test(r) && r.includes('r****1'))).toBe(true);
    await shoot(page, 'saas-subscribe-log-desktop');
    await page.setViewportSize(PHONE);
    await table.locator('tbody tr').first().waitFor();
    await shoot(page, 'saas-subscribe-log-375');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });
});
