import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { sites } from '../db/schema';
import { verifyChain } from '../modules/operation-log/operation-log-chain';
import { seedDemo } from './demo-seed';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.database.db);
});
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
