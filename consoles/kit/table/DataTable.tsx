import {
  Button,
  makeStyles,
  mergeClasses,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { HTMLAttributes, Key, ReactNode } from 'react';
import { useScrollRegion } from './useScrollRegion';

const useStyles = makeStyles({
  // Narrow windows scroll the table sideways rather than squeezing the columns.
  scroll: {
    overflowX: 'auto',
    position: 'relative',
    // Focusable while it scrolls (useScrollRegion): the ring says where the arrow keys go.
    ':focus-visible': { outlineWidth: tokens.strokeWidthThick, outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2 },
  },
  table: { minWidth: '640px' },
  head: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  state: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
  },
  cell: { paddingBlock: tokens.spacingVerticalS, verticalAlign: 'middle' },
  // Phones: each row a card of "label value" lines instead of a table scrolled sideways.
  stacked: {
    '@media (max-width: 640px)': {
      minWidth: 0,
      display: 'block',
      '& thead': { display: 'none' },
      '& tbody': { display: 'block' },
      '& tr': {
        display: 'block',
        height: 'auto',
        paddingBlock: tokens.spacingVerticalS,
        borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
      },
      '& td': {
        display: 'flex',
        alignItems: 'flex-start',
        gap: tokens.spacingHorizontalM,
        width: 'auto',
        height: 'auto',
        minHeight: 0,
        paddingBlock: tokens.spacingVerticalXXS,
      },
      '& td[data-label]::before': {
        content: 'attr(data-label)',
        flexShrink: 0,
        width: '72px',
        color: tokens.colorNeutralForeground3,
      },
    },
  },
});

export interface Column<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  /** A makeStyles class for the column's cells (width, alignment). */
  className?: string;
}

export interface DataTableProps<T> {
  /** The accessible name of the table. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => Key;
  loading?: boolean;
  /** The failure to show in place of the rows (the request layer has already toasted it). */
  error?: string;
  onRetry?: () => void;
  empty?: ReactNode;
  /** A makeStyles class for the table (e.g. another minimum width before it scrolls sideways; default 640px). */
  className?: string;
  /** Below 640 px show each row as a card of labelled lines (column titles must be text) instead of scrolling. */
  stacked?: boolean;
  /** Attributes of each row, e.g. the drag-and-drop handlers of `useDragReorder` (`#kit/table/useDragReorder`). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
}

/** A list as a table: header row, one row per item, and a loading, failure or empty state in place of rows. */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  error,
  onRetry,
  empty = '暂无数据',
  className,
  stacked = false,
  rowProps,
}: DataTableProps<T>) {
  const styles = useStyles();
  const region = useScrollRegion<HTMLDivElement>(label);
  const list = rows ?? [];
  const state =
    loading && list.length === 0 ? (
      <Spinner size="tiny" label="加载中…" />
    ) : error && list.length === 0 ? (
      <>
        <Text>{`加载失败：${error}`}</Text>
        {onRetry && (
          <Button size="small" onClick={onRetry}>
            重试
          </Button>
        )}
      </>
    ) : list.length === 0 ? (
      <Text>{empty}</Text>
    ) : null;
  return (
    <div className={styles.scroll} ref={region.ref} {...region.props}>
      <Table aria-label={label} className={mergeClasses(styles.table, className, stacked && styles.stacked)} aria-busy={loading}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.key} className={mergeClasses(styles.head, column.className)}>
                {column.title}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {state ? (
            <TableRow>
              <TableCell colSpan={columns.length}>
                <div className={styles.state}>{state}</div>
              </TableCell>
            </TableRow>
          ) : (
            list.map((row) => (
              <TableRow key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    className={mergeClasses(styles.cell, column.className)}
                    data-label={stacked && typeof column.title === 'string' ? column.title : undefined}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
