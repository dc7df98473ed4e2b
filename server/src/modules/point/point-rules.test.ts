// Point rules fire on their events: once per event, within their daily limits, taken back when moderation removes
// content, and the ledger adds up after concurrent activity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { as, comment, createPost, type Member, member, section } from '../post/post-test-kit';
import { checkLedger } from './point-ledger';

let server: TestServer;
let a: ConsoleTestSite;
let author: Member;
let reader: Member;
let open: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ a } = (await twoSites(server)).sites);
  author = await member(server, a, '书友小林');
  reader = await member(server, a, '星河旅人');
  open = await section(server, a, '读书笔记');
});
afterAll(() => server?.close());

async function records(m: Member) {
  const res = await server.call('getMyPointRecordList', as(m));
  return res.body.data.list as { itemName: string; delta: number; categoryName: string; reason: string }[];
}
const balance = async (m: Member, code: 'reputation' | 'coin') =>
  (await server.call('getMyPoints', as(m))).body.data.list.find((c: { code: string }) => c.code === code).balance as number;

describe('rules that fire', () => {
  it('pays 发表主题 and 发表回复, shown in the console’s records with the rule’s name', async () => {
    const post = await createPost(server, author, open, '《额尔古纳河右岸》读后');
    await comment(server, author, post.id, '<p>补充一点</p>');
    expect(await balance(author, 'reputation')).toBe(7);
    const console = await server.call('getPointRecordList', { token: a.tokens.owner, host: a.host, query: { keyword: '书友小林' } });
    expect(console.body.data.list.map((r: { itemName: string }) => r.itemName).sort()).toEqual(['发表回复', '发表主题'].sort());
  });

  it('pays the author for a like once per liker, never for liking one’s own', async () => {
    const post = await createPost(server, author, open, '推荐三本书');
    const before = await balance(author, 'reputation');
    await server.call('likePost', { ...as(author), body: { postId: post.id } });
    await server.call('likePost', { ...as(reader), body: { postId: post.id } });
    await server.call('unlikePost', { ...as(reader), query: { postId: post.id } });
    await server.call('likePost', { ...as(reader), body: { postId: post.id } });
    expect(await balance(author, 'reputation')).toBe(before + 1);
    expect((await records(author))[0].itemName).toBe('主题被点赞');
  });

  it('signs in once a day with a streak, paying 每日签到 into the coins', async () => {
    const first = await server.call('dailySign', as(reader));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ streak: 1, delta: 3, balance: 3 });
    const again = await server.call('dailySign', as(reader));
    expect(again.status).toBe(409);
    expect(again.body.description).toBe('今天已经签到过了');
    expect((await server.call('getMyPoints', as(reader))).body.data).toMatchObject({ signedToday: true, streak: 1, signPoints: 3 });
    expect((await records(reader))[0]).toMatchObject({ itemName: '每日签到', delta: 3, categoryName: '金币' });
  });

  it('takes back what a post paid when a moderator deletes it, and costs 主题被删除, at most what the author holds', async () => {
    const post = await createPost(server, author, open, '要被删除的帖子');
    const before = await balance(author, 'reputation');
    const res = await server.call('deletePosts', { token: a.tokens.owner, host: a.host, body: { ids: [post.id] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await balance(author, 'reputation');
    expect(after).toBe(Math.max(before - 5 - 10, 0));
    expect(
      (await records(author))
        .slice(0, 2)
        .map((r) => r.itemName)
        .sort(),
    ).toEqual(['主题被删除', '发表主题'].sort());
    // Restoring and deleting again pays and takes nothing twice.
    await server.call('restorePosts', { token: a.tokens.owner, host: a.host, body: { ids: [post.id] } });
    expect(await balance(author, 'reputation')).toBe(after);
  });

  it('keeps Σ ledger = balance for every member after concurrent activity', async () => {
    const post = await createPost(server, author, open, '大家一起来点赞');
    const likers = await Promise.all(Array.from({ length: 8 }, () => member(server, a)));
    await Promise.all([
      ...likers.map((m) => server.call('likePost', { ...as(m), body: { postId: post.id } })),
      ...likers.map((m) => server.call('dailySign', as(m))),
      ...likers.map((m) => server.call('dailySign', as(m))),
      ...likers.map((m) => server.call('createComment', { ...as(m), body: { postId: post.id, content: '<p>赞同</p>' } })),
    ]);
    for (const m of likers) expect(await balance(m, 'coin')).toBe(3);
    expect((await checkLedger(server.database.db, a.id)).mismatches).toEqual([]);
    const check = await server.call('checkPointLedger', { token: a.tokens.owner, host: a.host });
    expect(check.body.data.mismatches).toEqual([]);
  });
});
