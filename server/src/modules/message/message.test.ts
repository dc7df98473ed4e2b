// Private messages: sending under the site's rules (blocks, the message setting, the rank gate, sensitive words, the
// recipient's state), conversations and unread counts, another site's objects answering like missing ones, reports of
// a message into the site's queue (only that message shown), and a member's erasure.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { ConsoleTestSite } from '../../../test/two-sites';
import { cacheKeys } from '../../cache/cache';
import type { ChangeEvent } from '../../contract/request-effects';
import { audience } from '../../events/event-bus';
import { sensitiveWords } from '../post/post.tables';
import { as, giveRank, type Member, member, postCast } from '../post/post-test-kit';
import { siteUsers } from '../site/site.tables';
import { userRanks } from '../user-rank/user-rank.tables';
import { conversationMembers, privateMessages } from './message.tables';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let saasToken: string;

beforeAll(async () => {
  server = await startTestServer({ config: { postIntervalSeconds: 0 } });
  const cast = await postCast(server);
  ({ a, b } = cast);
  saasToken = cast.cast.tokens.main;
});
afterAll(() => server?.close());

const owner = (site: ConsoleTestSite) => ({ token: site.tokens.owner, host: site.host });
const send = (from: Member, toId: number, content: string) => server.call('sendPrivateMessage', { ...as(from), body: { toId, content } });
const sent = async (from: Member, toId: number, content: string) => {
  const res = await send(from, toId, content);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { conversationId: number; id: number };
};
const unread = async (m: Member) => (await server.call('getMessageUnreadCount', { ...as(m) })).body.data.unread as number;
const conversationsOf = async (m: Member) => {
  const res = await server.call('getConversationList', { ...as(m), query: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.list as { id: number; other: { id: number; name: string }; lastExcerpt: string; unread: number }[];
};
const open = (m: Member, conversationId: number, query: Record<string, unknown> = {}) =>
  server.call('getConversationMessageList', { ...as(m), query: { conversationId, ...query } });
const setting = (site: ConsoleTestSite, body: { enabled: 0 | 1; minRankId: number | null }) =>
  server.call('updateMessageSetting', { ...owner(site), body });

describe('private messages', () => {
  it('opens a conversation, lists it for both with the unread count, and marks it read when opened', async () => {
    const alice = await member(server, a, '爱丽丝');
    const bob = await member(server, a, '鲍勃');
    const first = await sent(alice, bob.id, '你好，鲍勃');
    const second = await sent(alice, bob.id, '<b>不是 HTML</b>');
    expect(second.conversationId).toBe(first.conversationId);
    const [forBob] = await conversationsOf(bob);
    expect(forBob).toMatchObject({
      id: first.conversationId,
      other: { id: alice.id, name: '爱丽丝' },
      lastExcerpt: '<b>不是 HTML</b>',
      unread: 2,
    });
    expect(await unread(bob)).toBe(2);
    expect((await conversationsOf(alice))[0]).toMatchObject({ other: { id: bob.id }, unread: 0 });

    const page = await open(bob, first.conversationId, { limit: 1 });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data.conversation).toMatchObject({ id: first.conversationId, other: { id: alice.id }, blockedByMe: false });
    expect(page.body.data.list).toEqual([expect.objectContaining({ content: '<b>不是 HTML</b>', mine: false, hidden: false })]);
    expect(await unread(bob)).toBe(0);
    const older = await open(bob, first.conversationId, { limit: 1, cursor: page.body.data.nextCursor });
    expect(older.body.data.list.map((m: { content: string }) => m.content)).toEqual(['你好，鲍勃']);
    expect(older.body.data.nextCursor).toBeNull();

    // A reply moves the conversation up for both and counts for the other side.
    await sent(bob, alice.id, '收到');
    expect(await unread(alice)).toBe(1);
  });

  it('pages a member’s conversations latest first, and hides a hidden last message’s text', async () => {
    const carol = await member(server, a, '卡罗尔');
    const others = [await member(server, a, '甲'), await member(server, a, '乙'), await member(server, a, '丙')];
    for (const other of others) await sent(other, carol.id, `来自${other.id}`);
    const first = await server.call('getConversationList', { ...as(carol), query: { limit: 2 } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.list.map((c: { other: { id: number } }) => c.other.id)).toEqual([others[2].id, others[1].id]);
    const rest = await server.call('getConversationList', { ...as(carol), query: { limit: 2, cursor: first.body.data.nextCursor } });
    expect(rest.body.data.list.map((c: { other: { id: number } }) => c.other.id)).toEqual([others[0].id]);
    expect(rest.body.data.nextCursor).toBeNull();
    await server.database.db.update(privateMessages).set({ hidden: true }).where(eq(privateMessages.senderId, others[0].id));
    expect((await conversationsOf(carol)).at(-1)).toMatchObject({ lastExcerpt: '该私信已被管理员屏蔽', unread: 1 });
  });

  it('tells the recipient’s member stream after the message committed', async () => {
    const alice = await member(server, a);
    const bob = await member(server, a);
    const heard: ChangeEvent[] = [];
    const stop = server.deps.events.subscribe((e) => heard.push(e), [audience.user(a.id, bob.id)]);
    try {
      await sent(alice, bob.id, '实时送达');
      await vi.waitFor(() => expect(heard).toContainEqual({ siteId: a.id, topic: 'message', userId: bob.id }));
    } finally {
      stop();
    }
  });

  it('keeps the unread count exact under concurrent sends and reads', async () => {
    const alice = await member(server, a);
    const bob = await member(server, a);
    const { conversationId } = await sent(alice, bob.id, '开始');
    await open(bob, conversationId);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => send(alice, bob.id, `第 ${i} 条`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await unread(bob)).toBe(12);
    const [row] = await server.database.db
      .select({ unread: conversationMembers.unread })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.siteId, a.id), eq(conversationMembers.userId, bob.id)));
    expect(row.unread).toBe(12);
  });

  it('refuses yourself, the anonymous user, a disabled member and another site’s member (404 like a missing one)', async () => {
    const alice = await member(server, a);
    expect((await send(alice, alice.id, '自言自语')).status).toBe(400);
    const [anonymous] = await server.database.db
      .select({ id: siteUsers.id })
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.isAnonymous, true)));
    const toAnonymous = await send(alice, anonymous.id, '你好');
    const elsewhere = await member(server, b);
    const toOtherSite = await send(alice, elsewhere.id, '你好');
    const missing = await send(alice, 987654321, '你好');
    for (const res of [toAnonymous, toOtherSite]) {
      expect(res.status).toBe(missing.status);
      expect(res.body).toEqual(missing.body);
    }
    expect(missing.status).toBe(404);
    const disabled = await member(server, a);
    await server.database.db
      .update(siteUsers)
      .set({ status: 2 })
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, disabled.id)));
    const res = await send(alice, disabled.id, '你好');
    expect(res.status).toBe(403);
  });

  it('answers another site’s or another pair’s conversation like a missing one', async () => {
    const alice = await member(server, a);
    const bob = await member(server, a);
    const carol = await member(server, a);
    const { conversationId } = await sent(alice, bob.id, '只给鲍勃');
    const missing = await open(carol, 987654321);
    expect(missing.status).toBe(404);
    const stranger = await open(carol, conversationId);
    const otherSite = await open(await member(server, b), conversationId);
    for (const res of [stranger, otherSite]) expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: missing.body });
  });

  it('refuses a member who was blocked, with a clear reason, until unblocked', async () => {
    const alice = await member(server, a);
    const bob = await member(server, a, '拉黑者');
    await sent(alice, bob.id, '在吗');
    const blocked = await server.call('blockMember', { ...as(bob), body: { id: alice.id } });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    const refused = await send(alice, bob.id, '再来一条');
    expect(refused.status).toBe(403);
    expect(refused.body.description).toBe('对方已将你屏蔽，无法发送私信');
    // Bob may still write to Alice.
    await sent(bob, alice.id, '我屏蔽了你');
    const list = await server.call('getMyBlockList', { ...as(bob) });
    expect(list.body.data.list.map((x: { member: { id: number } }) => x.member.id)).toEqual([alice.id]);
    expect((await server.call('blockMember', { ...as(bob), body: { id: bob.id } })).status).toBe(400);
    expect((await server.call('blockMember', { ...as(bob), body: { id: (await member(server, b)).id } })).status).toBe(404);
    expect((await server.call('unblockMember', { ...as(bob), body: { id: alice.id } })).status).toBe(200);
    expect((await send(alice, bob.id, '谢谢解除')).status).toBe(200);
  });

  it('follows the site’s setting: messages off, and a minimum rank', async () => {
    const alice = await member(server, a);
    const bob = await member(server, a);
    const read = await server.call('getMessageSetting', { ...owner(a) });
    expect(read.body.data).toEqual({ enabled: 1, minRankId: null });
    expect((await setting(a, { enabled: 0, minRankId: null })).status).toBe(200);
    const off = await send(alice, bob.id, '你好');
    expect(off.status).toBe(403);
    expect(off.body.description).toBe('本站已关闭私信功能');

    const ranks = await server.database.db
      .select({ id: userRanks.id, minPoints: userRanks.minPoints, name: userRanks.name })
      .from(userRanks)
      .where(eq(userRanks.siteId, a.id))
      .orderBy(userRanks.minPoints);
    const [low, high] = [ranks[0], ranks[ranks.length - 1]];
    expect((await setting(a, { enabled: 1, minRankId: high.id })).status).toBe(200);
    await giveRank(server, a.id, alice.id, low.minPoints);
    const gated = await send(alice, bob.id, '你好');
    expect(gated.status).toBe(403);
    expect(gated.body.description).toContain(high.name);
    await giveRank(server, a.id, alice.id, high.minPoints);
    expect((await send(alice, bob.id, '升级了')).status).toBe(200);
    // A rank of another site is refused.
    const otherRank = await server.database.db.select({ id: userRanks.id }).from(userRanks).where(eq(userRanks.siteId, b.id)).limit(1);
    expect((await setting(a, { enabled: 1, minRankId: otherRank[0].id })).status).toBe(400);
    expect((await setting(a, { enabled: 1, minRankId: null })).status).toBe(200);
  });

  it('refuses a message with a sensitive word', async () => {
    const alice = await member(server, a);
    const bob = await member(server, a);
    await server.database.db.insert(sensitiveWords).values({ siteId: a.id, word: '代写论文' });
    await server.deps.cache.del(cacheKeys.sensitiveWords(a.id));
    const res = await send(alice, bob.id, '专业代写论文，加微信');
    expect(res.status).toBe(400);
    expect(res.body.description).toContain('敏感词');
  });

  it('reports a received message into the queue (only that message), hides it and mutes the sender', async () => {
    const spammer = await member(server, a, '广告号');
    const reader = await member(server, a);
    const { conversationId } = await sent(reader, spammer.id, '私下的一句话，不该被管理员看到');
    const ad = await sent(spammer, reader.id, '低价代购，加微信 abc');
    const report = (m: Member, messageId: number) => server.call('reportMessage', { ...as(m), body: { messageId, reason: '垃圾广告' } });
    expect((await report(spammer, ad.id)).status).toBe(404); // one's own message
    expect((await report(await member(server, a), ad.id)).status).toBe(404); // not the recipient
    expect((await report(await member(server, b), ad.id)).status).toBe(404); // another site
    const generic = await server.call('createImpeach', {
      ...as(reader),
      body: { targetType: 'message', targetId: ad.id, reason: '垃圾广告' },
    });
    expect(generic.status).toBe(404);
    const ok = await report(reader, ad.id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await report(reader, ad.id)).status).toBe(409);

    const queue = await server.call('getImpeachList', { ...owner(a), query: { targetType: 'message' } });
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const [item] = queue.body.data.list;
    expect(item).toMatchObject({ targetType: 'message', targetId: ad.id, excerpt: '低价代购，加微信 abc', author: { id: spammer.id } });
    expect(JSON.stringify(queue.body)).not.toContain('不该被管理员看到');

    // The platform sees that a message was reported and who sent it, never what it says.
    const platform = await server.call('getSaasImpeachList', { token: saasToken, query: { siteId: a.id, targetType: 'message' } });
    expect(platform.status, JSON.stringify(platform.body)).toBe(200);
    expect(platform.body.data.list[0]).toMatchObject({ targetType: 'message', author: { id: spammer.id } });
    expect(JSON.stringify(platform.body)).not.toContain('低价代购');

    const handled = await server.call('handleImpeach', {
      ...owner(a),
      body: { ids: [item.id], action: 'hide', authorAction: { kind: 'mute', days: 1, reason: '私信广告' } },
    });
    expect(handled.status, JSON.stringify(handled.body)).toBe(200);
    const page = await open(reader, conversationId);
    const shown = page.body.data.list.find((m: { id: number }) => m.id === ad.id);
    expect(shown).toMatchObject({ hidden: true, content: '' });
    expect((await send(spammer, reader.id, '再发一条')).status).toBe(403);
  });

  it('exports and erases a member’s messages; the other side keeps the conversation with 已注销用户', async () => {
    const leaving = await member(server, a, '要走的人');
    const staying = await member(server, a);
    const { conversationId } = await sent(leaving, staying.id, '我要注销了');
    await sent(staying, leaving.id, '一路顺风');
    await server.call('blockMember', { ...as(leaving), body: { id: staying.id } });
    const exported = await server.call('exportMyData', { ...as(leaving), body: { format: 'json' } });
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    const file = JSON.parse((await server.app.inject({ method: 'GET', url: exported.body.data.url, headers: { host: a.host } })).body);
    expect(file.privateMessages).toEqual([expect.objectContaining({ conversationId, content: '我要注销了' })]);
    expect(file.conversations).toEqual([expect.objectContaining({ id: conversationId, unread: 1 })]);
    const erased = await server.call('eraseMyAccount', { ...as(leaving), body: { password: 'demo123456', content: 'keep' } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const { db } = server.database;
    expect(
      await db
        .select()
        .from(privateMessages)
        .where(and(eq(privateMessages.siteId, a.id), eq(privateMessages.senderId, leaving.id))),
    ).toEqual([]);
    const [conversation] = await conversationsOf(staying);
    expect(conversation).toMatchObject({ id: conversationId, other: { id: leaving.id, name: '已注销用户', home: false }, unread: 0 });
    const page = await open(staying, conversationId);
    expect(page.body.data.list.map((m: { content: string }) => m.content)).toEqual(['一路顺风']);
  });
});
