// Questions and answers end to end through the operations: the licence and switch gate, asking with a held bounty,
// answering, voting, accepting (the bounty paid once, even to 50 parallel accepts), settlement by the site's rule,
// moderation from the site console and the platform, and tenancy.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { ConsoleTestSite } from '../../../test/two-sites';
import { securityEvents } from '../../audit/audit.tables';
import { userPoints } from '../point/point.tables';
import { applyPointChange } from '../point/point-ledger';
import { as, type Member, member, postCast } from '../post/post-test-kit';
import { siteSettings } from '../site-console/site-console.tables';
import { questions } from './question.tables';
import { settleDueQuestions } from './question-bounty';
import { openQa, questionType } from './question-kit';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let typeA: number;
let mainToken: string;
let asker: Member;
let helpers: Member[];

async function balance(siteId: number, userId: number) {
  const rows = await server.database.db.execute(
    sql`select coalesce(sum(${userPoints.balance}), 0)::int as n from ${userPoints} join point_categories c on c.site_id = ${userPoints.siteId} and c.id = ${userPoints.categoryId}
        where ${userPoints.siteId} = ${siteId} and ${userPoints.userId} = ${userId} and c.code = 'coin'`,
  );
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0].n);
}

async function give(siteId: number, userId: number, delta: number) {
  await server.database.db.transaction((tx) => applyPointChange(tx, { siteId, userId, category: 'coin', delta, reason: '测试充值' }));
}

async function forgetInterval() {
  await server.database.db.update(questions).set({ createdAt: sql`${questions.createdAt} - interval '1 minute'` });
}

