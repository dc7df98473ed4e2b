import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  rows: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    alignItems: 'baseline',
    margin: 0,
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
});

export type DetailRow = [label: string, value: ReactNode];

/** Label / value pairs of a detail page, as a description list. Empty values read 无. */
export function DetailRows({ rows, label }: { rows: DetailRow[]; label?: string }) {
  const styles = useStyles();
  return (
    <dl className={styles.rows} aria-label={label}>
      {rows.map(([name, value]) => [
        <dt key={`${name}-label`}>
          <Text className={styles.label}>{name}</Text>
        </dt>,
        <dd key={`${name}-value`} className={styles.value}>
          {value === '' || value === null || value === undefined ? (
            <Text>无</Text>
          ) : typeof value === 'string' ? (
            <Text>{value}</Text>
          ) : (
            value
          )}
        </dd>,
      ])}
    </dl>
  );
}
