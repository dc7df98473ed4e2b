// Attachments: the site's limits (type by extension and content, size, count), the price charged once through the
// ledger even under concurrent downloads, insufficient coins, free for the author, 404 for hidden posts and another
// site's attachments, single-use links with the Chinese file name, and the sweep deleting files no post holds.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { multipartBody, TINY_PNG } from '../../../test/multipart';
import type { ConsoleTestSite } from '../../../test/two-sites';
import { pointCategories, pointRecords, userPoints } from '../point/point.tables';
import { applyPointChange } from '../point/point-ledger';
import { posts } from '../post/post.tables';
import { as, forgetPostingInterval, type Member, member, postCast, section } from '../post/post-test-kit';
import { createImageStorage } from '../upload/storage/create-storage';
import { attachmentPurchases, attachments } from './attachment.tables';
import { sweepAttachments } from './attachment-files';
import { checkAttachmentType } from './attachment-sniff';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let alice: Member;
let bob: Member;
let carol: Member;
let stranger: Member;
let sectionA: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = await postCast(server));
  [alice, bob, carol] = [await member(server, a, '附件作者'), await member(server, a, '下载者'), await member(server, a, '穷成员')];
  stranger = await member(server, b, '别站成员');
  sectionA = await section(server, a, '资料');
});
afterAll(() => server?.close());

