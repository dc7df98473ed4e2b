// Issue 12's journey on `demo`, through the site console as the owner would click it: reader2 appointed with 帖子管理
// only (menu and server agree), reader1 banned for 3 days (the member site tells why and until when), a medal with an
// automatic rule (dry run, switched on, holders), an export of more members than the export job reads at a time
// (progress bar, a real xlsx) and the operation log listing each action with its actor, its chain intact. The members
// are registered through the member site's API in setup; everything is put back in afterAll, as the other files share
// this server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CommuneApiError, type CommuneClient } from '../../sdk';
import { EXPORT_PAGE_SIZE } from '../../server/src/modules/user-export/user-export-rows';
import { DEMO_PASSWORD, expectToast, launch, openPage, port, shoot, siteUrl } from './browser';
import { loginSite, uniqueMobile } from './helpers';
import { siteClient } from './site-api';
import { menuEntries, postsRuleDryRun, row, shown, tableRows, uncaught } from './site-console';

const OWNER = '13800000002';
// Past one page of the export job, so that the progress moves between pages; each registration costs three argon2
// hashes (the code sent, the code checked, the password), so not many more.
const BULK = EXPORT_PAGE_SIZE + 50;
const BULK_NAME = `导出测试${Date.now().toString(36).slice(-4)}`;
const MEDAL = `发帖新星${Date.now().toString().slice(-4)}`;
const BAN_REASON = '多次在读书会版块发布广告';

let browser: Browser;
let owner: CommuneClient;
let ownerName = '';
let reader1 = 0;
let reader2 = 0;
let medalId = 0;
const bulkIds: number[] = [];

/** Codes the development SMS provider wrote to the server's log, newest per number. */
function smsCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const line of readFileSync(inject('e2eLogFile'), 'utf8').split('\n')) {
    if (!line.includes('"devSms"')) continue;
    const to = /"to":"(\d+)"/.exec(line)?.[1];
    const code = /验证码 (\d{6})/.exec(line)?.[1];
    if (to && code) codes.set(to, code);
  }
  return codes;
}

/** Retries while the server sheds load (503): the machine may be busy with other test runs. */
async function patiently<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof CommuneApiError && error.status === 503) || attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** Registers BULK members on the member site, 25 from each loopback address (the SMS cap is 30 a day per IP). */
async function registerBulk() {
  const perAddress = 25;
  for (let batch = 0; batch * perAddress < BULK; batch++) {
    const from = `127.0.0.${batch + 10}`;
    const client = siteClient('demo', undefined, from);
    const mobiles = Array.from({ length: Math.min(perAddress, BULK - batch * perAddress) }, () => uniqueMobile());
    for (const mobile of mobiles) await patiently(() => client.sendMemberRegisterSms({ body: { mobile } }));
    // Not expect.poll: this runs in beforeAll.
    let codes = smsCodes();
    for (let wait = 0; mobiles.some((m) => !codes.has(m)); wait++) {
      if (wait > 60) throw new Error('the SMS codes never reached the server log');
      await new Promise((r) => setTimeout(r, 250));
      codes = smsCodes();
    }
    for (const [i, mobile] of mobiles.entries()) {
      const userName = `${BULK_NAME}成员${batch * perAddress + i + 1}`;
      const made = await patiently(() =>
        client.memberRegister({ body: { mobile, code: codes.get(mobile)!, password: DEMO_PASSWORD, userName } }),
      );
      bulkIds.push(made.user.id);
    }
  }
}

async function memberId(account: string) {
  const { list } = await owner.getConsoleUserList({ query: { keyword: account } });
  const found = list.find((m) => m.account === account);
  if (!found) throw new Error(`no member ${account}`);
  return found.id;
}

beforeAll(async () => {
  browser = await launch();
  const login = await siteClient('demo').consoleLogin({ body: { account: OWNER, password: DEMO_PASSWORD } });
  owner = siteClient('demo', login.token);
  ownerName = login.userInfo.userName;
  reader1 = await memberId('reader1');
  reader2 = await memberId('reader2');
  await registerBulk();
}, 240_000);

afterAll(async () => {
  // Each step on its own, so one failure does not leave the others undone.
  const steps: [string, () => Promise<unknown>][] = [
    ['revoke reader2', () => owner.revokeSiteAdmin({ body: { userId: reader2 } })],
    ['lift reader1', () => owner.liftSiteUserSanction({ body: { userId: reader1, kind: 'ban' } })],
    ['delete medal', () => (medalId ? owner.deleteMedal({ query: { id: medalId } }) : Promise.resolve())],
  ];
  for (let i = 0; i < bulkIds.length; i += 100) {
    const userIds = bulkIds.slice(i, i + 100);
    steps.push([`delete members ${i}`, () => owner.deleteSiteUsers({ body: { userIds, content: 'remove' } })]);
  }
  const failed: string[] = [];
  for (const [name, step] of steps) {
    try {
      await patiently(step);
    } catch (error) {
      // Already undone (never appointed, never banned) is fine; anything else is reported.
      if (!(error instanceof CommuneApiError && [404, 409].includes(error.status))) failed.push(`${name}: ${String(error)}`);
    }
  }
  await browser?.close();
  expect(failed).toEqual([]);
}, 120_000);

