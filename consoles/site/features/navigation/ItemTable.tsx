import { Button, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { Fragment, useState } from 'react';
import { NavigationTargetKindLabels, NavigationVisibilityLabels } from '#sdk';
import type { ItemValues } from './navigationRequests';

const useStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse' },
  cell: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    textAlign: 'left',
  },
  child: { paddingLeft: tokens.spacingHorizontalXXL },
  muted: { color: tokens.colorNeutralForeground3 },
  handle: { cursor: 'grab', color: tokens.colorNeutralForeground3, verticalAlign: 'middle' },
  over: { outline: `2px dashed ${tokens.colorBrandStroke1}` },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** Where a row sits: its parent's key (null for a first-level item) and its index there. */
export interface RowPlace {
  parentKey: string | null;
  index: number;
}

export interface ItemTableProps {
  items: readonly ItemValues[];
  /** Sub-menus may be added (the top position). */
  nested: boolean;
  onMove: (place: RowPlace, to: number) => void;
  onToggle: (place: RowPlace, enabled: boolean) => void;
  onEdit: (place: RowPlace) => void;
  onAddChild: (parentKey: string) => void;
  onRemove: (place: RowPlace) => void;
}

function targetText(item: ItemValues) {
  if (item.targetKind === 'external') return item.url;
  const kind = NavigationTargetKindLabels[item.targetKind];
  if (item.targetKind === 'section' || item.targetKind === 'post') return `${kind}：${item.targetName || `#${item.targetId}（已不存在）`}`;
  return kind;
}

/**
 * The position's items and their sub-items in order. Rows are dragged within their level (native drag and drop);
 * the up and down buttons do the same from the keyboard.
 */
export function ItemTable({ items, nested, onMove, onToggle, onEdit, onAddChild, onRemove }: ItemTableProps) {
  const styles = useStyles();
  const [dragging, setDragging] = useState<RowPlace | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const row = (item: ItemValues, place: RowPlace, count: number) => {
    const sameLevel = dragging !== null && dragging.parentKey === place.parentKey;
    return (
      <tr
        key={item.key}
        draggable
        className={over === item.key ? styles.over : undefined}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', item.name);
          setDragging(place);
        }}
        onDragOver={(event) => {
          if (!sameLevel) return;
          event.preventDefault();
          setOver(item.key);
        }}
        onDragLeave={() => setOver((was) => (was === item.key ? null : was))}
        onDrop={(event) => {
          event.preventDefault();
          if (dragging && sameLevel) onMove(dragging, place.index);
          setDragging(null);
          setOver(null);
        }}
        onDragEnd={() => {
          setDragging(null);
          setOver(null);
        }}
      >
        <td className={`${styles.cell} ${place.parentKey ? styles.child : ''}`}>
          <ReOrderDotsVerticalRegular className={styles.handle} aria-hidden="true" /> {place.parentKey ? '└ ' : ''}
          {item.name}
        </td>
        <td className={styles.cell}>{targetText(item)}</td>
        <td className={styles.cell}>
          {NavigationVisibilityLabels[item.visibility]}
          {item.openInNewWindow ? <span className={styles.muted}> · 新窗口</span> : null}
        </td>
        <td className={styles.cell}>
          <Switch aria-label={`启用“${item.name}”`} checked={item.enabled} onChange={(_, d) => onToggle(place, d.checked)} />
        </td>
        <td className={styles.cell}>
          <div className={styles.actions}>
            <Button
              size="small"
              icon={<ArrowUpRegular />}
              aria-label={`上移“${item.name}”`}
              disabled={place.index === 0}
              onClick={() => onMove(place, place.index - 1)}
            />
            <Button
              size="small"
              icon={<ArrowDownRegular />}
              aria-label={`下移“${item.name}”`}
              disabled={place.index === count - 1}
              onClick={() => onMove(place, place.index + 1)}
            />
            <Button size="small" aria-label={`编辑“${item.name}”`} onClick={() => onEdit(place)}>
              编辑
            </Button>
            {nested && !place.parentKey ? (
              <Button
                size="small"
                aria-label={`给“${item.name}”添加子菜单`}
                disabled={item.children.length >= 10}
                onClick={() => onAddChild(item.key)}
              >
                添加子菜单
              </Button>
            ) : null}
            <Button size="small" aria-label={`删除“${item.name}”`} onClick={() => onRemove(place)}>
              删除
            </Button>
          </div>
        </td>
      </tr>
    );
  };
  return (
    <table className={styles.table} aria-label="导航项">
      <thead>
        <tr>
          {['名称', '链接目标', '可见范围', '启用', '操作'].map((title) => (
            <th key={title} scope="col" className={styles.cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <Fragment key={item.key}>
            {row(item, { parentKey: null, index }, items.length)}
            {item.children.map((child, i) => row(child, { parentKey: item.key, index: i }, item.children.length))}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