async function upload(who: Member, filename: string, value: Buffer) {
  const { payload, contentType } = multipartBody([{ name: 'file', value, filename, contentType: 'application/octet-stream' }]);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/member/attachment',
    headers: { host: who.host, authorization: who.token, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

async function uploaded(who: Member, filename: string, value: Buffer) {
  const res = await upload(who, filename, value);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

async function setting(patch: Record<string, unknown>) {
  const current = (await server.call('getAttachmentSetting', { token: a.tokens.owner, host: a.host })).body.data;
  const res = await server.call('updateAttachmentSetting', { token: a.tokens.owner, host: a.host, body: { ...current, ...patch } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function postWith(author: Member, title: string, attachmentIds: number[]) {
  await forgetPostingInterval(server);
  return server.call('createPost', { ...as(author), body: { sectionId: sectionA, title, content: `<p>${title}</p>`, attachmentIds } });
}

async function coins(siteId: number, userId: number) {
  const [row] = await server.database.db
    .select({ balance: userPoints.balance })
    .from(userPoints)
    .innerJoin(pointCategories, and(eq(pointCategories.siteId, userPoints.siteId), eq(pointCategories.id, userPoints.categoryId)))
    .where(and(eq(userPoints.siteId, siteId), eq(userPoints.userId, userId), eq(pointCategories.code, 'coin')));
  return row?.balance ?? 0;
}

const download = (who: Member, id: number) => server.call('downloadAttachment', { ...as(who), body: { id } });
const fetchLink = (url: string, host = a.host) => server.app.inject({ method: 'GET', url, headers: { host } });

describe('limits', () => {
  it('checks the extension against the content', async () => {
    await expect(checkAttachmentType('笔记.pdf', PDF, ['pdf'])).resolves.toBe('pdf');
    await expect(checkAttachmentType('图.png', TINY_PNG, ['png'])).resolves.toBe('png');
    await expect(checkAttachmentType('图.jpg', TINY_PNG, ['jpg'])).rejects.toThrow('文件内容与扩展名 .jpg 不符');
    await expect(checkAttachmentType('假的.pdf', Buffer.from('hello'), ['pdf'])).rejects.toThrow('不符');
    await expect(checkAttachmentType('程序.txt', Buffer.from('MZ\x90\x00rest'), ['txt'])).rejects.toThrow('可执行文件');
    await expect(checkAttachmentType('run.txt', Buffer.from('#!/bin/sh\nrm -rf /'), ['txt'])).rejects.toThrow('可执行文件');
    await expect(checkAttachmentType('页.txt', Buffer.from('<!DOCTYPE html><script>x</script>'), ['txt'])).rejects.toThrow('网页或 SVG');
    await expect(checkAttachmentType('图.txt', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), ['txt'])).rejects.toThrow(
      '网页或 SVG',
    );
    await expect(checkAttachmentType('a.exe', Buffer.from('MZ'), ['pdf'])).rejects.toThrow('不支持这种文件类型');
    await expect(checkAttachmentType('无扩展名', PDF, ['pdf'])).rejects.toThrow('不支持这种文件类型');
  });

  it('refuses over the wire what the site does not allow', async () => {
    expect((await upload(alice, 'tool.exe', Buffer.from('MZ\x90'))).body.description).toMatch('不支持这种文件类型');
    expect((await upload(alice, '伪装.pdf', Buffer.from('not a pdf at all'))).status).toBe(400);
    expect((await upload(alice, 'x.txt', Buffer.from('<html><body>hi</body></html>'))).body.description).toMatch('网页或 SVG');
    await setting({ maxBytes: 2048 });
    const big = await upload(alice, '大文件.txt', Buffer.alloc(4096, 'a'));
    expect(big.status).toBe(400);
    expect(big.body.description).toBe('附件不能超过 2 KB');
    await setting({ maxBytes: 10 * 1024 * 1024 });
    await setting({ enabled: 0 });
    expect((await upload(alice, '书单.txt', Buffer.from('书单'))).status).toBe(403);
    await setting({ enabled: 1 });
  });

  it('holds the number of files a post may carry, and only one’s own uploads', async () => {
    await setting({ maxPerPost: 2 });
    const ids = [
      await uploaded(alice, '一.txt', Buffer.from('一')),
      await uploaded(alice, '二.txt', Buffer.from('二')),
      await uploaded(alice, '三.txt', Buffer.from('三')),
    ];
    const tooMany = await postWith(alice, '三个附件', ids);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.description).toBe('每篇帖子最多 2 个附件');
    const notMine = await postWith(bob, '别人的附件', [ids[0]]);
    expect(notMine.status).toBe(404);
    const ok = await postWith(alice, '两个附件', ids.slice(0, 2));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const list = await server.call('getPostAttachmentList', { host: a.host, query: { postId: ok.body.data.id } });
    expect(list.body.data.list.map((x: { name: string }) => x.name)).toEqual(['一.txt', '二.txt']);
    await setting({ maxPerPost: 5 });
  });
});

describe('priced downloads', () => {
  let postId: number;
  let priced: number;

  beforeAll(async () => {
    priced = await uploaded(alice, '《三体》读书笔记.pdf', PDF);
    const res = await server.call('updateAttachment', { ...as(alice), body: { id: priced, price: 5 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const over = await server.call('updateAttachment', { ...as(alice), body: { id: priced, price: 1000 } });
    expect(over.body.description).toBe('售价不能超过 100 金币');
    const post = await postWith(alice, '读书笔记', [priced]);
    expect(post.status, JSON.stringify(post.body)).toBe(200);
    postId = post.body.data.id;
    await server.database.db.transaction((tx) =>
      applyPointChange(tx, { siteId: a.id, userId: bob.id, category: 'coin', delta: 12, reason: '测试' }),
    );
  });

  it('charges once when five downloads arrive together, and credits the author', async () => {
    const authorBefore = await coins(a.id, alice.id);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => download(bob, priced)));
    for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(results.map((r) => r.body.data.charged).sort()).toEqual([0, 0, 0, 0, 5]);
    expect(await coins(a.id, bob.id)).toBe(7);
    expect(await coins(a.id, alice.id)).toBe(authorBefore + 4);
    const purchases = await server.database.db.select().from(attachmentPurchases).where(eq(attachmentPurchases.attachmentId, priced));
    expect(purchases).toHaveLength(1);
    const records = await server.database.db
      .select()
      .from(pointRecords)
      .where(and(eq(pointRecords.siteId, a.id), like(pointRecords.eventKey, `attachment_buy:${priced}:%`)));
    expect(records).toHaveLength(1);
    const list = await server.call('getPostAttachmentList', { ...as(bob), query: { postId } });
    expect(list.body.data.list[0]).toMatchObject({ purchased: true, price: 5, downloadCount: 5 });
    // A re-download is free.
    expect((await download(bob, priced)).body.data.charged).toBe(0);
  });

  it('refuses a member without enough coins, and charges nothing', async () => {
    const res = await download(carol, priced);
    expect(res.status).toBe(409);
    expect(res.body.description).toBe('金币不足：下载这个附件需要 5 金币');
    expect(await server.database.db.select().from(attachmentPurchases).where(eq(attachmentPurchases.userId, carol.id))).toHaveLength(0);
  });

  it('lets the author download free', async () => {
    const before = await coins(a.id, alice.id);
    const res = await download(alice, priced);
    expect(res.body.data.charged).toBe(0);
    expect(await coins(a.id, alice.id)).toBe(before);
  });

  it('serves a link once, with the Chinese name and the type', async () => {
    const res = await download(bob, priced);
    const first = await fetchLink(res.body.data.url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="download.pdf"; filename*=UTF-8''%E3%80%8A%E4%B8%89%E4%BD%93%E3%80%8B%E8%AF%BB%E4%B9%A6%E7%AC%94%E8%AE%B0.pdf`,
    );
    expect(first.rawPayload.equals(PDF)).toBe(true);
    expect((await fetchLink(res.body.data.url)).statusCode).toBe(404);
  });

  it('answers 404 for a hidden post and for another site', async () => {
    const { db } = server.database;
    const [row] = await db
      .select({ status: posts.status })
      .from(posts)
      .where(and(eq(posts.siteId, a.id), eq(posts.id, postId)));
    await db
      .update(posts)
      .set({ status: 40 })
      .where(and(eq(posts.siteId, a.id), eq(posts.id, postId)));
    const hidden = await download(bob, priced);
    expect(hidden.status).toBe(404);
    expect(hidden.body.description).toBe('附件不存在');
    expect((await server.call('getPostAttachmentList', { ...as(bob), query: { postId } })).status).toBe(404);
    await db
      .update(posts)
      .set({ status: row.status })
      .where(and(eq(posts.siteId, a.id), eq(posts.id, postId)));
    const missing = await download(stranger, 99_999_999);
    const other = await download(stranger, priced);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect((await server.call('getPostAttachmentList', { host: b.host, query: { postId } })).status).toBe(404);
  });
});

describe('files', () => {
  it('deletes the files of attachments taken off a post, and of purged posts', async () => {
    const storage = createImageStorage(server.deps.config);
    const keep = await uploaded(alice, '留下.txt', Buffer.from('留下'));
    const drop = await uploaded(alice, '去掉.txt', Buffer.from('去掉'));
    const post = await postWith(alice, '编辑附件', [keep, drop]);
    const postId = post.body.data.id;
    const keyOf = async (id: number) =>
      (
        await server.database.db
          .select({ key: attachments.storageKey })
          .from(attachments)
          .where(and(eq(attachments.siteId, a.id), eq(attachments.id, id)))
      )[0]?.key;
    const [keepKey, dropKey] = [await keyOf(keep), await keyOf(drop)];
    const edit = await server.call('updatePost', {
      ...as(alice),
      body: { id: postId, title: '编辑附件', content: '<p>改</p>', attachmentIds: [keep] },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    await sweepAttachments(server.deps);
    expect(await storage.get(dropKey)).toBeUndefined();
    expect(await storage.get(keepKey)).toBeDefined();
    expect((await server.call('getPostAttachmentList', { host: a.host, query: { postId } })).body.data.list).toHaveLength(1);
    // Deleted to the recycle bin: kept (a restore brings it back); purged: gone.
    expect((await server.call('deleteMyPost', { ...as(alice), query: { id: postId } })).status).toBe(200);
    await sweepAttachments(server.deps);
    expect(await storage.get(keepKey)).toBeDefined();
    await server.database.db.delete(posts).where(and(eq(posts.siteId, a.id), eq(posts.id, postId)));
    await sweepAttachments(server.deps);
    expect(await storage.get(keepKey)).toBeUndefined();
    expect(await keyOf(keep)).toBeUndefined();
  });

  it('deletes one’s own attachment, and another’s answers 404', async () => {
    const id = await uploaded(alice, '删.txt', Buffer.from('删'));
    expect((await server.call('deleteAttachment', { ...as(bob), query: { id } })).status).toBe(404);
    expect((await server.call('deleteAttachment', { ...as(alice), query: { id } })).status).toBe(200);
  });

  it('follows the posts at an erasure: kept posts keep their files, removed ones lose them', async () => {
    const storage = createImageStorage(server.deps.config);
    const keyOf = async (id: number) =>
      (
        await server.database.db
          .select({ key: attachments.storageKey })
          .from(attachments)
          .where(and(eq(attachments.siteId, a.id), eq(attachments.id, id)))
      )[0]?.key;
    const erased = async (content: 'keep' | 'remove') => {
      const who = await member(server, a, content === 'keep' ? '保留内容者' : '删除内容者');
      const id = await uploaded(who, '随帖.txt', Buffer.from('随帖'));
      const post = await postWith(who, `注销前的帖子${content}`, [id]);
      expect(post.status, JSON.stringify(post.body)).toBe(200);
      const key = await keyOf(id);
      const res = await server.call('eraseMyAccount', { ...as(who), body: { password: 'demo123456', content } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await sweepAttachments(server.deps);
      return { id, key, postId: post.body.data.id as number };
    };
    const kept = await erased('keep');
    expect(await storage.get(kept.key)).toBeDefined();
    expect((await server.call('getPostAttachmentList', { host: a.host, query: { postId: kept.postId } })).body.data.list).toHaveLength(1);
    const removed = await erased('remove');
    expect(await storage.get(removed.key)).toBeUndefined();
    expect(await keyOf(removed.id)).toBeUndefined();
  });
});
