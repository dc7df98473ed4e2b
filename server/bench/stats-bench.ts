// The statistics benchmark (issue 14), on PostgreSQL: 1,000 sites × 365 days of daily figures and a year of SMS
// ledger rows; the statistics endpoints at 20 connections (aim: p99 <= 50 ms), and a member page (its post list and
// its view beacon) with visit recording on and off (aim: recording adds <= 5 % latency). Run by run-bench.ts, or alone:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx server/bench/stats-bench.ts
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { formatBeijingDate } from '../../sdk/format';
import { operationIndex } from '../../sdk/generated/operations';
import { hashSecret } from '../src/auth/secrets';
import { openDatabase } from '../src/db/database';
import { signView } from '../src/modules/statistic/page-view-gate';
import { rollUpSums } from '../src/modules/statistic/statistic-rollup-repository';
import { saltOf } from '../src/modules/statistic/visit-recorder';
import { seedDemo } from '../src/seed/demo-seed';
import { seedBenchData } from './bench-seed';
import { call, root, start, stop, waitFor } from './bench-tools';
import type { BenchTools } from './content-bench';

export const STATS_SITES = 1000;
export const STATS_DAYS = 365;
const DATABASE = process.env.STATS_BENCH_DATABASE ?? 'commune_bench_stats';
const APP_PORT = Number(process.env.STATS_BENCH_PORT ?? 18185);
const HOST = 'bench1.localhost';

export interface StatsRow {
  route: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Mean latency to a hundredth of a millisecond (the page-view comparison: p50 and p99 come in whole ms). */
  mean?: number;
}

