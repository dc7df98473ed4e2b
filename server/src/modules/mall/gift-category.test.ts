// 礼品分类 on the shared category page: the mall's kind of categories, behind the Mall rule, refused deletion while in
// use, disabled ones hidden from the member site's mall, and section categories kept apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { openMall } from '../../../test/mall-kit';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(() => server?.close());

const owner = (site = a) => ({ token: site.tokens.owner, host: site.host });

async function ok(operation: Parameters<TestServer['call']>[0], input: Parameters<TestServer['call']>[1]) {
  const res = await server.call(operation, input);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('gift categories', () => {
  it('answers 403 until the mall is open (spec §4)', async () => {
    const res = await server.call('getGiftCategoryList', owner());
    expect(res.status).toBe(403);
    expect((await server.call('createGiftCategory', { ...owner(), body: { name: '图书' } })).status).toBe(403);
    await openMall(server, a.id);
    await openMall(server, b.id);
  });

  it('creates, lists in order, renames and disables, apart from section categories', async () => {
    await ok('createSectionCategory', { ...owner(), body: { name: '图书' } });
    const books = await ok('createGiftCategory', { ...owner(), body: { name: '图书' } });
    expect(books).toMatchObject({ name: '图书', enabled: 1, giftCount: 0 });
    const first = await ok('createGiftCategory', { ...owner(), body: { name: '文创周边', sort: 1 } });
    const taken = await server.call('createGiftCategory', { ...owner(), body: { name: ' 图书 ' } });
    expect(taken.status).toBe(409);
    expect(taken.body.description).toBe('分类名称已存在，请换一个名称');
    const list = await ok('getGiftCategoryList', owner());
    expect(list.list.map((c: { name: string }) => c.name)).toEqual(['文创周边', '图书']);
    const sections = await ok('getSectionCategoryList', owner());
    expect(sections.list.map((c: { name: string }) => c.name)).toEqual(['图书']);
    // A section category is not a gift category, and the other way round.
    const sectionId = sections.list[0].id;
    expect((await server.call('updateGiftCategory', { ...owner(), body: { id: sectionId, name: '书' } })).status).toBe(404);
    expect((await server.call('deleteSectionCategory', { ...owner(), query: { id: first.id } })).status).toBe(404);
    expect((await server.call('createGift', { ...owner(), body: { name: '书', points: 1, stock: 1, categoryId: sectionId } })).status).toBe(
      404,
    );

    const renamed = await ok('updateGiftCategory', { ...owner(), body: { id: first.id, name: '周边', enabled: 0 } });
    expect(renamed).toMatchObject({ name: '周边', enabled: 0 });
  });

  it('puts gifts into categories, filters by them, hides disabled ones from members and refuses deleting one in use', async () => {
    const cats = (await ok('getGiftCategoryList', owner())).list as { id: number; name: string; enabled: number }[];
    const [merch, books] = cats;
    const bag = await ok('createGift', { ...owner(), body: { name: '帆布袋', points: 10, stock: 2, categoryId: merch.id } });
    const novel = await ok('createGift', { ...owner(), body: { name: '小说', points: 10, stock: 2, categoryId: books.id } });
    const loose = await ok('createGift', { ...owner(), body: { name: '贴纸', points: 5, stock: 9 } });
    expect(loose).toMatchObject({ categoryId: null, categoryName: '' });

    const ids = (data: { list: { id: number }[] }) => data.list.map((g) => g.id);
    expect(ids(await ok('getGiftList', { ...owner(), query: { categoryId: books.id } }))).toEqual([novel.id]);
    expect(ids(await ok('getGiftList', { ...owner(), query: { categoryId: 0 } }))).toEqual([loose.id]);
    const consoleList = await ok('getGiftList', owner());
    expect(consoleList.categories).toEqual([
      { id: merch.id, name: '周边' },
      { id: books.id, name: '图书' },
    ]);

    // 周边 is disabled: neither it nor its bag shows on the member site, and the bag cannot be opened or redeemed there.
    const mall = await ok('getMallGiftList', { host: a.host });
    expect(ids(mall).sort()).toEqual([novel.id, loose.id].sort());
    expect(mall.categories).toEqual([{ id: books.id, name: '图书' }]);
    expect((await server.call('getMallGift', { host: a.host, query: { id: bag.id } })).status).toBe(404);
    await ok('updateGiftCategory', { ...owner(), body: { id: merch.id, enabled: 1 } });
    expect((await server.call('getMallGift', { host: a.host, query: { id: bag.id } })).status).toBe(200);

    const refused = await server.call('deleteGiftCategory', { ...owner(), query: { id: books.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.description).toBe('该分类下还有 1 个礼品，请先把它们改到别的分类');
    // Moved to 未分类 (0), the category empties and goes.
    await ok('updateGift', { ...owner(), body: { id: novel.id, name: '小说', points: 10, stock: 2, categoryId: 0 } });
    expect((await ok('getGift', { ...owner(), query: { id: novel.id } })).categoryId).toBeNull();
    expect((await server.call('deleteGiftCategory', { ...owner(), query: { id: books.id } })).status).toBe(200);
    expect((await ok('getGiftCategoryList', owner())).list.map((c: { id: number }) => c.id)).toEqual([merch.id]);
  });

  it('answers another site’s category like a missing one', async () => {
    const [mine] = (await ok('getGiftCategoryList', owner())).list;
    expect((await server.call('updateGiftCategory', { ...owner(b), body: { id: mine.id, name: '别人的' } })).status).toBe(404);
    expect((await server.call('deleteGiftCategory', { ...owner(b), query: { id: mine.id } })).status).toBe(404);
    const gift = await server.call('createGift', { ...owner(b), body: { name: '书', points: 1, stock: 1, categoryId: mine.id } });
    expect(gift.status).toBe(404);
    expect(gift.body.description).toBe('礼品分类不存在');
  });
});
