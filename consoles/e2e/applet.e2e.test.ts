// 微信小程序 end to end (issue 28's "Done when"), against the `npm start`-like server with its WeChat sandbox
// (模拟微信开放平台, server/src/sandbox/wechat/README.md): the manager authorises the demo's mini-programs on the
// sandbox's page, demo2's admin withdraws its authorisation, and its owner registers a new one as an enterprise and
// sets its name, avatar, signature and category; the manager adds drafts to the library and releases them to every
// site twice — the second time the sandbox rejects demo2's audit with a reason — then rolls the second release back;
// the owner reads the audit result among their notifications. The sandbox's delays are shortened through its control API.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { creditCodeCheck } from '../site/features/applet/appletLimits';
import { animationsDone, DEMO_PASSWORD, launch, openPage, saasUrl, shotsDir, siteUrl } from './browser';
import { loginSaas, loginSite, openWhenAnswered } from './helpers';
import { apiLogin, registerAccount, saasClient } from './saas-support';

const SHOTS = shotsDir('applet');
const OWNER = '13800000002'; // 陈思远 owns demo and demo2
const CAMPUS_OWNER = '13900000005';
const REJECTION = '小程序内容涉及用户发布的图片，需补充内容安全审核机制的说明';

let browser: Browser;
let sandbox = '';
let manager = { mobile: '', password: DEMO_PASSWORD, token: '' };
let avatarFile = '';

/** The sandbox's origin, from the server's start-up text (`模拟微信开放平台) at http://…`). */
function sandboxOrigin(): string {
  const found = /模拟微信开放平台\) at (http:\/\/[^\s]+)/.exec(readFileSync(inject('e2eLogFile'), 'utf8'));
  if (!found) throw new Error('the WeChat sandbox did not start with the server');
  return found[1]!;
}

