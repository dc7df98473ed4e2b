/**
 * Cursor paging over a ledger that is newest first (`nextCursor` from each answer): the cursors of the pages
 * visited so far, so 上一页 goes back without the server knowing page numbers. New filters or 第一页 start again
 * from the newest.
 */
export interface CursorPaging<F> {
  filters: F;
  /** `cursors[i]` opens page i + 1; the first page has none. */
  cursors: (string | undefined)[];
  /** 0-based index into `cursors`. */
  index: number;
}

export function startPaging<F>(filters: F): CursorPaging<F> {
  return { filters, cursors: [undefined], index: 0 };
}

/** The cursor of the page to show. */
export function currentCursor<F>(state: CursorPaging<F>): string | undefined {
  return state.cursors[state.index];
}

/** 下一页: with the answer's `nextCursor`; nothing happens at the end (`null`). */
export function nextPage<F>(state: CursorPaging<F>, nextCursor: string | null | undefined): CursorPaging<F> {
  if (!nextCursor) return state;
  const cursors = [...state.cursors.slice(0, state.index + 1), nextCursor];
  return { ...state, cursors, index: state.index + 1 };
}

export function previousPage<F>(state: CursorPaging<F>): CursorPaging<F> {
  return state.index === 0 ? state : { ...state, index: state.index - 1 };
}

/** 第一页, or new filters: the newest records again; the pages walked so far are forgotten. */
export function firstPage<F>(state: CursorPaging<F>, filters: F = state.filters): CursorPaging<F> {
  return startPaging(filters);
}
