import { Checkbox, makeStyles } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { Column } from '#kit/table/DataTable';

const useStyles = makeStyles({ column: { width: '44px' } });

/**
 * Reported objects picked for a batch action on the page shown: a checkbox column (the header one picks the whole page), the ids
 * picked among the rows shown, and `clear` after an action.
 */
export function useImpeachSelection<T extends { id: number }>(rows: readonly T[] | undefined, nameOf: (row: T) => string) {
  const styles = useStyles();
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set());
  const shown = rows ?? [];
  const selected = useMemo(() => shown.filter((row) => picked.has(row.id)), [shown, picked]);
  const all = shown.length > 0 && selected.length === shown.length;

  const toggle = (id: number, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const column: Column<T> = {
    key: 'select',
    className: styles.column,
    title: (
      <Checkbox
        aria-label="选择本页全部"
        checked={all ? true : selected.length > 0 ? 'mixed' : false}
        disabled={shown.length === 0}
        onChange={(_, d) => setPicked(d.checked === true ? new Set(shown.map((row) => row.id)) : new Set())}
      />
    ),
    render: (row) => (
      <Checkbox aria-label={`选择 ${nameOf(row)}`} checked={picked.has(row.id)} onChange={(_, d) => toggle(row.id, d.checked === true)} />
    ),
  };

  return { selected, ids: selected.map((row) => row.id), column, clear: () => setPicked(new Set()) };
}
