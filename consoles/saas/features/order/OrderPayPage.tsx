import { Button, MessageBar, MessageBarBody, makeStyles, Radio, RadioGroup, Spinner, Text, tokens } from '@fluentui/react-components';
import { useNavigate, useParams } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { formatFen } from '#kit/format/money';
import { formatDateTime } from '#kit/format/time';
import { isExternal } from '#kit/format/url';
import { RouteLink } from '#kit/pages/RouteLink';
import { errorText } from '#kit/request/errors';
import { OrderKindLabels, OrderStatusLabels } from '#sdk';
import { DetailRows } from '../../shared/DetailRows';
import { planText, timeLeft } from '../../shared/order/orderText';
import { PayCountdown } from '../../shared/order/PayCountdown';
import { useNow } from '../../shared/order/useNow';
import { routeId } from '../../shared/routeId';
import { orderApi } from './orderApi';
import { toOrderQuery, toPayOrderInput } from './orderRequests';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '760px' },
  amount: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, color: tokens.colorPaletteDarkOrangeForeground1 },
  method: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

/** Shown instead of a payment method when the platform takes no online payment (`getPaymentOptions` lists none). */
export const ONLINE_PAYMENT_OFF = '在线支付未开通，请联系平台管理员线下付款或使用授权码。';

/**
 * 订单支付: what is being paid for, the payment methods the platform has open (`getPaymentOptions`; 模拟支付 only when
 * the server runs the sandbox), then on to the provider's page (`payOrder`).
 */
export function OrderPayPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const id = routeId(useParams().id);
  const {
    data: order,
    isLoading,
    error,
  } = orderApi.useGetOrderQuery(toOrderQuery(id ?? 0), { skip: id === null, refetchOnMountOrArgChange: true });
  const options = orderApi.useGetPaymentOptionsQuery();
  const [payOrder, paying] = orderApi.usePayOrderMutation();
  const now = useNow(order?.status === 'pending');

  if (id === null) return <Text>订单不存在。</Text>;
  if (isLoading) return <Spinner label="正在读取订单…" />;
  if (!order) return <Text>{errorText(error, '订单暂时无法读取，请稍后刷新重试。')}</Text>;

  const expired = order.payDeadline !== null && timeLeft(order.payDeadline, now) === null;
  const sandbox = options.data?.providers.includes('sandbox') ?? false;
  const onlinePayable = order.status === 'pending' && order.payDeadline !== null && !expired && sandbox;
  const notice =
    order.status !== 'pending'
      ? `订单${OrderStatusLabels[order.status]}，无需支付。`
      : order.kind === 'offline'
        ? '这是管理员创建的线下订单，请按线下约定付款，确认收款后由管理员标记为已支付。'
        : expired
          ? '已超过支付时间，订单将自动取消，请重新下单。'
          : ONLINE_PAYMENT_OFF;

  const pay = async () => {
    const result = await payOrder(toPayOrderInput(order.id));
    const intent = result.data?.data;
    if (!intent) return;
    // The sandbox pays inside this console; a real provider's page is elsewhere.
    if (isExternal(intent.payUrl)) window.location.assign(intent.payUrl);
    else navigate(intent.payUrl);
  };

  return (
    <div className={styles.page}>
      <Panel title="订单信息">
        <DetailRows
          label="订单信息"
          rows={[
            ['订单号', order.orderNo],
            ['站点', `${order.siteName}（${order.siteSlug}）`],
            ['订单类型', OrderKindLabels[order.kind]],
            ['套餐', planText(order.licenseType, order.months)],
            ['下单时间', formatDateTime(order.createdAt)],
            [
              '支付截止',
              order.payDeadline ? formatDateTime(order.payDeadline) : order.kind === 'offline' ? '无（线下订单）' : '无（线下付款）',
            ],
            [
              '应付金额',
              <span key="amount" className={styles.amount}>
                {formatFen(order.amountFen)}
              </span>,
            ],
          ]}
        />
      </Panel>
      <Panel title="支付方式">
        {options.isLoading && order.status === 'pending' ? (
          <Spinner size="small" label="正在读取支付方式…" />
        ) : options.error && order.status === 'pending' && !expired ? (
          <Text>{errorText(options.error, '支付方式暂时无法读取，请稍后刷新重试。')}</Text>
        ) : onlinePayable ? (
          <>
            <RadioGroup value="sandbox" aria-label="支付方式">
              <Radio
                value="sandbox"
                label={
                  <span className={styles.method}>
                    <Text weight="semibold">模拟支付</Text>
                    <Text size={200} className={styles.muted}>
                      开发与演示用的沙箱渠道，不会产生真实扣款
                    </Text>
                  </span>
                }
              />
            </RadioGroup>
            <div className={styles.actions}>
              <Button appearance="primary" size="large" disabled={paying.isLoading} onClick={pay}>
                {paying.isLoading ? '正在发起支付…' : `去支付 ${formatFen(order.amountFen)}`}
              </Button>
              {order.payDeadline && <PayCountdown deadline={order.payDeadline} />}
              <RouteLink to={`/order/seeOrder/${order.id}`}>查看订单</RouteLink>
            </div>
          </>
        ) : (
          <MessageBar intent={order.status === 'paid' ? 'success' : 'warning'}>
            <MessageBarBody>
              {notice} <RouteLink to={`/order/seeOrder/${order.id}`}>查看订单</RouteLink>
            </MessageBarBody>
          </MessageBar>
        )}
      </Panel>
    </div>
  );
}
