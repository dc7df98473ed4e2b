// The demo's private messages: reader1 has conversations with other demo members, some of it unread, and reads them
// through the member operations like anyone.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_START_TIMEOUT, startTestServer, type TestServer } from '../../../test/harness';
import { memberToken } from '../post/post-test-kit';
import { sites, siteUsers } from '../site/site.tables';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
}, DEMO_START_TIMEOUT);
afterAll(() => server?.close());

describe('the demo private messages', () => {
  it('gives reader1 conversations with unread messages', async () => {
    const { db } = server.database;
    const [demo] = await db.select({ id: sites.id, slug: sites.slug }).from(sites).where(eq(sites.slug, 'demo'));
    const [reader1] = await db
      .select({ id: siteUsers.id })
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, demo.id), eq(siteUsers.account, 'reader1')));
    const token = await memberToken(server, demo.id, reader1.id);
    const host = `${demo.slug}.localhost`;
    const list = await server.call('getConversationList', { token, host, query: {} });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.list.length).toBeGreaterThanOrEqual(2);
    const unread = await server.call('getMessageUnreadCount', { token, host });
    expect(unread.body.data.unread).toBeGreaterThan(0);
  });
});
