import { Badge, Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { formatFen } from '#kit/format/money';
import { formatDateTime } from '#kit/format/time';
import { RouteLink } from '#kit/pages/RouteLink';
import { errorText } from '#kit/request/errors';
import { SandboxPaymentStatusLabels, type Schema } from '#sdk';
import { DetailRows } from '../../shared/DetailRows';
import { PayCountdown } from '../../shared/order/PayCountdown';
import { orderApi } from './orderApi';
import { toCompleteSandboxInput, toSandboxPaymentQuery } from './orderRequests';

/** The words of the sandbox banner: the page must never be mistaken for a real payment. */
export const SANDBOX_NOTICE = '这是开发与演示用的模拟支付，不会产生真实扣款';
const PAYMENT_ID = /^[A-Za-z0-9_-]{16,64}$/;

type SandboxStatus = Schema<'SandboxPaymentStatus'>;
/** The contract's words for a sandbox payment's state (`SandboxPayment.status`). */
const statusColor = { pending: 'warning', succeeded: 'success', failed: 'danger' } as const;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '760px' },
  banner: { border: `2px dashed ${tokens.colorPaletteDarkOrangeBorder2}` },
  bannerTitle: { fontSize: tokens.fontSizeBase500 },
  amount: { fontSize: tokens.fontSizeHero800, fontWeight: tokens.fontWeightSemibold, color: tokens.colorPaletteDarkOrangeForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  links: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

/**
 * 模拟支付: the sandbox provider's page, clearly marked. 确认支付 or 模拟支付失败 sends a signed notification through
 * the same path a real provider's would take (`completeSandboxPayment`); the result links back to the order.
 */
export function SandboxPayPage() {
  const styles = useStyles();
  const paymentId = useParams().paymentId ?? '';
  const valid = PAYMENT_ID.test(paymentId);
  const {
    data: payment,
    isLoading,
    error,
  } = orderApi.useGetSandboxPaymentQuery(toSandboxPaymentQuery(paymentId), {
    skip: !valid,
    refetchOnMountOrArgChange: true,
  });
  const [complete, completing] = orderApi.useCompleteSandboxPaymentMutation();
  const [outcome, setOutcome] = useState<{ result: 'succeeded' | 'failed'; order: Schema<'Order'>; description: string } | null>(null);

  const send = async (result: 'succeeded' | 'failed') => {
    const answer = await complete(toCompleteSandboxInput(paymentId, result));
    if (answer.data?.data) setOutcome({ result, order: answer.data.data, description: answer.data.description ?? '' });
  };

  const banner = (
    <MessageBar intent="warning" layout="multiline" className={styles.banner}>
      <MessageBarBody>
        <MessageBarTitle className={styles.bannerTitle}>模拟支付</MessageBarTitle>
        {SANDBOX_NOTICE}。确认后服务端按真实渠道的流程处理支付结果通知。
      </MessageBarBody>
    </MessageBar>
  );

  if (!valid) return <Text>支付单不存在。</Text>;
  if (isLoading) return <Spinner label="正在读取支付单…" />;
  if (!payment) {
    return (
      <div className={styles.page}>
        {banner}
        <Text>{errorText(error, '支付单暂时无法读取，请稍后刷新重试。')}</Text>
      </div>
    );
  }

  const status: SandboxStatus = outcome ? outcome.result : payment.status;
  const orderLink = `/order/seeOrder/${payment.orderId}`;

  return (
    <div className={styles.page}>
      {banner}
      <Panel title="模拟支付收银台">
        <DetailRows
          label="支付单"
          rows={[
            ['商品', payment.subject],
            [
              '金额',
              <span key="amount" className={styles.amount}>
                {formatFen(payment.amountFen)}
              </span>,
            ],
            ['订单号', payment.orderNo],
            ['支付单号', payment.paymentId],
            ['支付截止', formatDateTime(payment.expiresAt)],
            [
              '状态',
              <Badge key="status" appearance="tint" color={statusColor[status]}>
                {SandboxPaymentStatusLabels[status]}
              </Badge>,
            ],
          ]}
        />
        {status === 'pending' && (
          <div className={styles.actions}>
            <Button appearance="primary" size="large" disabled={completing.isLoading} onClick={() => send('succeeded')}>
              确认支付
            </Button>
            <Button size="large" disabled={completing.isLoading} onClick={() => send('failed')}>
              模拟支付失败
            </Button>
            <PayCountdown deadline={payment.expiresAt} />
          </div>
        )}
        {status === 'succeeded' && (
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{outcome?.description || '支付成功'}</MessageBarTitle>
              <span>{outcome?.order.licenseExpiresAt ? `授权到期：${formatDateTime(outcome.order.licenseExpiresAt)}` : '订单已支付'}</span>
            </MessageBarBody>
          </MessageBar>
        )}
        {status === 'failed' && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>支付失败</MessageBarTitle>
              {outcome?.description || '这笔模拟支付未成功，可重新发起支付'}
            </MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.links}>
          <RouteLink to={orderLink}>查看订单</RouteLink>
          {status === 'failed' && <RouteLink to={`/order/orderPay/${payment.orderId}`}>重新支付</RouteLink>}
          <RouteLink to="/order/orderList">返回订单列表</RouteLink>
        </div>
      </Panel>
    </div>
  );
}
