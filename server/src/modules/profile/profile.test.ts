import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../../sdk';
import { ContentStatus, SiteUserStatus } from '../../../../sdk/generated/enums';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused } from '../../../test/refusals';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { medalHolders, medals } from '../medal/medal.tables';
import { posts } from '../post/post.tables';
import { answers, questions, questionTypes } from '../question/question.tables';
import { openQa } from '../question/question-kit';
import { sections } from '../section/section.tables';
import { siteUsers } from '../site/site.tables';
import { findAnonymousUser } from '../site/site-user-repository';
import { userRanks } from '../user-rank/user-rank.tables';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
/** The member's posts anyone may read, oldest first. */
let shownPosts: number[];
let shownAnswer: number;
let question: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
  const { db } = server.database;
  const member = a.users.member;
  const [shown, hidden] = await db
    .insert(sections)
    .values([
      { siteId: a.id, name: '公开版块' },
      { siteId: a.id, name: '隐藏版块', status: 0 },
    ])
    .returning({ id: sections.id });
  const post = (title: string, status: number, sectionId = shown.id) => ({
    siteId: a.id,
    sectionId,
    authorId: member,
    title,
    content: '<p>正文</p>',
    excerpt: '正文',
    status,
  });
  const published = await db
    .insert(posts)
    .values(Array.from({ length: 7 }, (_, i) => post(`第${i + 1}帖`, ContentStatus.published)))
    .returning({ id: posts.id });
  shownPosts = published.map((p) => p.id);
  await db
    .insert(posts)
    .values([
      post('待审核的帖子', ContentStatus.pending),
      post('已删除的帖子', ContentStatus.deleted),
      post('隐藏版块的帖子', ContentStatus.published, hidden.id),
      { ...post('别人的帖子', ContentStatus.published), authorId: a.users.owner },
    ]);
  const [type] = await db.insert(questionTypes).values({ siteId: a.id, name: '求书' }).returning({ id: questionTypes.id });
  const ask = (title: string, status: number) => ({
    siteId: a.id,
    typeId: type.id,
    authorId: a.users.owner,
    title,
    content: '<p>问</p>',
    excerpt: '问',
    status,
  });
  const [asked, pendingQuestion] = await db
    .insert(questions)
    .values([ask('有什么好看的科幻小说？', ContentStatus.published), ask('待审核的问题', ContentStatus.pending)])
    .returning({ id: questions.id });
  question = asked.id;
  const answer = (questionId: number, status: number) => ({
    siteId: a.id,
    questionId,
    authorId: member,
    content: '<p>答</p>',
    excerpt: '答',
    status,
  });
  const [kept] = await db
    .insert(answers)
    .values([
      answer(asked.id, ContentStatus.published),
      answer(asked.id, ContentStatus.pending),
      answer(pendingQuestion.id, ContentStatus.published),
    ])
    .returning({ id: answers.id });
  shownAnswer = kept.id;
  const [on, off] = await db
    .insert(medals)
    .values([
      { siteId: a.id, name: '活跃作者', icon: '/files/medal.webp', color: '#409EFF' },
      { siteId: a.id, name: '停用的勋章', color: '#E6A23C', status: 0 },
    ])
    .returning({ id: medals.id });
  await db.insert(medalHolders).values([
    { siteId: a.id, medalId: on.id, userId: member },
    { siteId: a.id, medalId: off.id, userId: member },
  ]);
  const [rank] = await db
    .insert(userRanks)
    .values({ siteId: a.id, name: '资深书友', minPoints: 999_999, color: '#67C23A' })
    .returning({ id: userRanks.id });
  await db
    .update(siteUsers)
    .set({ rankId: rank.id, avatarUrl: '/files/avatar.webp' })
    .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, member)));
});
afterAll(() => server?.close());

const home = async (site: ConsoleTestSite, id: number, token?: string) => {
  const res = await server.call('getMemberHome', { host: site.host, token, query: { id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Schema<'MemberHome'>;
};

describe('a member’s public home', () => {
  it('shows the profile, rank, enabled medals and only public posts, newest first; answers once Q&A is open', async () => {
    const data = await home(a, a.users.member);
    expect(data).toMatchObject({
      id: a.users.member,
      nickname: 'a_member',
      avatar: '/files/avatar.webp',
      rank: { name: '资深书友', color: '#67C23A' },
      postCount: 7,
      // Q&A is closed on the site: its question pages answer 404, so the home shows no answers.
      answerCount: 0,
      recentAnswers: [],
    });
    expect(data.joinedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data.medals.map((m) => [m.name, m.icon])).toEqual([['活跃作者', '/files/medal.webp']]);
    expect(data.recentPosts.map((p) => p.id)).toEqual(shownPosts.slice(-5).reverse());
    expect(data.recentPosts[0].title).toBe('第7帖');

    await openQa(server, a.id);
    const opened = await home(a, a.users.member, a.memberTokens.owner);
    expect(opened.answerCount).toBe(1);
    expect(opened.recentAnswers).toEqual([
      { id: shownAnswer, questionId: question, title: '有什么好看的科幻小说？', createdAt: expect.any(String) },
    ]);
  });

  it('shows a member without rank, medals or content with empty lists', async () => {
    const data = await home(b, b.users.member);
    expect(data).toMatchObject({ nickname: 'b_member', rank: null, medals: [], postCount: 0, answerCount: 0, recentPosts: [] });
  });

  it('answers another site’s member, the anonymous user, a disabled and a missing member alike: 404', async () => {
    const notFound = (id: number) => expectRefused(server, 'getMemberHome', { host: a.host, query: { id } }, 404, '成员不存在');
    await notFound(b.users.member);
    await notFound(9_000_000);
    const anonymous = await findAnonymousUser(server.database.db, a.id);
    await notFound(anonymous.id);
    const disabled = await server.fixtures.siteUser({ siteId: a.id, account: 'disabled' });
    await home(a, disabled);
    await server.database.db
      .update(siteUsers)
      .set({ status: SiteUserStatus.banned })
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, disabled)));
    await notFound(disabled);
  });
});
