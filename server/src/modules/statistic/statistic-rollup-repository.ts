// SQL of the statistics' daily rollup (with its platform-wide and monthly sums) and the pruning of old visits.
// The rollup reads the site, post and question modules' tables (one screen's figures), never writes them.
import { lt, sql } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
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
