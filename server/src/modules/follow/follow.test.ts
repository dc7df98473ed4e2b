// Follows, watches and bookmarks: idempotent writes, 404 for another site's targets like for missing ones, the counts
// and states the profile and the post's detail show, and the fan-out job's notifications.
import { and, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../../sdk';
import { SiteUserStatus } from '../../../../sdk/generated/enums';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused } from '../../../test/refusals';
import type { ConsoleTestSite } from '../../../test/two-sites';
import { memberNotifications } from '../notification/notification.tables';
import { posts } from '../post/post.tables';
import { as, comment, createPost, type Member, member, postCast, section } from '../post/post-test-kit';
import { siteUsers } from '../site/site.tables';
import { findAnonymousUser } from '../site/site-user-repository';
import { memberFollows, postBookmarks, postWatches, sectionWatches } from './follow.tables';
import { commentFanout, postFanout } from './follow-fanout';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let alice: Member;
let bob: Member;
let carol: Member;
let sectionA: number;
let sectionB: number;
let postB: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = await postCast(server));
  [alice, bob, carol] = [await member(server, a, '爱丽丝'), await member(server, a, '鲍勃'), await member(server, a, '卡萝')];
  sectionA = await section(server, a, '读书');
  sectionB = await section(server, b, '别站的版块');
  const other = await member(server, b, '别站成员');
  postB = (await createPost(server, other, sectionB, '别站的帖子')).id;
});
afterAll(() => server?.close());

const call = async (operationId: string, who: Member, body: Record<string, unknown>) => {
  const res = await server.call(operationId as 'followMember', { ...as(who), body: body as never });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: Record<string, unknown>; description?: string };
};
const list = async (operationId: 'getMyBookmarkList' | 'getMyFollowingList' | 'getMyFollowerList', who: Member) => {
  const res = await server.call(operationId, { ...as(who), query: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Record<string, unknown>[]; total: number };
};
const notices = (userId: number, kind: string) =>
  server.database.db
    .select({ title: memberNotifications.title, content: memberNotifications.content, link: memberNotifications.link })
    .from(memberNotifications)
    .where(and(eq(memberNotifications.siteId, a.id), eq(memberNotifications.userId, userId), eq(memberNotifications.kind, kind)));

/** Waits for the queue's worker to have notified `userId` `count` times with `kind`. */
async function waitForNotices(userId: number, kind: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const rows = await notices(userId, kind);
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return notices(userId, kind);
}

describe('following members', () => {
  it('follows once however often asked, counts on the profile, and unfollows', async () => {
    const first = await call('followMember', alice, { id: bob.id });
    expect(first).toMatchObject({ data: { followed: true, followerCount: 1 }, description: '已关注' });
    expect((await call('followMember', alice, { id: bob.id })).data).toEqual({ followed: true, followerCount: 1 });
    await call('followMember', carol, { id: bob.id });

    const home = await server.call('getMemberHome', { host: a.host, token: alice.token, query: { id: bob.id } });
    expect(home.body.data).toMatchObject({ followerCount: 2, followingCount: 0, followed: true });
    const visitor = await server.call('getMemberHome', { host: a.host, query: { id: bob.id } });
    expect(visitor.body.data).toMatchObject({ followerCount: 2, followed: false });
    const own = await server.call('getMemberHome', { host: a.host, token: alice.token, query: { id: alice.id } });
    expect(own.body.data).toMatchObject({ followerCount: 0, followingCount: 1, followed: false });

    const following = await list('getMyFollowingList', alice);
    expect(following.total).toBe(1);
    expect(following.list[0]).toMatchObject({ id: bob.id, nickname: '鲍勃', avatar: '' });
    const followers = await list('getMyFollowerList', bob);
    expect(followers.list.map((m) => m.id)).toEqual([carol.id, alice.id]);

    expect((await call('unfollowMember', carol, { id: bob.id })).data).toEqual({ followed: false, followerCount: 1 });
    expect((await call('unfollowMember', carol, { id: bob.id })).data).toEqual({ followed: false, followerCount: 1 });
    // Nobody follows bob while the next tests count rows around refusals (his posts would notify in the background).
    expect((await call('unfollowMember', alice, { id: bob.id })).data).toEqual({ followed: false, followerCount: 0 });
  });

  it('refuses following yourself with a reason', async () => {
    await expectRefused(server, 'followMember', { ...as(alice), body: { id: alice.id } }, 400, '不能关注自己');
  });

  it('answers another site’s member, the anonymous user, a disabled and a missing member alike: 404', async () => {
    const refused = (id: number) => expectRefused(server, 'followMember', { ...as(alice), body: { id } }, 404, '成员不存在');
    await refused(b.users.member);
    await refused(9_000_000);
    await refused((await findAnonymousUser(server.database.db, a.id)).id);
    const disabled = await member(server, a, '停用的');
    await server.database.db
      .update(siteUsers)
      .set({ status: SiteUserStatus.banned })
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, disabled.id)));
    await refused(disabled.id);
    await expectRefused(server, 'unfollowMember', { ...as(alice), body: { id: b.users.member } }, 404, '成员不存在');
  });
});

