// The statistics: rollups (the statisticsRollup task), flow and month figures, the SMS ledger's counts and fees, and
// the SMS quotas. Dates are Beijing days; a range is at most 366 days, months at most 36.
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { DATE_RANGE_MESSAGE, formatBeijingDate, isCalendarDay } from '../../../../sdk/format';
import { recordSecurityEvent } from '../../audit/security-events';
import type { SaasPrincipal } from '../../auth/principal';
import type { Cache } from '../../cache/cache';
import { createMemoryCache } from '../../cache/memory-cache';
import { JsonText, type RequestInfo } from '../../context';
import type { Database } from '../../db/database';
import { paging } from '../../db/paged-list';
import { badRequest, notFound } from '../../http/errors';
import { quotaLevel, quotaOf, usedThisMonth } from '../../sms/sms-ledger';
import type { SiteResolver } from '../../tenancy/site-resolver';
import { createPageViewGate } from './page-view-gate';
import * as repo from './statistic-repository';
import * as rollup from './statistic-rollup-repository';
import * as smsRepo from './statistic-sms-repository';
import { saltOf, type VisitRecorder } from './visit-recorder';

const DAY_MS = 86_400_000;
/** How many days back the platform's flow is kept in memory (a year and a month: the SaaS page's ranges fall in it). */
const PLATFORM_DAYS = 400;
const MAX_DAYS = 366;
const MAX_MONTHS = 36;
const zero = (): repo.Measures => ({ pv: 0, uv: 0, ips: 0, newMembers: 0, activeMembers: 0, posts: 0, comments: 0, answers: 0 });
const measureKeys = Object.keys(zero()) as (keyof repo.Measures)[];

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const today = () => formatBeijingDate(new Date());
const monthOf = (day: string) => day.slice(0, 7);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);

interface PlatformDays {
  first: string;
  last: string;
  /** Each day's entry of the answer's list, as JSON. */
  json: string[];
  /** running[n]: the sums of the first n days. */
  running: repo.Measures[];
  updatedAt: string;
}
function addMonths(month: string, n: number) {
  const [y, m] = month.split('-').map(Number);
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}
const monthsBetween = (a: string, b: string) => {
  const [ya, ma] = a.split('-').map(Number);
  const [yb, mb] = b.split('-').map(Number);
  return (yb - ya) * 12 + (mb - ma);
};

export function dayRange(query: { startDate?: string; endDate?: string }) {
  const end = query.endDate ?? today();
  const start = query.startDate ?? addDays(end, -29);
  if (!isCalendarDay(start) || !isCalendarDay(end)) throw badRequest('日期格式应为 YYYY-MM-DD');
  if (start > end) throw badRequest(DATE_RANGE_MESSAGE);
  if ((Date.parse(end) - Date.parse(start)) / DAY_MS + 1 > MAX_DAYS) throw badRequest(`统计的时间范围不能超过 ${MAX_DAYS} 天`);
  return { start, end };
}

export function monthRange(query: { startMonth?: string; endMonth?: string }) {
  const end = query.endMonth ?? monthOf(today());
  const start = query.startMonth ?? addMonths(end, -11);
  if (start > end) throw badRequest('开始月份不能晚于结束月份');
  if (monthsBetween(start, end) + 1 > MAX_MONTHS) throw badRequest(`统计的时间范围不能超过 ${MAX_MONTHS} 个月`);
  return { start, end };
}

export type StatisticService = ReturnType<typeof createStatisticService>;

/** The platform-wide answers (every site's rows over up to a year) are kept this long: today's figures move once a
 * minute anyway. Parallel misses of one key share one computation. They are kept, and sent, as JSON text: the year's
 * answers run to tens of kilobytes, written once instead of on every request. */
const SAAS_TTL_SECONDS = 60;

