import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/audit-kit';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRejected } from '../../../test/refusals';
import { type ConsoleTestSite, type RoleCase, roleCases, twoSites } from '../../../test/two-sites';
import { cacheKeys } from '../../cache/cache';
import { licenses } from '../license/license.tables';
import { pointRecords } from '../point/point.tables';
import { applyPointChange } from '../point/point-ledger';
import { siteUsers } from '../site/site.tables';
import { siteMessageReads } from './site-console.tables';
import { effectiveLicense } from './site-console-service';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(() => server?.close());

const DAY = 24 * 3600 * 1000;

const setLicense = (siteId: number, licenseType: number, expiresAt: Date | null) =>
  server.database.db.update(licenses).set({ licenseType, expiresAt }).where(eq(licenses.siteId, siteId));

const coin = (siteId: number, userId: number, delta: number) =>
  server.database.db.transaction((tx) => applyPointChange(tx, { siteId, userId, category: 'coin', delta, reason: '测试' }));

describe('getIndexBase', () => {
  it('reports the site, its licence and today’s figures (Beijing day)', async () => {
    const yesterday = new Date(Date.now() - 2 * DAY);
    const old = await server.fixtures.siteUser({ siteId: a.id, account: 'a_oldtimer' });
    await server.database.db
      .update(siteUsers)
      .set({ createdAt: yesterday })
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, old)));
    await coin(a.id, a.users.member, 3);
    const { recordId } = await coin(a.id, a.users.member, 4);
    await coin(a.id, a.users.member, 5);
    await server.database.db
      .update(pointRecords)
      .set({ createdAt: yesterday })
      .where(and(eq(pointRecords.siteId, a.id), eq(pointRecords.id, recordId)));
    await coin(b.id, b.users.member, 9);

    const res = await server.call('getIndexBase', { token: a.tokens.owner, host: a.host });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      siteId: a.id,
      siteName: a.name,
      slug: a.slug,
      licenseType: 1,
      licenseStatus: 'active',
      licenseExpiresAt: null,
      // Owner, the cast's administrators, the member and the old-timer; never the anonymous user.
      counts: { members: 12, administrators: 10, sections: 3, ranks: 6, newMembersToday: 11, pointRecordsToday: 2 },
    });
  });

  it('gives a site user without console roles (a visitor) no figures and no licence details', async () => {
    await setLicense(a.id, 3, new Date(Date.now() + 90 * DAY));
    try {
      const res = await server.call('getIndexBase', { token: a.tokens.member, host: a.host });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        siteId: a.id,
        siteName: a.name,
        slug: a.slug,
        licenseType: 3,
        licenseStatus: null,
        licenseExpiresAt: null,
        counts: null,
      });
    } finally {
      await setLicense(a.id, 1, null);
    }
  });

  it('reports a paid licence, warns 15 days before it ends, and falls back to basic once it has ended', async () => {
    const read = async () => (await server.call('getIndexBase', { token: b.tokens.owner, host: b.host })).body.data;
    try {
      const far = new Date(Date.now() + 90 * DAY);
      await setLicense(b.id, 3, far);
      expect(await read()).toMatchObject({ licenseType: 3, licenseStatus: 'active', licenseExpiresAt: far.toISOString() });
      await setLicense(b.id, 2, new Date(Date.now() + 10 * DAY));
      expect(await read()).toMatchObject({ licenseType: 2, licenseStatus: 'expiring' });
      const ended = new Date(Date.now() - DAY);
      await setLicense(b.id, 3, ended);
      expect(await read()).toMatchObject({ licenseType: 1, licenseStatus: 'expired', licenseExpiresAt: ended.toISOString() });
    } finally {
      await setLicense(b.id, 1, null);
    }
  });

  it('draws the licence lines exactly at 15 days and at the end', () => {
    const now = Date.parse('2026-11-01T00:00:00Z');
    const at = (ms: number) => effectiveLicense({ licenseType: 2, expiresAt: new Date(now + ms) }, new Date(now));
    expect(at(15 * DAY + 1).licenseStatus).toBe('active');
    expect(at(15 * DAY)).toMatchObject({ licenseType: 2, licenseStatus: 'expiring' });
    expect(at(1)).toMatchObject({ licenseType: 2, licenseStatus: 'expiring' });
    expect(at(0)).toMatchObject({ licenseType: 1, licenseStatus: 'expired' });
  });

  it.each(roleCases)('is open to every signed-in user of the site (%s)', async (who) => {
    expect((await server.call('getIndexBase', { token: a.tokens[who], host: a.host })).status).toBe(200);
  });

  it('answers 401 without a token and for site A’s token on site B’s host', async () => {
    expect((await server.call('getIndexBase', { host: a.host })).status).toBe(401);
    expect((await server.call('getIndexBase', { token: a.tokens.owner, host: b.host })).status).toBe(401);
  });
});

