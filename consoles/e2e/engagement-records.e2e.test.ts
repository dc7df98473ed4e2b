// Issue 25's records on `demo`, in Chromium: reader1 edits a comment and the administrator sees both versions in 评论管理
// (编辑历史, with the changed lines); an attachment priced 5 coins is downloaded twice and charged once in the points
// ledger; the daily digest reaches the demo's loopback SMTP server (DATA_DIR/demo-mail, each arrival logged) and its
// one-click unsubscribe (RFC 8058: a POST to List-Unsubscribe) turns reader1's digest off.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CommuneClient } from '../../sdk';
import { launch, openPage, port, siteUrl } from './browser';
import { loginSite } from './helpers';
import { DESKTOP, memberApi, memberUrl, shootWidths, signIn } from './member-support';
import { apiLogin, saasClient } from './saas-support';
import { row } from './site-console';

const RUN = Date.now().toString().slice(-5);
const FILE = `读书会资料${RUN}.txt`;
const PRICE = 5;

let browser: Browser;
let r1: Page;
let reader1: CommuneClient;
let reader2: CommuneClient;
let postId = 0;
let commentId = 0;

beforeAll(async () => {
  browser = await launch();
  [reader1, reader2] = await Promise.all([memberApi('reader1'), memberApi('reader2')]);
  r1 = (await openPage(browser, DESKTOP)).page;
  await signIn(r1, 'reader1');
  // reader2's post with a priced attachment, and reader1's comment on it: set up through the API, not what is tested.
  const sections = await reader2.getForumSectionList();
  const open = sections.list.find((s) => s.name === '综合讨论' && !s.reviewFirst);
  if (!open) throw new Error('demo has no 综合讨论 without review');
  const form = new FormData();
  form.append('file', new Blob(['青禾读书会 · 下周书目\n《百年孤独》\n'], { type: 'text/plain' }), FILE);
  const attachment = await reader2.uploadAttachment({ body: form as never });
  await reader2.updateAttachment({ body: { id: attachment.id, price: PRICE } });
  ({ id: postId } = await reader2.createPost({
    body: { sectionId: open.id, title: `下周书目${RUN}`, content: '<p>资料在附件里。</p>', attachmentIds: [attachment.id] },
  }));
  ({ id: commentId } = await reader1.createComment({ body: { postId, content: `<p>周六两点到${RUN}</p>` } }));
}, 120_000);
afterAll(() => browser?.close());

/** A request to a site's host from the test process (Node does not resolve `<slug>.localhost`), as a mail client sends. */
function postToSite(url: URL, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: port(),
        path: url.pathname + url.search,
        method: 'POST',
        headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A header of a raw message, its folded lines joined (nodemailer folds long values). */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, '');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1].trim() ?? '';
}

describe('edits, paid attachments and email leave a record', () => {
  it('reader1 edits a comment and the administrator sees both versions with the changed lines', async () => {
    await r1.goto(memberUrl(`/post/${postId}`));
    const mine = r1.locator(`.m-comment[data-comment-id="${commentId}"]`);
    await mine.getByRole('button', { name: '编辑', exact: true }).click();
    await mine.getByLabel('修改评论').fill(`周六三点到${RUN}，改时间了`);
    await mine.getByRole('button', { name: '保存' }).click();
    await mine.getByText(`周六三点到${RUN}，改时间了`).waitFor();
    await mine.locator('.m-edited', { hasText: '已编辑' }).waitFor();

    const { context, page } = await openPage(browser, DESKTOP);
    await loginSite(page, 'demo', 'admin');
    await page.goto(siteUrl('demo', '/manageComment'));
    await page.getByLabel('帖子编号').fill(String(postId));
    await page.getByRole('button', { name: '搜索' }).click();
    const comment = row(page, '评论', `周六三点到${RUN}`);
    await comment.getByRole('button', { name: '编辑历史' }).click();
    const history = page.getByRole('dialog', { name: '评论编辑历史' });
    await history.getByText('第 2 版').waitFor();
    await history.getByText('第 1 版（最初发表）').waitFor();
    // The newest version against the first: what was removed and what came instead.
    const latest = history.getByRole('listitem').first();
    expect(await latest.locator('[data-kind="removed"]').allInnerTexts()).toEqual([expect.stringContaining(`周六两点到${RUN}`)]);
    expect(await latest.locator('[data-kind="added"]').allInnerTexts()).toEqual([expect.stringContaining(`周六三点到${RUN}，改时间了`)]);
    await shootWidths(page, 'engage-revision-diff');
    await context.close();
  });

  it('a priced attachment downloaded twice is charged once in the points ledger', async () => {
    const coins = async () => (await reader1.getMyPoints()).list.find((c) => c.code === 'coin')?.balance ?? 0;
    const before = await coins();
    await r1.goto(memberUrl(`/post/${postId}`));
    const item = r1.locator('.m-attachment', { hasText: FILE });
    for (const [attempt, confirm] of [`支付 ${PRICE} 金币并下载`, '确定下载'].entries()) {
      const downloaded = r1.waitForEvent('download');
      await item.getByRole('button', { name: '下载' }).click();
      await r1.getByRole('dialog', { name: '下载附件' }).getByRole('button', { name: confirm }).click();
      expect((await downloaded).suggestedFilename()).toBe(FILE);
      if (attempt === 0) await item.getByText('已购买').waitFor();
    }
    expect(await coins()).toBe(before - PRICE);
    const { list } = await reader1.getMyPointRecordList({ query: { limit: 50 } });
    expect(list.filter((r) => r.reason === `下载附件「${FILE}」`).map((r) => r.delta)).toEqual([-PRICE]);
  });

  it('the daily digest arrives over SMTP and its one-click unsubscribe turns the digest off', async () => {
    // Something unread since reader1's last digest: reader2 answers reader1's comment.
    const { unread } = await reader1.getMyNotificationCount();
    await reader2.createComment({ body: { postId, parentId: commentId, content: '<p>好的，三点见</p>' } });
    await expect.poll(async () => (await reader1.getMyNotificationCount()).unread, { timeout: 15_000 }).toBeGreaterThan(unread);

    const manager = saasClient(await apiLogin('13800000000'));
    await manager.runTask({ body: { name: 'emailDigest' } });
    // The demo's SMTP server logs each arrival with its file (demo-mail.ts).
    const arrival = /\[demo mail\] to reader1\.demo@example\.com: .*每日摘要.* \((.+\.eml)\)/;
    let file = '';
    await expect
      .poll(
        () => {
          file = arrival.exec(readFileSync(inject('e2eLogFile'), 'utf8'))?.[1] ?? '';
          return file;
        },
        { timeout: 30_000 },
      )
      .not.toBe('');
    const raw = readFileSync(file, 'utf8');
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/^<([^>]+)>/.exec(header(raw, 'List-Unsubscribe'))?.[1] ?? 'http://invalid');
    expect(link.host).toBe(`demo.localhost:${port()}`);

    const tampered = new URL(link);
    tampered.searchParams.set('token', `${link.searchParams.get('token')}x`);
    expect((await postToSite(tampered, 'List-Unsubscribe=One-Click')).status).toBe(400);
    expect((await reader1.getMemberEmail()).digestEnabled).toBe(true);

    const answer = await postToSite(link, 'List-Unsubscribe=One-Click');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('已退订');
    expect((await reader1.getMemberEmail()).digestEnabled).toBe(false);
    // Back on, so the demo reads as it did.
    await reader1.updateMemberEmailDigest({ body: { digestEnabled: true } });
  });
});
