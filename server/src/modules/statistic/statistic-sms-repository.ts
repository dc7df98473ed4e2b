// SQL of the SMS statistics: counts, the ledger list, fees per month and site, and the sites' quotas. It reads the
// SMS ledger's and the site module's tables; it writes only a site's quota.
import { and, count, desc, eq, gte, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { param, prepared } from '../../db/prepared';
import { smsLedger, smsQuotas } from '../../sms/sms.tables';
import { sites } from '../site/site.tables';

type Rows<T> = { rows: T[] };

export interface SmsFilter {
  siteId: number | null | 'all';
  /** The first Beijing day counted (YYYY-MM-DD). */
  from: string;
  /** The Beijing day after the last one counted. */
  to: string;
  purpose?: string;
  status?: string;
}

/** A message the platform sent (no site) is listed under it; a parameter, so the server bundle stays one byte a character (scripts/build.mjs). */
const PLATFORM = '站点管理中心';

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
        siteName: sql<string>`coalesce(${sites.name}, ${PLATFORM})`,
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
        siteName: sql<string>`coalesce(max(${sites.name}), ${PLATFORM})`,
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
