// Moving a section's content, merging sections, ordering categories, icons, and what moderators may do.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused } from '../../../test/refusals';
import type { ConsoleTestSite } from '../../../test/two-sites';
import { securityEvents } from '../../audit/audit.tables';
import { transitionPosts } from '../post/content-transitions';
import { posts } from '../post/post.tables';
import { as, createPost, type Member, member, postCast, section } from '../post/post-test-kit';
import { readSectionCount } from '../post/section-post-count';
import { sections } from './section.tables';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let author: Member;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = await postCast(server));
  author = await member(server, a, '书友小林');
});
afterAll(() => server?.close());

const asOwner = (site: ConsoleTestSite) => ({ token: site.tokens.owner, host: site.host });

const postCount = (siteId: number, sectionId: number) => readSectionCount(server.database.db, siteId, sectionId);

const sectionOf = async (siteId: number, postId: number) => {
  const [row] = await server.database.db
    .select({ sectionId: posts.sectionId })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), eq(posts.id, postId)));
  return row.sectionId;
};

const move = (site: ConsoleTestSite, body: Record<string, unknown>) => server.call('moveSectionContent', { ...asOwner(site), body });

/** Refused with this status, nothing written, and a description containing `part`. */
async function refused<K extends Parameters<TestServer['call']>[0]>(
  operationId: K,
  options: Parameters<TestServer['call']>[1],
  status: number,
  part: string,
) {
  // biome-ignore lint/suspicious/noExplicitAny: the options follow the operation named
  expect(await expectRefused(server, operationId, options as any, status)).toContain(part);
}

describe('moving and merging sections', () => {
  it('moves every post, whatever its state, keeps the counts right, finds them by search and audits once', async () => {
    const from = await section(server, a, '旧书摊');
    const to = await section(server, a, '二手书市');
    const published = await createPost(server, author, from, '出一套三体');
    const other = await createPost(server, author, from, '收旧版红楼梦');
    const hidden = await createPost(server, author, from, '出几本漫画');
    await server.database.db.transaction((tx) =>
      transitionPosts(tx, a.id, {
        ids: [hidden.id],
        action: 'hide',
        reason: '重复',
        actor: { realm: 'console', name: '站长' },
        from: null,
      }),
    );
    await createPost(server, author, to, '已有的帖子');
    expect(await postCount(a.id, from)).toBe(2);
    expect(await postCount(a.id, to)).toBe(1);

    const res = await move(a, { fromId: from, toId: to, mode: 'move' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ movedPosts: 3, merged: false });
    expect(res.body.description).toContain('3');
    for (const p of [published, other, hidden]) expect(await sectionOf(a.id, p.id)).toBe(to);
    expect(await postCount(a.id, from)).toBe(0);
    expect(await postCount(a.id, to)).toBe(3);

    // The member site's lists and search follow.
    const list = await server.call('getPostList', { ...as(author), query: { sectionId: to } });
    expect(list.body.data.list.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([published.id, other.id]));
    const found = await server.call('searchPosts', { ...as(author), query: { keyword: '三体' } });
    expect(found.body.data.list.map((p: { id: number; sectionId?: number }) => p.id)).toContain(published.id);

    const events = await server.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.siteId, a.id), eq(securityEvents.action, 'sectionContentMoved')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ realm: 'console', targetType: 'section', targetId: String(from), detail: { to, movedPosts: 3 } });
    // The section moved from stays, empty.
    const still = await server.call('getSectionList', { ...asOwner(a), query: { pageSize: 100, keyword: '旧书摊' } });
    expect(still.body.data.total).toBe(1);
  });

  it('merges: moves the posts, then deletes the section moved from, in one audited step', async () => {
    const from = await section(server, a, '影视杂谈', { moderatorIds: [author.id] });
    const to = await section(server, a, '影视综合');
    const p = await createPost(server, author, from, '流浪地球观后感');
    const res = await move(a, { fromId: from, toId: to, mode: 'merge' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ movedPosts: 1, merged: true });
    expect(await sectionOf(a.id, p.id)).toBe(to);
    expect(await postCount(a.id, to)).toBe(1);
    const gone = await server.database.db
      .select()
      .from(sections)
      .where(and(eq(sections.siteId, a.id), eq(sections.id, from)));
    expect(gone).toHaveLength(0);
    const [event] = await server.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.siteId, a.id), eq(securityEvents.action, 'sectionMerged')));
    expect(event).toMatchObject({ targetId: String(from), detail: { to, movedPosts: 1 } });
  });

  it('refuses the same section twice, another site’s section (404 like a missing one) and a section with posts being deleted', async () => {
    const here = await section(server, a, '本站版块');
    const theirs = await section(server, b, '别站版块');
    const moving = (fromId: number, toId: number) => ({ ...asOwner(a), body: { fromId, toId, mode: 'merge' as const } });
    await refused('moveSectionContent', moving(here, here), 400, '不能相同');
    await refused('moveSectionContent', moving(here, theirs), 404, '版块不存在');
    await refused('moveSectionContent', moving(theirs, here), 404, '版块不存在');
    await refused('moveSectionContent', moving(99_999_999, here), 404, '版块不存在');
    await createPost(server, author, here, '有帖子的版块');
    await refused('deleteSection', { ...asOwner(a), query: { id: here } }, 409, '合并');
    // Nothing moved by the refused calls.
    expect(await postCount(a.id, here)).toBe(1);
  });
});

