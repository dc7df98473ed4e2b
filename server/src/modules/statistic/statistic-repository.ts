// SQL of the statistics: the daily rollup and the reads the consoles make. The rollup reads the site, post and SMS
// modules' tables (one screen's figures), never writes them.
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { smsLedger, smsQuotas } from '../../sms/sms.tables';
import { comments, posts } from '../post/post.tables';
import { sites, siteUsers } from '../site/site.tables';
import { flowSalts, siteDailyPageViews, siteDailyStats, siteDailyVisitors } from './statistic.tables';
import { IP, VISITOR } from './visit-recorder';

type Rows<T> = { rows: T[] };
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Shanghai')`;

/** Recomputes every site's figures for one Beijing day from the visits and the content written that day. */
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
      act as (select site_id, count(distinct uid)::int as n from (
                select site_id, id as uid from ${siteUsers} where last_login_at >= ${from} and last_login_at < ${to} and not is_anonymous
                union all select site_id, author_id from ${posts} where created_at >= ${from} and created_at < ${to}
                union all select site_id, author_id from ${comments} where created_at >= ${from} and created_at < ${to}) a group by site_id),
      ids as (select site_id from v union select site_id from pv union select site_id from nm union select site_id from po
              union select site_id from co union select site_id from act)
    insert into ${siteDailyStats} (site_id, day, pv, uv, ips, new_members, active_members, posts, comments, updated_at)
    select ids.site_id, ${day}::date, coalesce(pv.pv, 0), coalesce(v.uv, 0), coalesce(v.ips, 0), coalesce(nm.n, 0), coalesce(act.n, 0),
           coalesce(po.n, 0), coalesce(co.n, 0), now()
    from ids join ${sites} s on s.id = ids.site_id
    left join v on v.site_id = ids.site_id left join pv on pv.site_id = ids.site_id left join nm on nm.site_id = ids.site_id
    left join po on po.site_id = ids.site_id left join co on co.site_id = ids.site_id left join act on act.site_id = ids.site_id
    on conflict (site_id, day) do update set pv = excluded.pv, uv = excluded.uv, ips = excluded.ips, new_members = excluded.new_members,
      active_members = excluded.active_members, posts = excluded.posts, comments = excluded.comments, updated_at = now()
  `);
}

/** Salts older than two days and their hashes older than 400 days go; a finished day's hashes cannot be matched again. */
export async function pruneFlow(db: Executor) {
  await db.delete(flowSalts).where(lt(flowSalts.day, sql`(now() at time zone 'Asia/Shanghai')::date - 2`));
  await db.delete(siteDailyVisitors).where(lt(siteDailyVisitors.day, sql`(now() at time zone 'Asia/Shanghai')::date - 400`));
}

const measures = {
  pv: sql<number>`coalesce(sum(${siteDailyStats.pv}), 0)::bigint`.mapWith(Number),
  uv: sql<number>`coalesce(sum(${siteDailyStats.uv}), 0)::bigint`.mapWith(Number),
  ips: sql<number>`coalesce(sum(${siteDailyStats.ips}), 0)::bigint`.mapWith(Number),
  newMembers: sql<number>`coalesce(sum(${siteDailyStats.newMembers}), 0)::bigint`.mapWith(Number),
  activeMembers: sql<number>`coalesce(sum(${siteDailyStats.activeMembers}), 0)::bigint`.mapWith(Number),
  posts: sql<number>`coalesce(sum(${siteDailyStats.posts}), 0)::bigint`.mapWith(Number),
  comments: sql<number>`coalesce(sum(${siteDailyStats.comments}), 0)::bigint`.mapWith(Number),
};
export type Measures = { [K in keyof typeof measures]: number };

const siteFilter = (siteId: number | null) => (siteId === null ? undefined : eq(siteDailyStats.siteId, siteId));

export function flowByDay(db: Executor, siteId: number | null, start: string, end: string) {
  return db
    .select({ date: sql<string>`to_char(${siteDailyStats.day}, 'YYYY-MM-DD')`, ...measures })
    .from(siteDailyStats)
    .where(and(siteFilter(siteId), gte(siteDailyStats.day, start), sql`${siteDailyStats.day} <= ${end}`))
    .groupBy(siteDailyStats.day)
    .orderBy(asc(siteDailyStats.day));
}

export function flowByMonth(db: Executor, siteId: number | null, startDay: string, endDay: string) {
  const month = sql<string>`to_char(${siteDailyStats.day}, 'YYYY-MM')`;
  return db
    .select({ month, ...measures })
    .from(siteDailyStats)
    .where(and(siteFilter(siteId), gte(siteDailyStats.day, startDay), sql`${siteDailyStats.day} <= ${endDay}`))
    .groupBy(month);
}

export function flowRanking(db: Executor, start: string, end: string, limit = 20) {
  const pv = sql<number>`sum(${siteDailyStats.pv})::bigint`.mapWith(Number);
  return db
    .select({
      siteId: siteDailyStats.siteId,
      siteName: sites.name,
      pv,
      uv: sql<number>`sum(${siteDailyStats.uv})::bigint`.mapWith(Number),
      newMembers: sql<number>`sum(${siteDailyStats.newMembers})::bigint`.mapWith(Number),
      posts: sql<number>`sum(${siteDailyStats.posts})::bigint`.mapWith(Number),
    })
    .from(siteDailyStats)
    .innerJoin(sites, eq(sites.id, siteDailyStats.siteId))
    .where(and(gte(siteDailyStats.day, start), sql`${siteDailyStats.day} <= ${end}`))
    .groupBy(siteDailyStats.siteId, sites.name)
    .orderBy(desc(pv), asc(siteDailyStats.siteId))
    .limit(limit);
}

export async function lastRollup(db: Executor, siteId: number | null): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${siteDailyStats.updatedAt})`.mapWith((v) => (v ? new Date(v) : null)) })
    .from(siteDailyStats)
    .where(and(siteFilter(siteId), sql`${siteDailyStats.day} >= (now() at time zone 'Asia/Shanghai')::date - 1`));
  return row?.at ?? null;
}

