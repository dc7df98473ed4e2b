import { useCallback, useState } from 'react';
import { api, type OpArg, type OpResult, type QueryOperationId } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import type { CursorPagerProps } from './CursorPager';
import { currentCursor, nextPage, previousPage } from './cursorPaging';
import type { PagerProps } from './Pager';
import { DEFAULT_PAGE_SIZE } from './paging';

/** Query operations answering a list page: `{ list, total }` (page numbers) or `{ list, nextCursor }` (a cursor). */
export type ListOperationId = {
  [K in QueryOperationId]: OpResult<K> extends { list: readonly unknown[] } ? K : never;
}[QueryOperationId];
/** One row of a list operation's answer. */
export type ListRow<K extends ListOperationId> = OpResult<K> extends { list: readonly (infer R)[] } ? R : never;

/** Where a numbered list is: page and page size. */
export interface PageAt {
  page: number;
  pageSize: number;
}
/** Where a cursor list is: the cursor of the page (none for the newest) and the page size. */
export interface CursorAt {
  cursor: string | undefined;
  limit: number;
}

interface CommonOptions<K extends ListOperationId, F> {
  operation: K;
  /** The filters with nothing chosen: the list's start, and what 重置 goes back to. */
  empty: F;
  pageSize?: number;
  skip?: boolean;
  /** Re-read on every visit (or when older than this many seconds) instead of showing the cached answer. */
  refetchOnMountOrArgChange?: boolean | number;
}
export interface PageListOptions<K extends ListOperationId, F> extends CommonOptions<K, F> {
  paging?: 'page';
  /** The operation's input for the applied filters at a page (the feature's request builder). */
  toInput: (filters: F, at: PageAt) => OpArg<K>;
}
export interface CursorListOptions<K extends ListOperationId, F> extends CommonOptions<K, F> {
  paging: 'cursor';
  toInput: (filters: F, at: CursorAt) => OpArg<K>;
}

interface ListState<F> {
  filters: F;
  page: number;
  pageSize: number;
  cursors: (string | undefined)[];
}

type QueryHook = (
  arg: unknown,
  options: { skip?: boolean; refetchOnMountOrArgChange?: boolean | number },
) => { data?: unknown; isFetching: boolean; error?: unknown; refetch: () => unknown };

/**
 * A list page's state and wiring in one: the filter fields as typed (`draft`, `edit`), the applied filters
 * (`search`, `reset`), the page — by number or by cursor — the query of the list operation, and props for
 * `DataTable` (`table`) and for `Pager` or `CursorPager` (`pager`).
 */
export function useListPage<K extends ListOperationId, F>(options: PageListOptions<K, F>): ListPage<K, F> & { pager: PagerProps };
export function useListPage<K extends ListOperationId, F>(options: CursorListOptions<K, F>): ListPage<K, F> & { pager: CursorPagerProps };
export function useListPage<K extends ListOperationId, F>(
  options: PageListOptions<K, F> | CursorListOptions<K, F>,
): ListPage<K, F> & { pager: PagerProps | CursorPagerProps } {
  const { empty, operation } = options;
  const cursor = options.paging === 'cursor';
  const [draft, setDraft] = useState(empty);
  const [state, setState] = useState<ListState<F>>(() => ({
    filters: empty,
    page: 1,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    cursors: [undefined],
  }));

  const input = cursor
    ? (options as CursorListOptions<K, F>).toInput(state.filters, { cursor: currentCursor(toWalk(state)), limit: state.pageSize })
    : (options as PageListOptions<K, F>).toInput(state.filters, { page: state.page, pageSize: state.pageSize });
  const useQuery = api.endpoints[operation].useQuery as unknown as QueryHook;
  const result = useQuery(input, { skip: options.skip, refetchOnMountOrArgChange: options.refetchOnMountOrArgChange });
  const data = result.data as { list?: ListRow<K>[]; total?: number; more?: boolean; nextCursor?: string | null } | undefined;

  const apply = useCallback((filters?: F) => setState((s) => ({ ...s, filters: filters ?? s.filters, page: 1, cursors: [undefined] })), []);
  const edit = useCallback(<P extends keyof F>(key: P, value: F[P]) => setDraft((d) => ({ ...d, [key]: value })), []);
  const search = useCallback(() => apply(draft), [apply, draft]);
  const reset = useCallback(() => {
    setDraft(empty);
    apply(empty);
  }, [apply, empty]);
  const { refetch } = result;

  const pager: PagerProps | CursorPagerProps = cursor
    ? {
        page: state.page,
        pageSize: state.pageSize,
        hasNext: Boolean(data?.nextCursor),
        busy: result.isFetching,
        // 第一页 on the first page reads it again: the newest records may have changed.
        onFirst: () => (state.page === 1 ? void refetch() : apply()),
        onPrevious: () => setState((s) => ({ ...s, ...fromWalk(previousPage(toWalk(s))) })),
        onNext: () => setState((s) => ({ ...s, ...fromWalk(nextPage(toWalk(s), data?.nextCursor)) })),
        onRefresh: () => void refetch(),
      }
    : {
        page: state.page,
        pageSize: state.pageSize,
        total: data?.total ?? 0,
        more: data?.more ?? false,
        onChange: (page: number, size?: number) =>
          setState((s) => (size && size !== s.pageSize ? { ...s, page: 1, pageSize: size } : { ...s, page })),
      };

  return {
    draft,
    edit,
    setDraft,
    filters: state.filters,
    search,
    reset,
    apply,
    page: state.page,
    pageSize: state.pageSize,
    rows: data?.list,
    data: result.data as OpResult<K> | undefined,
    isFetching: result.isFetching,
    error: result.error,
    refetch,
    table: {
      rows: data?.list,
      loading: result.isFetching,
      error: result.error ? errorText(result.error) : undefined,
      onRetry: () => void refetch(),
    },
    pager,
  };
}

function toWalk<F>(s: ListState<F>) {
  return { filters: s.filters, cursors: s.cursors, index: s.page - 1 };
}
function fromWalk<F>(walk: { cursors: (string | undefined)[]; index: number }): Pick<ListState<F>, 'cursors' | 'page'> {
  return { cursors: walk.cursors, page: walk.index + 1 };
}

export interface ListPage<K extends ListOperationId, F> {
  /** The filter fields as typed. */
  draft: F;
  edit: <P extends keyof F>(key: P, value: F[P]) => void;
  setDraft: (draft: F | ((draft: F) => F)) => void;
  /** The filters the list is read with. */
  filters: F;
  /** Applies the fields, from the first page. */
  search: () => void;
  /** Empties the fields and applies that. */
  reset: () => void;
  /** Starts again from the first page, with other filters when given. */
  apply: (filters?: F) => void;
  page: number;
  pageSize: number;
  rows: ListRow<K>[] | undefined;
  data: OpResult<K> | undefined;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
  /** For `<DataTable label columns rowKey {...list.table} />`. */
  table: { rows: ListRow<K>[] | undefined; loading: boolean; error: string | undefined; onRetry: () => void };
}
