import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { operationLogs } from '../operation-log/operation-log.tables';
import { userPoints } from '../point/point.tables';
import { comments, posts } from '../post/post.tables';
import { as, comment, createPost, type Member, member, section } from '../post/post-test-kit';
import { readSectionCount } from '../post/section-post-count';
import { siteUsers } from '../site/site.tables';
import { memberLabelUsers } from './member.tables';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let open: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
  open = await section(server, a, '读书杂谈');
});
afterAll(() => server?.close());

const owner = (site = a) => ({ token: site.tokens.owner, host: site.host });
const ids = (res: { body: { data: { list: { id: number }[] } } }) => res.body.data.list.map((m) => m.id);
const list = (query: Record<string, unknown>) =>
  server.call('getConsoleUserList', { ...owner(), query: { pageSize: 100, ...query } } as never);

async function label(name: string, color = '#409EFF') {
  const res = await server.call('createMemberLabel', { ...owner(), body: { name, color, description: `${name}的说明` } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

describe('getConsoleUserList filters (memberFilterWhere)', () => {
  it('filters by keyword, rank, label, state, sign-up and last sign-in dates', async () => {
    const x = await member(server, a, '筛选甲');
    const y = await member(server, a, '筛选乙');
    const { db } = server.database;
    await db
      .update(siteUsers)
      .set({ createdAt: new Date('2026-03-10T04:00:00Z'), lastLoginAt: new Date('2026-10-05T04:00:00Z') })
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, x.id)));
    expect(ids(await list({ keyword: '筛选' })).sort()).toEqual([x.id, y.id].sort());
    expect(ids(await list({ keyword: '筛选甲' }))).toEqual([x.id]);

    const rankRes = await server.call('createUserRank', { ...owner(), body: { name: '筛选等级', minPoints: 99999, color: '#409EFF' } });
    expect(rankRes.status, JSON.stringify(rankRes.body)).toBe(200);
    const rankId = rankRes.body.data.id as number;
    await db
      .update(siteUsers)
      .set({ rankId })
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, y.id)));
    expect(ids(await list({ keyword: '筛选', rankId }))).toEqual([y.id]);

    const l = await label('筛选标签');
    await server.call('setSiteUserLabels', { ...owner(), body: { userIds: [x.id], labelIds: [l], mode: 'add' } });
    const labelled = await list({ labelId: l });
    expect(ids(labelled)).toEqual([x.id]);
    expect(labelled.body.data.list[0].labels).toEqual([{ id: l, name: '筛选标签', color: '#409EFF' }]);

    await server.call('muteSiteUser', { ...owner(), body: { userId: y.id, days: 2, reason: '刷屏' } });
    expect(ids(await list({ keyword: '筛选', state: 'muted' }))).toEqual([y.id]);
    expect(ids(await list({ keyword: '筛选', state: 'normal' }))).toEqual([x.id]);

    expect(ids(await list({ keyword: '筛选', createdFrom: '2026-03-10', createdTo: '2026-03-10' }))).toEqual([x.id]);
    expect(ids(await list({ keyword: '筛选', activeFrom: '2026-10-01', activeTo: '2026-10-31' }))).toEqual([x.id]);
    const reversed = await list({ createdFrom: '2026-03-11', createdTo: '2026-03-10' });
    expect(reversed.status).toBe(400);
    // Another site's label matches nobody here.
    const other = await server.call('createMemberLabel', { ...owner(b), body: { name: '别站标签', color: '#67C23A' } });
    expect(ids(await list({ labelId: other.body.data.id }))).toEqual([]);
  });
});

