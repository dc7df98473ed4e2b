// The demo's private messages: reader1 has conversations with other demo members, some of it unread, and reads them
// through the member operations like anyone.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_START_TIMEOUT, startTestServer, type TestServer } from '../../../test/harness';
import { memberToken } from '../post/post-test-kit';
import { sites, siteUsers } from '../site/site.tables';
import { MESSAGE_INTERVAL_SECONDS } from './message-service';

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

    // Messages keep their own pace, not the posts' posting interval (15 s here): one a second.
    const [peer] = await db
      .select({ id: siteUsers.id })
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, demo.id), eq(siteUsers.account, 'reader2')));
    const send = (content: string) => server.call('sendPrivateMessage', { token, host, body: { toId: peer.id, content } });
    expect((await send('第一条')).status).toBe(200);
    const tooSoon = await send('第二条');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.description).toBe(`发私信太频繁，请 ${MESSAGE_INTERVAL_SECONDS} 秒后再试`);
    await new Promise((resolve) => setTimeout(resolve, MESSAGE_INTERVAL_SECONDS * 1000 + 200));
    expect((await send('第二条')).status).toBe(200);
  });
});
