import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_START_TIMEOUT, startTestServer, type TestServer } from '../../test/harness';
import { expectRefused } from '../../test/refusals';
import { sites, siteUsers } from '../modules/site/site.tables';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
}, DEMO_START_TIMEOUT);
afterAll(() => server?.close());

async function ownerToken(slug: string) {
  const [row] = await server.database.db
    .select({ siteId: sites.id, userId: siteUsers.id })
    .from(sites)
    .innerJoin(siteUsers, and(eq(siteUsers.siteId, sites.id), eq(siteUsers.userType, 1)))
    .where(eq(sites.slug, slug));
  return server.deps.sessions.open(server.database.db, { kind: 'console', siteId: row.siteId, siteUserId: row.userId }, '127.0.0.1');
}

describe('the demo navigation', () => {
  it('shows visitors a top bar with a sub-menu, and keeps demo’s navigation from demo2’s administrator', async () => {
    const visitor = await server.call('getMemberNavigation', { host: 'demo.localhost' });
    expect(visitor.status).toBe(200);
    const top = visitor.body.data.top as { name: string; children: unknown[] }[];
    expect(top.some((item) => item.children.length > 0)).toBe(true);
    expect(top.map((item) => item.name)).not.toContain('积分商城');
    expect(visitor.body.data.footer.length).toBeGreaterThan(0);

    const demo = await server.call('getNavigationList', {
      token: await ownerToken('demo'),
      host: 'demo.localhost',
      query: { position: 'top' },
    });
    expect(demo.body.data.list.map((i: { name: string }) => i.name)).toContain('积分商城');

    const demo2 = await ownerToken('demo2');
    await expectRefused(server, 'getNavigationList', { token: demo2, host: 'demo.localhost', query: { position: 'top' } }, 401);
    await expectRefused(
      server,
      'saveNavigation',
      { token: demo2, host: 'demo.localhost', body: { position: 'top', items: [{ name: '劫持', targetKind: 'home' }] } },
      401,
    );
    const after = await server.call('getMemberNavigation', { host: 'demo.localhost' });
    expect(after.body.data).toEqual(visitor.body.data);
  });
});