async function ask(who: Member, bounty: number, title = '笔记本风扇一直响怎么办？') {
  await forgetInterval();
  const res = await server.call('createQuestion', {
    ...as(who),
    body: { title, content: '<p>买了半年，风扇一直转<script>alert(1)</script></p>', bounty, typeId: typeA },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

async function answer(who: Member, questionId: number, text = '清理出风口的灰尘') {
  const res = await server.call('createAnswer', { ...as(who), body: { questionId, content: `<p>${text}</p>` } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

beforeAll(async () => {
  server = await startTestServer();
  const made = await postCast(server);
  ({ a, b } = made);
  mainToken = made.cast.tokens.main;
  asker = await member(server, a, '提问者');
  helpers = [];
  for (let i = 0; i < 50; i++) helpers.push(await member(server, a, `热心人${i}`));
}, 120_000);
afterAll(() => server?.close());

describe('the gate', () => {
  it('refuses Q&A on a basic licence, and when the site switched it off', async () => {
    const closed = await server.call('getQuestionList', { host: a.host });
    expect(closed.status).toBe(403);
    expect(closed.body.description).toBe('本站未开放问答');
    const options = await server.call('getQuestionOptions', { host: a.host });
    expect(options.body.data.enabled).toBe(false);
    await openQa(server, a.id);
    expect((await server.call('getQuestionList', { host: a.host })).status).toBe(200);
    await server.database.db.update(siteSettings).set({ questionFunctionStatus: 0 }).where(eq(siteSettings.siteId, a.id));
    const off = await server.call('getConsoleQuestionList', { token: a.tokens.owner, host: a.host });
    expect(off.status).toBe(403);
    await server.database.db.update(siteSettings).set({ questionFunctionStatus: 1 }).where(eq(siteSettings.siteId, a.id));
    typeA = await questionType(server, a);
  });
});

describe('asking, answering and accepting', () => {
  it('holds the bounty from the asker, refuses what the balance cannot cover, sanitises the content', async () => {
    await give(a.id, asker.id, 100);
    const refused = await server.call('createQuestion', {
      ...as(asker),
      body: { title: '太贵的问题', content: '<p>x</p>', bounty: 500, typeId: typeA },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.description).toBe('积分余额不足');
    expect(await balance(a.id, asker.id)).toBe(100);
    const tooBig = await server.call('createQuestion', {
      ...as(asker),
      body: { title: '超出上限', content: '<p>x</p>', bounty: 501, typeId: typeA },
    });
    expect(tooBig.status).toBe(400);
    const id = await ask(asker, 30);
    expect(await balance(a.id, asker.id)).toBe(70);
    const detail = await server.call('getQuestion', { host: a.host, query: { id } });
    expect(detail.body.data).toMatchObject({ bounty: 30, bountyState: 'held', solved: false, typeName: '技术求助' });
    expect(detail.body.data.content).not.toContain('script');
    const list = await server.call('getQuestionList', { host: a.host, query: { solved: false } });
    expect(list.body.data.list.map((q: { id: number }) => q.id)).toContain(id);
    const found = await server.call('getQuestionList', { host: a.host, query: { keyword: '风扇' } });
    expect(found.body.data.total).toBeGreaterThan(0);
  });

  it('pays exactly one bounty to 50 parallel accepts of different answers', async () => {
    const id = await ask(asker, 50, '五十个回答的问题');
    const answerIds = [];
    for (const h of helpers) answerIds.push(await answer(h, id, `${h.id} 的回答`));
    expect((await server.call('getQuestion', { host: a.host, query: { id } })).body.data.answerCount).toBe(50);
    const before = await Promise.all(helpers.map((h) => balance(a.id, h.id)));
    const results = await Promise.all(
      answerIds.map((answerId) => server.call('acceptAnswer', { ...as(asker), body: { questionId: id, answerId } })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.description === '这个问题已经采纳了回答')).toBe(true);
    const after = await Promise.all(helpers.map((h) => balance(a.id, h.id)));
    const gained = after.map((v, i) => v - before[i]);
    expect(gained.filter((g) => g !== 0)).toEqual([50]);
    const detail = await server.call('getQuestion', { host: a.host, query: { id } });
    expect(detail.body.data).toMatchObject({ solved: true, bountyState: 'paid', acceptedAnswerId: ok[0].body.data.answerId });
    const late = await server.call('createAnswer', { ...as(helpers[0]), body: { questionId: id, content: '<p>再答一次</p>' } });
    expect(late.status).toBe(409);
  }, 120_000);

  it('lets only the asker accept, and refuses answering one’s own question or answering twice', async () => {
    const id = await ask(asker, 0, '无悬赏的问题');
    expect((await server.call('createAnswer', { ...as(asker), body: { questionId: id, content: '<p>自问自答</p>' } })).status).toBe(403);
    const answerId = await answer(helpers[1], id);
    const twice = await server.call('createAnswer', { ...as(helpers[1]), body: { questionId: id, content: '<p>第二次</p>' } });
    expect(twice.status).toBe(409);
    const notAsker = await server.call('acceptAnswer', { ...as(helpers[2]), body: { questionId: id, answerId } });
    expect(notAsker.status).toBe(404);
    const accepted = await server.call('acceptAnswer', { ...as(asker), body: { questionId: id, answerId } });
    expect(accepted.body.data.bounty).toBe(0);
    // The asker heard of the answer, its author of the acceptance; the 回答被采纳 rule paid once for it.
    const kinds = async (m: Member) =>
      ((await server.call('getMyNotificationList', { ...as(m), query: {} })).body.data.list as { kind: string; link: string }[])
        .filter((n) => n.link === `/question/${id}`)
        .map((n) => n.kind);
    expect(await kinds(asker)).toContain('answerReceived');
    expect(await kinds(helpers[1])).toEqual(['answerAccepted']);
    const paid = await server.database.db.execute(
      sql`select count(*)::int as n from point_records where site_id = ${a.id} and event_key = ${`answer_accepted:answer:${answerId}`}`,
    );
    expect(Number((paid as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(1);
  });

  it('can be reported (举报): a question and an answer, hidden from the site console’s queue', async () => {
    const id = await ask(asker, 0, '可以举报的问题');
    const answerId = await answer(helpers[3], id);
    const report = (targetType: string, targetId: number) =>
      server.call('createImpeach', { ...as(helpers[4]), body: { targetType, targetId, reason: '垃圾广告' } } as never);
    expect((await report('question', id)).status).toBe(200);
    expect((await report('answer', answerId)).status).toBe(200);
    const queue = await server.call('getImpeachList', { token: a.tokens.owner, host: a.host, query: { targetType: 'answer' } } as never);
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const item = (queue.body.data.list as { id: number; targetId: number }[]).find((i) => i.targetId === answerId)!;
    const handled = await server.call('handleImpeach', {
      token: a.tokens.owner,
      host: a.host,
      body: { ids: [item.id], action: 'hide' },
    } as never);
    expect(handled.status, JSON.stringify(handled.body)).toBe(200);
    const listed = await server.call('getAnswerList', { ...as(asker), query: { questionId: id } });
    expect((listed.body.data.list as { id: number }[]).map((x) => x.id)).not.toContain(answerId);
  });

  it('counts one vote per member, changes it, and lists comments', async () => {
    const id = await ask(asker, 0, '投票的问题');
    const answerId = await answer(helpers[3], id);
    const vote = (who: Member, v: 'up' | 'down' | 'none') => server.call('voteAnswer', { ...as(who), body: { answerId, vote: v } });
    await Promise.all([vote(helpers[4], 'up'), vote(helpers[4], 'up'), vote(helpers[5], 'up'), vote(helpers[6], 'down')]);
    let state = (await vote(helpers[6], 'up')).body.data;
    expect(state).toMatchObject({ upCount: 3, downCount: 0, myVote: 'up' });
    state = (await vote(helpers[6], 'none')).body.data;
    expect(state).toMatchObject({ upCount: 2, downCount: 0, myVote: 'none' });
    expect((await vote(helpers[3], 'up')).status).toBe(403);
    const c = await server.call('createAnswerComment', { ...as(asker), body: { answerId, content: '谢谢，试过了' } });
    expect(c.status).toBe(200);
    const comments = await server.call('getAnswerCommentList', { host: a.host, query: { answerId } });
    expect(comments.body.data.list[0].content).toBe('谢谢，试过了');
    const answers = await server.call('getAnswerList', { ...as(helpers[4]), query: { questionId: id } });
    expect(answers.body.data.list[0]).toMatchObject({ upCount: 2, myVote: 'up', commentCount: 1 });
    const mine = await server.call('getMyAnswerList', { ...as(helpers[3]) });
    expect(mine.body.data.list[0].questionTitle).toBe('投票的问题');
  });
});

describe('settlement', () => {
  it('refunds by default, pays the best-voted answer under bestVoted, and settles once', async () => {
    const refundId = await ask(asker, 10, '到期退还的问题');
    const start = await balance(a.id, asker.id);
    await settleDueQuestions(server.deps, new Date());
    expect(await balance(a.id, asker.id)).toBe(start);
    const later = new Date(Date.now() + 8 * 86_400_000);
    // The first test's question (30, never accepted) is due too.
    expect(await settleDueQuestions(server.deps, later)).toEqual({ paid: 0, refunded: 2 });
    expect(await balance(a.id, asker.id)).toBe(start + 10 + 30);
    expect((await server.call('getQuestion', { host: a.host, query: { id: refundId } })).body.data.bountyState).toBe('refunded');

    const setting = await server.call('getQuestionSetting', { token: a.tokens.owner, host: a.host });
    const saved = await server.call('updateQuestionSetting', {
      token: a.tokens.owner,
      host: a.host,
      body: { ...setting.body.data, settleRule: 'bestVoted' },
    });
    expect(saved.status).toBe(200);
    const payId = await ask(asker, 20, '到期付给最佳回答的问题');
    const weak = await answer(helpers[7], payId, '一般的回答');
    const best = await answer(helpers[8], payId, '最好的回答');
    await server.call('voteAnswer', { ...as(helpers[9]), body: { answerId: best, vote: 'up' } });
    await server.call('voteAnswer', { ...as(helpers[10]), body: { answerId: weak, vote: 'down' } });
    const bestBefore = await balance(a.id, helpers[8].id);
    expect(await settleDueQuestions(server.deps, later)).toEqual({ paid: 1, refunded: 0 });
    expect(await settleDueQuestions(server.deps, later)).toEqual({ paid: 0, refunded: 0 });
    expect(await balance(a.id, helpers[8].id)).toBe(bestBefore + 20);
    const detail = (await server.call('getQuestion', { host: a.host, query: { id: payId } })).body.data;
    expect(detail).toMatchObject({ solved: true, acceptedAnswerId: best, bountyState: 'paid' });
  });
});

describe('moderation', () => {
  it('hides, deletes and restores from the site console through one audited transition; the answer count follows', async () => {
    const id = await ask(asker, 0, '要审核的问题');
    const answerId = await answer(helpers[11], id);
    const hide = await server.call('moderateAnswers', {
      token: a.tokens.owner,
      host: a.host,
      body: { ids: [answerId], action: 'hide', reason: '离题' },
    });
    expect(hide.body).toMatchObject({ type: 1, data: { changed: 1, skipped: 0 } });
    expect((await server.call('getQuestion', { host: a.host, query: { id } })).body.data.answerCount).toBe(0);
    await server.call('moderateQuestions', { token: a.tokens.owner, host: a.host, body: { ids: [id], action: 'delete' } });
    expect((await server.call('getQuestion', { host: a.host, query: { id } })).status).toBe(404);
    const bin = await server.call('getConsoleQuestionList', { token: a.tokens.owner, host: a.host, query: { status: 50 } });
    expect(bin.body.data.list.map((q: { id: number }) => q.id)).toContain(id);
    await server.call('moderateQuestions', { token: a.tokens.owner, host: a.host, body: { ids: [id], action: 'restore' } });
    expect((await server.call('getQuestion', { host: a.host, query: { id } })).status).toBe(200);
    const events = await server.database.db
      .select({ action: securityEvents.action })
      .from(securityEvents)
      .where(and(eq(securityEvents.siteId, a.id), eq(securityEvents.targetType, 'question'), eq(securityEvents.targetId, String(id))));
    expect(events.map((e) => e.action).sort()).toEqual(['contentDeleted', 'contentRestored']);
    const filtered = await server.call('getConsoleQuestionList', {
      token: a.tokens.owner,
      host: a.host,
      query: { hasBounty: true, solved: true },
    });
    expect(filtered.body.data.list.every((q: { bounty: number; solved: boolean }) => q.bounty > 0 && q.solved)).toBe(true);
  });

  it('lets the platform hide a question on the site’s behalf, recorded as the platform’s', async () => {
    const id = await ask(asker, 0, '平台处理的问题');
    const list = await server.call('getSaasQuestionList', { token: mainToken, query: { siteId: a.id } });
    expect(list.body.data.list[0]).toMatchObject({ siteId: a.id, siteName: a.name });
    const res = await server.call('moderateSaasQuestions', {
      token: mainToken,
      body: { siteId: a.id, ids: [id], action: 'hide', reason: '违规' },
    });
    expect(res.body.data).toEqual({ changed: [id], skipped: [] });
    const [event] = await server.database.db
      .select({ realm: securityEvents.realm })
      .from(securityEvents)
      .where(and(eq(securityEvents.targetType, 'question'), eq(securityEvents.targetId, String(id))));
    expect(event.realm).toBe('saas');
  });

  it('answers another site’s question like a missing one', async () => {
    await openQa(server, b.id);
    const id = await ask(asker, 0, '站点 A 的问题');
    const other = await server.call('getQuestion', { host: b.host, query: { id } });
    const missing = await server.call('getQuestion', { host: b.host, query: { id: 999_999 } });
    expect({ s: other.status, d: other.body.description }).toEqual({ s: missing.status, d: missing.body.description });
    const mod = await server.call('moderateQuestions', { token: b.tokens.owner, host: b.host, body: { ids: [id], action: 'hide' } });
    expect(mod.status).toBe(404);
  });
});

describe('keywords', () => {
  it('answers a keyword without words (only emoji) with an empty list, never a 500', async () => {
    const member = await server.call('getQuestionList', { host: a.host, query: { keyword: '😀😀' } });
    expect(member.body.data.total).toBe(0);
    const site = await server.call('getConsoleQuestionList', { token: a.tokens.owner, host: a.host, query: { keyword: '😀😀' } });
    expect(site.status).toBe(200);
    const platform = await server.call('getSaasAnswerList', { token: mainToken, query: { keyword: '😀😀' } });
    expect(platform.status).toBe(200);
  });
});