export function createStatisticService(deps: { db: Database; sites: SiteResolver; visits: VisitRecorder; cache?: Cache }) {
  const { db, sites } = deps;
  const inFlight = new Map<string, Promise<JsonText<unknown>>>();
  // The page-view key of a day is the day's visitor salt (in the database, so every server signs and checks alike).
  const viewKeys = new Map<string, Promise<string>>();
  const viewKeyOf = (day: string) => {
    let key = viewKeys.get(day);
    if (!key) {
      if (viewKeys.size > 4) viewKeys.clear();
      key = saltOf(db, day).catch((error: unknown) => {
        viewKeys.delete(day);
        throw error;
      });
      viewKeys.set(day, key);
    }
    return key;
  };
  async function cached<T>(key: string, compute: () => Promise<T | JsonText<T>>): Promise<JsonText<T>> {
    const hit = await deps.cache?.get<string>(key);
    if (typeof hit === 'string') return new JsonText<T>(hit);
    const running = inFlight.get(key) as Promise<JsonText<T>> | undefined;
    if (running) return running;
    const work = compute()
      .then(async (value) => {
        const text = value instanceof JsonText ? value.text : JSON.stringify(value);
        await deps.cache?.set(key, text, SAAS_TTL_SECONDS);
        return new JsonText<T>(text);
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  }
  const keyOf = (name: string, query: object) => `stats:${name}:${JSON.stringify(query)}`;

  async function existingSite(siteId: number | undefined): Promise<number | null> {
    if (siteId === undefined) return null;
    const site = await sites.byId(siteId);
    if (!site) throw notFound('站点不存在');
    return site.id;
  }

  async function flow(siteId: number | null, query: { startDate?: string; endDate?: string }) {
    const { start, end } = dayRange(query);
    const [rows, lastRollup] = await Promise.all([repo.flowByDay(db, siteId, start, end), repo.lastRollup(db, siteId)]);
    const byDate = new Map(rows.map((row) => [row.date, row]));
    const list = [];
    const summary = zero();
    for (let at = Date.parse(`${start}T00:00:00Z`), last = Date.parse(`${end}T00:00:00Z`); at <= last; at += DAY_MS) {
      const day = new Date(at).toISOString().slice(0, 10);
      const row = byDate.get(day);
      const measures = zero();
      for (const key of measureKeys) measures[key] = row ? row[key] : 0;
      for (const key of measureKeys) summary[key] += measures[key];
      list.push({ date: day, ...measures });
    }
    const updatedAt = lastRollup ?? new Date();
    return { list, summary, updatedAt: updatedAt.toISOString(), start, end };
  }

  /** The platform's days of the last PLATFORM_DAYS, read at most once a SAAS_TTL_SECONDS: every range of the SaaS
   * flow page within them is a slice of it, and its sums a difference of running totals. */
  let platform: { loaded: Promise<PlatformDays>; until: number; last: string } | undefined;
  function platformDays(): Promise<PlatformDays> {
    const last = today();
    if (platform && platform.until > Date.now() && platform.last === last) return platform.loaded;
    const loaded = loadPlatformDays(last);
    platform = { loaded, until: Date.now() + SAAS_TTL_SECONDS * 1000, last };
    loaded.catch(() => {
      if (platform?.loaded === loaded) platform = undefined;
    });
    return loaded;
  }
  async function loadPlatformDays(last: string): Promise<PlatformDays> {
    const first = addDays(last, 1 - PLATFORM_DAYS);
    const [rows, lastRollup] = await Promise.all([repo.flowByDay(db, null, first, last), repo.lastRollup(db, null)]);
    const byDate = new Map(rows.map((row) => [row.date, row]));
    const json: string[] = [];
    const running: repo.Measures[] = [zero()];
    for (let day = first, n = 0; n < PLATFORM_DAYS; day = addDays(day, 1), n++) {
      const measures = zero();
      const row = byDate.get(day);
      const total = { ...running[n] };
      for (const key of measureKeys) {
        measures[key] = row ? row[key] : 0;
        total[key] += measures[key];
      }
      json.push(JSON.stringify({ date: day, ...measures }));
      running.push(total);
    }
    return { first, last, json, running, updatedAt: (lastRollup ?? new Date()).toISOString() };
  }
  /** The platform's flow of start…end as JSON text (list, summary, updatedAt): from the kept days when they hold the
   * range, otherwise read. */
  async function platformFlow(start: string, end: string): Promise<string> {
    const days = await platformDays();
    if (start < days.first || end > days.last) {
      const { start: _s, end: _e, ...data } = await flow(null, { startDate: start, endDate: end });
      return JSON.stringify(data);
    }
    const from = daysBetween(days.first, start);
    const to = daysBetween(days.first, end) + 1;
    const summary = zero();
    for (const key of measureKeys) summary[key] = days.running[to][key] - days.running[from][key];
    return `{"list":[${days.json.slice(from, to).join(',')}],"summary":${JSON.stringify(summary)},"updatedAt":"${days.updatedAt}"}`;
  }

  async function month(siteId: number | null, query: { startMonth?: string; endMonth?: string }) {
    const { start, end } = monthRange(query);
    const rows = await repo.flowByMonth(db, siteId, addMonths(start, -12), end);
    const byMonth = new Map(rows.map((row) => [row.month, row]));
    const pick = (m: string) => {
      const row = byMonth.get(m);
      const measures = zero();
      if (row) for (const key of measureKeys) measures[key] = row[key];
      return measures;
    };
    const list = [];
    for (let m = start; m <= end; m = addMonths(m, 1)) {
      list.push({ month: m, current: pick(m), previousMonth: pick(addMonths(m, -1)), sameMonthLastYear: pick(addMonths(m, -12)) });
    }
    return { list };
  }

  async function smsSent(siteId: number | null | 'all', query: OperationQuery<'getSmsSentStatistic'>) {
    const { start, end } = dayRange(query);
    const filter = { siteId, from: start, to: addDays(end, 1), purpose: query.purpose, status: query.status };
    const { page, pageSize } = paging(query);
    const [counts, rows] = await Promise.all([smsRepo.smsCounts(db, filter), smsRepo.smsList(db, filter, pageSize, (page - 1) * pageSize)]);
    // The counts cover the same rows: their total is the list's, without counting the rows a second time.
    const total = counts.byStatus.reduce((n, row) => n + row.count, 0);
    return {
      ...counts,
      byPurpose: counts.byPurpose as { purpose: NonNullable<typeof query.purpose>; count: number }[],
      byStatus: counts.byStatus as { status: NonNullable<typeof query.status>; count: number }[],
      list: rows.map((row) => ({
        ...row,
        purpose: row.purpose as NonNullable<typeof query.purpose>,
        status: row.status as NonNullable<typeof query.status>,
        createdAt: new Date(row.createdAt).toISOString(),
      })),
      total,
    };
  }

  async function quotaFor(siteId: number) {
    const site = await sites.byId(siteId);
    const monthlyQuota = await quotaOf(db, siteId);
    const used = await usedThisMonth(db, siteId);
    return { siteId, siteName: site?.name ?? '', month: monthOf(today()), monthlyQuota, used, level: quotaLevel(monthlyQuota, used) };
  }

  async function smsFee(siteId: number | null | 'all', query: OperationQuery<'getSmsFeeStatistic'>) {
    const { start, end } = monthRange(query);
    const sitesRows = await smsRepo.smsFees(db, { siteId, from: `${start}-01`, to: `${addMonths(end, 1)}-01` });
    const months = new Map<string, { month: string; siteId: null; siteName: string; count: number; feeFen: number }>();
    for (const row of sitesRows) {
      const m = months.get(row.month) ?? { month: row.month, siteId: null, siteName: '合计', count: 0, feeFen: 0 };
      m.count += row.count;
      m.feeFen += row.feeFen;
      months.set(row.month, m);
    }
    const monthList = [...months.values()].sort((a, b) => (a.month < b.month ? -1 : 1));
    const { page, pageSize } = paging(query);
    return {
      months: monthList,
      sites: sitesRows
        .slice((page - 1) * pageSize, page * pageSize)
        .map((row) => ({ ...row, siteId: row.siteId === null ? null : Number(row.siteId) })),
      sitesTotal: sitesRows.length,
      totalCount: monthList.reduce((n, m) => n + m.count, 0),
      totalFeeFen: monthList.reduce((n, m) => n + m.feeFen, 0),
      quota: typeof siteId === 'number' && siteId > 0 ? await quotaFor(siteId) : null,
    };
  }

  return {
    visits: deps.visits,
    /** Signs the member pages served and decides which beacons count (page-view-gate.ts). */
    views: createPageViewGate({ cache: deps.cache ?? createMemoryCache(), keyOf: viewKeyOf }),

    /** Rolls up today (and yesterday in the first hour) for every site (the statisticsRollup task), after writing this
     * server's visits. Older days keep their rollup. */
    async rollUp() {
      await deps.visits.flush();
      const day = today();
      // Yesterday once more during the first hour of a day: visits flushed just after midnight land on it.
      const beijingHour = new Date(Date.now() + 8 * 3600_000).getUTCHours();
      const days = beijingHour < 1 ? [addDays(day, -1), day] : [day];
      for (const d of days) await rollup.rollUpDay(db, d);
      await rollup.pruneFlow(db);
      // This server's platform view shows the new figures at once (the others' within SAAS_TTL_SECONDS).
      platform = undefined;
      return { days };
    },
    async rollUpDay(day: string) {
      await rollup.rollUpDay(db, day);
      platform = undefined;
    },
    /** The platform-wide and monthly sums of days whose site rows were written directly (seeds, imports). */
    async rollUpSums(fromDay: string, toDay: string) {
      await rollup.rollUpSums(db, fromDay, toDay);
      platform = undefined;
    },

    siteFlow: async (siteId: number, query: OperationQuery<'getFlowStatistic'>) => {
      const { start: _s, end: _e, ...data } = await flow(siteId, query);
      return data;
    },
    async saasFlow(query: OperationQuery<'getSaasFlowStatistic'>): Promise<JsonText<Schema<'SaasFlowStatistic'>>> {
      const siteId = await existingSite(query.siteId);
      const { start, end } = dayRange(query);
      // The days and the ranking are kept apart: the platform's days serve every range, the ranking is one per range.
      const [days, ranking] = await Promise.all([
        siteId === null
          ? platformFlow(start, end)
          : cached(keyOf('flow', { siteId, start, end }), async () => {
              const { start: _s, end: _e, ...data } = await flow(siteId, query);
              return data;
            }).then((answer) => answer.text),
        cached(keyOf('ranking', { start, end }), () => repo.flowRanking(db, start, end)),
      ]);
      return new JsonText(`${days.slice(0, -1)},"ranking":${ranking.text}}`);
    },
    siteMonth: (siteId: number, query: OperationQuery<'getMonthStatistic'>) => month(siteId, query),
    async saasMonth(query: OperationQuery<'getSaasMonthStatistic'>) {
      const siteId = await existingSite(query.siteId);
      return cached(keyOf('month', query), () => month(siteId, query));
    },
    siteSmsSent: (siteId: number, query: OperationQuery<'getSmsSentStatistic'>) => smsSent(siteId, query),
    async saasSmsSent(query: OperationQuery<'getSaasSmsSentStatistic'>) {
      const siteId = await existingSite(query.siteId);
      return smsSent(siteId ?? 'all', query);
    },
    siteSmsFee: (siteId: number, query: OperationQuery<'getSmsFeeStatistic'>) => smsFee(siteId, query),
    async saasSmsFee(query: OperationQuery<'getSaasSmsFeeStatistic'>) {
      const siteId = await existingSite(query.siteId);
      return cached(keyOf('smsFee', query), async () => ({ ...(await smsFee(siteId ?? 'all', query)), quota: null }));
    },
    async quotaList(query: OperationQuery<'getSmsQuotaList'>) {
      const siteId = await existingSite(query.siteId);
      const { page, pageSize } = paging(query);
      const rows = await smsRepo.quotaPage(db, siteId, pageSize, (page - 1) * pageSize);
      const month = monthOf(today());
      return {
        list: rows.map(({ total: _t, ...row }) => ({ ...row, month, level: quotaLevel(row.monthlyQuota, row.used) })),
        total: rows[0]?.total ?? 0,
      };
    },
    async setQuota(principal: SaasPrincipal, body: OperationBody<'setSmsQuota'>, request: RequestInfo) {
      const siteId = (await existingSite(body.siteId))!;
      const before = await quotaOf(db, siteId);
      await db.transaction(async (tx) => {
        await smsRepo.setQuota(tx, siteId, body.monthlyQuota);
        await recordSecurityEvent(tx, request, {
          realm: 'saas',
          action: 'smsQuotaChanged',
          siteId,
          actorAccountId: principal.accountId,
          targetType: 'site',
          targetId: siteId,
          detail: { from: before, to: body.monthlyQuota },
        });
      });
      return quotaFor(siteId);
    },
  };
}
