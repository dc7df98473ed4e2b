import { sql } from 'drizzle-orm';
import type { ModuleDeps } from '../deps';
import { sites } from '../site/site.tables';
import { comments, posts, searchIndexBuilds } from './post.tables';

/**
 * Looks for sites whose search index is not whole: posts or comments with text but no indexed word, a rebuild that
 * failed, or one left running for hours (its process died). Finding any fails the run with the sites named, so the
 * task page shows them in red with what to do; nothing is changed (a rebuild is the search index page's decision).
 */
export async function checkSearchIndexes({ db }: Pick<ModuleDeps, 'db'>) {
  const { rows } = (await db.execute(sql`
    with unindexed as (
      select site_id, count(*)::int as n from ${posts}
      where search_vector = ''::tsvector and (title <> '' or content <> '') group by site_id
      union all
      select site_id, count(*)::int from ${comments} where search_vector = ''::tsvector and content <> '' group by site_id
    ), per_site as (select site_id, sum(n)::int as n from unindexed group by site_id)
    select s.id, s.name, coalesce(p.n, 0)::int as unindexed, b.state, (b.state = 'running' and b.started_at < now() - interval '6 hours') as stale
    from ${sites} s
    left join per_site p on p.site_id = s.id
    left join ${searchIndexBuilds} b on b.site_id = s.id
    where coalesce(p.n, 0) > 0 or b.state = 'failed' or (b.state = 'running' and b.started_at < now() - interval '6 hours')
    order by s.id
    limit 20
  `)) as unknown as { rows: { id: number; name: string; unindexed: number; state: string | null; stale: boolean }[] };
  if (rows.length === 0) return { problems: 0 };
  const described = rows.map((row) => {
    const what = row.stale ? '重建中断' : row.state === 'failed' ? '上次重建失败' : `${row.unindexed} 条内容未建索引`;
    return `${row.name}（${what}）`;
  });
  throw new Error(`${rows.length} 个站点的搜索索引不完整，请在“搜索索引”页重建：${described.join('、')}`);
}
