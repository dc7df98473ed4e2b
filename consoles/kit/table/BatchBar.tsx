import { Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  count: { marginInlineEnd: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

export interface BatchBarProps {
  /** How many rows are picked (`selection.selected.length`). */
  count: number;
  /** The measure word: 条, 个. */
  unit: string;
  /** What is picked, for the hint while nothing is: 帖子, 敏感词. */
  noun: string;
  /** A 全选本页 checkbox in the bar too (for pages whose table has no header on phones). */
  selectAll?: { all: boolean; some: boolean; toggleAll: (on: boolean) => void };
  /** The action buttons; disable them while `count` is 0. */
  children: ReactNode;
}

/** The batch actions above a list: how many rows are picked (see `useSelection`), and the buttons. */
export function BatchBar({ count, unit, noun, selectAll, children }: BatchBarProps) {
  const styles = useStyles();
  return (
    <div className={styles.bar} role="toolbar" aria-label="批量操作">
      {selectAll && (
        <Checkbox
          label="全选本页"
          checked={selectAll.all ? true : selectAll.some ? 'mixed' : false}
          onChange={(_, d) => selectAll.toggleAll(Boolean(d.checked))}
        />
      )}
      <Text className={styles.count}>{count ? `已选 ${count} ${unit}` : `勾选${noun}后批量处理`}</Text>
      {children}
    </div>
  );
}
