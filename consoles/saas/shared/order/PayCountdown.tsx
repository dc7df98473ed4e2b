import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { timeLeft } from './orderText';
import { useNow } from './useNow';

const useStyles = makeStyles({
  left: { color: tokens.colorPaletteDarkOrangeForeground1, fontVariantNumeric: 'tabular-nums' },
  over: { color: tokens.colorNeutralForeground3 },
});

/** 支付剩余 mm:ss for a pending order's deadline, ticking every second; 已超过支付时间 once it has passed. */
export function PayCountdown({ deadline, prefix = '支付剩余' }: { deadline: string; prefix?: string }) {
  const styles = useStyles();
  const now = useNow(true);
  const left = timeLeft(deadline, now);
  if (!left) return <Text className={styles.over}>已超过支付时间</Text>;
  return (
    <Text className={styles.left} aria-live="off">
      {prefix} {left}
    </Text>
  );
}
