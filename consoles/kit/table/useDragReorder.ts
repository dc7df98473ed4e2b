import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type DragEvent, type HTMLAttributes, useState } from 'react';

const useStyles = makeStyles({
  row: { cursor: 'grab' },
  dragging: { opacity: 0.4 },
  over: { boxShadow: `inset 0 2px 0 ${tokens.colorBrandStroke1}` },
});

/**
 * Drag-and-drop reordering of a DataTable's rows with native HTML5 drag events (no library): spread `rowProps(row)`
 * on each row (`<DataTable rowProps={drag.rowProps} />`); a drop calls `onMove(from, to)` with the row indexes. Pair it
 * with keyboard up/down buttons: drag events are mouse-only, so those are the accessible way to reorder.
 */
export function useDragReorder<T>({
  rows,
  rowKey,
  onMove,
  disabled = false,
}: {
  rows: readonly T[];
  rowKey: (row: T) => number;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
}) {
  const styles = useStyles();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const indexOf = (key: number) => rows.findIndex((row) => rowKey(row) === key);

  const rowProps = (row: T): HTMLAttributes<HTMLTableRowElement> & { draggable?: boolean } => {
    if (disabled) return {};
    const key = rowKey(row);
    return {
      draggable: true,
      className: mergeClasses(styles.row, dragged === key && styles.dragging, over === key && dragged !== key && styles.over),
      onDragStart: (event: DragEvent) => {
        setDragged(key);
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts a drag only with some data set.
        event.dataTransfer.setData('text/plain', String(key));
      },
      onDragOver: (event: DragEvent) => {
        if (dragged === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (over !== key) setOver(key);
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        const from = dragged === null ? -1 : indexOf(dragged);
        const to = indexOf(key);
        setDragged(null);
        setOver(null);
        if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
      },
      onDragEnd: () => {
        setDragged(null);
        setOver(null);
      },
    };
  };

  return { rowProps, dragging: dragged !== null };
}
