import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_START_TIMEOUT, startTestServer, type TestServer } from '../../test/harness';
import { awardAutomaticMedals } from '../modules/medal/medal-award';
import { sites } from '../modules/site/site.tables';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
}, DEMO_START_TIMEOUT);
afterAll(() => server?.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the demo medals', () => {
  it('has a platform library of six, automatic medals with holders on demo, and the task awarding nobody twice', async () => {
    const [demo] = await server.database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'demo'));
    const library = await rows<{ n: number }>(sql`select count(*)::int as n from library_medals`);
    expect(library[0].n).toBe(6);
    const automatic = await rows<{ name: string; holders: number; library_medal_id: number | null }>(sql`
      select m.name, m.library_medal_id, (select count(*)::int from medal_holders h where h.site_id = m.site_id and h.medal_id = m.id) as holders
      from medals m where m.site_id = ${demo!.id} and m.auto_award = 1 order by m.id`);
    expect(automatic.map((m) => m.name)).toEqual(['活跃作者', '声望之星', '老书友']);
    expect(automatic[0].holders).toBeGreaterThan(0);
    expect(automatic[0].library_medal_id).not.toBeNull();
    const reader1 = await rows<{ n: number }>(sql`
      select count(*)::int as n from medal_holders h join site_users u on u.site_id = h.site_id and u.id = h.user_id
      where h.site_id = ${demo!.id} and u.account = 'reader1'`);
    expect(reader1[0].n).toBeGreaterThan(0);
    // The task finds whoever qualified since (the seed's clock moves on); a second run finds nobody.
    await awardAutomaticMedals(server.deps);
    expect((await awardAutomaticMedals(server.deps)).added).toBe(0);
  });
});
