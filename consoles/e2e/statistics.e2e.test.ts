// Issue 14's journey on the demo: member-site page views (one beacon per page shown) reach today's flow figures in
// both consoles; an SMS sent during the test is in the site's sent list and its price in the fee; a task run from
// 后台任务 (/setting/manageTask) is in its history; the chart pages at desktop and 375 px go to screenshots/stats/.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Schema, TaskOutcome } from '../../sdk';
import { formatFen, thousands } from '../../sdk/format';
import { animationsDone, launch, openPage, port, READER_AGENT, saasUrl, shotsDir, siteUrl } from './browser';
import { lastSmsCode, loginSaas, loginSite, uniqueMobile } from './helpers';
import { row } from './site-console';

const SHOTS = shotsDir('stats');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 860 };
const memberUrl = (path = '/') => `http://demo.localhost:${port()}${path}`;
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

let browser: Browser;
let owner: Page;
let manager: Page;

beforeAll(async () => {
  browser = await launch();
  owner = (await openPage(browser, DESKTOP)).page;
  await loginSite(owner, 'demo', '13800000002');
  manager = (await openPage(browser, DESKTOP)).page;
  await loginSaas(manager, '13800000000');
}, 60_000);
afterAll(() => browser?.close());

/** A GET of the console's API with the page's own session (the token cookie the console sends as a header). */
async function api<T>(page: Page, path: string): Promise<T> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name.endsWith('-Token'))?.value ?? '';
  const body = await page.evaluate(async ([p, t]) => (await fetch(p, { headers: { authorization: decodeURIComponent(t) } })).json(), [
    path,
    token,
  ] as const);
  return (body as { data: T }).data;
}

type Flow = { list: { date: string; pv: number; uv: number }[] };
const sitePv = async () => (await api<Flow>(owner, `/api/console/flow-statistic?startDate=${today}&endDate=${today}`)).list[0].pv;
const allPv = async () => (await api<Flow>(manager, `/api/saas/flow-statistic?startDate=${today}&endDate=${today}`)).list[0].pv;

