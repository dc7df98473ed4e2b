import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatFen } from '#kit/format/money';
import { formatDateTime } from '#kit/format/time';
import type { Column } from '#kit/table/DataTable';
import { OrderKindLabels, type Schema } from '#sdk';
import { OrderStatusBadge } from './OrderStatusBadge';
import { planText } from './orderText';
import { PayCountdown } from './PayCountdown';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  amount: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  orderNo: { width: '170px' },
});

type Order = Schema<'Order'>;

/** A pending order its holder may still pay or cancel online (offline orders are settled by managers). */
export const payableOnline = (order: Order) => order.status === 'pending' && order.payDeadline !== null;

/** The columns the order tables share (own orders, all orders, a licence's history). */
export function useOrderColumns() {
  const styles = useStyles();
  const twoLines = (first: string, second: string) => (
    <span className={styles.stack}>
      <Text>{first}</Text>
      <Text size={200} className={styles.muted}>
        {second}
      </Text>
    </span>
  );
  return {
    orderNo: { key: 'orderNo', title: '订单号', className: styles.orderNo, render: (o) => o.orderNo },
    account: { key: 'account', title: '下单账号', render: (o) => twoLines(o.accountName, o.accountMobile) },
    site: { key: 'site', title: '站点', render: (o) => twoLines(o.siteName, o.siteSlug) },
    plan: { key: 'plan', title: '套餐', render: (o) => planText(o.licenseType, o.months) },
    kind: { key: 'kind', title: '类型', render: (o) => OrderKindLabels[o.kind] },
    amount: { key: 'amount', title: '金额', render: (o) => <span className={styles.amount}>{formatFen(o.amountFen)}</span> },
    /** The state, and for an order payable online the time left to pay. */
    status: {
      key: 'status',
      title: '状态',
      render: (o) => (
        <span className={styles.stack}>
          <OrderStatusBadge status={o.status} />
          {payableOnline(o) && o.payDeadline && <PayCountdown deadline={o.payDeadline} />}
        </span>
      ),
    },
    createdAt: { key: 'createdAt', title: '下单时间', render: (o) => formatDateTime(o.createdAt) },
  } satisfies Record<string, Column<Order>>;
}
