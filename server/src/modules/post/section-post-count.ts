// A section's published post count, kept in shards (see sectionPostCounts): writers add to their connection's shard,
// readers sum the shards.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { sectionPostCounts } from './post.tables';

const SHARDS = 16;

/**
 * A connection runs one transaction at a time, so a shard chosen by its backend never waits on itself; two
 * connections share a shard only when their process ids meet modulo SHARDS.
 */
const connectionShard = sql`(pg_backend_pid() % ${sql.raw(String(SHARDS))})::smallint`;

/** The statement adding `delta` (either sign) to the section's count: to run, or to put in another statement's `with`. */
export function sectionCountChange(db: Executor, siteId: number, sectionId: number, delta: number) {
  return db
    .insert(sectionPostCounts)
    .values({ siteId, sectionId, shard: connectionShard, postCount: delta })
    .onConflictDoUpdate({
      target: [sectionPostCounts.siteId, sectionPostCounts.sectionId, sectionPostCounts.shard],
      set: { postCount: sql`${sectionPostCounts.postCount} + ${delta}` },
    });
}

/** Adds `delta` (either sign) to the section's count, in the caller's transaction. */
export async function addToSectionCount(db: Executor, siteId: number, sectionId: number, delta: number) {
  if (delta) await sectionCountChange(db, siteId, sectionId, delta);
}

/** Replaces the section's count by one counted from its posts. */
export async function setSectionCount(db: Executor, siteId: number, sectionId: number, count: number) {
  await db.delete(sectionPostCounts).where(and(eq(sectionPostCounts.siteId, siteId), eq(sectionPostCounts.sectionId, sectionId)));
  await db.insert(sectionPostCounts).values({ siteId, sectionId, postCount: count });
}

/** The published posts of the section a query's row names, as a column of that query. */
export function sectionPostCount(siteId: AnyPgColumn, sectionId: AnyPgColumn): SQL<number> {
  return sql<number>`coalesce((select greatest(sum(c.post_count), 0) from ${sectionPostCounts} c
    where c.site_id = ${siteId} and c.section_id = ${sectionId}), 0)::int`.mapWith(Number);
}

/** The section's published post count on its own. */
export async function readSectionCount(db: Executor, siteId: number, sectionId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${sectionPostCounts.postCount}), 0)::int`.mapWith(Number) })
    .from(sectionPostCounts)
    .where(and(eq(sectionPostCounts.siteId, siteId), eq(sectionPostCounts.sectionId, sectionId)));
  return row.n;
}
