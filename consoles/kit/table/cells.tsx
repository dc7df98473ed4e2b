import { makeStyles, mergeClasses, Tooltip, tokens } from '@fluentui/react-components';
import { signed } from '#kit/format/number';
import { formatDateTime, timeAgo } from '#kit/format/time';

const useStyles = makeStyles({
  delta: { whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
  plus: { color: tokens.colorPaletteGreenForeground1 },
  minus: { color: tokens.colorPaletteRedForeground1 },
  time: { whiteSpace: 'nowrap' },
});

/** A change in a table: `+5` in green, `-3` in red. */
export function SignedNumber({ value }: { value: number }) {
  const styles = useStyles();
  return <span className={mergeClasses(styles.delta, value > 0 && styles.plus, value < 0 && styles.minus)}>{signed(value)}</span>;
}

/** A time in a table as `2026-11-20 20:31`, with how long ago on hover. */
export function DateTimeCell({ time }: { time: string }) {
  const styles = useStyles();
  return (
    <Tooltip content={timeAgo(time)} relationship="description">
      <span className={styles.time}>{formatDateTime(time)}</span>
    </Tooltip>
  );
}
