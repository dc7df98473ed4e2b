// Bulk data for the benchmark: a few thousand rows on top of the demo installation, written set-wise in SQL.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

export const BENCH_HOLDER_SITES = 100;
export const BENCH_SITES = 3000;
const BENCH_ACCOUNTS = 500;
const MEMBERS_PER_SITE = 20;

export async function seedBenchData(db: Database, passwordHash: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into accounts (mobile, password_hash, user_name, created_at)
      select '137' || lpad(g::text, 8, '0'), ${passwordHash}, '压测客户' || g, now() - make_interval(mins => g)
      from generate_series(1, ${BENCH_ACCOUNTS}) g`);
    // The demo holder (13800000002) owns the first hundred, so their site list pages through a realistic account.
    await tx.execute(sql`
      insert into sites (slug, name, description, category_id, owner_account_id, created_at)
      select 'bench' || g, '压测站点' || g, '用于压力测试的站点', 1 + g % 7,
             case when g <= ${BENCH_HOLDER_SITES} then (select id from accounts where mobile = '13800000002')
                  else (select id from accounts where mobile = '137' || lpad((1 + g % ${BENCH_ACCOUNTS})::text, 8, '0')) end,
             now() - make_interval(mins => g)
      from generate_series(1, ${BENCH_SITES}) g`);
    await tx.execute(sql`
      insert into licenses (site_id, license_type, expires_at)
      select id, 1 + id % 3, case when id % 3 = 0 then null else now() + make_interval(days => (id % 400)::int - 30) end
      from sites where slug like 'bench%'`);
    await tx.execute(sql`
      insert into site_users (site_id, account, user_name, password_hash, user_type, created_at)
      select s.id, 'member' || m, '会员' || m, ${passwordHash}, case when m = 1 then 1 else 0 end, now() - make_interval(days => m)
      from sites s cross join generate_series(1, ${MEMBERS_PER_SITE}) m
      where s.slug like 'bench%'`);
    await tx.execute(sql`
      insert into user_ranks (site_id, name, min_points, color, member_count)
      select s.id, r.name, r.min_points, r.color, 0
      from sites s cross join (values ('新手上路', 0, '#909399'), ('初级会员', 100, '#67C23A'), ('中级会员', 500, '#409EFF'),
                                      ('高级会员', 2000, '#E6A23C'), ('资深会员', 5000, '#F56C6C'), ('社区元老', 20000, '#8E44AD')) as r(name, min_points, color)
      where s.slug like 'bench%'`);
  });
  await db.execute(sql`analyze`);
}
