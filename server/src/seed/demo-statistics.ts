// 90 days of plausible history for the statistics pages: each demo site's daily figures (a weekly rhythm, slow growth
// and some noise) and its SMS ledger, so the charts are worth looking at on a fresh start. Today's figures come from
// the real rollup once the server runs.
import { sql } from 'drizzle-orm';
import { SmsPurposeValues } from '../../../sdk/generated/enums';
import type { Executor } from '../db/database';
import { siteDailyStats } from '../modules/statistic/statistic.tables';
import { rollUpSums } from '../modules/statistic/statistic-rollup-repository';
import { smsLedger, smsQuotas } from '../sms/sms.tables';

const DAY = 86_400_000;
const DAYS = 90;

/** mulberry32: the seed's own sequence, so the demo is the same on every fresh start. */
function randomOf(seed: number) {
  let a = seed >>> 0;
  return (max: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * max);
  };
}

/** `scale` sizes the site: 1 for the busiest demo site, less for the others. */
export async function seedDemoStatistics(tx: Executor, siteId: number, scale: number) {
  const rand = randomOf(siteId * 7919 + 17);
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const rows = [];
  // Back to today (its sends within the last hour), so this month always has some: the SaaS home shows them.
  for (let back = DAYS; back >= 0; back--) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) - back * DAY);
    const weekday = day.getUTCDay();
    const rhythm = weekday === 0 || weekday === 6 ? 1.3 : weekday === 3 ? 1.1 : 1;
    const growth = 1 + ((DAYS - back) / DAYS) * 0.6;
    const base = 900 * scale * rhythm * growth;
    const pv = Math.round(base * (0.85 + rand(30) / 100));
    const uv = Math.round(pv * (0.22 + rand(6) / 100));
    rows.push({
      siteId,
      day: day.toISOString().slice(0, 10),
      pv,
      uv,
      ips: Math.round(uv * (0.86 + rand(8) / 100)),
      newMembers: Math.round(uv * (0.03 + rand(3) / 100)),
      activeMembers: Math.round(uv * (0.28 + rand(8) / 100)),
      posts: Math.round(uv * (0.05 + rand(3) / 100)),
      comments: Math.round(uv * (0.3 + rand(10) / 100)),
      answers: Math.round(uv * (0.04 + rand(3) / 100)),
    });
  }
  await tx.insert(siteDailyStats).values(rows);
  await rollUpSums(tx, rows[0].day, rows[rows.length - 1].day);

  const sms = [];
  // Back to today (its sends within the last hour), so this month always has some: the SaaS home shows them.
  for (let back = DAYS; back >= 0; back--) {
    const count = rand(Math.max(2, Math.round(6 * scale))) + 1;
    for (let i = 0; i < count; i++) {
      const failed = rand(40) === 0;
      const mobile = `13${rand(10)}${String(rand(10_000)).padStart(4, '0')}`;
      sms.push({
        siteId,
        purpose: SmsPurposeValues[2 + rand(2)],
        mobileMasked: `${mobile.slice(0, 3)}****${String(rand(10_000)).padStart(4, '0')}`,
        provider: 'outbox',
        receipt: `demo-${siteId}-${back}-${i}`,
        status: failed ? 'failed' : rand(3) === 0 ? 'sent' : 'delivered',
        priceFen: failed ? 0 : 5,
        createdAt: sql`now() - make_interval(days => ${back}, mins => ${back === 0 ? rand(60) : rand(1200)})`,
      });
    }
  }
  if (sms.length) await tx.insert(smsLedger).values(sms as never);
  // The busiest demo site has a monthly quota (set in 统计 › 短信额度), well above what the demo sends.
  if (scale === 1) await tx.insert(smsQuotas).values({ siteId, monthlyQuota: 1000 });
}
