import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router';
import { OrderKindLabels, type Schema } from '../../../../sdk';
import { Panel } from '../../../kit/app/Panel';
import { formatFen } from '../../../kit/format/money';
import { formatDateTime } from '../../../kit/format/time';
import { RouteLink } from '../../../kit/pages/RouteLink';
import { errorText } from '../../../kit/request/errors';
import { type Column, DataTable } from '../../../kit/table/DataTable';
import { OrderStatusBadge } from '../order/OrderStatusBadge';
import { routeId } from '../order/orderRequests';
import { planText } from '../order/orderText';
import { useRoleCheck } from '../site/useRoleCheck';
import { LicenseSummary } from './LicenseSummary';
import { licenseApi } from './licenseApi';
import { toLicenseQuery } from './licenseRequests';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  amount: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  links: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

type Order = Schema<'Order'>;

/** 站点授权: plan, effective type, state and dates, and the orders that changed it (`getLicense`). */
export function SeeLicensePage() {
  const styles = useStyles();
  const can = useRoleCheck();
  const siteId = routeId(useParams().id);
  const {
    data: license,
    isLoading,
    error,
  } = licenseApi.useGetLicenseQuery(toLicenseQuery(siteId ?? 0), { skip: siteId === null, refetchOnMountOrArgChange: true });
  if (siteId === null) return <Text>站点不存在。</Text>;
  if (isLoading) return <Spinner label="正在读取站点授权…" />;
  if (!license) return <Text>{errorText(error, '站点授权暂时无法读取，请稍后刷新重试。')}</Text>;

  // Managers with Order open an order's detail; others see its number only.
  const orderCell = (o: Order) =>
    can('Order') ? <RouteLink to={`/orderManage/seeOrderManage/${o.id}`}>{o.orderNo}</RouteLink> : o.orderNo;
  const columns: Column<Order>[] = [
    { key: 'orderNo', title: '订单号', render: orderCell },
    { key: 'kind', title: '类型', render: (o) => OrderKindLabels[o.kind] },
    { key: 'plan', title: '套餐', render: (o) => planText(o.licenseType, o.months) },
    { key: 'amount', title: '金额', render: (o) => <span className={styles.amount}>{formatFen(o.amountFen)}</span> },
    { key: 'status', title: '状态', render: (o) => <OrderStatusBadge status={o.status} /> },
    { key: 'paidAt', title: '生效时间', render: (o) => formatDateTime(o.paidAt) },
    { key: 'expires', title: '授权到期', render: (o) => formatDateTime(o.licenseExpiresAt) },
    { key: 'account', title: '下单账号', render: (o) => `${o.accountName} ${o.accountMobile}` },
  ];

  return (
    <div className={styles.page}>
      <Panel title="站点授权">
        <LicenseSummary license={license} withOwner />
        <div className={styles.links}>
          <RouteLink to="/siteManage/manageSite">返回站点管理</RouteLink>
          {can('Order') && <RouteLink to="/orderManage/createOrder">为站点创建线下订单</RouteLink>}
        </div>
      </Panel>
      <Panel title="授权变更记录" description="使该站点授权变化的订单，新的在前。">
        <DataTable
          label="授权变更记录"
          columns={columns}
          rows={license.history}
          rowKey={(o) => o.id}
          empty="还没有授权变更记录（基础版免费长期有效）"
        />
      </Panel>
    </div>
  );
}
