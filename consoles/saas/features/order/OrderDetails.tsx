import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Panel } from '#kit/app/Panel';
import { formatFen } from '#kit/format/money';
import { formatDateTime } from '#kit/format/time';
import { CancelReasonLabels, OrderKindLabels, PayMethodLabels, type Schema } from '#sdk';
import { type DetailRow, DetailRows } from '../../shared/DetailRows';
import { OrderStatusBadge } from '../../shared/order/OrderStatusBadge';
import { planText } from '../../shared/order/orderText';
import { PayCountdown } from '../../shared/order/PayCountdown';
import { OrderTimeline } from './OrderTimeline';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 2fr) minmax(240px, 1fr)',
    alignItems: 'start',
    '@media (max-width: 991px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  status: { display: 'inline-flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  amount: { fontWeight: tokens.fontWeightSemibold },
});

/** The licence expiry the order set; a refund took it back. */
export function licenceExpiryText(order: Schema<'Order'>): string {
  if (!order.licenseExpiresAt) return '未生效';
  const expiry = formatDateTime(order.licenseExpiresAt);
  return order.status === 'refunded' ? `已随退款收回（原为 ${expiry}）` : expiry;
}

/** Every field of an order and its timeline: the holder's and the managers' order detail pages. */
export function OrderDetails({ order }: { order: Schema<'Order'> }) {
  const styles = useStyles();
  const rows: DetailRow[] = [
    ['订单号', order.orderNo],
    ['订单类型', OrderKindLabels[order.kind]],
    [
      '订单状态',
      <span key="status" className={styles.status}>
        <OrderStatusBadge status={order.status} />
        {order.status === 'pending' && order.payDeadline && <PayCountdown deadline={order.payDeadline} />}
        {order.status === 'pending' && !order.payDeadline && (
          <Text>{order.kind === 'offline' ? '线下订单' : '线下付款'}，确认收款后由管理员标记为已支付</Text>
        )}
      </span>,
    ],
    ['站点', `${order.siteName}（${order.siteSlug}）`],
    ['下单账号', `${order.accountName} ${order.accountMobile}`],
    ['套餐', planText(order.licenseType, order.months)],
    [
      '金额',
      <Text key="amount" className={styles.amount}>
        {formatFen(order.amountFen)}
      </Text>,
    ],
    ['支付方式', order.payMethod ? PayMethodLabels[order.payMethod] : '未支付'],
    ['下单时间', formatDateTime(order.createdAt)],
  ];
  if (order.payDeadline) rows.push(['支付截止', formatDateTime(order.payDeadline)]);
  if (order.paidAt) rows.push(['支付时间', formatDateTime(order.paidAt)]);
  if (order.cancelledAt) rows.push(['取消时间', `${formatDateTime(order.cancelledAt)}（${CancelReasonLabels[order.cancelReason]}）`]);
  if (order.refundedAt) rows.push(['退款时间', formatDateTime(order.refundedAt)]);
  rows.push(['授权到期', licenceExpiryText(order)]);
  rows.push(['备注', order.note]);
  return (
    <div className={styles.grid}>
      <Panel title="订单信息">
        <DetailRows rows={rows} label="订单信息" />
      </Panel>
      <Panel title="订单进度">
        <OrderTimeline order={order} />
      </Panel>
    </div>
  );
}
