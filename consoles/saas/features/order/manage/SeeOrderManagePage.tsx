import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { RouteLink } from '#kit/pages/RouteLink';
import { OrderDetails } from '../OrderDetails';
import { useRouteOrder } from '../OrderPageState';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

/** 订单详情 for managers: any customer's order, with the way to 处理订单. */
export function SeeOrderManagePage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { order, placeholder } = useRouteOrder();
  if (!order) return placeholder;
  return (
    <div className={styles.page}>
      <div className={styles.row}>
        <Button appearance="primary" onClick={() => navigate(`/orderManage/editOrder/${order.id}`)}>
          处理订单
        </Button>
        <RouteLink to="/orderManage/manageOrder">返回订单管理</RouteLink>
      </div>
      <OrderDetails order={order} />
    </div>
  );
}
