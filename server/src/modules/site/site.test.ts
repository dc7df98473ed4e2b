import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRefused, expectRejected } from '../../../test/refusals';
import { consoleToken, managerWith, ownerOf, type TwoSites, twoSites } from '../../../test/two-sites';
import { cacheKeys } from '../../cache/cache';
import { licenses } from '../license/license.tables';
import { sites, siteUsers } from './site.tables';

let server: TestServer;
let cast: TwoSites;
let support: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  cast = await twoSites(server);
  support = await managerWith(server, '13800000031', ['SiteUser']);
  // Readers on holder A's second site, the one without console administrators.
  await server.fixtures.siteUser({ siteId: cast.sites.a2.id, account: 'reader_lin', mobile: '13900000021', roles: ['User'] });
  await server.fixtures.siteUser({ siteId: cast.sites.a2.id, account: 'reader_zhou', userName: '周读' });
});
afterAll(() => server?.close());

type Page = { list: Record<string, unknown>[]; total: number };
const siteList = async (token: string, query: Record<string, unknown> = {}, host = 'localhost'): Promise<Page> => {
  const res = await server.call('getSiteList', { token, query, host });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('getSiteList', () => {
  it('shows a holder their own sites with every field, whatever masterId says', async () => {
    const page = await siteList(cast.tokens.holderA, { masterId: cast.ids.holderB }, 'localhost:8080');
    expect(page.list.map((s) => s.id)).toEqual([cast.sites.a2.id, cast.sites.a.id]);
    expect(page.total).toBe(2);
    expect(page.list[1]).toEqual({
      id: cast.sites.a.id,
      name: '青禾读书会',
      slug: 'reading',
      host: 'reading.localhost',
      url: 'http://reading.localhost:8080/',
      consoleUrl: 'http://reading.localhost:8080/console/',
      description: '',
      categoryId: 7,
      categoryName: '兴趣爱好',
      masterId: cast.ids.holderA,
      masterName: '陈思远',
      masterMobile: '139****0001',
      licenseType: 1,
      licenseStatus: 'active',
      licenseExpiresAt: null,
      memberCount: Object.keys(cast.sites.a.users).length,
      createdAt: expect.any(String),
    });
  });

  it('shows managers with Site every site, newest first, and lets them pick an owner', async () => {
    for (const token of [cast.tokens.main, cast.tokens.limited]) {
      const all = await siteList(token);
      expect(all.list.map((s) => s.id)).toEqual([cast.sites.a2.id, cast.sites.b.id, cast.sites.a.id]);
      const ofB = await siteList(token, { masterId: cast.ids.holderB });
      expect(ofB.list.map((s) => s.id)).toEqual([cast.sites.b.id]);
    }
  });

  it('shows a manager without Site only the sites they own', async () => {
    expect(await siteList(cast.tokens.other)).toEqual({ list: [], total: 0 });
    expect(await siteList(support.token, { masterId: cast.ids.holderA })).toEqual({ list: [], total: 0 });
  });

  it('filters by keyword on name or slug, category and licence type, and pages', async () => {
    const t = cast.tokens.main;
    expect((await siteList(t, { keyword: '跑团' })).list.map((s) => s.id)).toEqual([cast.sites.b.id]);
    expect((await siteList(t, { keyword: 'READ' })).list.map((s) => s.id)).toEqual([cast.sites.a.id]);
    expect((await siteList(t, { keyword: '_' })).total).toBe(0);
    expect((await siteList(t, { categoryId: 6 })).list.map((s) => s.id)).toEqual([cast.sites.b.id]);
    expect((await siteList(t, { licenseType: 1 })).total).toBe(3);
    expect((await siteList(t, { licenseType: 2 })).total).toBe(0);
    const second = await siteList(t, { page: 2, pageSize: 1 });
    expect(second).toMatchObject({ total: 3, list: [{ id: cast.sites.b.id }] });
    expect(await siteList(t, { page: 4, pageSize: 1 })).toEqual({ list: [], total: 3 });
  });

  it('tells an active, an expiring and an expired licence apart', async () => {
    const { db } = server.database;
    const x = await server.fixtures.site({ ownerId: cast.ids.holderB, slug: 'licence-x' });
    const y = await server.fixtures.site({ ownerId: cast.ids.holderB, slug: 'licence-y' });
    const z = await server.fixtures.site({ ownerId: cast.ids.holderB, slug: 'licence-z' });
    await db.update(licenses).set({ licenseType: 2, expiresAt: sql`now() + interval '200 days'` }).where(eq(licenses.siteId, x));
    await db.update(licenses).set({ licenseType: 3, expiresAt: sql`now() + interval '10 days'` }).where(eq(licenses.siteId, y));
    await db.update(licenses).set({ licenseType: 2, expiresAt: sql`now() - interval '1 day'` }).where(eq(licenses.siteId, z));
    const page = await siteList(cast.tokens.holderB);
    const byId = Object.fromEntries(page.list.map((s) => [s.id, s]));
    expect(byId[x]).toMatchObject({ licenseType: 2, licenseStatus: 'active' });
    expect(byId[y]).toMatchObject({ licenseType: 3, licenseStatus: 'expiring' });
    expect(byId[z]).toMatchObject({ licenseType: 2, licenseStatus: 'expired' });
    expect(Date.parse(byId[y].licenseExpiresAt as string)).toBeGreaterThan(Date.now());
    expect((await siteList(cast.tokens.holderB, { licenseType: 2 })).list.map((s) => s.id)).toEqual([z, x]);
    for (const id of [x, y, z]) await db.delete(sites).where(eq(sites.id, id));
  });

  it.each([
    [{ page: 0 }, '页码不能小于1'],
    [{ pageSize: 101 }, '每页条数不能大于100'],
    [{ masterId: 'abc' }, '站长必须是整数'],
    [{ categoryId: 0 }, '站点分类不能小于1'],
    [{ licenseType: 4 }, '授权类型的取值不正确'],
    [{ keyword: 'k'.repeat(41) }, '关键词不能超过40个字符'],
    [{ ownerId: 3 }, '不支持的参数：ownerId'],
  ])('rejects %j', async (query, description) => {
    await expectRejected(server, 'getSiteList', { token: cast.tokens.main, query }, description);
  });

  it('needs a SaaS token', async () => {
    expect((await server.call('getSiteList')).status).toBe(401);
  });
});

describe('getSiteCategory', () => {
  it('is public and lists the categories in order', async () => {
    const res = await server.call('getSiteCategory');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(7);
    expect(res.body.data[0]).toEqual({ id: 1, name: '综合社区' });
    expect(res.body.data[6]).toEqual({ id: 7, name: '兴趣爱好' });
    expect(await server.cache.get(cacheKeys.siteCategories())).toEqual(res.body.data);
  });

  it('serves the cached list, and takes no parameters', async () => {
    await server.cache.set(cacheKeys.siteCategories(), [{ id: 1, name: '综合社区' }], 60);
    expect((await server.call('getSiteCategory')).body.data).toEqual([{ id: 1, name: '综合社区' }]);
    await server.cache.del(cacheKeys.siteCategories());
    await expectRejected(server, 'getSiteCategory', { query: { all: 1 } }, '不支持的参数：all');
  });
});

describe('createSite', () => {
  it('creates a site the caller owns, provisioned and reachable at once even after a cached miss', async () => {
    expect(await server.deps.sites.byHost('movie.localhost')).toBeNull();
    const res = await server.call('createSite', {
      token: cast.tokens.holderA,
      body: { name: ' 青禾观影社 ', slug: 'movie', categoryId: 7, description: '一起看电影' },
      host: 'localhost:8080',
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('站点已创建');
    expect(res.body.data).toMatchObject({
      name: '青禾观影社',
      slug: 'movie',
      host: 'movie.localhost',
      url: 'http://movie.localhost:8080/',
      description: '一起看电影',
      categoryId: 7,
      categoryName: '兴趣爱好',
      masterId: cast.ids.holderA,
      licenseType: 1,
      licenseStatus: 'active',
      licenseExpiresAt: null,
      memberCount: 1,
    });
    const siteId = res.body.data.id;
    expect((await server.deps.sites.byHost('movie.localhost'))?.id).toBe(siteId);
    // The owner's site user is the account: no password of its own, the account's mobile and password sign in.
    const owner = await ownerOf(server, siteId);
    expect(owner).toMatchObject({ account: '13900000001', mobile: '13900000001', userType: 1, saasAccountId: cast.ids.holderA });
    expect(owner.passwordHash).toBeNull();
    const login = await server.call('consoleLogin', { body: { account: '13900000001', password: 'demo123456' }, host: 'movie.localhost' });
    expect(login.body.data.userInfo).toMatchObject({ id: owner.id, userType: 1 });
    expect((await siteList(cast.tokens.holderA)).list.map((s) => s.id)).toContain(siteId);
  });

  it('lets any signed-in account create a site', async () => {
    const res = await server.call('createSite', {
      token: cast.tokens.other,
      body: { name: '举报研究所', slug: 'report-lab', categoryId: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.masterId).toBe(cast.ids.other);
  });

  it('refuses a reserved slug, a taken one and a missing category', async () => {
    const t = cast.tokens.holderB;
    for (const slug of ['www', 'api', 'admin', 'console', 'static', 'mail', 'saas', 'help']) {
      expect(await expectRefused(server, 'createSite', { token: t, body: { name: '保留', slug, categoryId: 1 } }, 409)).toBe(
        '该站点标识为系统保留',
      );
    }
    expect(await expectRefused(server, 'createSite', { token: t, body: { name: '重名', slug: 'reading', categoryId: 1 } }, 409)).toBe(
      '该站点标识已被使用',
    );
    expect(await expectRefused(server, 'createSite', { token: t, body: { name: '分类', slug: 'no-category', categoryId: 99 } }, 404)).toBe(
      '站点分类不存在',
    );
  });

  it('creates one site when two requests race for a slug', async () => {
    const body = { name: '抢注', slug: 'race-slug', categoryId: 1 };
    const results = await Promise.all([
      server.call('createSite', { token: cast.tokens.holderA, body }),
      server.call('createSite', { token: cast.tokens.holderB, body }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.description).toBe('该站点标识已被使用');
    expect(await server.database.db.select().from(sites).where(eq(sites.slug, 'race-slug'))).toHaveLength(1);
  });

  const ok = { name: '新站点', slug: 'new-site', categoryId: 1 };
  it.each([
    [{ slug: 'new-site', categoryId: 1 }, '请输入站点名称'],
    [{ ...ok, name: '新' }, '站点名称至少 2 个字'],
    [{ ...ok, name: '  新 ' }, '站点名称至少 2 个字'],
    [{ ...ok, name: '站'.repeat(41) }, '站点名称不能超过 40 个字'],
    [{ ...ok, slug: undefined }, '请输入站点标识'],
    [{ ...ok, slug: 'ab' }, '站点标识为 3 到 32 位'],
    [{ ...ok, slug: 'a'.repeat(33) }, '站点标识为 3 到 32 位'],
    [{ ...ok, slug: 'New-Site' }, '站点标识只能包含小写字母、数字和连字符，且以字母开头'],
    [{ ...ok, slug: '1site' }, '站点标识只能包含小写字母、数字和连字符，且以字母开头'],
    [{ ...ok, categoryId: undefined }, '请选择站点分类'],
    [{ ...ok, categoryId: '1' }, '站点分类必须是整数'],
    [{ ...ok, description: 'd'.repeat(201) }, '站点简介不能超过200个字符'],
    [{ ...ok, ownerAccountId: 1 }, '不支持的参数：ownerAccountId'],
  ])('rejects %j', async (body, description) => {
    await expectRejected(server, 'createSite', { token: cast.tokens.holderA, body }, description);
  });

  it('needs a SaaS token', async () => {
    expect((await server.call('createSite', { body: ok })).status).toBe(401);
  });
});

describe('deleteSite', () => {
  it('lets the owner delete their site with everything in it, ending its console sessions and forgetting its host', async () => {
    const siteId = await server.fixtures.site({ ownerId: cast.ids.holderA, slug: 'to-delete' });
    const memberId = await server.fixtures.siteUser({ siteId, account: 'member_one' });
    const token = await consoleToken(server, siteId, memberId);
    expect((await server.call('getPermissionList', { token, host: 'to-delete.localhost' })).status).toBe(200);
    expect((await server.deps.sites.byHost('to-delete.localhost'))?.id).toBe(siteId);

    const res = await server.call('deleteSite', { token: cast.tokens.holderA, body: { id: siteId } });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('站点已删除');
    expect(await server.database.db.select().from(siteUsers).where(eq(siteUsers.siteId, siteId))).toEqual([]);
    expect(await server.database.db.select().from(licenses).where(eq(licenses.siteId, siteId))).toEqual([]);
    expect((await server.call('getPermissionList', { token })).status).toBe(401);
    expect(await server.deps.sites.byHost('to-delete.localhost')).toBeNull();
    expect(await expectRefused(server, 'deleteSite', { token: cast.tokens.holderA, body: { id: siteId } }, 404)).toBe('站点不存在');
  });

  it('lets managers with Site delete any site', async () => {
    for (const [slug, token] of [
      ['gone-main', cast.tokens.main],
      ['gone-limited', cast.tokens.limited],
    ]) {
      const siteId = await server.fixtures.site({ ownerId: cast.ids.holderB, slug });
      expect((await server.call('deleteSite', { token, body: { id: siteId } })).status).toBe(200);
    }
  });

  it('answers everyone else exactly as for a missing site', async () => {
    const missing = await server.call('deleteSite', { token: cast.tokens.holderB, body: { id: 999999 } });
    for (const token of [cast.tokens.holderB, cast.tokens.other, support.token]) {
      await expectRefused(server, 'deleteSite', { token, body: { id: cast.sites.a.id } }, 404);
      const res = await server.call('deleteSite', { token, body: { id: cast.sites.a.id } });
      expect(res.body).toEqual(missing.body);
    }
  });

  it.each([
    [{}, '请填写编号'],
    [{ id: 'one' }, '编号必须是整数'],
    [{ id: 0 }, '编号不能小于1'],
    [{ id: 1, confirm: true }, '不支持的参数：confirm'],
  ])('rejects %j', async (body, description) => {
    await expectRejected(server, 'deleteSite', { token: cast.tokens.holderA, body }, description);
  });
});

describe('querySiteUsers', () => {
  const query = async (token: string, q: Record<string, unknown>) => server.call('querySiteUsers', { token, query: q });

  it('lists a site’s users for its owner, never the anonymous user', async () => {
    const res = await query(cast.tokens.holderA, { siteId: cast.sites.a2.id });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.list.map((u: { account: string }) => u.account)).toEqual(['reader_zhou', 'reader_lin', '13900000001']);
    expect(res.body.data.list[1]).toMatchObject({
      siteId: cast.sites.a2.id,
      siteName: cast.sites.a2.name,
      mobile: '139****0021',
      roles: ['User'],
    });
  });

  it('filters by keyword, role and status, and pages', async () => {
    const t = cast.tokens.holderA;
    const accounts = async (q: Record<string, unknown>) =>
      (await query(t, { siteId: cast.sites.a2.id, ...q })).body.data.list.map((u: { account: string }) => u.account);
    expect(await accounts({ keyword: '周读' })).toEqual(['reader_zhou']);
    expect(await accounts({ role: 'User' })).toEqual(['reader_lin']);
    expect(await accounts({ role: 'admin' })).toEqual(['13900000001']);
    expect(await accounts({ role: 'Mall' })).toEqual([]);
    await server.database.db
      .update(siteUsers)
      .set({ status: 2 })
      .where(and(eq(siteUsers.siteId, cast.sites.a2.id), eq(siteUsers.account, 'reader_zhou')));
    expect(await accounts({ status: 2 })).toEqual(['reader_zhou']);
    expect(await accounts({ page: 2, pageSize: 2 })).toEqual(['13900000001']);
  });

  it('is open to managers with Site or SiteUser, and answers anyone else as for a missing site', async () => {
    for (const token of [cast.tokens.main, cast.tokens.limited, support.token]) {
      expect((await query(token, { siteId: cast.sites.a.id })).status).toBe(200);
    }
    const missing = await query(cast.tokens.holderB, { siteId: 999999 });
    expect(missing.status).toBe(404);
    for (const token of [cast.tokens.holderB, cast.tokens.other]) {
      const res = await query(token, { siteId: cast.sites.a.id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
  });

  it.each([
    [{}, '请指定站点'],
    [{ siteId: 'x' }, '站点必须是整数'],
    [{ siteId: 1, role: 'Owner' }, '站点控制台角色的取值不正确'],
    [{ siteId: 1, status: 0 }, '站点用户状态的取值不正确'],
    [{ siteId: 1, keyword: 'k'.repeat(41) }, '关键词不能超过40个字符'],
    [{ siteId: 1, mobile: '139' }, '不支持的参数：mobile'],
  ])('rejects %j', async (q, description) => {
    await expectRejected(server, 'querySiteUsers', { token: cast.tokens.main, query: q }, description);
  });
});

describe('findAnonymousUser', () => {
  it('returns the site’s built-in anonymous user to its owner and to managers with Site or SiteUser', async () => {
    for (const token of [cast.tokens.holderB, cast.tokens.main, cast.tokens.limited, support.token]) {
      const res = await server.call('findAnonymousUser', { token, query: { siteId: cast.sites.b.id } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ siteId: cast.sites.b.id, userName: '匿名用户', avatarUrl: '' });
    }
  });

  it('answers anyone else as for a missing site', async () => {
    for (const token of [cast.tokens.holderA, cast.tokens.other]) {
      const res = await server.call('findAnonymousUser', { token, query: { siteId: cast.sites.b.id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ type: 5, description: '站点不存在' });
    }
    expect((await server.call('findAnonymousUser', { token: cast.tokens.main, query: { siteId: 999999 } })).status).toBe(404);
  });

  it.each([
    [{}, '请指定站点'],
    [{ siteId: 'b' }, '站点必须是整数'],
    [{ siteId: 1, id: 2 }, '不支持的参数：id'],
  ])('rejects %j', async (q, description) => {
    await expectRejected(server, 'findAnonymousUser', { token: cast.tokens.main, query: q }, description);
  });
});
