import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused, expectRejected } from '../../../test/refusals';
import { type ConsoleTestSite, type TwoSites, twoSites } from '../../../test/two-sites';
import { memberNotifications } from '../notification/notification.tables';
import { userPoints } from '../point/point.tables';
import { posts } from '../post/post.tables';
import { answers, questions } from '../question/question.tables';
import { openQa, questionType } from '../question/question-kit';
import { siteUsers } from '../site/site.tables';
import { medalHolders } from './medal.tables';
import { awardAutomaticMedals } from './medal-award';

let server: TestServer;
let cast: TwoSites;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
/** Five fresh members of site A: [0] rich in coin, [1] six posts, [2] two accepted answers, [3] joined 40 days ago, [4] a top rank. */
let m: number[];
let coin: number;
let bCoin: number;
let topRank: number;

const asOwner = (site: ConsoleTestSite) => ({ token: site.tokens.owner, host: site.host });

beforeAll(async () => {
  server = await startTestServer();
  cast = await twoSites(server);
  ({ a, b } = cast.sites);
  const db = server.database.db;
  m = [];
  for (const n of [1, 2, 3, 4, 5]) m.push(await server.fixtures.siteUser({ siteId: a.id, account: `a_rule${n}` }));

  const categories = await server.call('getPointCategoryList', asOwner(a));
  coin = categories.body.data.find((c: { code: string }) => c.code === 'coin').id;
  bCoin = (await server.call('getPointCategoryList', asOwner(b))).body.data[0].id;
  await db.insert(userPoints).values({ siteId: a.id, userId: m[0], categoryId: coin, balance: 500 });

  const section = await server.call('createSection', { ...asOwner(a), body: { name: '规则测试版块' } });
  const sectionId = section.body.data.id as number;
  await db.insert(posts).values(
    Array.from({ length: 6 }, (_, i) => ({
      siteId: a.id,
      sectionId,
      authorId: m[1],
      title: `帖子${i}`,
      content: '<p>正文</p>',
      status: 20,
    })),
  );
  // Hidden posts do not count.
  await db.insert(posts).values(
    Array.from({ length: 6 }, (_, i) => ({
      siteId: a.id,
      sectionId,
      authorId: m[0],
      title: `屏蔽${i}`,
      content: '<p>正文</p>',
      status: 40,
    })),
  );

  await openQa(server, a.id);
  const typeId = await questionType(server, a);
  const [question] = await db
    .insert(questions)
    .values({ siteId: a.id, typeId, authorId: m[0], title: '问题', content: '<p>问</p>', status: 20 })
    .returning({ id: questions.id });
  await db.insert(answers).values([
    { siteId: a.id, questionId: question.id, authorId: m[2], content: '<p>答</p>', status: 20, accepted: true },
    { siteId: a.id, questionId: question.id, authorId: m[2], content: '<p>答</p>', status: 20, accepted: true },
    { siteId: a.id, questionId: question.id, authorId: m[1], content: '<p>答</p>', status: 20, accepted: false },
  ]);

  await db
    .update(siteUsers)
    .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
    .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, m[3])));
  const ranks = await server.call('getUserRankList', asOwner(a));
  const sorted = [...ranks.body.data].sort((x: { minPoints: number }, y: { minPoints: number }) => y.minPoints - x.minPoints);
  topRank = sorted[0].id;
  await db
    .update(siteUsers)
    .set({ rankId: topRank })
    .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, m[4])));
});
afterAll(() => server?.close());

async function holders(siteId: number, medalId: number) {
  const rows = await server.database.db
    .select({ userId: medalHolders.userId })
    .from(medalHolders)
    .where(and(eq(medalHolders.siteId, siteId), eq(medalHolders.medalId, medalId)));
  return rows.map((r) => r.userId).sort((x, y) => x - y);
}

const rules = [
  { name: '积分达人', rule: { kind: 'points', threshold: 300, pointCategoryId: 0 }, expected: 0 },
  { name: '活跃作者', rule: { kind: 'posts', threshold: 5 }, expected: 1 },
  { name: '解题高手', rule: { kind: 'acceptedAnswers', threshold: 2 }, expected: 2 },
  { name: '老会员', rule: { kind: 'memberDays', threshold: 30 }, expected: 3 },
  { name: '顶级书友', rule: { kind: 'rank', userRankId: 0 }, expected: 4 },
] as const;