describe('getWatermarkTypeList and findConsoleAnonymousUser', () => {
  it('lists the watermark types in order', async () => {
    const res = await server.call('getWatermarkTypeList', { token: a.tokens.member, host: a.host });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { value: 0, label: '不添加水印' },
      { value: 1, label: '文字水印' },
      { value: 2, label: '图片水印（站点 Logo）' },
      { value: 3, label: '用户名水印' },
    ]);
    expect((await server.call('getWatermarkTypeList', { host: a.host })).status).toBe(401);
  });

  it('finds this site’s own anonymous user', async () => {
    const onA = await server.call('findConsoleAnonymousUser', { token: a.tokens.userAdmin, host: a.host });
    const onB = await server.call('findConsoleAnonymousUser', { token: b.tokens.member, host: b.host });
    expect(onA.status).toBe(200);
    expect(onA.body.data).toMatchObject({ siteId: a.id, userName: '匿名用户', avatarUrl: '' });
    expect(onB.body.data.siteId).toBe(b.id);
    const [row] = await server.database.db
      .select({ isAnonymous: siteUsers.isAnonymous })
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, onA.body.data.id)));
    expect(row.isAnonymous).toBe(true);
    expect((await server.call('findConsoleAnonymousUser', { token: a.tokens.owner, host: b.host })).status).toBe(401);
  });
});

describe('clearSiteCache', () => {
  const allowed: RoleCase[] = ['owner', 'siteManager'];

  it('removes this site’s cached entries only, and says how many', async () => {
    for (const site of [a, b]) {
      await server.call('getUserRankList', { token: site.tokens.owner, host: site.host });
      await server.call('getSitePublicInfo', { host: site.host });
    }
    expect(await server.cache.get(cacheKeys.userRanks(a.id))).toBeDefined();
    const res = await server.call('clearSiteCache', { token: a.tokens.siteManager, host: a.host });
    expect(res.status).toBe(200);
    const { removed } = res.body.data;
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(res.body.description).toBe(`本站缓存已清除，共 ${removed} 项`);
    expect(await server.cache.get(cacheKeys.userRanks(a.id))).toBeUndefined();
    expect(await server.cache.get(cacheKeys.siteSetting(a.id))).toBeUndefined();
    expect(await server.cache.get(cacheKeys.userRanks(b.id))).toBeDefined();
    expect(await server.cache.get(cacheKeys.siteSetting(b.id))).toBeDefined();
    // Sessions are not site cache: everyone stays signed in.
    expect((await server.call('getTokenUser', { token: a.tokens.siteManager, host: a.host })).status).toBe(200);
    const [event] = (await eventsOf(server, 'cacheCleared')).filter((e) => e.siteId === a.id);
    expect(event).toMatchObject({ realm: 'console', actorSiteUserId: a.users.siteManager, targetType: 'cache', detail: { removed } });
  });

  it.each(roleCases)('is open to admin and SiteManage only (%s)', async (who) => {
    await server.call('getSitePublicInfo', { host: a.host });
    const res = await server.call('clearSiteCache', { token: a.tokens[who], host: a.host });
    expect(res.status).toBe(allowed.includes(who) ? 200 : 403);
    expect(await server.cache.get(cacheKeys.siteSetting(a.id))).toEqual(allowed.includes(who) ? undefined : expect.anything());
  });

  it('answers 401 for site A’s token on site B’s host', async () => {
    expect((await server.call('clearSiteCache', { token: a.tokens.owner, host: b.host })).status).toBe(401);
  });
});

