import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from './paging';

export interface Paging<F> {
  filters: F;
  page: number;
  pageSize: number;
  /** New filters start again at page 1. */
  setFilters: (filters: F) => void;
  setPage: (page: number, pageSize?: number) => void;
}

/** A list page's state: the applied filters, page and page size. */
export function usePaging<F>(initial: F, pageSize = DEFAULT_PAGE_SIZE): Paging<F> {
  const [state, setState] = useState({ filters: initial, page: 1, pageSize });
  const setFilters = useCallback((filters: F) => setState((s) => ({ ...s, filters, page: 1 })), []);
  const setPage = useCallback(
    (page: number, size?: number) => setState((s) => (size && size !== s.pageSize ? { ...s, page: 1, pageSize: size } : { ...s, page })),
    [],
  );
  return { ...state, setFilters, setPage };
}
