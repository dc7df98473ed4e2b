/** The contract's default and choices of page size (`PageSize`: 1 to 100, default 20). */
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page buttons of a pager: always the first and last page, up to two on each side of the current one, and
 * `'…'` for the gaps (`[1, '…', 4, 5, 6, 7, 8, '…', 20]`).
 */
export function pageItems(page: number, count: number): (number | '…')[] {
  const items: (number | '…')[] = [];
  const from = Math.max(2, page - 2);
  const to = Math.min(count - 1, page + 2);
  items.push(1);
  if (from > 2) items.push('…');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < count - 1) items.push('…');
  if (count > 1) items.push(count);
  return items;
}
