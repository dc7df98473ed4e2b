// Moderation in the site console of `demo`: the owner reviews posts (approve, reject with a reason, the detail drawer
// with its history), comments, and the recycle bin, with the sidebar counting what waits; at 1280 px and 375 px.
// Members cannot write yet on this branch, so this file runs its own server on a database seeded with the demo and
// with content written the way the post module stores it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script without type declarations
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/build.mjs';
import { freePort } from '../../scripts/free-port';
import { openDatabase } from '../../server/src/db/database';
import { transitionComments, transitionPosts } from '../../server/src/modules/post/content-transitions';
import { sections } from '../../server/src/modules/section/section.tables';
import { sites, siteUsers } from '../../server/src/modules/site/site.tables';
import { seedDemo } from '../../server/src/seed/demo-seed';
import { insertComment, insertPost } from '../../server/test/moderation-kit';
import { DEMO_PASSWORD, expectToast, launch, openPage, shotsDir } from './browser';
import { menu, openFromMenu, row, shown, tableRows, uncaught } from './site-console';

const SHOTS = shotsDir('moderation');
const root = join(import.meta.dirname, '..', '..');
let browser: Browser;
let server: ChildProcess;
let dataDir: string;
let port: number;
const url = (path: string) => `http://demo.localhost:${port}/console${path}`;

/** The demo, with site `demo`'s posts replaced by a known few in every state, with their comments. */
async function seedContent(dir: string) {
  const handle = await openDatabase({ dataDir: join(dir, 'db') });
  await handle.migrate();
  const { db } = handle;
  await seedDemo(db);
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'demo'));
  // The demo forum's own posts would bury the few this test counts: the site starts without content here.
  await db.execute(sql`delete from posts where site_id = ${site.id}`);
  await db.execute(sql`delete from section_post_counts where site_id = ${site.id}`);
  const sectionRows = await db.select({ id: sections.id, name: sections.name }).from(sections).where(eq(sections.siteId, site.id));
  const members = await db
    .select({ id: siteUsers.id, name: siteUsers.userName })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, site.id), eq(siteUsers.isAnonymous, false), sql`cardinality(${siteUsers.roles}) = 0`))
    .limit(4);
  const section = (name: string) => sectionRows.find((s) => s.name === name)?.id ?? sectionRows[0].id;
  const post = (title: string, status: number, sectionName: string, author = 0, content?: string) =>
    insertPost(db, {
      siteId: site.id,
      sectionId: section(sectionName),
      authorId: members[author % members.length].id,
      title,
      status,
      content,
    });
  const ids = {
    pending: await post(
      '《三体》里最让你震撼的一幕是什么？',
      10,
      '读书笔记',
      0,
      '<p>我先说：<strong>二向箔</strong>降临太阳系的那一章。</p><p>你们呢？</p>',
    ),
    spam: await post('低价出售各类教材，加微信详谈', 10, '二手书交换', 1),
    resubmitted: await post('《百年孤独》人物关系整理（修改版）', 60, '读书笔记', 2),
    published: await post('十一月读书会：一起读《活着》', 20, '同城活动', 0),
  };
  await post('新人报到，喜欢科幻和推理', 20, '新手报到', 3);
  await post('这本书翻译太差了，大家别买', 40, '书评交流', 1);
  await post('求推荐适合初中生的历史书', 30, '新书推荐', 2);
  const toBin = await post('重复发帖，请删除', 20, '综合讨论', 3);
  const c = (postId: number, content: string, status: number, author: number) =>
    insertComment(db, { siteId: site.id, postId, authorId: members[author % members.length].id, content: `<p>${content}</p>`, status });
  await c(ids.published, '报名！周六下午有空', 20, 1);
  await c(ids.published, '地点在哪里？能带朋友吗', 10, 2);
  await c(ids.pending, '水滴攻击舰队那段，看得我手心出汗', 60, 3);
  const rude = await c(ids.published, '无聊的活动，不去', 20, 3);
  await db.transaction(async (tx) => {
    const actor = { realm: 'console' as const, siteUserId: members[0].id, name: 'admin' };
    await transitionPosts(tx, site.id, { ids: [toBin], action: 'delete', actor, from: null });
    await transitionComments(tx, site.id, {
      ids: [rude],
      action: 'delete',
      actor: { realm: 'member', siteUserId: members[3].id, name: members[3].name },
      from: null,
    });
  });
  await handle.close();
  return ids;
}

