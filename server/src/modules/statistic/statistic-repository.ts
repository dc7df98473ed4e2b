// SQL of the statistics' flow figures the consoles read: by day, by month, the sites' ranking and the last rollup.
// The rollup is in statistic-rollup-repository.ts, the SMS figures in statistic-sms-repository.ts.
import { and, desc, eq, gte, lt, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { param, prepared } from '../../db/prepared';
import { sites } from '../site/site.tables';
import { platformDailyStats, siteDailyStats, siteMonthlyStats } from './statistic.tables';

const measureNames = ['pv', 'uv', 'ips', 'newMembers', 'activeMembers', 'posts', 'comments', 'answers'] as const;
export type Measures = { [K in (typeof measureNames)[number]]: number };
type MeasureTable = typeof siteDailyStats | typeof platformDailyStats | typeof siteMonthlyStats;
const measuresOf = (t: MeasureTable) =>
  Object.fromEntries(measureNames.map((k) => [k, sql<number>`coalesce(sum(${t[k]}), 0)::bigint`.mapWith(Number)])) as {
    [K in keyof Measures]: SQL.Aliased<number> | SQL<number>;
  };

type Day = { date: string } & Measures;

/** A day's sums, named as the answer names them (the row becomes a JSON object as it is). */
const dayMeasures = (t: typeof siteDailyStats | typeof platformDailyStats) => ({
  date: sql<string>`to_char(${t.day}, 'YYYY-MM-DD')`.as('date'),
  ...(Object.fromEntries(measureNames.map((k) => [k, sql<number>`coalesce(sum(${t[k]}), 0)::bigint`.as(k)])) as {
    [K in keyof Measures]: SQL.Aliased<number>;
  }),
});

// A year of days as one JSON array: PostgreSQL writes it and JSON.parse reads it, where mapping 365 rows field by field
// took a tenth of the platform statistics' time in Node.
const daysAsJson = sql<Day[]>`coalesce(json_agg(d order by d.date), '[]'::json)`;

/** Per day: one site's rows, or the platform-wide sums (one row per day) when siteId is null. */
export async function flowByDay(db: Executor, siteId: number | null, start: string, end: string): Promise<Day[]> {
  const query =
    siteId === null
      ? prepared(db, 'flow_by_day_all', (statement) =>
          db
            .select({ days: daysAsJson })
            .from(
              db
                .select(dayMeasures(platformDailyStats))
                .from(platformDailyStats)
                .where(and(gte(platformDailyStats.day, param('start')), lte(platformDailyStats.day, param('end'))))
                .groupBy(platformDailyStats.day)
                .as('d'),
            )
            .prepare(statement),
        )
      : prepared(db, 'flow_by_day_site', (statement) =>
          db
            .select({ days: daysAsJson })
            .from(
              db
                .select(dayMeasures(siteDailyStats))
                .from(siteDailyStats)
                .where(
                  and(
                    eq(siteDailyStats.siteId, param('siteId')),
                    gte(siteDailyStats.day, param('start')),
                    lte(siteDailyStats.day, param('end')),
                  ),
                )
                .groupBy(siteDailyStats.day)
                .as('d'),
            )
            .prepare(statement),
        );
  const [row] = await query.execute({ siteId, start, end });
  return row.days;
}

/** Per month (YYYY-MM) of the months startMonth…endMonth: one site's monthly rows, or the platform's days summed. */
export function flowByMonth(db: Executor, siteId: number | null, startMonth: string, endMonth: string) {
  const rows =
    siteId === null
      ? prepared(db, 'flow_by_month_all', (statement) => {
          const month = sql<string>`to_char(${platformDailyStats.day}, 'YYYY-MM')`;
          return db
            .select({ month, ...measuresOf(platformDailyStats) })
            .from(platformDailyStats)
            .where(
              and(
                gte(platformDailyStats.day, sql`${param('start')}::date`),
                lt(platformDailyStats.day, sql`(${param('end')}::date + interval '1 month')::date`),
              ),
            )
            .groupBy(month)
            .prepare(statement);
        }).execute({ start: `${startMonth}-01`, end: `${endMonth}-01` })
      : prepared(db, 'flow_by_month_site', (statement) =>
          db
            .select({ month: sql<string>`to_char(${siteMonthlyStats.month}, 'YYYY-MM')`, ...measuresOf(siteMonthlyStats) })
            .from(siteMonthlyStats)
            .where(
              and(
                eq(siteMonthlyStats.siteId, param('siteId')),
                gte(siteMonthlyStats.month, param('start')),
                lte(siteMonthlyStats.month, param('end')),
              ),
            )
            .groupBy(siteMonthlyStats.month)
            .prepare(statement),
        ).execute({ siteId, start: `${startMonth}-01`, end: `${endMonth}-01` });
  return rows as unknown as Promise<({ month: string } & Measures)[]>;
}

/** The sites with the most page views in start…end: each site's running totals on the last day rolled up within the
 * range, less those on the day before the range (two rows per site, read by the day index, whatever the range).
 * Prepared: planning it took as long as running it. */
export async function flowRanking(db: Executor, start: string, end: string, limit = 20) {
  const query = prepared(db, 'flow_ranking', (statement) => {
    const t = alias(siteDailyStats, 't');
    const b = alias(siteDailyStats, 'b');
    const lastDay = sql`(select max(${siteDailyStats.day}) from ${siteDailyStats} where ${siteDailyStats.day} <= ${param('end')}::date)`;
    const change = (k: 'cumPv' | 'cumUv' | 'cumNewMembers' | 'cumPosts', name: string) =>
      sql<number>`${t[k]} - coalesce(${b[k]}, 0)`.as(name);
    const r = db
      .select({
        siteId: t.siteId,
        pv: change('cumPv', 'pv'),
        uv: change('cumUv', 'uv'),
        newMembers: change('cumNewMembers', 'nm'),
        posts: change('cumPosts', 'po'),
      })
      .from(t)
      .leftJoin(b, and(eq(b.siteId, t.siteId), eq(b.day, sql`${param('start')}::date - 1`)))
      .where(and(eq(t.day, lastDay), gte(t.day, sql`${param('start')}::date`)))
      .as('r');
    const top = db
      .select()
      .from(r)
      .where(sql`${r.pv} > 0 or ${r.uv} > 0 or ${r.newMembers} > 0 or ${r.posts} > 0`)
      .orderBy(desc(r.pv), r.siteId)
      .limit(param('limit'))
      .as('top');
    return db
      .select({ siteId: top.siteId, siteName: sites.name, pv: top.pv, uv: top.uv, newMembers: top.newMembers, posts: top.posts })
      .from(top)
      .innerJoin(sites, eq(sites.id, top.siteId))
      .orderBy(desc(top.pv), top.siteId)
      .prepare(statement);
  });
  const rows = await query.execute({ start, end, limit });
  return rows.map((r) => ({
    siteId: Number(r.siteId),
    siteName: String(r.siteName),
    pv: Number(r.pv),
    uv: Number(r.uv),
    newMembers: Number(r.newMembers),
    posts: Number(r.posts),
  }));
}

export async function lastRollup(db: Executor, siteId: number | null): Promise<Date | null> {
  const recent = sql`(now() at time zone 'Asia/Shanghai')::date - 1`;
  const latest = (at: SQLWrapper) => sql<string | null>`max(${at})`;
  const [row] =
    siteId === null
      ? await prepared(db, 'last_rollup_all', (statement) =>
          db
            .select({ at: latest(platformDailyStats.updatedAt) })
            .from(platformDailyStats)
            .where(sql`${platformDailyStats.day} >= ${recent}`)
            .prepare(statement),
        ).execute()
      : await prepared(db, 'last_rollup_site', (statement) =>
          db
            .select({ at: latest(siteDailyStats.updatedAt) })
            .from(siteDailyStats)
            .where(and(eq(siteDailyStats.siteId, param('siteId')), sql`${siteDailyStats.day} >= ${recent}`))
            .prepare(statement),
        ).execute({ siteId });
  return row?.at ? new Date(row.at) : null;
}
