// Tables the statistics module owns: the visitors of each site and day (as salted hashes, never raw addresses), the
// page views flushed from each server's memory, the daily rollup and its platform-wide daily and per-site monthly sums
// that the consoles read, and the daily salts. Site-owned tables lead with site_id. Who else may use them: the layering rule, server/README.md.
import { bigint, date, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns';

/** One row per distinct visitor (kind 1) or IP (kind 2) of a site and day; the hash is salted with that day's salt. */
export const siteDailyVisitors = pgTable(
  'site_daily_visitors',
  {
    siteId: id('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: smallint('kind').notNull(),
    hash: varchar('hash', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.kind, t.hash] }), index('site_daily_visitors_day_idx').on(t.day)],
);

/** Page views of a site and day, added to by each server's batched flush. */
export const siteDailyPageViews = pgTable(
  'site_daily_page_views',
  {
    siteId: id('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    pv: bigint('pv', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day] }), index('site_daily_page_views_day_idx').on(t.day)],
);

/** The rollup: every measure of a site and day (Beijing time), recomputed by the statisticsRollup task. Once a site
 * has a row it has one for every later day (zero when nothing happened), and the `cum_*` columns hold the running totals
 * of the ranked measures from its first day: any range's total is then two rows' difference (see flowRanking). */
export const siteDailyStats = pgTable(
  'site_daily_stats',
  {
    siteId: id('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    pv: bigint('pv', { mode: 'number' }).notNull().default(0),
    uv: integer('uv').notNull().default(0),
    ips: integer('ips').notNull().default(0),
    newMembers: integer('new_members').notNull().default(0),
    activeMembers: integer('active_members').notNull().default(0),
    posts: integer('posts').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    answers: integer('answers').notNull().default(0),
    cumPv: bigint('cum_pv', { mode: 'number' }).notNull().default(0),
    cumUv: bigint('cum_uv', { mode: 'number' }).notNull().default(0),
    cumNewMembers: bigint('cum_new_members', { mode: 'number' }).notNull().default(0),
    cumPosts: bigint('cum_posts', { mode: 'number' }).notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.day] }),
    // Covers the ranking: a day's running totals of every site are read from the index alone, in a few pages.
    index('site_daily_stats_day_idx').on(t.day, t.siteId, t.cumPv, t.cumUv, t.cumNewMembers, t.cumPosts),
  ],
);

/** The measures of a rollup row (sums of site_daily_stats rows). */
const measureColumns = () => ({
  pv: bigint('pv', { mode: 'number' }).notNull().default(0),
  uv: bigint('uv', { mode: 'number' }).notNull().default(0),
  ips: bigint('ips', { mode: 'number' }).notNull().default(0),
  newMembers: bigint('new_members', { mode: 'number' }).notNull().default(0),
  activeMembers: bigint('active_members', { mode: 'number' }).notNull().default(0),
  posts: bigint('posts', { mode: 'number' }).notNull().default(0),
  comments: bigint('comments', { mode: 'number' }).notNull().default(0),
  answers: bigint('answers', { mode: 'number' }).notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Every site's figures of a day added up (the SaaS console's「全部站点」): one row per day, kept by the rollup task
 * from site_daily_stats, so the platform-wide reads touch one row per day instead of one per site and day. */
export const platformDailyStats = pgTable('platform_daily_stats', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ...measureColumns(),
});

/** A site's figures of a calendar month (Beijing), the sum of its days: kept by the rollup task with the days it
 * recomputes. `month` is the month's first day. */
export const siteMonthlyStats = pgTable(
  'site_monthly_stats',
  {
    siteId: id('site_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    ...measureColumns(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.month] }), index('site_monthly_stats_month_idx').on(t.month, t.siteId)],
);

/** One random salt per day for the visitor hashes, shared by every server; deleted after two days, so a day's hashes
 * can no longer be matched to an address once it is over. */
export const flowSalts = pgTable('flow_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: varchar('salt', { length: 64 }).notNull(),
});
