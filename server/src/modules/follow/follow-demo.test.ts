// The demo shows follows and bookmarks: reader1 has bookmarks, people they follow and followers (`npm start`).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_START_TIMEOUT, startTestServer, type TestServer } from '../../../test/harness';
import { sites, siteUsers } from '../site/site.tables';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
}, DEMO_START_TIMEOUT);
afterAll(() => server?.close());

describe('the demo’s follows and bookmarks', () => {
  it('gives reader1 bookmarks, people they follow and followers', async () => {
    const { db } = server.database;
    const [demo] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'demo'));
    const [reader] = await db
      .select({ id: siteUsers.id })
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, demo.id), eq(siteUsers.account, 'reader1')));
    const token = await server.deps.sessions.open(db, { kind: 'member', siteId: demo.id, siteUserId: reader.id }, '127.0.0.1');
    const host = 'demo.localhost';
    const read = async (operationId: 'getMyBookmarkList' | 'getMyFollowingList' | 'getMyFollowerList') => {
      const res = await server.call(operationId, { token, host, query: {} });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { list: unknown[]; total: number };
    };
    expect((await read('getMyBookmarkList')).total).toBeGreaterThan(2);
    expect((await read('getMyFollowingList')).total).toBeGreaterThan(2);
    expect((await read('getMyFollowerList')).total).toBeGreaterThan(2);
  });
});
