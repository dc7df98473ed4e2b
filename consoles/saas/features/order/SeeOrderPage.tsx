import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { RouteLink } from '#kit/pages/RouteLink';
import { licenseAllows } from '#sdk';
import { OrderDetails } from './OrderDetails';
import { useRouteOrder } from './OrderPageState';
import { orderApi } from './orderApi';
import { toCancelOrderInput } from './orderRequests';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

/** 订单详情 (the holder's own order): every field, its timeline, the licence expiry it set; pay or cancel while pending. */
export function SeeOrderPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { order, placeholder } = useRouteOrder();
  const [cancelOrder, cancelling] = orderApi.useCancelOrderMutation();
  const [confirming, setConfirming] = useState(false);
  if (!order) return placeholder;

  const payable = order.status === 'pending' && order.payDeadline !== null;
  const cancel = async () => {
    const result = await cancelOrder(toCancelOrderInput(order.id));
    setConfirming(false);
    if (result.data) notify.success(result.data.description || '订单已取消');
  };

  return (
    <div className={styles.page}>
      <div className={styles.actions}>
        {payable && (
          <Button appearance="primary" onClick={() => navigate(`/order/orderPay/${order.id}`)}>
            去支付
          </Button>
        )}
        {payable && <Button onClick={() => setConfirming(true)}>取消订单</Button>}
        {order.status === 'paid' && licenseAllows.renewal(order.licenseType) && (
          <RouteLink to={`/order/renewProduct/${order.siteId}`}>续费该站点</RouteLink>
        )}
        <RouteLink to="/order/orderList">返回订单列表</RouteLink>
      </div>
      <OrderDetails order={order} />
      <ConfirmDialog
        open={confirming}
        title="取消订单"
        confirmText="取消订单"
        cancelText="再想想"
        danger
        busy={cancelling.isLoading}
        onConfirm={cancel}
        onCancel={() => setConfirming(false)}
      >
        <Text>确定取消订单 {order.orderNo} 吗？取消后如需购买请重新下单。</Text>
      </ConfirmDialog>
    </div>
  );
}
