import { makeStyles, mergeClasses, Tooltip, tokens } from '@fluentui/react-components';
import { formatDateTime, timeAgo } from '#kit/format/time';
import { formatDelta } from './pointRequests';

const useStyles = makeStyles({
  delta: { whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
  plus: { color: tokens.colorPaletteGreenForeground1 },
  minus: { color: tokens.colorPaletteRedForeground1 },
  time: { whiteSpace: 'nowrap' },
});

/** A ledger change: `+5` in green, `-3` in red. */
export function Delta({ delta }: { delta: number }) {
  const styles = useStyles();
  return <span className={mergeClasses(styles.delta, delta > 0 && styles.plus, delta < 0 && styles.minus)}>{formatDelta(delta)}</span>;
}

/** A time as `2026-11-20 20:31`, with how long ago on hover. */
export function RecordTime({ time }: { time: string }) {
  const styles = useStyles();
  return (
    <Tooltip content={timeAgo(time)} relationship="description">
      <span className={styles.time}>{formatDateTime(time)}</span>
    </Tooltip>
  );
}