describe('automatic medals', () => {
  it.each(rules)('$rule.kind: the dry run counts exactly whom switching it on awards, and a second award adds nobody', async (c) => {
    const rule: Record<string, unknown> = { ...c.rule };
    if (c.rule.kind === 'points') rule.pointCategoryId = coin;
    if (c.rule.kind === 'rank') rule.userRankId = topRank;
    const created = await server.call('createMedal', { ...asOwner(a), body: { name: c.name, rule } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const medal = created.body.data;
    expect(medal).toMatchObject({ autoAward: 0, holderCount: 0, rule: { kind: c.rule.kind } });

    const dry = await server.call('getMedalRuleCount', { ...asOwner(a), query: { ...rule, medalId: medal.id } });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.data.toAward).toBe(dry.body.data.qualifying);
    expect(await holders(a.id, medal.id)).toEqual([]);

    const on = await server.call('updateMedal', { ...asOwner(a), body: { id: medal.id, autoAward: 1 } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const awarded = await holders(a.id, medal.id);
    expect(awarded.length).toBe(dry.body.data.toAward);
    expect(awarded).toContain(m[c.expected]);
    expect(on.body.data.holderCount).toBe(awarded.length);
    expect(on.body.description).toBe(`勋章已修改，已自动授予 ${awarded.length} 位成员`);
    for (const other of m.filter((_, i) => i !== c.expected && !(c.rule.kind === 'memberDays'))) {
      if (c.rule.kind !== 'memberDays') expect(awarded).not.toContain(other);
    }

    const again = await server.call('getMedalRuleCount', { ...asOwner(a), query: { ...rule, medalId: medal.id } });
    expect(again.body.data).toEqual({ qualifying: dry.body.data.qualifying, toAward: 0 });
    await awardAutomaticMedals(server.deps, a.id);
    expect(await holders(a.id, medal.id)).toEqual(awarded);

    const notices = await server.database.db
      .select({ userId: memberNotifications.userId, title: memberNotifications.title })
      .from(memberNotifications)
      .where(
        and(
          eq(memberNotifications.siteId, a.id),
          eq(memberNotifications.kind, 'medalEarned'),
          inArray(memberNotifications.userId, awarded),
        ),
      );
    expect(notices.filter((n) => n.title === `你获得了勋章「${c.name}」`).length).toBe(awarded.length);
  });

  it('the task awards a member who qualifies later, once', async () => {
    const created = await server.call('createMedal', {
      ...asOwner(a),
      body: { name: '高产作者', rule: { kind: 'posts', threshold: 6 }, autoAward: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await holders(a.id, created.body.data.id)).toEqual([m[1]]);
    await server.database.db
      .update(posts)
      .set({ status: 20 })
      .where(and(eq(posts.siteId, a.id), eq(posts.authorId, m[0])));
    const first = await awardAutomaticMedals(server.deps, a.id);
    expect(first.added).toBeGreaterThanOrEqual(1);
    expect(await holders(a.id, created.body.data.id)).toEqual([m[0], m[1]].sort((x, y) => x - y));
    expect((await awardAutomaticMedals(server.deps)).added).toBe(0);
  });

  it('refuses automatic awarding without a rule, a rule missing its fields, and another site’s category as missing', async () => {
    await expectRejected(server, 'createMedal', { ...asOwner(a), body: { name: '无规则', autoAward: 1 } }, '开启自动授予前请先设置规则');
    await expectRejected(server, 'createMedal', { ...asOwner(a), body: { name: '缺数值', rule: { kind: 'posts' } } }, '请输入达标数值');
    await expectRejected(server, 'getMedalRuleCount', { ...asOwner(a), query: { kind: 'points', threshold: 5 } }, '请选择积分类别');
    await expectRejected(server, 'getMedalRuleCount', { ...asOwner(a), query: { kind: 'rank' } }, '请选择等级');
    for (const id of [bCoin, 9_999_999]) {
      await expectRefused(
        server,
        'getMedalRuleCount',
        { ...asOwner(a), query: { kind: 'points', threshold: 1, pointCategoryId: id } },
        404,
        '积分类别不存在',
      );
    }
    const bMedal = await server.call('createMedal', { ...asOwner(b), body: { name: 'B站勋章' } });
    await expectRefused(
      server,
      'getMedalRuleCount',
      { ...asOwner(a), query: { kind: 'posts', threshold: 1, medalId: bMedal.body.data.id } },
      404,
      '勋章不存在',
    );
  });

  it('shows a member their switched-on medals on the member site', async () => {
    const res = await server.call('getMyMedalList', { token: a.memberTokens.member, host: a.host });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
  });
});

describe('the platform medal library', () => {
  const manager = () => ({ token: cast.tokens.limited });

  it('is created by a manager with ContentAudit, adopted by a site once, and the copy keeps its rule off', async () => {
    const created = await server.call('createLibraryMedal', {
      ...manager(),
      body: {
        name: '金币大户',
        description: '金币 1000 以上',
        color: '#e6a23c',
        rule: { kind: 'points', threshold: 1000, pointCategoryCode: 'coin' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const lib = created.body.data;
    expect(lib).toMatchObject({ color: '#E6A23C', adoptedCount: 0 });

    const seen = await server.call('getSiteLibraryMedalList', asOwner(a));
    expect(seen.body.data.find((x: { id: number }) => x.id === lib.id)).toMatchObject({ adopted: false });
    const adopted = await server.call('adoptLibraryMedal', { ...asOwner(a), body: { libraryMedalId: lib.id } });
    expect(adopted.status, JSON.stringify(adopted.body)).toBe(200);
    expect(adopted.body.data).toMatchObject({
      name: '金币大户',
      autoAward: 0,
      libraryMedalId: lib.id,
      rule: { kind: 'points', threshold: 1000, pointCategoryId: coin },
    });
    await expectRefused(server, 'adoptLibraryMedal', { ...asOwner(a), body: { libraryMedalId: lib.id } }, 409, '本站已采用过「金币大户」');
    const after = await server.call('getSiteLibraryMedalList', asOwner(a));
    expect(after.body.data.find((x: { id: number }) => x.id === lib.id)).toMatchObject({ adopted: true });
    const listed = await server.call('getLibraryMedalList', { ...manager(), query: { keyword: '金币' } });
    expect(listed.body.data.list[0]).toMatchObject({ id: lib.id, adoptedCount: 1 });

    await expectRejected(
      server,
      'createLibraryMedal',
      { ...manager(), body: { name: '按等级', rule: { kind: 'rank', threshold: 1 } } },
      '平台勋章的规则不能按等级（各站的等级不同）',
    );
    await expectRefused(server, 'adoptLibraryMedal', { ...asOwner(a), body: { libraryMedalId: 9_999_999 } }, 404, '平台勋章不存在');
    const removed = await server.call('deleteLibraryMedal', { ...manager(), query: { id: lib.id } });
    expect(removed.body).toEqual({ type: 1, description: '平台勋章已删除' });
    const kept = await server.call('getMedalList', { ...asOwner(a), query: { keyword: '金币大户' } });
    expect(kept.body.data.total).toBe(1);
  });

  it('lists every site’s medals with the site named and lets the platform switch one off', async () => {
    const medal = await server.call('createMedal', { ...asOwner(b), body: { name: '不当勋章' } });
    const list = await server.call('getSaasMedalList', { ...manager(), query: { keyword: '不当' } });
    expect(list.body.data.list).toEqual([expect.objectContaining({ siteId: b.id, siteName: b.name, id: medal.body.data.id, status: 1 })]);
    const off = await server.call('updateSaasMedalStatus', { ...manager(), body: { siteId: b.id, id: medal.body.data.id, status: 0 } });
    expect(off.body).toEqual({ type: 1, description: '勋章已停用' });
    await expectRefused(
      server,
      'updateSaasMedalStatus',
      { ...manager(), body: { siteId: a.id, id: medal.body.data.id, status: 0 } },
      404,
      '勋章不存在',
    );
    const site = await server.call('getMedalList', { ...asOwner(b), query: { keyword: '不当' } });
    expect(site.body.data.list[0].status).toBe(0);
  });
});
