// The ranking of sites reads two rows of running totals per site: for any days written in any order, and any range,
// it must give exactly the sums of the daily rows in the range.
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { siteDailyStats } from './statistic.tables';
import { flowRanking } from './statistic-repository';
import { rollUpSums } from './statistic-rollup-repository';

const DAY = 86_400_000;
const DAYS = 70;
const dayOf = (n: number) => new Date(Date.UTC(2024, 0, 25) + n * DAY).toISOString().slice(0, 10);

const excluded = (column: string) => sql.raw(`excluded.${column}`);

let server: TestServer;
let siteIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  const owner = await server.fixtures.account({ mobile: '13900000830' });
  siteIds = [];
  for (const slug of ['rank1', 'rank2', 'rank3']) siteIds.push(await server.fixtures.site({ ownerId: owner, slug, name: slug }));
}, 60_000);
afterAll(() => server?.close());

type Figures = { pv: number; uv: number; newMembers: number; posts: number };
type Written = Map<string, Figures>; // `${site}|${day}`

const figures = fc.record({ pv: fc.nat(500), uv: fc.nat(90), newMembers: fc.nat(5), posts: fc.nat(9) });
/** Sparse days of each site, written in batches as a seed or the rollup would: every batch then summed. */
const batches = fc.array(fc.array(fc.record({ site: fc.nat(2), day: fc.nat(DAYS - 1), figures }), { minLength: 1, maxLength: 12 }), {
  minLength: 1,
  maxLength: 4,
});
const range = fc.tuple(fc.nat(DAYS + 4), fc.nat(DAYS + 4)).map(([a, b]) => [dayOf(Math.min(a, b) - 2), dayOf(Math.max(a, b) - 2)] as const);

function expected(written: Written, start: string, end: string) {
  const totals = new Map<number, Figures>();
  for (const [key, f] of written) {
    const [site, day] = key.split('|');
    if (day < start || day > end) continue;
    const t = totals.get(Number(site)) ?? { pv: 0, uv: 0, newMembers: 0, posts: 0 };
    totals.set(Number(site), { pv: t.pv + f.pv, uv: t.uv + f.uv, newMembers: t.newMembers + f.newMembers, posts: t.posts + f.posts });
  }
  return [...totals]
    .filter(([, t]) => t.pv || t.uv || t.newMembers || t.posts)
    .map(([siteId, t]) => ({ siteId, ...t }))
    .sort((a, b) => b.pv - a.pv || a.siteId - b.siteId);
}

describe('flowRanking', () => {
  it('equals the sum of the daily rows of any range, however the days were written', async () => {
    const db = server.database.db;
    await fc.assert(
      fc.asyncProperty(batches, fc.array(range, { minLength: 6, maxLength: 6 }), async (writes, ranges) => {
        await db.delete(siteDailyStats).where(inArray(siteDailyStats.siteId, siteIds));
        const written: Written = new Map();
        for (const batch of writes) {
          const rows = new Map<string, typeof siteDailyStats.$inferInsert>();
          for (const { site, day, figures: f } of batch) {
            rows.set(`${siteIds[site]}|${dayOf(day)}`, { siteId: siteIds[site], day: dayOf(day), ...f });
            written.set(`${siteIds[site]}|${dayOf(day)}`, f);
          }
          const values = [...rows.values()];
          await db
            .insert(siteDailyStats)
            .values(values)
            .onConflictDoUpdate({
              target: [siteDailyStats.siteId, siteDailyStats.day],
              set: { pv: excluded('pv'), uv: excluded('uv'), newMembers: excluded('new_members'), posts: excluded('posts') },
            });
          const days = values.map((v) => v.day).sort();
          await rollUpSums(db, days[0], days.at(-1)!);
        }
        for (const [start, end] of ranges) {
          const ranked = (await flowRanking(db, start, end)).map(({ siteName: _n, ...r }) => r);
          expect(ranked).toEqual(expected(written, start, end));
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