async function ownerPage(width = 1440) {
  const opened = await openPage(browser, { width, height: 900 });
  await loginSite(opened.page, 'demo', OWNER);
  return opened;
}

async function search(page: Page, keyword: string) {
  await page.getByLabel('关键词').first().fill(keyword);
  await page.getByRole('button', { name: '搜索' }).click();
}

/** `YYYY-MM-DD` of an instant in Beijing. */
const beijingDate = (t: number) => new Date(t + 8 * 3600_000).toISOString().slice(0, 10);

describe('members, staff, medals, export and the operation log', () => {
  it('the owner appoints reader2 with 帖子管理 only; reader2 sees posts but not members or settings, and the server agrees', async () => {
    const { context, page } = await ownerPage();
    await page.goto(siteUrl('demo', '/user/manageAdmins'));
    await page.getByRole('button', { name: '任命管理员' }).click();
    const dialog = page.getByRole('dialog', { name: '任命管理员' });
    const box = dialog.getByRole('combobox', { name: '搜索成员' });
    await box.click();
    await box.pressSequentially('reader2');
    await page.getByRole('option', { name: '星河旅人（reader2）' }).click();
    await dialog.getByRole('checkbox', { name: '帖子管理' }).check();
    await shown(dialog);
    await shoot(page, 'members-appoint');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '已任命为管理员');
    await expect.poll(() => row(page, '管理员', '星河旅人').innerText()).toContain('帖子管理');
    await context.close();

    const staff = await openPage(browser);
    await loginSite(staff.page, 'demo', 'reader2');
    const entries = await menuEntries(staff.page);
    expect(entries).toContain('帖子管理');
    for (const hidden of ['用户', '用户管理', '设置', '站点设置', '操作日志']) expect(entries).not.toContain(hidden);
    await shoot(staff.page, 'members-reader2-menu');
    for (const path of ['/user/manageUser', '/setting/siteSetting']) {
      await staff.page.goto(siteUrl('demo', path));
      await staff.page.getByText('没有访问权限').waitFor();
    }
    expect(uncaught(staff.page)).toEqual([]);
    await staff.context.close();

    const session = await siteClient('demo').consoleLogin({ body: { account: 'reader2', password: DEMO_PASSWORD } });
    const asReader2 = siteClient('demo', session.token);
    for (const refused of [
      () => asReader2.getConsoleUserList({ query: { keyword: 'reader' } }),
      () => asReader2.getSiteUserRecord({ query: { userId: reader1 } }),
      () => asReader2.getOperationLogList({ query: {} }),
    ]) {
      const error = await refused().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CommuneApiError);
      expect((error as CommuneApiError).status).toBe(403);
    }
    expect((await asReader2.getConsolePostList({ query: {} })).list.length).toBeGreaterThan(0);
  });

  it('the owner bans reader1 for 3 days; reader1 is told on the member site why and until when', async () => {
    const { context, page } = await ownerPage();
    await page.goto(siteUrl('demo', '/user/manageUser'));
    await search(page, 'reader1');
    await expect.poll(async () => (await tableRows(page, '成员')).length).toBe(1);
    await row(page, '成员', '书友小林').getByRole('button', { name: '封禁', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '封禁「书友小林」' });
    await dialog.getByLabel(/^天数/).fill('3');
    await dialog.getByLabel(/^原因/).fill(BAN_REASON);
    await shown(dialog);
    await shoot(page, 'members-ban');
    const bannedAt = Date.now();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => row(page, '成员', '书友小林').innerText()).toContain('封禁');
    await row(page, '成员', '书友小林').getByRole('button', { name: '解除封禁' }).waitFor();
    await context.close();

    const member = await openPage(browser, { width: 375, height: 812 });
    await member.page.goto(`http://demo.localhost:${port()}/login`);
    await member.page.getByLabel('登录名或手机号').fill('reader1');
    await member.page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await member.page.getByRole('button', { name: '登录', exact: true }).click();
    const told = member.page
      .getByText(/该账号已被封禁至/)
      .filter({ visible: true })
      .first();
    await told.waitFor();
    const text = await told.innerText();
    expect(text).toContain(`原因：${BAN_REASON}`);
    expect(text).toContain(beijingDate(bannedAt + 3 * 86_400_000));
    await shoot(member.page, 'members-banned-login');
    expect(new URL(member.page.url()).pathname).toBe('/login');
    await member.context.close();
  });

  it('a medal with an automatic rule shows its dry run, is switched on and lands on the qualifying members', async () => {
    const { context, page } = await ownerPage();
    await page.goto(siteUrl('demo', '/user/manageMedal'));
    await page.getByRole('button', { name: '新增勋章' }).click();
    const dialog = page.getByRole('dialog', { name: '新增勋章' });
    await dialog.getByLabel(/^勋章名称/).fill(MEDAL);
    await dialog.getByLabel(/^说明/).fill('发表过至少 2 篇帖子的成员');
    const toAward = await postsRuleDryRun(page, dialog, 2);
    expect(toAward).toBeGreaterThan(0);
    await dialog.getByRole('switch', { name: /自动授予/ }).click();
    await shown(dialog);
    await shoot(page, 'members-medal-dry-run');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(page, `勋章已新增，已自动授予 ${toAward} 位成员`);
    await expect.poll(() => row(page, '勋章', MEDAL).innerText()).toContain(`${toAward} 人`);

    const medals = await owner.getMedalList({ query: { keyword: MEDAL } });
    medalId = medals.list.find((m) => m.name === MEDAL)?.id ?? 0;
    expect(medalId).toBeGreaterThan(0);
    const holders = await owner.getMedalUserList({ query: { medalId, pageSize: 100 } });
    expect(holders.total).toBe(toAward);
    await row(page, '勋章', MEDAL)
      .getByRole('link', { name: `${toAward} 人` })
      .click();
    await expect.poll(async () => (await tableRows(page, '勋章持有者')).length).toBe(Math.min(toAward, 20));
    expect((await tableRows(page, '勋章持有者')).join('\n')).toContain('自动授予');
    await context.close();
  });

  it(`an export of ${BULK} members finishes with a progress bar and downloads as an xlsx with ${BULK} rows`, async () => {
    const { context, page } = await ownerPage();
    await page.goto(siteUrl('demo', '/user/mangeUserDataExport'));
    await page.getByLabel('关键词').first().fill(BULK_NAME);
    await page.getByRole('button', { name: '开始导出' }).click();
    const bar = page.getByRole('progressbar');
    await bar.waitFor({ timeout: 60_000 });
    await page.getByText('进度 100%').waitFor({ timeout: 60_000 });
    await page.getByText(`共 ${BULK} 位成员`).waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toBe('1');
    await shoot(page, 'members-export-done');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载文件' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^成员数据-\d{8}-\d{4}\.xlsx$/);
    const path = join(import.meta.dirname, '..', '..', 'screenshots', 'members-export.xlsx');
    await download.saveAs(path);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(BULK + 1);
    const names = new Set<string>();
    sheet.eachRow((r, n) => {
      if (n > 1) names.add(String((r.values as unknown[]).find((v) => String(v).startsWith(BULK_NAME))));
    });
    expect(names.size).toBe(BULK);
    await context.close();
  });

  it('the operation log lists each of these with its actor, and its chain verifies', async () => {
    const { context, page } = await ownerPage();
    await page.goto(siteUrl('demo', '/user/operationLog'));
    await page.getByText('日志链完整').waitFor({ timeout: 30_000 });
    const rows = await tableRows(page, '操作日志');
    for (const operation of ['grantSiteAdmin', 'banSiteUser', 'createMedal', 'createUserExport', 'createUserExportDownload']) {
      // Newest first: the first entry of the operation is this run's, by the owner.
      const entry = rows.find((r) => r.includes(`\n${operation}\n`));
      expect(entry, operation).toContain(ownerName);
    }
    expect((await owner.verifyOperationLog()).valid).toBe(true);
    await shoot(page, 'members-operation-log');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('screens: the member list, a member’s record, medals and holders, the operation log, at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const { context, page } = await ownerPage(width);
      await page.goto(siteUrl('demo', '/user/manageUser'));
      await tableRows(page, '成员');
      await shoot(page, `members-list-${width}`);
      await page.goto(siteUrl('demo', `/user/manageUserInfo?userId=${reader1}`));
      await page.getByText('书友小林').first().waitFor();
      await page.getByRole('tab', { name: /^禁言与封禁/ }).click();
      await expect.poll(async () => (await tableRows(page, '禁言与封禁')).join('\n')).toContain(BAN_REASON);
      await shoot(page, `members-record-${width}`);
      await page.goto(siteUrl('demo', '/user/manageMedal'));
      await tableRows(page, '勋章');
      await shoot(page, `members-medals-${width}`);
      await page.goto(siteUrl('demo', `/user/medalUser?medalId=${medalId}`));
      await tableRows(page, '勋章持有者');
      await shoot(page, `members-medal-holders-${width}`);
      await page.goto(siteUrl('demo', '/user/operationLog'));
      await page.getByText('日志链完整').waitFor({ timeout: 30_000 });
      await tableRows(page, '操作日志');
      await shoot(page, `members-operation-log-${width}`);
      expect(uncaught(page)).toEqual([]);
      await context.close();
    }
  });
});