/** Seeded once and kept (a run only migrates it): the bench sites, a year of daily figures for 1,000 of them, SMS rows. */
async function prepare(tools: Pick<BenchTools, 'pgAdminUrl'>) {
  const admin = new pg.Client({ connectionString: tools.pgAdminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(tools.pgAdminUrl);
  url.pathname = `/${DATABASE}`;
  const handle = await openDatabase({ url: url.toString(), statementTimeoutMs: 0 });
  await handle.migrate();
  const { rows } = (await handle.db.execute(sql`select count(*)::int as n from site_daily_stats`)) as unknown as { rows: { n: number }[] };
  if (rows[0].n < STATS_SITES * STATS_DAYS) {
    process.stdout.write('stats bench: seeding (once)…\n');
    const { rows: sites } = (await handle.db.execute(sql`select count(*)::int as n from sites`)) as unknown as { rows: { n: number }[] };
    if (sites[0].n === 0) {
      await seedDemo(handle.db);
      await seedBenchData(handle.db, await hashSecret('demo123456'));
    }
    await handle.db.execute(sql`delete from site_daily_stats`);
    await handle.db.execute(sql`
      insert into site_daily_stats (site_id, day, pv, uv, ips, new_members, active_members, posts, comments, answers)
      select s.id, d::date, p.pv, p.pv / 4, p.pv / 5, p.pv / 90, p.pv / 12, p.pv / 60, p.pv / 9, p.pv / 70
      from (select id from sites order by id limit ${STATS_SITES}) s
      cross join generate_series(((now() at time zone 'Asia/Shanghai')::date - ${sql.raw(String(STATS_DAYS))})::timestamp, ((now() at time zone 'Asia/Shanghai')::date - 1)::timestamp, interval '1 day') d
      cross join lateral (select (200 + (hashint4(s.id::int * 1000 + extract(doy from d)::int) & 1023))::int as pv) p`);
    await handle.db.execute(sql`
      insert into sms_ledger (site_id, purpose, mobile_masked, provider, receipt, status, price_fen, created_at)
      select s.id, 'console_register', '138****0000', 'outbox', 'bench-' || g, case when g % 50 = 0 then 'failed' else 'sent' end,
             case when g % 50 = 0 then 0 else 5 end, now() - make_interval(mins => g * 7)
      from (select id from sites order by id limit ${STATS_SITES}) s cross join generate_series(1, 300) g`);
  }
  // The platform-wide and monthly sums of the bench's days (the demo seed writes sums of its own, so an empty table
  // is no sign): made again whenever a month of the bench's sites lacks its sum.
  const { rows: sums } = (await handle.db.execute(
    sql`select count(*)::int as n from site_monthly_stats where month >= date_trunc('month', ${daysAgo(STATS_DAYS)}::date)::date`,
  )) as unknown as { rows: { n: number }[] };
  if (sums[0].n < STATS_SITES * 12) {
    await rollUpSums(handle.db, daysAgo(STATS_DAYS + 1), daysAgo(0));
    // As autovacuum would by the time anyone reads: the ranking's index-only scans need the pages marked visible.
    await handle.db.execute(sql`vacuum analyze`);
  }
  await handle.close();
  return url.toString();
}

/** A path, or a function giving the n-th request's path (to measure what the cache does not hold). */
type Target = string | ((n: number) => string);

async function load(target: Target, connections: number, seconds: number, headers: Record<string, string>) {
  let n = 0;
  const path = typeof target === 'string' ? target : target(0);
  const result = await autocannon({
    url: `http://127.0.0.1:${APP_PORT}${path}`,
    connections,
    duration: seconds,
    headers: { host: HOST, ...headers },
    ...(typeof target === 'function' && {
      requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: target(++n) }) }],
    }),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function benchStats(tools: BenchTools, script = join(tools.root, 'server/dist/main.js')): Promise<StatsRow[]> {
  const url = await prepare(tools);
  // TRUST_PROXY: each bench browser comes from an address of its own (x-forwarded-for), as real visitors do; one
  // address would meet the cap on visitors per address (page-view-gate.ts) after ten.
  const env = { PORT: String(APP_PORT), STATIC_DIR: '/nonexistent', DATABASE_URL: url, TASK_SCHEDULE: '0', TRUST_PROXY: '1' };
  const rows: StatsRow[] = [];
  const s = tools.seconds;

  // The statistics routes, then each half of the page-view comparison on a server of its own: a server that has just
  // answered a year of statistics holds a grown heap and a full cache, which would count against recording.
  for (const phase of ['statistics', 'record', 'no record'] as const) {
    const record = phase === 'no record' ? '0' : '1';
    const app = tools.start(script, { ...env, RECORD_VISITS: record });
    await tools.waitFor(APP_PORT, '/api/saas/site-category', app);
    if (phase === 'statistics') {
      const saas = await tools.call(APP_PORT, '/api/saas/login', {
        method: 'POST',
        body: { account: '13800000000', password: 'demo123456' },
      });
      const owner = await tools.call(APP_PORT, '/api/console/login', {
        method: 'POST',
        host: HOST,
        body: { account: 'member1', password: 'demo123456' },
      });
      if (saas.status !== 200 || owner.status !== 200) throw new Error(`stats bench sign-in failed: ${saas.status} ${owner.status}`);
      const saasAuth = { authorization: saas.body.data.token };
      const consoleAuth = { authorization: owner.body.data.token };
      // 28,800 distinct ranges in turn, more than a run asks for: each request misses the cache and runs the ranking
      // query (the platform's days come from the year the server keeps, refreshed every minute).
      const uncached = (n: number) =>
        `/api/saas/flow-statistic?startDate=${daysAgo(364 - (n % 240))}&endDate=${daysAgo(Math.floor(n / 240) % 120)}`;
      const plan: [string, Target, Record<string, string>][] = [
        ['SaaS flow, all sites, 30 days + ranking', '/api/saas/flow-statistic', saasAuth],
        ['SaaS flow, all sites, 365 days + ranking', `/api/saas/flow-statistic?startDate=${daysAgo(364)}`, saasAuth],
        ['SaaS flow, all sites, ~1 year, uncached', uncached, saasAuth],
        ['SaaS flow, one site, 365 days', `/api/saas/flow-statistic?siteId=10&startDate=${daysAgo(364)}`, saasAuth],
        ['SaaS month, all sites, 12 months', '/api/saas/month-statistic', saasAuth],
        ['SaaS SMS fee, all sites, 12 months', '/api/saas/sms-fee-statistic', saasAuth],
        ['console flow, 90 days', `/api/console/flow-statistic?startDate=${daysAgo(89)}`, consoleAuth],
        ['console month, 12 months', '/api/console/month-statistic', consoleAuth],
        ['console SMS sent, 30 days, page 1', '/api/console/sms-sent-statistic', consoleAuth],
      ];
      for (const [route, path, headers] of plan) {
        await load(path, 20, 2, headers);
        rows.push({ route, connections: 20, ...(await load(path, 20, s, headers)) });
      }
    } else {
      const { body } = await tools.call(APP_PORT, '/api/member/section-list', { host: HOST });
      const sectionId = (body as unknown as { data: { list: { id: number }[] } }).data.list[0]?.id;
      rows.push({
        route: `member page view, recording visits ${record === '1' ? 'on' : 'off'}`,
        connections: 50,
        ...(await pageViews(sectionId, await servedView(url), s)),
      });
    }
    await tools.stop(app);
  }
  return rows;
}

/**
 * What a member-site page costs the server: its post list, then the page-view beacon the page sends once drawn, from
 * 5,000 different browsers (each a new visitor of the day until the buffer flushes). With recording off the beacon is
 * answered without counting, so the difference is what recording visits adds.
 */
async function pageViews(sectionId: number | undefined, view: string, seconds: number) {
  let n = 0;
  const browser = (req: autocannon.Request) => {
    const i = ++n % 5000;
    const headers = { ...req.headers, 'user-agent': `Mozilla/5.0 bench-browser-${i}`, 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` };
    return { ...req, headers };
  };
  const requests: autocannon.Request[] = [
    { method: 'GET', path: `/api/member/post-list${sectionId ? `?sectionId=${sectionId}` : ''}`, setupRequest: browser },
    {
      method: 'POST',
      path: operationIndex.recordPageView.path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ view, path: '/' }),
      setupRequest: browser,
    },
  ];
  const run = (duration: number) =>
    autocannon({ url: `http://127.0.0.1:${APP_PORT}`, connections: 50, duration, headers: { host: HOST }, requests });
  await run(2);
  const result = await run(seconds);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    mean: result.latency.mean,
  };
}

/** The page-view value the server would write into the bench site's page now (the bench serves no pages). */
async function servedView(url: string) {
  const { db, close } = await openDatabase({ url });
  try {
    const { rows } = (await db.execute(sql`select id from sites where slug = 'bench1'`)) as unknown as { rows: { id: number }[] };
    const issuedAt = Math.floor(Date.now() / 1000);
    return signView(await saltOf(db, formatBeijingDate(new Date(issuedAt * 1000))), rows[0].id, issuedAt);
  } finally {
    await close();
  }
}

function daysAgo(n: number) {
  return new Date(Date.now() + 8 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10);
}

export function printStats(rows: StatsRow[]) {
  process.stdout.write(`\nstatistics (postgres): ${STATS_SITES} sites × ${STATS_DAYS} days\n`);
  const header = `${'route'.padEnd(44)} ${'conn'.padStart(5)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}`;
  process.stdout.write(`${header}\n${'-'.repeat(header.length)}\n`);
  for (const r of rows)
    process.stdout.write(
      `${r.route.padEnd(44)} ${String(r.connections).padStart(5)} ${String(r.rps).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}\n`,
    );
  const on = rows.find((r) => r.route.endsWith('on'));
  const off = rows.find((r) => r.route.endsWith('off'));
  if (on && off)
    process.stdout.write(
      `Visit recording (post list + beacon): mean ${off.mean?.toFixed(2)} → ${on.mean?.toFixed(2)} ms, p50 ${off.p50} → ${on.p50} ms, p99 ${off.p99} → ${on.p99} ms, req/s ${off.rps} → ${on.rps} (aim: <= 5 % slower)\n`,
    );
  process.stdout.write('Aim: every statistics endpoint p99 <= 50 ms at 20 connections.\n');
}

// On its own: the server from its sources (node --import tsx), no build needed.
if (import.meta.url === `file://${process.argv[1]}`) {
  const tools: BenchTools = {
    root,
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    pgAdminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    start: (script, env) => start(script, env, ['--import', 'tsx']),
    stop,
    waitFor,
    call,
  };

  printStats(await benchStats(tools, join(root, 'server/src/main.ts')));
}
