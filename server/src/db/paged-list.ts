// Every `{ list, total }` list is paged the same way: the page and the count of everything it matches in one round trip.
import { type SQLWrapper, sql } from 'drizzle-orm';

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
