import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { sections } from './section.tables';

// Its own file: these expect site A to hold only the three sections every new site starts with.
let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(() => server?.close());

describe('searchSection', () => {
  it('lists every section by sort order without a subject, and finds by part of the name', async () => {
    const all = await server.call('searchSection', { token: a.tokens.member, host: a.host });
    expect(all.status).toBe(200);
    expect(all.body.data.map((s: { name: string; sort: number }) => [s.name, s.sort])).toEqual([
      ['站务公告', 10],
      ['综合讨论', 20],
      ['新手报到', 30],
    ]);
    const found = await server.call('searchSection', { token: a.tokens.member, host: a.host, query: { subject: '讨论' } });
    expect(found.body.data).toEqual([{ id: expect.any(Number), name: '综合讨论', description: '什么都可以聊', parentId: null, sort: 20 }]);
  });

  it('takes % and _ literally', async () => {
    await server.database.db.insert(sections).values({ siteId: a.id, name: '100%纯干货', sort: 40 });
    const percent = await server.call('searchSection', { token: a.tokens.owner, host: a.host, query: { subject: '%' } });
    expect(percent.body.data.map((s: { name: string }) => s.name)).toEqual(['100%纯干货']);
    const underscore = await server.call('searchSection', { token: a.tokens.owner, host: a.host, query: { subject: '_' } });
    expect(underscore.body.data).toEqual([]);
  });

  it('returns at most 50 and only the site’s own sections', async () => {
    await server.database.db
      .insert(sections)
      .values(Array.from({ length: 60 }, (_, i) => ({ siteId: b.id, name: `摄影版块${i}`, sort: 100 + i })));
    const res = await server.call('searchSection', { token: b.tokens.owner, host: b.host, query: { subject: '摄影' } });
    expect(res.body.data).toHaveLength(50);
    expect(res.body.data[0].name).toBe('摄影版块0');
    const fromA = await server.call('searchSection', { token: a.tokens.owner, host: a.host, query: { subject: '摄影' } });
    expect(fromA.body.data).toEqual([]);
  });

  it('answers 401 without a token and for site A’s token on site B’s host', async () => {
    expect((await server.call('searchSection', { host: a.host })).status).toBe(401);
    expect((await server.call('searchSection', { token: a.tokens.owner, host: b.host })).status).toBe(401);
  });

  it.each([
    [{ subject: '长'.repeat(31) }, '版块名称不能超过30个字符'],
    [{ subject: '讨论', limit: 5 }, '不支持的参数：limit'],
  ])('rejects %j with a Chinese description', async (query, description) => {
    const res = await server.call('searchSection', { token: a.tokens.owner, host: a.host, query });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ type: 2, description });
  });
});