describe('bookmarks and watches', () => {
  let post: number;
  beforeAll(async () => {
    post = (await createPost(server, bob, sectionA, '值得收藏的帖子')).id;
  });

  it('bookmarks and watches a post once; the post’s detail says so to that member only', async () => {
    expect((await call('addBookmark', alice, { postId: post })).data).toEqual({ bookmarked: true });
    expect((await call('addBookmark', alice, { postId: post })).data).toEqual({ bookmarked: true });
    expect((await call('watchPost', alice, { postId: post })).data).toEqual({ watched: true });
    const detail = async (token?: string) =>
      (await server.call('getPost', { host: a.host, token, query: { id: post } })).body.data as Schema<'PostDetail'>;
    expect(await detail(alice.token)).toMatchObject({ bookmarked: true, watched: true, liked: false, mine: false });
    expect(await detail(carol.token)).toMatchObject({ bookmarked: false, watched: false });
    expect(await detail()).toMatchObject({ bookmarked: false, watched: false });

    const bookmarks = await list('getMyBookmarkList', alice);
    expect(bookmarks.total).toBe(1);
    expect(bookmarks.list[0]).toMatchObject({
      postId: post,
      title: '值得收藏的帖子',
      sectionId: sectionA,
      sectionName: '读书',
      author: { id: bob.id, name: '鲍勃', avatar: '', home: true },
    });
    expect(bookmarks.list[0].bookmarkedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it('drops hidden posts from the list and removes a bookmark', async () => {
    const hidden = (await createPost(server, bob, sectionA, '会被屏蔽的帖子')).id;
    await call('addBookmark', alice, { postId: hidden });
    expect((await list('getMyBookmarkList', alice)).list.map((p) => p.postId)).toEqual([hidden, post]);
    await server.database.db
      .update(posts)
      .set({ status: 40 })
      .where(and(eq(posts.siteId, a.id), eq(posts.id, hidden)));
    expect((await list('getMyBookmarkList', alice)).list.map((p) => p.postId)).toEqual([post]);
    expect((await call('removeBookmark', alice, { postId: hidden })).data).toEqual({ bookmarked: false });
    expect((await call('removeBookmark', alice, { postId: post })).data).toEqual({ bookmarked: false });
    expect((await list('getMyBookmarkList', alice)).total).toBe(0);
  });

  it('answers another site’s post or section like a missing one: 404', async () => {
    for (const op of ['addBookmark', 'removeBookmark', 'watchPost', 'unwatchPost'] as const) {
      await expectRefused(server, op, { ...as(alice), body: { postId: postB } }, 404, '帖子不存在');
      await expectRefused(server, op, { ...as(alice), body: { postId: 9_000_000 } }, 404, '帖子不存在');
    }
    for (const op of ['watchSection', 'unwatchSection'] as const) {
      await expectRefused(server, op, { ...as(alice), body: { sectionId: sectionB } }, 404, '版块不存在');
    }
    expect((await call('watchSection', carol, { sectionId: sectionA })).data).toEqual({ watched: true });
    expect((await call('unwatchSection', carol, { sectionId: sectionA })).data).toEqual({ watched: false });
  });
});

describe('notifications of new posts and replies', () => {
  it('tells the author’s followers and the section’s watchers of a new post, once each, never the author', async () => {
    const dave = await member(server, a, '戴夫');
    await call('followMember', dave, { id: bob.id });
    await call('followMember', alice, { id: bob.id });
    await call('watchSection', dave, { sectionId: sectionA });
    await call('watchSection', carol, { sectionId: sectionA });
    const created = await createPost(server, bob, sectionA, '鲍勃的新帖');
    // The post module queued the job after its request committed; the queue's worker runs it.
    const [told] = await waitForNotices(dave.id, 'followedPost', 1);
    expect(told).toMatchObject({ title: '鲍勃 发布了新帖', content: '《鲍勃的新帖》', link: `/post/${created.id}` });
    await waitForNotices(carol.id, 'followedPost', 1);
    await waitForNotices(alice.id, 'followedPost', 1);
    expect(await notices(dave.id, 'followedPost')).toHaveLength(1);
    expect(await notices(bob.id, 'followedPost')).toHaveLength(0);
  });

  it('tells a post’s watchers of a new reply, except the one who wrote it', async () => {
    const post = (await createPost(server, bob, sectionA, '有人回复的帖子')).id;
    await call('watchPost', alice, { postId: post });
    await call('watchPost', carol, { postId: post });
    await comment(server, carol, post, '<p>卡萝的回复</p>');
    const [told] = await waitForNotices(alice.id, 'watchedReply', 1);
    expect(told).toMatchObject({ title: '你关注的帖子《有人回复的帖子》有了新回复', content: '卡萝：卡萝的回复', link: `/post/${post}` });
    expect(await notices(carol.id, 'watchedReply')).toHaveLength(0);
  });

  it('notifies in batches and nobody for a post no longer public', async () => {
    const post = (await createPost(server, bob, sectionA, '很多人关注的帖子')).id;
    const many = await Promise.all(
      Array.from({ length: 3 }, (_, i) => server.fixtures.siteUser({ siteId: a.id, account: `watcher${i}`, userName: `关注者${i}` })),
    );
    await server.database.db.insert(postWatches).values(many.map((userId) => ({ siteId: a.id, userId, postId: post })));
    const c = await comment(server, alice, post, '<p>回复</p>');
    // Run directly too: the worker may have run already; what counts is that the job notifies every watcher.
    expect(await commentFanout(server.deps, a.id, c.id)).toBe(3);
    const rows = await server.database.db
      .select({ userId: memberNotifications.userId })
      .from(memberNotifications)
      .where(and(eq(memberNotifications.siteId, a.id), inArray(memberNotifications.userId, many)));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    await server.database.db
      .update(posts)
      .set({ status: 40 })
      .where(and(eq(posts.siteId, a.id), eq(posts.id, post)));
    expect(await postFanout(server.deps, a.id, post)).toBe(0);
    expect(await commentFanout(server.deps, a.id, c.id)).toBe(0);
  });
});

describe('erasure', () => {
  it('removes the erased member’s follows (both ways), watches and bookmarks', async () => {
    const leaving = await member(server, a, '将注销');
    const post = (await createPost(server, bob, sectionA, '注销前收藏的帖子')).id;
    await call('followMember', leaving, { id: bob.id });
    await call('followMember', carol, { id: leaving.id });
    await call('addBookmark', leaving, { postId: post });
    await call('watchPost', leaving, { postId: post });
    await call('watchSection', leaving, { sectionId: sectionA });
    const res = await server.call('eraseMyAccount', { ...as(leaving), body: { password: 'demo123456', content: 'keep' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { db } = server.database;
    const left = async (table: typeof postBookmarks | typeof postWatches | typeof sectionWatches) =>
      db
        .select()
        .from(table)
        .where(and(eq(table.siteId, a.id), eq(table.userId, leaving.id)));
    for (const table of [postBookmarks, postWatches, sectionWatches]) expect(await left(table)).toEqual([]);
    const follows = await db
      .select()
      .from(memberFollows)
      .where(and(eq(memberFollows.siteId, a.id), or(eq(memberFollows.followerId, leaving.id), eq(memberFollows.followeeId, leaving.id))));
    expect(follows).toEqual([]);
  });
});