describe('labels', () => {
  it('creates, renames, counts, lists members by label, removes in bulk and deletes', async () => {
    const l = await label('核心书友');
    expect((await server.call('createMemberLabel', { ...owner(), body: { name: '核心书友', color: '#000000' } })).status).toBe(409);
    const m1 = await member(server, a);
    const m2 = await member(server, a);
    const add = await server.call('setSiteUserLabels', { ...owner(), body: { userIds: [m1.id, m2.id], labelIds: [l], mode: 'add' } });
    expect(add.body.data).toEqual({ count: 2 });
    const labels = await server.call('getMemberLabelList', owner());
    expect(labels.body.data.list.find((x: { id: number }) => x.id === l)).toMatchObject({ name: '核心书友', memberCount: 2 });
    const byLabel = await server.call('getLabelUserList', { token: a.tokens.siteManager, host: a.host, query: { labelId: l } });
    expect(byLabel.status).toBe(200);
    expect(ids(byLabel).sort()).toEqual([m1.id, m2.id].sort());
    await server.call('setSiteUserLabels', { ...owner(), body: { userIds: [m1.id], labelIds: [l], mode: 'remove' } });
    expect(ids(await server.call('getLabelUserList', { ...owner(), query: { labelId: l } }))).toEqual([m2.id]);
    const upd = await server.call('updateMemberLabel', { ...owner(), body: { id: l, color: '#67c23a' } });
    expect(upd.body.data).toMatchObject({ color: '#67C23A', memberCount: 1 });
    // Another site's label and member answer like missing ones, and nothing changes.
    const foreign = await server.call('setSiteUserLabels', {
      ...owner(),
      body: { userIds: [m1.id, b.users.member], labelIds: [l], mode: 'add' },
    });
    const missing = await server.call('setSiteUserLabels', { ...owner(), body: { userIds: [m1.id, 987654], labelIds: [l], mode: 'add' } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(ids(await server.call('getLabelUserList', { ...owner(), query: { labelId: l } }))).toEqual([m2.id]);
    expect((await server.call('getLabelUserList', { ...owner(b), query: { labelId: l } })).status).toBe(404);
    expect((await server.call('deleteMemberLabel', { ...owner(), query: { id: l } })).status).toBe(200);
    const left = await server.database.db.select().from(memberLabelUsers).where(eq(memberLabelUsers.labelId, l));
    expect(left).toEqual([]);
  });
});

describe('bulk actions', () => {
  it('mutes several members at once, all or none, and lifts them together', async () => {
    const m1 = await member(server, a);
    const m2 = await member(server, a);
    const refused = await server.call('sanctionSiteUsers', {
      ...owner(),
      body: { userIds: [m1.id, a.users.owner], kind: 'mute', days: 3, reason: '刷屏' },
    });
    expect(refused.status).toBe(403);
    expect(ids(await list({ state: 'muted' }))).not.toContain(m1.id);
    const done = await server.call('sanctionSiteUsers', {
      ...owner(),
      body: { userIds: [m1.id, m2.id], kind: 'mute', days: 3, reason: '刷屏' },
    });
    expect(done.body).toMatchObject({ data: { count: 2 }, description: '已禁言 2 位成员' });
    expect(ids(await list({ state: 'muted' }))).toEqual(expect.arrayContaining([m1.id, m2.id]));
    const lifted = await server.call('liftSiteUserSanctions', { ...owner(), body: { userIds: [m1.id, m2.id], kind: 'mute' } });
    expect(lifted.body.data).toEqual({ count: 2 });
    // The log entry carries the state before and after.
    const [entry] = await server.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.chainId, a.id), eq(operationLogs.operationId, 'liftSiteUserSanctions')));
    expect(entry.change).toMatchObject({
      before: { [m1.id]: { mutedUntil: expect.any(String) } },
      after: { [m1.id]: { mutedUntil: null, bannedUntil: null } },
    });
    const verify = await server.call('verifyOperationLog', { token: a.tokens.siteBase, host: a.host });
    expect(verify.body.data.valid).toBe(true);
  });

  it('adjusts points through the ledger, and changes nobody when one balance would go below 0', async () => {
    const m1 = await member(server, a);
    const m2 = await member(server, a);
    const add = await server.call('adjustSiteUserPoints', {
      ...owner(),
      body: { userIds: [m1.id], category: 'coin', delta: 50, reason: '线下活动奖励' },
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const take = await server.call('adjustSiteUserPoints', {
      ...owner(),
      body: { userIds: [m1.id, m2.id], category: 'coin', delta: -30, reason: '扣回' },
    });
    expect(take.status).toBe(409);
    expect(take.body.description).toContain('全部未调整');
    const balances = await server.database.db
      .select({ userId: userPoints.userId, balance: userPoints.balance })
      .from(userPoints)
      .where(and(eq(userPoints.siteId, a.id), sql`${userPoints.userId} in (${m1.id}, ${m2.id})`, sql`${userPoints.balance} > 0`));
    expect(balances).toEqual([{ userId: m1.id, balance: 50 }]);
    const record = await server.call('getSiteUserRecord', { ...owner(), query: { userId: m1.id } });
    expect(record.body.data.points.find((p: { category: string }) => p.category === 'coin').balance).toBe(50);
    const records = await server.call('getPointRecordList', { ...owner(), query: { userId: m1.id } });
    expect(records.body.data.list.map((r: { reason: string }) => r.reason)).toEqual(['线下活动奖励']);
  });

  it('resets a password shown once and ends the member’s sessions', async () => {
    const m = await member(server, a);
    expect((await server.call('getMemberProfile', as(m))).status).toBe(200);
    const res = await server.call('resetSiteUserPassword', { ...owner(), body: { userId: m.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { password } = res.body.data;
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await server.call('getMemberProfile', as(m))).status).toBe(401);
    const [row] = await server.database.db
      .select({ account: siteUsers.account })
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, m.id)));
    const login = await server.call('memberLogin', { host: a.host, body: { account: row.account, password } });
    expect(login.status).toBe(200);
    const admin = await server.call('resetSiteUserPassword', { ...owner(), body: { userId: a.users.moderator } });
    expect(admin.status).toBe(409);
    const other = await server.call('resetSiteUserPassword', { ...owner(), body: { userId: b.users.member } });
    const missing = await server.call('resetSiteUserPassword', { ...owner(), body: { userId: 987654 } });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
  });
});

