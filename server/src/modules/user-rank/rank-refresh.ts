import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userRanks } from './user-rank.tables';
import { recomputeRanks } from './user-rank-repository';

/**
 * Gives every member of every site with ranks the rank their reputation earns (the user-rank module's own recount),
 * one site per transaction so no lock is held across sites. Points changes already settle a member's rank as they
 * happen; this catches what a rank edit or a missed settle left behind.
 */
export async function refreshAllRanks(db: Database) {
  const { rows } = (await db.execute(sql`select distinct site_id from ${userRanks} order by site_id`)) as unknown as {
    rows: { site_id: number | string }[];
  };
  let moved = 0;
  for (const row of rows) {
    const siteId = Number(row.site_id);
    const result = await db.transaction((tx) => recomputeRanks(tx, siteId));
    moved += typeof result === 'number' ? result : 0;
  }
  return { sites: rows.length, moved };
}
