import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus } from '../../../../sdk/generated/enums';
import { DEMO_START_TIMEOUT, startTestServer, type TestServer } from '../../../test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
}, DEMO_START_TIMEOUT);
afterAll(() => server?.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the demo reports', () => {
  it('gives every demo site open and handled reports by reader1 and reader2, counts equal to their rows', async () => {
    const states = await rows<{ slug: string; state: string; n: number }>(sql`
      select s.slug, t.state, count(*)::int as n from impeach_targets t join sites s on s.id = t.site_id group by 1, 2`);
    for (const slug of ['demo', 'demo2']) {
      expect(states.find((x) => x.slug === slug && x.state === 'open')?.n).toBeGreaterThanOrEqual(3);
      expect(states.find((x) => x.slug === slug && x.state === 'resolved')?.n).toBeGreaterThanOrEqual(2);
    }
    const reporters = await rows<{ account: string }>(sql`
      select distinct u.account from impeach_reports r join site_users u on u.site_id = r.site_id and u.id = r.reporter_id`);
    expect(reporters.map((r) => r.account).sort()).toEqual(['reader1', 'reader2']);
    const wrong = await rows(sql`
      select t.id from impeach_targets t
        where t.report_count <> (select count(*) from impeach_reports r where r.site_id = t.site_id and r.group_id = t.id)
           or exists (select 1 from impeach_reports r where r.site_id = t.site_id and r.group_id = t.id and r.state <> t.state)`);
    expect(wrong).toEqual([]);
    const told = await rows<{ kind: string }>(sql`select distinct kind from member_notifications`);
    expect(told.map((t) => t.kind)).toEqual(expect.arrayContaining(['contentHidden', 'reportResolved']));
  });

  it('keeps the demo’s ads off the member site: two wait for review, the third was hidden after the readers’ reports', async () => {
    const ads = await rows<{ slug: string; title: string; status: number }>(sql`
      select s.slug, p.title, p.status from posts p join sites s on s.id = p.site_id
        where p.title like '%代写论文%' or p.title like '%兼职刷单%' or p.title like '%出售会员账号%' order by p.title`);
    for (const slug of ['demo', 'demo2']) {
      const mine = ads.filter((ad) => ad.slug === slug);
      expect(mine.map((ad) => ad.status).sort()).toEqual([ContentStatus.pending, ContentStatus.pending, ContentStatus.hidden]);
    }
    const open = await rows<{ target_type: string }>(sql`select distinct target_type from impeach_targets where state = 'open'`);
    expect(open.map((t) => t.target_type).sort()).toEqual(['comment', 'post', 'user']);
  });
});
