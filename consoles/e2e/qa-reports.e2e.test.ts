// Issue 11's journey on the demo: reader1 asks with a bounty, reader2 answers, reader1 accepts and reader2's points
// show the bounty; reader2 reports a member's post, a Report manager sees it in the SaaS queue under the site's name,
// the site's owner hides it and mutes its author from the queue, the post leaves the member site and its author
// cannot post. Screenshots go to screenshots/qa-reports/.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, DEMO_PASSWORD, expectToast, launch, openPage, port, saasUrl, shotsDir, siteUrl } from './browser';
import { lastSmsCode, loginSaas, loginSite, uniqueMobile } from './helpers';

const SHOTS = shotsDir('qa-reports');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 860 };
const RUN = Date.now().toString().slice(-5);
const QUESTION = `旧书页脆了怎么修补${RUN}？`;
const SPAM = `低价代购教材${RUN}，加微信详聊`;

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

async function memberLogin(page: Page, account: string) {
  await page.goto(memberUrl('/login'));
  await page.getByLabel('登录名或手机号').fill(account);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
}

async function writeInEditor(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: '正文' });
  await editor.click();
  await page.keyboard.type(text);
}

describe('questions with a bounty', () => {
  let questionId = 0;

  it('reader1 asks with a bounty of 20 coins', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await memberLogin(page, 'reader1');
    await page.goto(memberUrl('/ask'));
    const type = page.getByRole('combobox').first();
    const first = await type.locator('option').nth(1).innerText();
    await type.selectOption({ label: first });
    await page.getByPlaceholder('一句话说清你的问题').fill(QUESTION);
    await writeInEditor(page, '家里一本八十年代的旧书，书页一翻就掉渣，有什么办法修补和保存？');
    await page.getByPlaceholder(/到 \d+/).fill('20');
    await page.getByRole('button', { name: '发布问题' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/question\/\d+$/);
    questionId = Number(new URL(page.url()).pathname.split('/')[2]);
    await page.getByText('悬赏 20').first().waitFor();
    await shoot(page, 'question-asked-375');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('reader2 answers, reader1 accepts, and reader2’s points show the bounty', async () => {
    const answerer = await openPage(browser, DESKTOP);
    await memberLogin(answerer.page, 'reader2');
    await answerer.page.goto(memberUrl(`/question/${questionId}`));
    await answerer.page.getByRole('button', { name: '写回答' }).click();
    await writeInEditor(answerer.page, '用日本薄纸和小麦淀粉浆糊修补，修好后放进无酸纸袋，避光防潮。');
    await answerer.page.getByRole('button', { name: '发布回答' }).click();
    await answerer.page.getByText('无酸纸袋').first().waitFor();

    const asker = await openPage(browser, PHONE);
    await memberLogin(asker.page, 'reader1');
    await asker.page.goto(memberUrl(`/question/${questionId}`));
    asker.page.on('dialog', (dialog) => void dialog.accept());
    await asker.page.getByRole('button', { name: '采纳' }).click();
    await asker.page.getByText('已采纳').first().waitFor();
    await shoot(asker.page, 'question-accepted-375');
    expect(uncaught(asker.page)).toEqual([]);
    await asker.context.close();

    await answerer.page.goto(memberUrl('/points'));
    const record = answerer.page.locator('.m-point-row', { hasText: new RegExp(`获得问题「旧书页脆了怎么修补${RUN}`) });
    await record.waitFor();
    expect(await record.innerText()).toMatch(/问答悬赏[\s\S]*\+20/);
    await shoot(answerer.page, 'points-bounty-1280');
    expect(uncaught(answerer.page)).toEqual([]);
    await answerer.context.close();
  });
});

describe('a report that the queue acts on', () => {
  let postId = 0;
  let authorMobile = '';

  it('a member posts an advert; reader2 reports it', async () => {
    const { context, page } = await openPage(browser, PHONE);
    authorMobile = uniqueMobile();
    await page.goto(memberUrl('/register'));
    await page.getByLabel('手机号').fill(authorMobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('验证码').fill(await lastSmsCode(authorMobile));
    await page.getByLabel('昵称').fill(`代购小号${RUN}`);
    await page.getByLabel('密码').fill('qinghe2026');
    await page.getByRole('button', { name: '注册' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goto(memberUrl('/write'));
    const section = page.getByRole('combobox', { name: '版块' });
    await section.selectOption({ label: await section.getByRole('option', { name: /综合讨论/ }).innerText() });
    await page.getByLabel('标题').fill(SPAM);
    await writeInEditor(page, '各类教材低价代购，量大从优。');
    await page.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/post\/\d+$/);
    postId = Number(new URL(page.url()).pathname.split('/')[2]);
    await context.close();

    const reporter = await openPage(browser, PHONE);
    await memberLogin(reporter.page, 'reader2');
    await reporter.page.goto(memberUrl(`/post/${postId}`));
    await reporter.page.getByRole('button', { name: '举报' }).first().click();
    const dialog = reporter.page.getByRole('dialog');
    await dialog.getByText('垃圾广告', { exact: true }).click();
    await shoot(reporter.page, 'report-dialog-375');
    await dialog.getByRole('button', { name: '提交举报' }).click();
    await reporter.page
      .getByText(/举报已提交|已收到/)
      .first()
      .waitFor();
    expect(uncaught(reporter.page)).toEqual([]);
    await reporter.context.close();
  });

  it('a Report manager sees it in the SaaS queue with the site’s name', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await loginSaas(page, '13900000007');
    await page.goto(saasUrl('/impeachManage/manageImpeach'));
    const row = page.getByRole('table', { name: '举报' }).locator('tbody tr', { hasText: SPAM });
    await row.waitFor();
    expect(await row.innerText()).toContain('青禾读书会');
    await shoot(page, 'saas-queue-1280');
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('the owner hides it and mutes its author; the post is gone and the author cannot post', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await loginSite(page, 'demo', '13800000002');
    await page.goto(siteUrl('demo', '/manageImpeach'));
    await page.getByRole('checkbox', { name: new RegExp(`^选择 ${SPAM}`) }).click();
    await page.getByRole('toolbar', { name: '批量操作' }).getByRole('button', { name: '屏蔽' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '禁言' }).click();
    await dialog.getByPlaceholder('如：多次发布广告').fill('发布广告');
    await shoot(page, 'site-handle-1280');
    await dialog.getByRole('button', { name: '屏蔽', exact: true }).click();
    await expectToast(page, /已处理|屏蔽/);
    await page.getByRole('table', { name: '举报' }).locator('tbody tr', { hasText: SPAM }).waitFor({ state: 'detached' });
    expect(uncaught(page)).toEqual([]);
    await context.close();

    const gone = await openPage(browser, PHONE);
    expect((await gone.page.goto(memberUrl(`/post/${postId}`)))?.status()).toBe(404);
    await gone.context.close();

    const author = await openPage(browser, PHONE);
    await author.page.goto(memberUrl('/login'));
    await author.page.getByLabel('登录名或手机号').fill(authorMobile);
    await author.page.getByLabel('密码').fill('qinghe2026');
    await author.page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => new URL(author.page.url()).pathname).toBe('/');
    await author.page.goto(memberUrl('/write'));
    const section = author.page.getByRole('combobox', { name: '版块' });
    await section.selectOption({ label: await section.getByRole('option', { name: /综合讨论/ }).innerText() });
    await author.page.getByLabel('标题').fill(`再发一次${RUN}`);
    await writeInEditor(author.page, '还是代购。');
    await author.page.getByRole('button', { name: '发布' }).click();
    await author.page.getByText(/禁言/).first().waitFor();
    await shoot(author.page, 'muted-author-375');
    expect(new URL(author.page.url()).pathname).toBe('/write');
    await author.context.close();
  });
});
