// SQL of the statistics: the daily rollup (with its platform-wide and monthly sums) and the reads the consoles make.
// The rollup reads the site, post, question and SMS modules' tables (one screen's figures), never writes them.

import { and, count, desc, eq, gte, inArray, isNull, lt, lte, type SQL, type SQLWrapper, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { param, prepared } from '../../db/prepared';
import { smsLedger, smsQuotas } from '../../sms/sms.tables';
import { comments, posts } from '../post/post.tables';
import { answers } from '../question/question.tables';
import { sites, siteUsers } from '../site/site.tables';
import { flowSalts, platformDailyStats, siteDailyPageViews, siteDailyStats, siteDailyVisitors, siteMonthlyStats } from './statistic.tables';
import { IP, VISITOR } from './visit-recorder';

type Rows<T> = { rows: T[] };
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Shanghai')`;

/** Recomputes every site's figures for one Beijing day from the visits and the content written that day, then the
 * day's platform-wide sum and its month's per-site sums. */
export async function rollUpDay(db: Executor, day: string) {
  const from = dayStart(day);
  const to = sql`(${from} + interval '1 day')`;
  await db.execute(sql`
    with
      v as (select site_id, count(*) filter (where kind = ${VISITOR})::int as uv, count(*) filter (where kind = ${IP})::int as ips
            from ${siteDailyVisitors} where day = ${day} group by site_id),
      pv as (select site_id, pv from ${siteDailyPageViews} where day = ${day}),
      nm as (select site_id, count(*)::int as n from ${siteUsers} where created_at >= ${from} and created_at < ${to} and not is_anonymous group by site_id),
      po as (select site_id, count(*)::int as n from ${posts} where created_at >= ${from} and created_at < ${to} group by site_id),
      co as (select site_id, count(*)::int as n from ${comments} where created_at >= ${from} and created_at < ${to} group by site_id),
      an as (select site_id, count(*)::int as n from ${answers} where created_at >= ${from} and created_at < ${to}
               and status = ${ContentStatus.published} group by site_id),
      act as (select site_id, count(distinct uid)::int as n from (
                select site_id, id as uid from ${siteUsers} where last_login_at >= ${from} and last_login_at < ${to} and not is_anonymous
                union all select site_id, author_id from ${posts} where created_at >= ${from} and created_at < ${to}
                union all select site_id, author_id from ${comments} where created_at >= ${from} and created_at < ${to}
                union all select site_id, author_id from ${answers} where created_at >= ${from} and created_at < ${to}) a group by site_id),
      ids as (select site_id from v union select site_id from pv union select site_id from nm union select site_id from po
              union select site_id from co union select site_id from an union select site_id from act)
    insert into ${siteDailyStats} (site_id, day, pv, uv, ips, new_members, active_members, posts, comments, answers, updated_at)
    select ids.site_id, ${day}::date, coalesce(pv.pv, 0), coalesce(v.uv, 0), coalesce(v.ips, 0), coalesce(nm.n, 0), coalesce(act.n, 0),
           coalesce(po.n, 0), coalesce(co.n, 0), coalesce(an.n, 0), now()
    from ids join ${sites} s on s.id = ids.site_id
    left join v on v.site_id = ids.site_id left join pv on pv.site_id = ids.site_id left join nm on nm.site_id = ids.site_id
    left join po on po.site_id = ids.site_id left join co on co.site_id = ids.site_id left join an on an.site_id = ids.site_id
    left join act on act.site_id = ids.site_id
    on conflict (site_id, day) do update set pv = excluded.pv, uv = excluded.uv, ips = excluded.ips, new_members = excluded.new_members,
      active_members = excluded.active_members, posts = excluded.posts, comments = excluded.comments, answers = excluded.answers,
      updated_at = now()
  `);
  await rollUpSums(db, day, day);
}

const sums = sql.raw(
  'sum(pv)::bigint, sum(uv)::bigint, sum(ips)::bigint, sum(new_members)::bigint, sum(active_members)::bigint, sum(posts)::bigint, sum(comments)::bigint, sum(answers)::bigint, now()',
);
const sumColumns = sql.raw('pv, uv, ips, new_members, active_members, posts, comments, answers, updated_at');
const takeExcluded = sql.raw(
  'pv = excluded.pv, uv = excluded.uv, ips = excluded.ips, new_members = excluded.new_members, active_members = excluded.active_members, posts = excluded.posts, comments = excluded.comments, answers = excluded.answers, updated_at = now()',
);

/** After site rows of the days from…to were written (the rollup's day, or days a seed or import wrote directly):
 * every site gets a row for each day from the day after its last row before `from` (or its first row in the range) up
 * to the last day rolled up, zero when nothing happened, so days the rollup missed (a stopped server) are no gap; the
 * running totals from there on are recomputed; then the platform-wide daily sums of from…to and the per-site monthly
 * sums of the months they fall in. */
export async function rollUpSums(db: Executor, fromDay: string, toDay: string) {
  const from = sql`${fromDay}::date`;
  // Where each site's rows are to be filled and totalled from, read once: the filling moves what "its last row" is.
  const { rows: firsts } = (await db.execute(sql`
    select site_id::int as "siteId", to_char(first, 'YYYY-MM-DD') as first from (
      select st.id as site_id, coalesce(
        (select d.day + 1 from ${siteDailyStats} d where d.site_id = st.id and d.day < ${from} order by d.day desc limit 1),
        (select d.day from ${siteDailyStats} d where d.site_id = st.id and d.day >= ${from} and d.day <= ${toDay}::date order by d.day limit 1)
      ) as first from ${sites} st) f
    where first is not null`)) as unknown as Rows<{ siteId: number; first: string }>;
  if (firsts.length) {
    const starts = sql`select * from unnest(${`{${firsts.map((f) => f.siteId).join(',')}}`}::int[], ${`{${firsts.map((f) => f.first).join(',')}}`}::date[]) as s(site_id, first)`;
    await db.execute(sql`
      with s as (${starts}), last as (select greatest(${toDay}::date, max(day)) as day from ${siteDailyStats})
      insert into ${siteDailyStats} (site_id, day)
      select s.site_id, d::date from s cross join last
      cross join lateral generate_series(s.first::timestamp, last.day::timestamp, interval '1 day') d
      on conflict (site_id, day) do nothing`);
    await db.execute(sql`
      with s as (${starts})
      update ${siteDailyStats} t
      set cum_pv = c.cum_pv, cum_uv = c.cum_uv, cum_new_members = c.cum_new_members, cum_posts = c.cum_posts
      from (select d.site_id, d.day,
                   coalesce(b.cum_pv, 0) + sum(d.pv) over w as cum_pv, coalesce(b.cum_uv, 0) + sum(d.uv) over w as cum_uv,
                   coalesce(b.cum_new_members, 0) + sum(d.new_members) over w as cum_new_members,
                   coalesce(b.cum_posts, 0) + sum(d.posts) over w as cum_posts
            from s join ${siteDailyStats} d on d.site_id = s.site_id and d.day >= s.first
            left join ${siteDailyStats} b on b.site_id = s.site_id and b.day = s.first - 1
            window w as (partition by d.site_id order by d.day)) c
      where t.site_id = c.site_id and t.day = c.day
        and (t.cum_pv, t.cum_uv, t.cum_new_members, t.cum_posts) is distinct from (c.cum_pv, c.cum_uv, c.cum_new_members, c.cum_posts)`);
  }
  await db.execute(sql`
    insert into ${platformDailyStats} (day, ${sumColumns})
    select day, ${sums} from ${siteDailyStats} where day >= ${fromDay}::date and day <= ${toDay}::date group by day
    on conflict (day) do update set ${takeExcluded}`);
  await db.execute(sql`
    insert into ${siteMonthlyStats} (site_id, month, ${sumColumns})
    select site_id, date_trunc('month', day)::date, ${sums} from ${siteDailyStats}
    where day >= date_trunc('month', ${fromDay}::date)::date and day < (date_trunc('month', ${toDay}::date) + interval '1 month')::date
    group by site_id, date_trunc('month', day)::date
    on conflict (site_id, month) do update set ${takeExcluded}`);
}

/** Salts older than two days and their hashes older than 400 days go; a finished day's hashes cannot be matched again. */
export async function pruneFlow(db: Executor) {
  await db.delete(flowSalts).where(lt(flowSalts.day, sql`(now() at time zone 'Asia/Shanghai')::date - 2`));
  await db.delete(siteDailyVisitors).where(lt(siteDailyVisitors.day, sql`(now() at time zone 'Asia/Shanghai')::date - 400`));
}

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

// ---- SMS ----

export interface SmsFilter {
  siteId: number | null | 'all';
  /** The first Beijing day counted (YYYY-MM-DD). */
  from: string;
  /** The Beijing day after the last one counted. */
  to: string;
  purpose?: string;
  status?: string;
}

const beijingMidnight = (day: ReturnType<typeof param>) => sql`(${day}::date::timestamp at time zone 'Asia/Shanghai')`;

/** The filter's conditions as placeholders (the SMS reads are prepared), and the name of their shape. */
function smsWhere(f: SmsFilter, withEnums = true) {
  const purpose = withEnums && f.purpose !== undefined;
  const status = withEnums && f.status !== undefined;
  const where = and(
    f.siteId === 'all' ? undefined : f.siteId === null ? isNull(smsLedger.siteId) : eq(smsLedger.siteId, param('siteId')),
    gte(smsLedger.createdAt, beijingMidnight(param('from'))),
    lt(smsLedger.createdAt, beijingMidnight(param('to'))),
    purpose ? eq(smsLedger.purpose, param('purpose')) : undefined,
    status ? eq(smsLedger.status, param('status')) : undefined,
  );
  const shape = `${f.siteId === 'all' ? 'all' : f.siteId === null ? 'platform' : 'site'}${purpose ? '_purpose' : ''}${status ? '_status' : ''}`;
  return { where, shape };
}

const smsValues = (f: SmsFilter) => ({
  siteId: typeof f.siteId === 'number' ? f.siteId : 0,
  from: f.from,
  to: f.to,
  purpose: f.purpose ?? '',
  status: f.status ?? '',
});

// Grouped as dates and written out once per group: formatting every row's time as text costs more than the counting.
const ledgerDay = sql`(${smsLedger.createdAt} at time zone 'Asia/Shanghai')::date`;
const ledgerMonth = sql`date_trunc('month', ${smsLedger.createdAt} at time zone 'Asia/Shanghai')`;

/** Counts by day (with the failed ones), by purpose and by status, in one pass over the rows (grouping sets). */
export async function smsCounts(db: Executor, f: SmsFilter) {
  const { where, shape } = smsWhere(f);
  const query = prepared(db, `sms_counts_${shape}`, (statement) =>
    db
      .select({
        date: sql<string | null>`case when grouping(${ledgerDay}) = 0 then to_char(${ledgerDay}, 'YYYY-MM-DD') end`,
        purpose: sql<string | null>`case when grouping(${smsLedger.purpose}) = 0 then ${smsLedger.purpose} end`,
        status: sql<string | null>`case when grouping(${smsLedger.status}) = 0 then ${smsLedger.status} end`,
        count: count(),
        failed: sql<number>`count(*) filter (where ${smsLedger.status} = 'failed')`.mapWith(Number),
      })
      .from(smsLedger)
      .where(where)
      .groupBy(sql`grouping sets ((${ledgerDay}), (${smsLedger.purpose}), (${smsLedger.status}))`)
      .prepare(statement),
  );
  const rows = await query.execute(smsValues(f));
  const by = <K extends string>(key: 'date' | 'purpose' | 'status', name: K) =>
    rows
      .filter((r) => r[key] !== null)
      .map((r) => ({ [name]: r[key] as string, count: r.count }) as { [P in K]: string } & { count: number })
      .sort((a, b) => (a[name] < b[name] ? -1 : a[name] > b[name] ? 1 : 0));
  const failed = new Map(rows.filter((r) => r.date !== null).map((r) => [r.date as string, r.failed]));
  return {
    byDay: by('date', 'date').map((r) => ({ ...r, failed: failed.get(r.date) ?? 0 })),
    byPurpose: by('purpose', 'purpose'),
    byStatus: by('status', 'status'),
  };
}

export function smsList(db: Executor, f: SmsFilter, limit: number, offset: number) {
  const { where, shape } = smsWhere(f);
  const query = prepared(db, `sms_list_${shape}`, (statement) =>
    db
      .select({
        id: smsLedger.id,
        siteId: smsLedger.siteId,
        siteName: sql<string>`coalesce(${sites.name}, '站点管理中心')`,
        purpose: smsLedger.purpose,
        mobile: smsLedger.mobileMasked,
        provider: smsLedger.provider,
        receipt: smsLedger.receipt,
        status: smsLedger.status,
        priceFen: smsLedger.priceFen,
        createdAt: smsLedger.createdAt,
      })
      .from(smsLedger)
      .leftJoin(sites, eq(sites.id, smsLedger.siteId))
      .where(where)
      .orderBy(desc(smsLedger.createdAt), desc(smsLedger.id))
      .limit(param('limit'))
      .offset(param('offset'))
      .prepare(statement),
  );
  return query.execute({ ...smsValues(f), limit, offset });
}

/** Billed rows (sent, delivered) by month and site, newest month and dearest site first: the fee is the sum of the rows' own prices. */
export function smsFees(db: Executor, f: SmsFilter) {
  const feeFen = sql<number>`coalesce(${sum(smsLedger.priceFen)}, 0)::bigint`;
  const { where, shape } = smsWhere(f, false);
  const query = prepared(db, `sms_fees_${shape}`, (statement) =>
    db
      .select({
        month: sql<string>`to_char(${ledgerMonth}, 'YYYY-MM')`,
        siteId: smsLedger.siteId,
        siteName: sql<string>`coalesce(max(${sites.name}), '站点管理中心')`,
        count: count(),
        feeFen: feeFen.mapWith(Number),
      })
      .from(smsLedger)
      .leftJoin(sites, eq(sites.id, smsLedger.siteId))
      .where(and(where, inArray(smsLedger.status, ['sent', 'delivered'])))
      .groupBy(ledgerMonth, smsLedger.siteId)
      .orderBy(desc(ledgerMonth), desc(feeFen), smsLedger.siteId)
      .prepare(statement),
  );
  return query.execute(smsValues(f));
}

export async function setQuota(db: Executor, siteId: number, monthlyQuota: number) {
  await db
    .insert(smsQuotas)
    .values({ siteId, monthlyQuota })
    .onConflictDoUpdate({ target: smsQuotas.siteId, set: { monthlyQuota, updatedAt: sql`now()` } });
}

/** Sites with their quota and this month's billed SMS; those nearest their quota first. */
export async function quotaPage(db: Executor, siteId: number | null, limit: number, offset: number) {
  const { rows } = (await db.execute(sql`
    with used as (
      select site_id, count(*)::int as n from ${smsLedger}
      where site_id is not null and status in ('sent', 'delivered')
        and created_at >= (date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')
      group by site_id)
    select s.id as "siteId", s.name as "siteName", coalesce(q.monthly_quota, 0)::int as "monthlyQuota", coalesce(u.n, 0)::int as used,
           count(*) over ()::int as total
    from ${sites} s left join ${smsQuotas} q on q.site_id = s.id left join used u on u.site_id = s.id
    where ${siteId === null ? sql`true` : sql`s.id = ${siteId}`}
    order by case when coalesce(q.monthly_quota, 0) > 0 then coalesce(u.n, 0)::float / q.monthly_quota else -1 end desc, s.id
    limit ${limit} offset ${offset}
  `)) as unknown as Rows<{ siteId: number | string; siteName: string; monthlyQuota: number; used: number; total: number }>;
  return rows.map((r) => ({ ...r, siteId: Number(r.siteId) }));
}
