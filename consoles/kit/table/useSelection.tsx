import { Checkbox, makeStyles } from '@fluentui/react-components';
import { useCallback, useMemo, useState } from 'react';
import type { Column } from './DataTable';

const useStyles = makeStyles({ column: { width: '44px' } });
const byId = <T, K>(row: T) => (row as { id: K }).id;

/**
 * Rows picked for a batch action on the page shown: a checkbox column for the DataTable (the header one picks the
 * whole page), the keys picked among the rows shown (a new page or filter drops the others), and `clear` after an
 * action. Keys are the rows' ids unless `keyOf` says otherwise (e.g. `siteId:id` across sites). Pair it with
 * `BatchBar` (`#kit/table/BatchBar`).
 */
export function useSelection<T, K extends string | number = number>(
  rows: readonly T[] | undefined,
  nameOf: (row: T) => string,
  keyOf: (row: T) => K = byId<T, K>,
) {
  const styles = useStyles();
  const [picked, setPicked] = useState<ReadonlySet<K>>(() => new Set());
  const keys = useMemo(() => (rows ?? []).map(keyOf), [rows, keyOf]);
  const selected = useMemo(() => keys.filter((key) => picked.has(key)), [keys, picked]);
  const all = keys.length > 0 && selected.length === keys.length;
  const some = selected.length > 0 && !all;

  const toggle = useCallback((key: K, on: boolean) => {
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const toggleAll = useCallback((on: boolean) => setPicked(new Set(on ? keys : [])), [keys]);
  const clear = useCallback(() => setPicked(new Set()), []);

  const column: Column<T> = {
    key: 'select',
    className: styles.column,
    title: (
      <Checkbox
        aria-label="选择本页全部"
        checked={all ? true : some ? 'mixed' : false}
        disabled={keys.length === 0}
        onChange={(_, d) => toggleAll(d.checked === true)}
      />
    ),
    render: (row) => (
      <Checkbox
        aria-label={`选择 ${nameOf(row)}`}
        checked={picked.has(keyOf(row))}
        onChange={(_, d) => toggle(keyOf(row), d.checked === true)}
      />
    ),
  };

  return { selected, ids: selected, all, some, toggle, toggleAll, clear, column };
}

/** What a batch action needs of a selection (the hook's answer without its column). */
export interface Selection<K extends string | number = number> {
  selected: K[];
  ids: K[];
  all: boolean;
  some: boolean;
  toggle: (key: K, on: boolean) => void;
  toggleAll: (on: boolean) => void;
  clear: () => void;
}
