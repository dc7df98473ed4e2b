import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { formatDateTime } from '#kit/format/time';
import { RouteLink } from '#kit/pages/RouteLink';
import { useCan } from '#kit/permission/useCan';
import { errorText } from '#kit/request/errors';
import { type Column, DataTable } from '#kit/table/DataTable';
import type { Schema } from '#sdk';
import { LicenseSummary } from '../../shared/license/LicenseSummary';
import { toLicenseQuery } from '../../shared/license/licenseQuery';
import { useOrderColumns } from '../../shared/order/orderColumns';
import { routeId } from '../../shared/routeId';
import { licenseApi } from './licenseApi';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  links: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

type Order = Schema<'Order'>;

/** 站点授权: plan, effective type, state and dates, and the orders that changed it (`getLicense`). */
export function SeeLicensePage() {
  const styles = useStyles();
  // Order managers open an order's detail and create offline orders; others see the order number only.
  const handlesOrders = useCan('updateManagedOrder');
  const createsOrders = useCan('createOfflineOrder');
  const common = useOrderColumns();
  const siteId = routeId(useParams().id);
  const {
    data: license,
    isLoading,
    error,
  } = licenseApi.useGetLicenseQuery(toLicenseQuery(siteId ?? 0), { skip: siteId === null, refetchOnMountOrArgChange: true });
  if (siteId === null) return <Text>站点不存在。</Text>;
  if (isLoading) return <Spinner label="正在读取站点授权…" />;
  if (!license) return <Text>{errorText(error, '站点授权暂时无法读取，请稍后刷新重试。')}</Text>;

  const orderCell = (o: Order) =>
    handlesOrders ? <RouteLink to={`/orderManage/seeOrderManage/${o.id}`}>{o.orderNo}</RouteLink> : o.orderNo;
  const columns: Column<Order>[] = [
    { ...common.orderNo, render: orderCell },
    common.kind,
    common.plan,
    common.amount,
    common.status,
    { key: 'paidAt', title: '生效时间', render: (o) => formatDateTime(o.paidAt) },
    { key: 'expires', title: '授权到期', render: (o) => formatDateTime(o.licenseExpiresAt) },
    common.account,
  ];

  return (
    <div className={styles.page}>
      <Panel title="站点授权">
        <LicenseSummary license={license} withOwner />
        <div className={styles.links}>
          <RouteLink to="/siteManage/manageSite">返回站点管理</RouteLink>
          {createsOrders && <RouteLink to="/orderManage/createOrder">为站点创建线下订单</RouteLink>}
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