async function waitUntilUp(child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/saas/site-category`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start within 120 s');
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'commune-e2e-moderation-'));
  await seedContent(dataDir);
  port = await freePort();
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'db'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
    },
    stdio: 'ignore',
  });
  await waitUntilUp(server);
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function login(page: Page) {
  await page.goto(url('/login'));
  await page.getByLabel('登录名或手机号').fill('13800000002');
  await page.getByLabel(/^密码/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('navigation').first().waitFor();
}

const shoot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: '批量操作' });

describe('site moderation', () => {
  it('reviews posts and comments and empties the recycle bin at 1280 px', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 860 });
    await login(page);
    // What waits for review: three posts (two pending, one resubmitted) and two comments (pending, resubmitted).
    await expect
      .poll(() =>
        menu(page)
          .getByRole('link', { name: /^帖子管理/ })
          .innerText(),
      )
      .toContain('3');
    expect(
      await menu(page)
        .getByRole('link', { name: /^评论管理/ })
        .innerText(),
    ).toContain('2');

    await openFromMenu(page, '帖子管理');
    const posts = await tableRows(page, '帖子');
    expect(posts.length).toBe(7);
    expect(posts.join('\n')).not.toContain('重复发帖');
    expect(await row(page, '帖子', '二向箔').count()).toBe(0);
    expect(await row(page, '帖子', '最让你震撼').innerText()).toContain('待审核');
    await shoot(page, 'managePost-1280');

    await row(page, '帖子', '最让你震撼').getByRole('checkbox').check();
    await toolbar(page).getByRole('button', { name: '通过' }).click();
    await expectToast(page, '已通过 1 篇');
    await expect.poll(() => row(page, '帖子', '最让你震撼').innerText()).toContain('已发布');
    await expect
      .poll(() =>
        menu(page)
          .getByRole('link', { name: /^帖子管理/ })
          .innerText(),
      )
      .toContain('2');

    await row(page, '帖子', '低价出售').getByRole('checkbox').check();
    await toolbar(page).getByRole('button', { name: '驳回' }).click();
    const reject = page.getByRole('dialog', { name: '驳回帖子' });
    await reject.getByRole('textbox').fill('广告帖，请勿发布交易信息');
    await shown(reject);
    await reject.getByRole('button', { name: '驳回' }).click();
    await expectToast(page, '已驳回 1 篇');
    await expect.poll(() => row(page, '帖子', '低价出售').innerText()).toContain('未通过');

    await page.getByRole('button', { name: '查看 低价出售各类教材，加微信详谈' }).click();
    const drawer = page.getByRole('dialog', { name: '低价出售各类教材，加微信详谈' });
    await drawer.getByText('审核记录').waitFor();
    await expect.poll(() => drawer.innerText()).toMatch(/驳回 · \S+/);
    expect(await drawer.innerText()).toContain('广告帖，请勿发布交易信息');
    await shown(drawer);
    await shoot(page, 'managePost-drawer-1280');
    await drawer.getByRole('button', { name: '关闭' }).click();

    await row(page, '帖子', '翻译太差').getByRole('checkbox').check();
    await toolbar(page).getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除帖子' });
    await confirm.getByRole('button', { name: '删除' }).click();
    await expectToast(page, '已删除 1 篇');
    await expect.poll(() => row(page, '帖子', '翻译太差').count()).toBe(0);

    await openFromMenu(page, '评论管理');
    expect((await tableRows(page, '评论')).length).toBe(3);
    await shoot(page, 'manageComment-1280');
    await row(page, '评论', '地点在哪里').getByRole('checkbox').check();
    await toolbar(page).getByRole('button', { name: '通过' }).click();
    await expectToast(page, '已通过 1 条');

    await openFromMenu(page, '回收站');
    expect((await tableRows(page, '已删除的帖子')).length).toBe(2);
    expect(await row(page, '已删除的帖子', '重复发帖').innerText()).toContain('站点管理员');
    expect(await row(page, '已删除的帖子', '翻译太差').innerText()).toContain('已屏蔽');
    await shoot(page, 'recycle-1280');
    await page.getByRole('tab', { name: '评论' }).click();
    expect(await row(page, '已删除的评论', '无聊的活动').innerText()).toContain('作者本人');
    await shoot(page, 'recycle-comments-1280');
    await page.getByRole('tab', { name: '帖子' }).click();
    await row(page, '已删除的帖子', '重复发帖').getByRole('checkbox').check();
    await toolbar(page).getByRole('button', { name: '恢复' }).click();
    await expectToast(page, '已恢复 1 篇');

    await openFromMenu(page, '敏感词');
    await page.getByRole('button', { name: '添加敏感词' }).click();
    const add = page.getByRole('dialog', { name: '添加敏感词' });
    await add.getByRole('textbox').fill('代开发票\n刷单， VPN\nvpn');
    await add.getByRole('button', { name: '添加' }).click();
    await expectToast(page, '已添加 3 个敏感词');
    expect((await tableRows(page, '敏感词')).length).toBe(3);
    await shoot(page, 'sensitiveWord-1280');

    expect(uncaught(page)).toEqual([]);
    await context.close();
  });

  it('is usable at 375 px: lists turn into cards, the batch bar wraps', async () => {
    const { context, page } = await openPage(browser, { width: 375, height: 812 });
    await login(page);
    for (const [path, label, name] of [
      ['/managePost', '帖子', 'managePost-375'],
      ['/manageComment', '评论', 'manageComment-375'],
      ['/recycle', '已删除的帖子', 'recycle-375'],
    ] as const) {
      await page.goto(url(path));
      await tableRows(page, label);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await shoot(page, name);
      await page.getByRole('toolbar', { name: '批量操作' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await shoot(page, `${name}-table`);
    }
    expect(uncaught(page)).toEqual([]);
    await context.close();
  });
});
