import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_START_TIMEOUT, startTestServer, type TestServer } from '../../test/harness';
import { verifyChain } from '../modules/operation-log/operation-log-chain';
import { sites } from '../modules/site/site.tables';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
}, DEMO_START_TIMEOUT);
afterAll(() => server?.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the demo members', () => {
  it('has administrators with different role sets, a muted and a banned member, and a verified log of a few hundred entries', async () => {
    const [demo] = await server.database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'demo'));
    const roleSets = await rows<{ roles: string }>(
      sql`select array_to_string(roles, ',') as roles from site_users where site_id = ${demo!.id} and cardinality(roles) > 0`,
    );
    expect(new Set(roleSets.map((r) => r.roles)).size).toBeGreaterThanOrEqual(3);
    const active = await rows<{ kind: string }>(
      sql`select kind from member_sanctions where site_id = ${demo!.id} and lifted_at is null and ends_at > now()`,
    );
    expect(active.map((a) => a.kind).sort()).toEqual(['ban', 'mute']);
    const check = await verifyChain(server.database.db, demo!.id);
    expect(check.valid).toBe(true);
    expect(check.checked).toBeGreaterThan(200);
    const withChange = await rows<{ n: number }>(
      sql`select count(*)::int as n from operation_logs where chain_id = ${demo!.id} and change is not null`,
    );
    expect(withChange[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('has labels with members, and reader1 with a label, a medal and a past mute', async () => {
    const [demo] = await server.database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'demo'));
    const labels = await rows<{ name: string; n: number }>(
      sql`select l.name, count(u.user_id)::int as n from member_labels l left join member_label_users u
          on u.site_id = l.site_id and u.label_id = l.id where l.site_id = ${demo!.id} group by l.name`,
    );
    expect(labels.length).toBeGreaterThanOrEqual(4);
    expect(labels.every((l) => l.n > 0)).toBe(true);
    const [reader1] = await rows<{ labels: number; medals: number; mutes: number; posts: number }>(sql`
      select (select count(*)::int from member_label_users where site_id = u.site_id and user_id = u.id) as labels,
             (select count(*)::int from medal_holders where site_id = u.site_id and user_id = u.id) as medals,
             (select count(*)::int from member_sanctions where site_id = u.site_id and user_id = u.id and kind = 'mute') as mutes,
             (select count(*)::int from posts where site_id = u.site_id and author_id = u.id) as posts
      from site_users u where u.site_id = ${demo!.id} and u.account = 'reader1'`);
    expect(reader1!.labels).toBeGreaterThan(0);
    expect(reader1!.medals).toBeGreaterThan(0);
    expect(reader1!.mutes).toBeGreaterThan(0);
    expect(reader1!.posts).toBeGreaterThan(0);
  });
});

describe('the demo exports', () => {
  it('has two finished member exports with their files and one personal-information request of each kind', async () => {
    const [demo] = await server.database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'demo'));
    const done = await rows<{ format: string; rows: number; size: number }>(
      sql`select format, rows, octet_length(file) as size from user_exports where site_id = ${demo!.id} and status = 'done' order by id`,
    );
    expect(done.map((d) => d.format)).toEqual(['xlsx', 'csv']);
    for (const d of done) {
      expect(d.rows).toBeGreaterThan(10);
      expect(Number(d.size)).toBeGreaterThan(100);
    }
    const requests = await rows<{ kind: string }>(sql`select kind from privacy_requests where site_id = ${demo!.id} order by kind`);
    expect(requests.map((r) => r.kind)).toEqual(['erasure', 'export']);
  });
});
