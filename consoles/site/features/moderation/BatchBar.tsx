import { makeStyles, Text, tokens } from '@fluentui/react-components';
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

/** The batch actions above a list: how many rows are picked, and the buttons (disabled while none is). */
export function BatchBar({ count, unit, noun, children }: { count: number; unit: string; noun: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.bar} role="toolbar" aria-label="批量操作">
      <Text className={styles.count}>{count ? `已选 ${count} ${unit}` : `勾选${noun}后批量处理`}</Text>
      {children}
    </div>
  );
}