describe('category order', () => {
  it('swaps the categories given and keeps the others', async () => {
    const make = async (name: string) =>
      (await server.call('createSectionCategory', { ...asOwner(a), body: { name } })).body.data.id as number;
    const [x, y, z] = [await make('分区甲'), await make('分区乙'), await make('分区丙')];
    const res = await server.call('sortSectionCategories', { ...asOwner(a), body: { categoryIds: [z, x] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await server.call('getSectionCategoryList', asOwner(a));
    const ids = list.body.data.list.map((c: { id: number }) => c.id).filter((id: number) => [x, y, z].includes(id));
    expect(ids).toEqual([z, y, x]);
    const theirs = (await server.call('createSectionCategory', { ...asOwner(b), body: { name: '别站分区' } })).body.data.id;
    await refused('sortSectionCategories', { ...asOwner(a), body: { categoryIds: [x, theirs] } }, 404, '分区不存在');
  });
});

describe('section icons', () => {
  it('takes an image uploaded to this site, and refuses any other address', async () => {
    const own = `/files/${a.id}/2026/11/${'a'.repeat(32)}.webp`;
    const res = await server.call('createSection', { ...asOwner(a), body: { name: '有图标的版块', icon: own } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.icon).toBe(own);
    const theirs = `/files/${b.id}/2026/11/${'b'.repeat(32)}.webp`;
    await refused('updateSection', { ...asOwner(a), body: { id: res.body.data.id, icon: theirs } }, 400, '上传到本站');
    await refused('createSection', { ...asOwner(a), body: { name: '外链图标', icon: 'https://example.com/x.png' } }, 400, '上传到本站');
  });
});

describe('moderators', () => {
  it('may post in their admins-only section, and skip its review-first', async () => {
    const mod = await member(server, a, '版主老王');
    const plain = await member(server, a, '普通会员');
    const closed = await section(server, a, '版主公告', { postPermission: 3, reviewFirst: true, moderatorIds: [mod.id] });
    const byMod = await createPost(server, mod, closed, '本版规则');
    expect(byMod.status).toBe(20);
    await refused(
      'createPost',
      { ...as(plain), body: { sectionId: closed, title: '我也想发', content: '<p>可以吗</p>' } },
      403,
      '发帖的权限',
    );
    const review = await section(server, a, '先审区', { reviewFirst: true, moderatorIds: [mod.id] });
    expect((await createPost(server, plain, review, '普通人的帖子')).status).toBe(10);
    expect((await createPost(server, mod, review, '版主的帖子')).status).toBe(20);
    const list = await server.call('getForumSectionList', as(mod));
    const canPost = Object.fromEntries(list.body.data.list.map((s: { id: number; canPost: boolean }) => [s.id, s.canPost]));
    expect(canPost[closed]).toBe(true);
  });
});
