import { useCallback, useState } from 'react';
import { type Paging, usePaging } from './usePaging';

export interface Filters<F> extends Paging<F> {
  /** What the filter fields show; applied by `search`. */
  draft: F;
  edit: <K extends keyof F>(key: K, value: F[K]) => void;
  /** Applies the fields (back to page 1). */
  search: () => void;
  /** Empties the fields and applies that. */
  reset: () => void;
}

/** A filtered list's state: the fields as typed (`draft`), the applied filters, page and page size. */
export function useFilters<F>(empty: F, pageSize?: number): Filters<F> {
  const paging = usePaging(empty, pageSize);
  const [draft, setDraft] = useState(empty);
  const { setFilters } = paging;
  const edit = useCallback(<K extends keyof F>(key: K, value: F[K]) => setDraft((d) => ({ ...d, [key]: value })), []);
  const search = useCallback(() => setFilters(draft), [setFilters, draft]);
  const reset = useCallback(() => {
    setDraft(empty);
    setFilters(empty);
  }, [setFilters, empty]);
  return { ...paging, draft, edit, search, reset };
}
