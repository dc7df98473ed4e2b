import { LicenseTypeLabels, OrderKindLabels, OrderStatusLabels, PayMethodLabels, type Schema } from '../../sdk';
import { formatBeijingDateTime as formatDateTime, formatFen } from '../../sdk/format';

type Order = Schema<'Order'>;

// A value this commctl has no label for (a newer server) is shown as it came rather than hidden.
const label = <K extends string | number>(labels: Record<K, string>, value: K): string => labels[value] ?? String(value);

export const planLabel = (type: Schema<'LicenseType'>) => label(LicenseTypeLabels, type);
export const orderStatusLabel = (status: Schema<'OrderStatus'>) => label(OrderStatusLabels, status);
export const orderKindLabel = (kind: Schema<'OrderKind'>) => label(OrderKindLabels, kind);
export const durationLabel = (months: number) => `${months} 个月`;
export const siteLabel = (name: string, slug: string) => `${name}（${slug}）`;

/** An order on one page: label/value lines, the times it has reached and nothing for those it has not. */
export function orderPairs(order: Order): [string, string][] {
  const pairs: [string, string][] = [
    ['编号', String(order.id)],
    ['订单号', order.orderNo],
    ['类型', orderKindLabel(order.kind)],
    ['状态', orderStatusLabel(order.status)],
    ['站点', siteLabel(order.siteName, order.siteSlug)],
    ['下单账号', `${order.accountName}（${order.accountMobile}）`],
    ['套餐', planLabel(order.licenseType)],
    ['时长', durationLabel(order.months)],
    ['金额', formatFen(order.amountFen)],
    ['支付方式', order.payMethod ? label(PayMethodLabels, order.payMethod) : '未支付'],
    ['下单时间', formatDateTime(order.createdAt)],
  ];
  const times: [string, string | null][] = [
    ['支付截止', order.payDeadline],
    ['支付时间', order.paidAt],
    ['取消时间', order.cancelledAt],
    ['退款时间', order.refundedAt],
    ['授权到期', order.licenseExpiresAt],
  ];
  for (const [name, time] of times) if (time) pairs.push([name, formatDateTime(time)]);
  if (order.note) pairs.push(['备注', order.note]);
  return pairs;
}