describe('getConsoleMessageCount and readConsoleMessage', () => {
  const counts = async (token: string, host = a.host) => {
    const res = await server.call('getConsoleMessageCount', { token, host });
    expect(res.status).toBe(200);
    return Object.fromEntries(res.body.data.map((m: { type: string; count: number }) => [m.type, m.count]));
  };

  it('counts new members and new ledger rows since the page was last opened, per user', async () => {
    const members = (await counts(a.tokens.userAdmin)).member;
    const ledger = (await counts(a.tokens.siteBase)).pointRecord;

    const read = await server.call('readConsoleMessage', { token: a.tokens.owner, host: a.host, body: { type: 'member' } });
    expect(read.status).toBe(200);
    expect(await counts(a.tokens.owner)).toMatchObject({ member: 0 });
    await server.fixtures.siteUser({ siteId: a.id, account: 'a_newcomer' });
    await coin(a.id, a.users.member, 1);
    expect((await counts(a.tokens.owner)).member).toBe(1);
    // Other administrators' badges are their own.
    expect(await counts(a.tokens.userAdmin)).toEqual({ member: members + 1 });
    expect(await counts(a.tokens.siteBase)).toEqual({ pointRecord: ledger + 1 });

    await server.call('readConsoleMessage', { token: a.tokens.owner, host: a.host, body: { type: 'pointRecord' } });
    expect(await counts(a.tokens.owner)).toEqual({ member: 1, pointRecord: 0, workOrder: 0 });
    const [row] = await server.database.db
      .select({ type: siteMessageReads.type })
      .from(siteMessageReads)
      .where(
        and(eq(siteMessageReads.siteId, a.id), eq(siteMessageReads.siteUserId, a.users.owner), eq(siteMessageReads.type, 'pointRecord')),
      );
    expect(row).toBeDefined();
  });

  it('looks back 7 days for a page never opened', async () => {
    const ownerId = await server.fixtures.account({ mobile: '13800000130' });
    const siteId = await server.fixtures.site({ ownerId, slug: 'echo' });
    const token = await server.fixtures.loginConsole('echo', '13800000130');
    const old = await server.fixtures.siteUser({ siteId, account: 'old' });
    await server.fixtures.siteUser({ siteId, account: 'recent' });
    await server.database.db
      .update(siteUsers)
      .set({ createdAt: new Date(Date.now() - 8 * DAY) })
      .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, old)));
    // The owner and "recent" joined within the week; "old" did not.
    expect(await counts(token, 'echo.localhost')).toEqual({ member: 2, pointRecord: 0, workOrder: 0 });
  });

  it.each([
    ['owner', ['member', 'pointRecord', 'workOrder']],
    ['workOrderAdmin', ['workOrder']],
    ['userAdmin', ['member']],
    ['siteBase', ['pointRecord']],
    ['siteManager', []],
    ['member', []],
  ] as const)('shows %s only the badges of pages they may open, and refuses to clear the others', async (who, types) => {
    expect(Object.keys(await counts(a.tokens[who]))).toEqual(types);
    for (const type of ['member', 'pointRecord', 'workOrder'] as const) {
      const before = await server.tableCounts();
      const res = await server.call('readConsoleMessage', { token: a.tokens[who], host: a.host, body: { type } });
      const permitted = (types as readonly string[]).includes(type);
      expect(res.status).toBe(permitted ? 200 : 403);
      if (!permitted) expect(await server.tableCounts()).toEqual(before);
    }
  });

  it('answers 401 without a token and for site A’s token on site B’s host', async () => {
    expect((await server.call('getConsoleMessageCount', { host: a.host })).status).toBe(401);
    expect((await server.call('getConsoleMessageCount', { token: a.tokens.owner, host: b.host })).status).toBe(401);
    expect((await server.call('readConsoleMessage', { token: a.tokens.owner, host: b.host, body: { type: 'member' } })).status).toBe(401);
  });

  it.each([
    [{}, '请填写站点控制台消息类型'],
    [{ type: 'post' }, '站点控制台消息类型的取值不正确'],
    [{ type: 1 }, null],
    [{ type: 'member', at: '2026-01-01' }, '不支持的参数：at'],
  ])('readConsoleMessage rejects %j and writes nothing', async (body, description) => {
    await expectRejected(server, 'readConsoleMessage', { token: a.tokens.owner, host: a.host, body }, description);
  });
});
