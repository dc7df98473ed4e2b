import { Checkbox } from '@fluentui/react-components';
import type { Column } from '#kit/table/DataTable';
import type { Selection } from './useSelection';

/** A checkbox column: the header one checks the whole page. */
export function selectColumn<T>(
  selection: Selection,
  keyOf: (row: T) => string,
  describe: (row: T) => string,
  className?: string,
): Column<T> {
  return {
    key: 'select',
    className,
    title: (
      <Checkbox
        aria-label="选择本页全部"
        checked={selection.all ? true : selection.some ? 'mixed' : false}
        onChange={(_, d) => selection.toggleAll(Boolean(d.checked))}
      />
    ),
    render: (row) => (
      <Checkbox
        aria-label={`选择 ${describe(row)}`}
        checked={selection.selected.includes(keyOf(row))}
        onChange={(_, d) => selection.toggle(keyOf(row), Boolean(d.checked))}
      />
    ),
  };
}