describe('deleteSiteUsers', () => {
  async function scene() {
    const author = await member(server, a, '将被删除');
    const reader = await member(server, a, '旁观者');
    const own = await createPost(server, author, open, '作者的帖子');
    const theirs = await createPost(server, reader, open, '别人的帖子');
    const top = await comment(server, author, theirs.id, '作者的评论');
    await comment(server, reader, theirs.id, '回复作者', top.id);
    const readerTop = await comment(server, reader, theirs.id, '别人的评论');
    await comment(server, author, theirs.id, '作者的回复', readerTop.id);
    await comment(server, reader, own.id, '评论作者的帖子');
    await server.call('likePost', { ...as(author), body: { postId: theirs.id } });
    return { author, reader, own, theirs, readerTop };
  }
  const postOf = async (id: number) =>
    (
      await server.database.db
        .select()
        .from(posts)
        .where(and(eq(posts.siteId, a.id), eq(posts.id, id)))
    )[0];
  const sectionCount = () => readSectionCount(server.database.db, a.id, open);

  it('keeps the content under the anonymous user', async () => {
    const s = await scene();
    const before = await postOf(s.theirs.id);
    const sections = await sectionCount();
    const anonymous = await server.call('findConsoleAnonymousUser', owner());
    const res = await server.call('deleteSiteUsers', { ...owner(), body: { userIds: [s.author.id], content: 'keep' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await postOf(s.own.id)).authorId).toBe(anonymous.body.data.id);
    const after = await postOf(s.theirs.id);
    expect(after.commentCount).toBe(before.commentCount);
    expect(after.likeCount).toBe(before.likeCount - 1);
    expect(await sectionCount()).toBe(sections);
    expect((await server.call('getMemberProfile', as(s.author))).status).toBe(401);
    expect((await server.call('getSiteUserRecord', { ...owner(), query: { userId: s.author.id } })).status).toBe(404);
  });

  it('removes the content and keeps every count right', async () => {
    const s = await scene();
    const before = await postOf(s.theirs.id);
    const sections = await sectionCount();
    const res = await server.call('deleteSiteUsers', { ...owner(), body: { userIds: [s.author.id], content: 'remove' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await postOf(s.own.id)).toBeUndefined();
    const after = await postOf(s.theirs.id);
    // The author's top-level comment with the reply under it, and the author's reply: three comments gone.
    expect(after.commentCount).toBe(before.commentCount - 3);
    expect(after.likeCount).toBe(before.likeCount - 1);
    const [readerTop] = await server.database.db
      .select({ replyCount: comments.replyCount })
      .from(comments)
      .where(and(eq(comments.siteId, a.id), eq(comments.id, s.readerTop.id)));
    expect(readerTop.replyCount).toBe(0);
    expect(await sectionCount()).toBe(sections - 1);
  });

  it('refuses administrators, and another site’s member answers like a missing one, all or none', async () => {
    const m = await member(server, a);
    const admin = await server.call('deleteSiteUsers', { ...owner(), body: { userIds: [m.id, a.users.moderator], content: 'keep' } });
    expect(admin.status).toBe(409);
    const other = await server.call('deleteSiteUsers', { ...owner(), body: { userIds: [m.id, b.users.member], content: 'keep' } });
    const missing = await server.call('deleteSiteUsers', { ...owner(), body: { userIds: [m.id, 987654], content: 'keep' } });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect((await server.call('getSiteUserRecord', { ...owner(), query: { userId: m.id } })).status).toBe(200);
  });
});

describe('getSiteUserRecord', () => {
  it('shows a member’s whole record, and another site’s member like a missing one', async () => {
    const m: Member = await member(server, a, '档案成员');
    await createPost(server, m, open, '档案里的帖子');
    const l = await label('档案标签', '#E6A23C');
    await server.call('setSiteUserLabels', { ...owner(), body: { userIds: [m.id], labelIds: [l], mode: 'set' } });
    await server.call('muteSiteUser', { ...owner(), body: { userId: m.id, days: 1, reason: '测试' } });
    const res = await server.call('getSiteUserRecord', { ...owner(), query: { userId: m.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: m.id,
      userName: '档案成员',
      isAdmin: false,
      labels: [{ id: l, name: '档案标签' }],
      counts: { posts: 1, comments: 0, sanctions: 1 },
    });
    expect(res.body.data.mutedUntil).toMatch(/^\d{4}-/);
    const other = await server.call('getSiteUserRecord', { ...owner(), query: { userId: b.users.member } });
    const missing = await server.call('getSiteUserRecord', { ...owner(), query: { userId: 987654 } });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
  });
});