// ---- SMS ----

export interface SmsFilter {
  siteId: number | null | 'all';
  from: SQL;
  to: SQL;
  purpose?: string;
  status?: string;
}

function smsWhere(f: SmsFilter, withEnums = true) {
  return and(
    f.siteId === 'all' ? undefined : f.siteId === null ? isNull(smsLedger.siteId) : eq(smsLedger.siteId, f.siteId),
    gte(smsLedger.createdAt, f.from),
    lt(smsLedger.createdAt, f.to),
    withEnums && f.purpose ? eq(smsLedger.purpose, f.purpose) : undefined,
    withEnums && f.status ? eq(smsLedger.status, f.status) : undefined,
  );
}

const ledgerDay = sql<string>`to_char(${smsLedger.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
const ledgerMonth = sql<string>`to_char(${smsLedger.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`;

export async function smsCounts(db: Executor, f: SmsFilter) {
  const where = smsWhere(f);
  const byDay = await db
    .select({
      date: ledgerDay,
      count: count(),
      failed: sql<number>`count(*) filter (where ${smsLedger.status} = 'failed')`.mapWith(Number),
    })
    .from(smsLedger)
    .where(where)
    .groupBy(ledgerDay)
    .orderBy(ledgerDay);
  const byPurpose = await db
    .select({ purpose: smsLedger.purpose, count: count() })
    .from(smsLedger)
    .where(where)
    .groupBy(smsLedger.purpose)
    .orderBy(smsLedger.purpose);
  const byStatus = await db
    .select({ status: smsLedger.status, count: count() })
    .from(smsLedger)
    .where(where)
    .groupBy(smsLedger.status)
    .orderBy(smsLedger.status);
  return { byDay, byPurpose, byStatus };
}

export function smsList(db: Executor, f: SmsFilter, limit: number, offset: number) {
  return db
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
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(smsLedger)
    .leftJoin(sites, eq(sites.id, smsLedger.siteId))
    .where(smsWhere(f))
    .orderBy(desc(smsLedger.createdAt), desc(smsLedger.id))
    .limit(limit)
    .offset(offset);
}

/** Billed rows (sent, delivered) by month and site: the fee is the sum of the rows' own prices. */
export function smsFees(db: Executor, f: SmsFilter) {
  return db
    .select({
      month: ledgerMonth,
      siteId: smsLedger.siteId,
      siteName: sql<string>`coalesce(max(${sites.name}), '站点管理中心')`,
      count: count(),
      feeFen: sql<number>`coalesce(${sum(smsLedger.priceFen)}, 0)::bigint`.mapWith(Number),
    })
    .from(smsLedger)
    .leftJoin(sites, eq(sites.id, smsLedger.siteId))
    .where(and(smsWhere(f, false), inArray(smsLedger.status, ['sent', 'delivered'])))
    .groupBy(ledgerMonth, smsLedger.siteId)
    .orderBy(ledgerMonth, smsLedger.siteId);
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
