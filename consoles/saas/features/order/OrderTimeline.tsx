import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { formatDateTime } from '#kit/format/time';
import { CancelReasonLabels, PayMethodLabels, type Schema } from '#sdk';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    position: 'relative',
    paddingInlineStart: '22px',
    paddingBottom: tokens.spacingVerticalL,
    borderInlineStartWidth: '2px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
    marginInlineStart: '5px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    ':last-child': { borderInlineStartColor: 'transparent', paddingBottom: 0 },
  },
  dot: {
    position: 'absolute',
    left: '-7px',
    top: '3px',
    width: '12px',
    height: '12px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    boxSizing: 'border-box',
  },
  success: { border: `2px solid ${tokens.colorPaletteGreenBorder2}`, backgroundColor: tokens.colorPaletteGreenBackground3 },
  brand: { border: `2px solid ${tokens.colorBrandStroke1}` },
  muted: { border: `2px solid ${tokens.colorNeutralStroke1}`, backgroundColor: tokens.colorNeutralStroke1 },
  danger: { border: `2px solid ${tokens.colorPaletteRedBorder2}`, backgroundColor: tokens.colorPaletteRedBackground3 },
  time: { color: tokens.colorNeutralForeground3 },
});

export interface TimelineEvent {
  title: string;
  time: string;
  detail?: string;
  tone: 'brand' | 'success' | 'muted' | 'danger';
}

/** What happened to an order, oldest first: created, then paid, cancelled or refunded (§4 order states). */
export function orderEvents(order: Schema<'Order'>): TimelineEvent[] {
  const events: TimelineEvent[] = [{ title: '创建订单', time: order.createdAt, tone: 'brand' }];
  if (order.paidAt) {
    events.push({
      title: '支付成功',
      time: order.paidAt,
      detail: [
        order.payMethod ? `支付方式：${PayMethodLabels[order.payMethod]}` : '',
        order.licenseExpiresAt ? `授权到期：${formatDateTime(order.licenseExpiresAt)}` : '',
      ]
        .filter(Boolean)
        .join('，'),
      tone: 'success',
    });
  }
  if (order.cancelledAt) {
    events.push({
      title: '订单取消',
      time: order.cancelledAt,
      detail: order.cancelReason ? CancelReasonLabels[order.cancelReason] : '',
      tone: 'muted',
    });
  }
  if (order.refundedAt) events.push({ title: '已退款', time: order.refundedAt, detail: '该订单增加的授权时间已收回', tone: 'danger' });
  return events.sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

export function OrderTimeline({ order }: { order: Schema<'Order'> }) {
  const styles = useStyles();
  return (
    <ol className={styles.list} aria-label="订单进度">
      {orderEvents(order).map((event) => (
        <li key={event.title} className={styles.item}>
          <span className={mergeClasses(styles.dot, styles[event.tone])} aria-hidden />
          <Text weight="semibold">{event.title}</Text>
          <Text className={styles.time}>{formatDateTime(event.time)}</Text>
          {event.detail && <Text>{event.detail}</Text>}
        </li>
      ))}
      {order.status === 'pending' && (
        <li className={styles.item}>
          <span className={styles.dot} aria-hidden />
          <Text weight="semibold">等待支付</Text>
        </li>
      )}
    </ol>
  );
}
