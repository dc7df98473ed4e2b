import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused, expectRejected } from '../../../test/refusals';
import { type ConsoleTestSite, roleCases, twoSites } from '../../../test/two-sites';
import { sites } from '../site/site.tables';
import { categories, sectionModerators, sections } from './section.tables';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let holderA: number;

beforeAll(async () => {
  server = await startTestServer();
  const cast = await twoSites(server);
  ({ a, b } = cast.sites);
  holderA = cast.ids.holderA;
});
afterAll(() => server?.close());

const asOwner = (site: ConsoleTestSite) => ({ token: site.tokens.owner, host: site.host });

type SectionView = {
  id: number;
  name: string;
  sort: number;
  status: number;
  categoryId: number | null;
  categoryName: string;
  postPermission: number;
  minRankId: number | null;
  minRankName: string;
  reviewFirst: boolean;
  moderators: { userId: number; userName: string }[];
};

async function createSection(site: ConsoleTestSite, name: string, extra: Record<string, unknown> = {}) {
  const res = await server.call('createSection', { ...asOwner(site), body: { name, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as SectionView;
}

async function createCategory(site: ConsoleTestSite, name: string) {
  const res = await server.call('createSectionCategory', { ...asOwner(site), body: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; name: string; sectionCount: number };
}

async function listNames(site: ConsoleTestSite, query: Record<string, unknown> = {}) {
  const res = await server.call('getSectionList', { ...asOwner(site), query: { pageSize: 100, ...query } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.list as SectionView[]).map((s) => s.name);
}

async function firstRank(site: ConsoleTestSite) {
  const res = await server.call('getUserRankList', asOwner(site));
  return res.body.data[0] as { id: number; name: string };
}

describe('sections', () => {
  it('creates a section with its category, rank rule and moderators, and lists it after the provisioned ones', async () => {
    const category = await createCategory(a, '读书交流');
    const rank = await firstRank(a);
    const section = await createSection(a, '科幻小说', {
      description: '刘慈欣与阿西莫夫',
      categoryId: category.id,
      postPermission: 2,
      minRankId: rank.id,
      reviewFirst: true,
      moderatorIds: [a.users.member],
    });
    expect(section).toMatchObject({
      categoryName: '读书交流',
      minRankId: rank.id,
      minRankName: rank.name,
      reviewFirst: true,
      status: 1,
      moderators: [{ userId: a.users.member }],
    });
    const names = await listNames(a);
    expect(names.at(-1)).toBe('科幻小说');
    expect(await listNames(a, { categoryId: category.id })).toEqual(['科幻小说']);
    expect(await listNames(a, { keyword: '科幻' })).toEqual(['科幻小说']);
    const categories = await server.call('getSectionCategoryList', asOwner(a));
    expect(categories.body.data.list).toEqual([{ id: category.id, name: '读书交流', sort: 10, sectionCount: 1 }]);
  });

  it('refuses a rank rule without its rank, and clears the rank when the rule changes', async () => {
    await expectRejected(server, 'createSection', { ...asOwner(a), body: { name: '无等级', postPermission: 2 } }, '请选择可发帖的最低等级');
    const rank = await firstRank(a);
    const section = await createSection(a, '等级版', { postPermission: 2, minRankId: rank.id });
    const res = await server.call('updateSection', { ...asOwner(a), body: { id: section.id, postPermission: 3 } });
    expect(res.body.data).toMatchObject({ postPermission: 3, minRankId: null, minRankName: '' });
  });

  it('refuses a duplicate name with 409 in Chinese', async () => {
    await createSection(a, '重名版块');
    await expectRefused(server, 'createSection', { ...asOwner(a), body: { name: '重名版块' } }, 409, '版块名称已存在，请换一个名称');
    const other = await createSection(a, '另一个版块');
    await expectRefused(
      server,
      'updateSection',
      { ...asOwner(a), body: { id: other.id, name: '重名版块' } },
      409,
      '版块名称已存在，请换一个名称',
    );
  });

  it('hides a section, edits only the fields given, and replaces moderators', async () => {
    const section = await createSection(a, '摄影', { moderatorIds: [a.users.member, a.users.userAdmin] });
    const res = await server.call('updateSection', {
      ...asOwner(a),
      body: { id: section.id, status: 0, moderatorIds: [a.users.siteBase] },
    });
    expect(res.body.data).toMatchObject({ name: '摄影', status: 0, moderators: [{ userId: a.users.siteBase }] });
    expect(await listNames(a, { status: 0 })).toEqual(['摄影']);
    // Moderators alone: nothing of the section's own row changes.
    const only = await server.call('updateSection', { ...asOwner(a), body: { id: section.id, moderatorIds: [] } });
    expect(only.status, JSON.stringify(only.body)).toBe(200);
    expect(only.body.data).toMatchObject({ status: 0, moderators: [] });
  });

  it('reorders only the sections given, trading their places', async () => {
    const x = await createSection(a, '甲版');
    const y = await createSection(a, '乙版');
    const z = await createSection(a, '丙版');
    const res = await server.call('sortSections', { ...asOwner(a), body: { sectionIds: [z.id, x.id] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const names = (await listNames(a)).filter((n) => ['甲版', '乙版', '丙版'].includes(n));
    expect(names).toEqual(['丙版', '乙版', '甲版']);
    expect(y.sort).toBeGreaterThan(x.sort);
  });

  it('answers another site’s section, category, rank or member like a missing one, and changes nothing', async () => {
    const theirs = await createSection(b, '别站版块');
    const theirCategory = await createCategory(b, '别站分区');
    const mine = await createSection(a, '本站版块');
    await expectRefused(server, 'updateSection', { ...asOwner(a), body: { id: theirs.id, name: '改名' } }, 404, '版块不存在');
    await expectRefused(server, 'deleteSection', { ...asOwner(a), query: { id: theirs.id } }, 404, '版块不存在');
    await expectRefused(server, 'sortSections', { ...asOwner(a), body: { sectionIds: [mine.id, theirs.id] } }, 404, '版块不存在');
    await expectRefused(server, 'updateSection', { ...asOwner(a), body: { id: mine.id, categoryId: theirCategory.id } }, 404, '分区不存在');
    await expectRefused(
      server,
      'updateSection',
      { ...asOwner(a), body: { id: mine.id, moderatorIds: [b.users.member] } },
      404,
      '用户不存在',
    );
    const theirRank = await firstRank(b);
    await expectRefused(
      server,
      'updateSection',
      { ...asOwner(a), body: { id: mine.id, postPermission: 2, minRankId: theirRank.id } },
      404,
      '用户等级不存在',
    );
    await expectRefused(server, 'deleteSectionCategory', { ...asOwner(a), query: { id: theirCategory.id } }, 404, '分区不存在');
  });

  it('deletes an empty section, and refuses to delete a category while sections use it', async () => {
    const category = await createCategory(a, '待删分区');
    const section = await createSection(a, '待删版块', { categoryId: category.id, moderatorIds: [a.users.member] });
    await expectRefused(
      server,
      'deleteSectionCategory',
      { ...asOwner(a), query: { id: category.id } },
      409,
      '还有 1 个版块归入该分区，请先把它们移到别的分区',
    );
    expect((await server.call('deleteSection', { ...asOwner(a), query: { id: section.id } })).status).toBe(200);
    expect(await listNames(a, { keyword: '待删' })).toEqual([]);
    expect((await server.call('deleteSectionCategory', { ...asOwner(a), query: { id: category.id } })).status).toBe(200);
  });

  it('refuses a duplicate category name whatever the case', async () => {
    await createCategory(a, 'Books');
    await expectRefused(server, 'createSectionCategory', { ...asOwner(a), body: { name: 'books' } }, 409, '分区名称已存在，请换一个名称');
  });

  it('goes with its site: deleting a site takes its categories, sections and moderators along', async () => {
    const siteId = await server.fixtures.site({ ownerId: holderA, slug: 'gone' });
    const db = server.database.db;
    const [category] = await db.insert(categories).values({ siteId: siteId, kind: 'section', name: '将删' }).returning();
    const [section] = await db.select().from(sections).where(eq(sections.siteId, siteId)).limit(1);
    await db.update(sections).set({ categoryId: category.id }).where(eq(sections.siteId, siteId));
    expect(section).toBeDefined();
    const moderator = await server.fixtures.siteUser({ siteId, account: 'gone_mod' });
    await db.insert(sectionModerators).values({ siteId, sectionId: section.id, userId: moderator });
    await db.delete(sites).where(eq(sites.id, siteId));
    expect(await db.select().from(categories).where(eq(categories.siteId, siteId))).toEqual([]);
    expect(await db.select().from(sections).where(eq(sections.siteId, siteId))).toEqual([]);
    expect(await db.select().from(sectionModerators).where(eq(sectionModerators.siteId, siteId))).toEqual([]);
  });

  it.each(roleCases)('is open to admin and Section only (%s)', async (who) => {
    const res = await server.call('getSectionList', { token: a.tokens[who], host: a.host });
    expect(res.status).toBe(who === 'owner' || who === 'sectionAdmin' ? 200 : 403);
  });
});
