// Every `{ list, total }` list is paged the same way: the page and the count of everything it matches in one round trip.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface PagedList<Row> {
  list: Row[];
  total: number;
}

/** Page and size as the contract defaults them (the validator fills them in; direct callers may not). */
export function paging(query: { page?: number; pageSize?: number }): PageRequest {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? 20 };
}

export const countRows = () => sql<number>`count(*)::int`;

/**
 * What `count` (a `select count(*)` of the list's filter) finds, as a column each row of the page carries. The subquery
 * is uncorrelated, so PostgreSQL runs it once (an InitPlan) beside the page, which stays an index scan that stops at
 * the page's end.
 */
export function totalColumn(count: SQLWrapper) {
  return sql<number>`(${count})`.mapWith(Number);
}

/**
 * One page of a list and its total. `rows` fetches the page, each row carrying `total` (see totalColumn); only a page
 * past the end, which has no row to carry it, costs a second query (`count`).
 */
export async function pagedList<Row extends { total: number }>(
  request: PageRequest,
  rows: (range: { limit: number; offset: number }) => PromiseLike<Row[]>,
  count: () => PromiseLike<{ n: number }[]>,
): Promise<PagedList<Omit<Row, 'total'>>> {
  const page = await rows({ limit: request.pageSize, offset: (request.page - 1) * request.pageSize });
  const total = page.length ? page[0].total : request.page > 1 ? Number((await count())[0].n) : 0;
  return { list: page.map(({ total: _, ...row }) => row), total };
}

/** Content lists count no further than this (`TotalCapped` in the contract): past it, a count reads most of a big site. */
export const COUNT_CAP = 1000;

/**
 * A `select count(*)` of `table` under `where` that stops after COUNT_CAP + 1 rows; use with totalColumn and `capped`.
 * It counts in the list's own `order`: a common keyword then stops at the cap on the list's index, where unordered the
 * planner intersects the word's whole posting list with all of a big site's rows (200 ms on the bench's big site).
 */
export function cappedCount(db: Executor, table: PgTable, where: SQL | undefined, order: SQL[]) {
  return db.select({ n: countRows() }).from(
    db
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(COUNT_CAP + 1)
      .as('counted'),
  );
}

/** A page counted by cappedCount: `total` at most COUNT_CAP, `more` when there were more. */
export function capped<Row>(page: PagedList<Row>): PagedList<Row> & { more: boolean } {
  return { list: page.list, total: Math.min(page.total, COUNT_CAP), more: page.total > COUNT_CAP };
}