async function control(path: string, body?: unknown) {
  const response = await fetch(`${sandbox}/__sandbox/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`sandbox ${path}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The fleet's rows as the manager's API has them. */
async function applets() {
  const { list } = await saasClient(manager.token).getAppletList({ query: { page: 1, pageSize: 50 } });
  return list;
}
const appletOf = async (slug: string) => (await applets()).find((a) => a.slug === slug)!;

/** A screenshot at the desktop width and at a phone's, looked at after the run. */
async function shots(page: Page, name: string) {
  await animationsDone(page);
  await page.screenshot({ path: join(SHOTS, `${name}-1280.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `${name}-375.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** 重新授权 from 小程序管理, on the sandbox's page: an existing account by its appid, or a new one with a name. */
async function authorizeFromManager(page: Page, siteName: string, account: { appid: string } | { nickname: string }) {
  await openWhenAnswered(page, saasUrl('/wechatApplet/manager'));
  await page.getByRole('button', { name: `重新授权 ${siteName}` }).click();
  await page.waitForURL((url) => url.href.startsWith(sandbox));
  // The sandbox's own error page, if any, says why.
  const confirm = page.getByRole('button', { name: '确认授权' });
  await confirm.waitFor({ timeout: 10_000 }).catch(async () => {
    throw new Error(`${page.url()}\n${await page.innerText('body')}`);
  });
  if ('appid' in account) await page.locator(`input[name="appid"][value="${account.appid}"]`).check();
  else {
    await page.locator('input[name="appid"][value="new"]').check();
    await page.locator('input[name="nickname"]').fill(account.nickname);
  }
  await confirm.click();
  await page
    .waitForURL((url) => url.pathname === '/wechatApplet/manager', { timeout: 20_000 })
    .catch(async () => {
      await page.screenshot({ path: join(SHOTS, 'failed-authorize.png') });
      throw new Error(`${page.url()}\n${await page.innerText('body')}`);
    });
}

/** The owner gives the mini-program what an audit needs: avatar and signature (and a name), and one category. */
async function prepareApplet(page: Page, slug: string, values: { nickname?: string; signature: string }) {
  await openWhenAnswered(page, siteUrl(slug, '/setting/wechatApplet/setBaseInfo'));
  if (values.nickname) await page.getByRole('textbox', { name: '名称' }).fill(values.nickname);
  await page.locator('input[type="file"]').setInputFiles(avatarFile);
  await page.getByRole('img', { name: '头像' }).waitFor({ timeout: 15_000 });
  await page.getByRole('textbox', { name: '简介' }).fill(values.signature);
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByRole('status').filter({ hasText: '已保存' }).waitFor({ timeout: 30_000 });

  await openWhenAnswered(page, siteUrl(slug, '/setting/wechatApplet/serviceCategory'));
  await page.getByRole('combobox', { name: '一级类目' }).click();
  await page.getByRole('option', { name: '社交', exact: true }).click();
  await page.getByRole('combobox', { name: '二级类目' }).click();
  await page.getByRole('option', { name: '笔记', exact: true }).click();
  await page.getByRole('button', { name: '添加', exact: true }).click();
  const categories = page.getByRole('table', { name: '已添加的服务类目' });
  await expect.poll(() => categories.innerText(), { timeout: 20_000 }).toMatch(/社交 › 笔记[\s\S]*已通过/);
}

beforeAll(async () => {
  sandbox = sandboxOrigin();
  // WeChat's minutes become seconds: registration, name review and code audit.
  await control('settings', { registrationDelayMs: 1500, reviewDelayMs: 1000, auditDelayMs: 2500 });
  avatarFile = join(tmpdir(), `applet-avatar-${process.pid}.png`);
  writeFileSync(
    avatarFile,
    await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 46, g: 125, b: 50 } } })
      .png()
      .toBuffer(),
  );
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('微信小程序：注册、模板库与批量发布', { timeout: 600_000 }, () => {
  it('runs from registration to a rolled-back fleet release, with the owner told of the audit', async () => {
    // An AppletManage manager of the platform, added by the main administrator (expect.poll reads the SMS code: in a test).
    manager = await registerAccount('小程序运营');
    await saasClient(await apiLogin('13800000000')).createManager({
      body: { accountMobile: manager.mobile, permissionList: ['AppletManage'] },
    });
    const { context, page } = await openPage(browser, { width: 1280, height: 860 });

    // 1. The manager authorises demo and campus on the sandbox (a fresh sandbox knows none of the demo's rows), and
    //    demo2's preset account, whose admin then withdraws the authorisation on WeChat.
    await loginSaas(page, manager.mobile, manager.password);
    await authorizeFromManager(page, '青禾读书会', { appid: 'wxa1sandbox0000001' });
    await authorizeFromManager(page, '浙大学长说', { nickname: '浙大学长说社区' });
    await authorizeFromManager(page, '西湖跑团', { appid: 'wxa1sandbox0000002' });
    await control('unauthorize/wxa1sandbox0000002', {});
    await expect.poll(async () => (await appletOf('demo2')).registerStatus, { timeout: 20_000 }).toBe('unauthorized');
    await shots(page, 'saas-manager');

    // 2. demo2's owner registers a new mini-program as an enterprise; the sandbox completes it and pushes the result.
    const site = await openPage(browser, { width: 1280, height: 860 });
    const owner = site.page;
    await loginSite(owner, 'demo2', OWNER);
    await openWhenAnswered(owner, siteUrl('demo2', '/setting/wechatApplet'));
    await owner.getByText('已取消授权').waitFor();
    await shots(owner, 'site-wechatApplet-unauthorized');
    // The other two ways of registering, offered while the site has no applet (step 8: refused once it has one).
    for (const [path, name] of [
      ['/setting/wechatApplet/register/personal', 'site-register-personal'],
      ['/setting/wechatApplet/reuseOfficialAccount', 'site-reuseOfficialAccount'],
    ] as const) {
      await openWhenAnswered(owner, siteUrl('demo2', path));
      await owner.getByRole('button', { name: '提交注册' }).waitFor();
      await shots(owner, name);
    }
    await openWhenAnswered(owner, siteUrl('demo2', '/setting/wechatApplet'));
    await owner.getByRole('link', { name: '企业注册' }).click();
    const code17 = '91330106MA2CFX8K0';
    await owner.getByRole('textbox', { name: /企业名称/ }).fill('杭州西湖跑团体育文化有限公司');
    await owner.getByRole('textbox', { name: /^企业代码/ }).fill(code17 + creditCodeCheck(code17));
    await owner.getByRole('textbox', { name: /法人姓名/ }).fill('王晓峰');
    await owner.getByRole('textbox', { name: /法人微信号/ }).fill('wangxf_run');
    await shots(owner, 'site-register-enterprise');
    await owner.getByRole('button', { name: '提交注册' }).click();
    await owner.getByRole('status').filter({ hasText: '已提交' }).waitFor();
    await expect.poll(async () => (await appletOf('demo2')).registerStatus, { timeout: 30_000 }).toBe('authorized');
    const demo2Appid = (await appletOf('demo2')).appid!;
    expect(demo2Appid).not.toBe('wxa1sandbox0000002');

    // 3. Its name (reviewed by WeChat), avatar, signature and a category; then the same essentials for demo and campus.
    await prepareApplet(owner, 'demo2', { nickname: '西湖跑团', signature: '西湖跑团的小程序：约跑、打卡、赛事报名。' });
    // WeChat reviews the name and pushes the result; the server takes it from the push.
    await expect
      .poll(async () => (await appletOf('demo2')).nickname, { timeout: 30_000 })
      .toBe('西湖跑团')
      .catch(async (error) => {
        const { pushes } = (await control('pushes')) as { pushes: { type: string; appid: string; delivered: boolean }[] };
        throw new Error(`${error}\n${JSON.stringify(pushes.filter((p) => p.appid === demo2Appid))}`);
      });
    await openWhenAnswered(owner, siteUrl('demo2', '/setting/wechatApplet/baseInfo'));
    await owner.getByText('“西湖跑团” 审核通过').waitFor();
    await shots(owner, 'site-baseInfo');
    await openWhenAnswered(owner, siteUrl('demo2', '/setting/wechatApplet/setBaseInfo'));
    await shots(owner, 'site-setBaseInfo');
    await openWhenAnswered(owner, siteUrl('demo2', '/setting/wechatApplet/serviceCategory'));
    await shots(owner, 'site-serviceCategory');
    const demo = await openPage(browser, { width: 1280, height: 860 });
    await loginSite(demo.page, 'demo', OWNER);
    await prepareApplet(demo.page, 'demo', { signature: '青禾读书会的小程序：读书、讨论、活动。' });
    await demo.context.close();
    const campus = await openPage(browser, { width: 1280, height: 860 });
    await loginSite(campus.page, 'campus', CAMPUS_OWNER);
    await prepareApplet(campus.page, 'campus', { signature: '浙大学长说：校友交流、经验分享与答疑。' });
    await campus.context.close();

    // 4. Two drafts to the library.
    await openWhenAnswered(page, saasUrl('/wechatApplet/codeTemplateDraft'));
    const drafts = page.getByRole('table', { name: '模板草稿' });
    for (const version of ['1.1.0', '1.2.0']) {
      await drafts.getByRole('row').filter({ hasText: version }).getByRole('button', { name: '添加到模板库' }).click();
      // The confirmation is an alert dialog: its button, the only 确定 on the page, is what the test needs.
      const confirm = page.getByRole('button', { name: '确定', exact: true });
      await confirm.click();
      await confirm.waitFor({ state: 'hidden' });
    }
    await shots(page, 'saas-codeTemplateDraft');

    // 5. 1.1.0 to every authorised site: all three pass and are released.
    const library = async () => {
      await openWhenAnswered(page, saasUrl('/wechatApplet/codeTemplateLibrary'));
      return page.getByRole('table', { name: '代码模板' });
    };
    const release = async (version: string) => {
      const templates = await library();
      await templates.getByRole('row').filter({ hasText: version }).getByRole('button', { name: '发布到站点' }).click();
      const start = page.getByRole('button', { name: '开始发布' });
      await start.click();
      await start.waitFor({ state: 'hidden' });
    };
    const board = () => page.getByRole('table', { name: '各站点发布进度' });
    const boardRow = (siteName: string) => board().getByRole('row').filter({ hasText: siteName });
    await release('1.1.0');
    for (const name of ['青禾读书会', '西湖跑团', '浙大学长说'])
      await expect.poll(() => boardRow(name).innerText(), { timeout: 90_000 }).toContain('已发布');

    // 6. 1.2.0, with the sandbox rejecting demo2's audit: the board shows its reason, the others released.
    await control(`outcome/${demo2Appid}`, { result: 'fail', reason: REJECTION });
    await release('1.2.0');
    await expect.poll(() => boardRow('西湖跑团').innerText(), { timeout: 90_000 }).toContain(REJECTION);
    expect(await boardRow('西湖跑团').innerText()).toContain('被驳回');
    for (const name of ['青禾读书会', '浙大学长说'])
      await expect.poll(() => boardRow(name).innerText(), { timeout: 90_000 }).toContain('已发布');
    await page.getByText('发布进度：1.2.0（已完成）').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '1.2.0 · 已完成' }).waitFor({ timeout: 10_000 });
    await shots(page, 'saas-codeTemplateLibrary');
    expect((await appletOf('demo')).releasedVersion).toBe('1.2.0');

    // 7. Rolling the release back restores 1.1.0 where 1.2.0 went online.
    await page.getByRole('button', { name: '回退这次发布' }).click();
    const rollback = page.getByRole('button', { name: '回退', exact: true });
    await rollback.click();
    await rollback.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await appletOf('demo')).releasedVersion, { timeout: 30_000 }).toBe('1.1.0');
    expect((await appletOf('campus')).releasedVersion).toBe('1.1.0');
    expect((await appletOf('demo2')).releasedVersion).toBe('1.1.0');
    const history = (await control('state')) as { accounts: { appid: string; released?: { user_version?: string } }[] };
    expect(history.accounts.find((a) => a.appid === 'wxa1sandbox0000001')?.released?.user_version).toBe('1.1.0');
    await openWhenAnswered(page, saasUrl('/wechatApplet/manager'));
    await page
      .getByRole('table', { name: '站点小程序' })
      .getByRole('row')
      .filter({ hasText: '青禾读书会' })
      .getByText('1.1.0')
      .first()
      .waitFor();

    // 8. demo2's owner reads the audit result among their notifications, and the reason on the mini-program page.
    await openWhenAnswered(owner, siteUrl('demo2', '/notifications'));
    await owner.getByText('小程序 1.2.0 审核未通过').first().waitFor({ timeout: 20_000 });
    await owner.getByText(REJECTION, { exact: false }).first().waitFor();
    await shots(owner, 'site-notifications');
    await openWhenAnswered(owner, siteUrl('demo2', '/setting/wechatApplet'));
    await owner.getByText(REJECTION).waitFor();
    await shots(owner, 'site-wechatApplet');
    // A registration page opened by its address on a site with an authorised applet says so and offers no form.
    await openWhenAnswered(owner, siteUrl('demo2', '/setting/wechatApplet/register/personal'));
    await owner.getByText('本站小程序已授权，不能再注册').waitFor();
    expect(await owner.getByRole('button', { name: '提交注册' }).count()).toBe(0);
    await shots(owner, 'site-register-authorized');
    expect((page as Page & { uncaught?: string[] }).uncaught).toEqual([]);
    expect((owner as Page & { uncaught?: string[] }).uncaught).toEqual([]);
    await site.context.close();
    await context.close();
  });
});