async function shoot(page: Page, name: string) {
  await animationsDone(page);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Both sizes of a page whose charts have drawn (ECharts draws on canvases). */
async function shootBoth(page: Page, name: string) {
  await page.locator('canvas').first().waitFor();
  await shoot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await shoot(page, `${name}-375`);
  await page.setViewportSize(DESKTOP);
}

describe('statistics on the demo', () => {
  it('counts member-site page views into today’s figures in both consoles, and the rollup run from 后台任务 shows in its history', async () => {
    // Today's seeded figure stands until the server's first rollup (every minute) replaces it with what was counted
    // (server/src/seed/demo-statistics.ts): the views are counted from a figure a rollup has made, not from the seed's,
    // which a file running in the server's first minute would otherwise read.
    const rolledUp = async () =>
      (await api<Schema<'TaskRunPage'>>(manager, '/api/saas/task-run-list?name=statisticsRollup')).list.some(
        (r) => r.outcome === TaskOutcome.success,
      );
    await expect.poll(rolledUp, { timeout: 75_000, interval: 2_000 }).toBe(true);
    const before = await sitePv();
    const { page: reader } = await openPage(browser, PHONE, { userAgent: READER_AGENT });
    // Each view's beacon goes once the page has drawn: wait for it before moving on, as a reader would.
    const beacon = () => reader.waitForRequest((r) => r.url().endsWith('/api/member/page-view'));
    let sent = beacon();
    await reader.goto(memberUrl('/'));
    await sent;
    sent = beacon();
    await reader.getByRole('link', { name: '搜索' }).first().click(); // a move inside the app is a page view too
    await expect.poll(() => new URL(reader.url()).pathname).toBe('/search');
    await sent;
    sent = beacon();
    await reader.goto(memberUrl('/questions'));
    await sent;
    await reader.waitForLoadState('networkidle');

    // 立即执行 on 汇总流量统计: the run writes the visits held in memory and rolls today up.
    await manager.goto(saasUrl('/setting/manageTask'));
    const task = row(manager, '后台任务', '汇总流量统计');
    await task.getByRole('button', { name: '立即执行' }).click();
    const manualRun = manager
      .getByRole('table', { name: '执行记录' })
      .locator('tbody tr', { hasText: '汇总流量统计' })
      .filter({ hasText: '手动' })
      .filter({ hasText: '成功' });
    await manualRun.first().waitFor({ timeout: 30_000 });
    await shoot(manager, 'task-history-desktop');

    // Within a minute even without the manual run (the rollup runs every minute, the visits are written every 10 s).
    await expect.poll(sitePv, { timeout: 75_000, interval: 2_000 }).toBeGreaterThanOrEqual(before + 3);
    const pv = await sitePv();
    await owner.goto(siteUrl('demo', '/statistic/manageFlowStatistic'));
    await owner.getByRole('button', { name: '近 7 天' }).click();
    await expect.poll(() => row(owner, '每日明细', today).first().innerText()).toContain(thousands(pv));
    await shootBoth(owner, 'site-flow');

    const total = await allPv();
    expect(total).toBeGreaterThanOrEqual(pv);
    await manager.goto(saasUrl('/statistic/manageFlowStatistic'));
    await manager.getByRole('button', { name: '近 7 天' }).click();
    await expect.poll(() => row(manager, '每日明细', today).first().innerText()).toContain(thousands(total));
    await row(manager, '站点排名', '青禾读书会').first().waitFor();
    await shootBoth(manager, 'saas-flow');
  });

  it('puts an SMS sent now in the sent list and its price in the fee', async () => {
    type Fee = { totalFeeFen: number };
    const feeBefore = (await api<Fee>(owner, '/api/console/sms-fee-statistic')).totalFeeFen;
    const mobile = uniqueMobile();
    const { page: visitor } = await openPage(browser, PHONE);
    await visitor.goto(memberUrl('/register'));
    await visitor.getByLabel('手机号').fill(mobile);
    await visitor.getByRole('button', { name: '获取验证码' }).click();
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
    // The list is read once, when the page opens: it is opened once the code has gone out (the server writes the
    // ledger row before it logs the code), not while the click may still be on its way on a busy machine.
    await lastSmsCode(mobile);

    await owner.goto(siteUrl('demo', '/statistic/manageSmsSentStatistic'));
    await row(owner, '短信记录', masked).first().waitFor({ timeout: 15_000 });
    await expect.poll(() => row(owner, '短信记录', masked).first().innerText()).toContain('¥0.05');
    await shootBoth(owner, 'site-sms-sent');

    const feeAfter = (await api<Fee>(owner, '/api/console/sms-fee-statistic')).totalFeeFen;
    expect(feeAfter).toBeGreaterThanOrEqual(feeBefore + 5);
    await owner.goto(siteUrl('demo', '/statistic/manageSmsFeeStatistic'));
    await owner.getByText(`费用 ${formatFen(feeAfter)}`).waitFor();
    await shootBoth(owner, 'site-sms-fee');
  });

  it('draws the monthly charts in both consoles', async () => {
    await owner.goto(siteUrl('demo', '/statistic/manageMonthStatistic'));
    await row(owner, '每月明细', today.slice(0, 7)).first().waitFor();
    await shootBoth(owner, 'site-month');
    await manager.goto(saasUrl('/statistic/manageMonthStatistic'));
    await row(manager, '每月明细', today.slice(0, 7)).first().waitFor();
    await shootBoth(manager, 'saas-month');
    await manager.goto(saasUrl('/statistic/manageSmsFeeStatistic'));
    await row(manager, '短信费用明细', today.slice(0, 7)).first().waitFor();
    await shootBoth(manager, 'saas-sms-fee');
    // The fee rows of every site are paged: the first pager on the page is theirs.
    const feePager = manager.getByRole('navigation', { name: '分页' }).first();
    await expect.poll(() => feePager.innerText()).toMatch(/共 \d+ 条/);
    await feePager.scrollIntoViewIfNeeded();
    await shoot(manager, 'saas-sms-fee-pager-desktop');
    await manager.setViewportSize(PHONE);
    await feePager.scrollIntoViewIfNeeded();
    await shoot(manager, 'saas-sms-fee-pager-375');
    await manager.setViewportSize(DESKTOP);
  });
});
