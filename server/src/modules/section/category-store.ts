// The shared categories table (spec §2.2's one category page, `/setting/manageCategory`) for one kind at a time: the
// section module owns the table, and every area whose objects it groups (版块分区, 礼品分类) reads and writes its own
// kind's rows through these functions; another kind's rows are invisible to them.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { countRows } from '../../db/paged-list';
import { type CategoryKind, categories } from './section.tables';

export interface CategoryValues {
  name: string;
  sort: number;
  enabled: number;
}

/**
 * `usage` counts the objects in a category, written against `"categories"."site_id"` and `"categories"."id"` (drizzle
 * leaves a single-table query's columns unqualified, so the subquery must name the outer row itself).
 */
export function categoryStore(kind: CategoryKind, usage: SQL<number>) {
  const ofKind = (siteId: number) => and(eq(categories.siteId, siteId), eq(categories.kind, kind));
  const columns = { id: categories.id, name: categories.name, sort: categories.sort, enabled: categories.enabled, used: usage };
  return {
    list: (db: Executor, siteId: number, limit: number, enabledOnly = false) =>
      db
        .select(columns)
        .from(categories)
        .where(and(ofKind(siteId), enabledOnly ? eq(categories.enabled, 1) : undefined))
        .orderBy(asc(categories.sort), asc(categories.id))
        .limit(limit),

    async find(db: Executor, siteId: number, id: number) {
      const [row] = await db
        .select(columns)
        .from(categories)
        .where(and(ofKind(siteId), eq(categories.id, id)));
      return row;
    },

    /** Locks the category so that deleting it and putting an object into it happen one after the other. */
    async lock(tx: Executor, siteId: number, id: number) {
      const [row] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(ofKind(siteId), eq(categories.id, id)))
        .for('update');
      return row;
    },

    async count(db: Executor, siteId: number) {
      const [row] = await db.select({ n: countRows() }).from(categories).where(ofKind(siteId));
      return row.n;
    },

    async nextSort(db: Executor, siteId: number) {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${categories.sort}), 0)::int` })
        .from(categories)
        .where(ofKind(siteId));
      return Math.min(row.n + 10, 100000);
    },

    async nameTaken(db: Executor, siteId: number, name: string, exceptId?: number) {
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(ofKind(siteId), sql`lower(${categories.name}) = lower(${name})`, exceptId ? sql`${categories.id} <> ${exceptId}` : undefined),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insert(db: Executor, siteId: number, values: Partial<CategoryValues> & Pick<CategoryValues, 'name' | 'sort'>) {
      const [row] = await db
        .insert(categories)
        .values({ siteId, kind, ...values })
        .returning({ id: categories.id });
      return row.id;
    },

    async update(db: Executor, siteId: number, id: number, values: Partial<CategoryValues>) {
      const rows = await db
        .update(categories)
        .set(values)
        .where(and(ofKind(siteId), eq(categories.id, id)))
        .returning({ id: categories.id });
      return rows.length > 0;
    },

    async remove(db: Executor, siteId: number, id: number) {
      await db.delete(categories).where(and(ofKind(siteId), eq(categories.id, id)));
    },
  };
}
