import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { KeyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { RouteLink } from '#kit/pages/RouteLink';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { OrderStatusLabels, type Schema } from '#sdk';
import { ConsultantWidget } from '#shared/consultant/ConsultantWidget';
import { consultant } from '../../consultant';
import { payableOnline, useOrderColumns } from '../../shared/order/orderColumns';
import { planText } from '../../shared/order/orderText';
import { orderApi } from './orderApi';
import { type OrderStatus, toCancelOrderInput, toOrderListInput } from './orderRequests';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  extra: { marginInlineStart: 'auto', display: 'flex', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  actionsColumn: { width: '200px' },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
});

type Order = Schema<'Order'>;

/** 订单列表: the signed-in account's own orders, by status, with pay / cancel / view actions (`getOrderList`). */
export function OrderListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useListPage({
    operation: 'getOrderList',
    empty: '' as OrderStatus | '',
    toInput: (status, at) => toOrderListInput(status, at.page, at.pageSize),
  });
  const status = list.filters;
  const [cancelOrder, cancelling] = orderApi.useCancelOrderMutation();
  const [toCancel, setToCancel] = useState<Order | null>(null);

  const confirmCancel = async () => {
    if (!toCancel) return;
    const result = await cancelOrder(toCancelOrderInput(toCancel.id));
    setToCancel(null);
    if (result.data) notify.success(result.data.description || '订单已取消');
  };

  const common = useOrderColumns();
  const columns: Column<Order>[] = [
    common.orderNo,
    common.site,
    common.plan,
    common.kind,
    common.amount,
    common.status,
    common.createdAt,
    {
      key: 'actions',
      title: '操作',
      className: styles.actionsColumn,
      render: (o) => (
        <span className={styles.actions}>
          {payableOnline(o) && (
            <Button size="small" appearance="primary" onClick={() => navigate(`/order/orderPay/${o.id}`)}>
              去支付
            </Button>
          )}
          {payableOnline(o) && (
            <Button size="small" onClick={() => setToCancel(o)}>
              取消
            </Button>
          )}
          <Button size="small" appearance="subtle" onClick={() => navigate(`/order/seeOrder/${o.id}`)}>
            查看
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Panel>
      <div className={styles.toolbar}>
        <Field label="订单状态">
          <EnumDropdown
            label="订单状态"
            value={status}
            labels={OrderStatusLabels}
            allText="全部状态"
            onChange={(v) => list.apply(v as OrderStatus | '')}
          />
        </Field>
        <div className={styles.extra}>
          <Button icon={<KeyRegular />} onClick={() => navigate('/ActivateLicense')}>
            激活授权码
          </Button>
        </div>
      </div>
      <DataTable
        label="订单列表"
        columns={columns}
        rowKey={(o) => o.id}
        {...list.table}
        empty={
          <span className={styles.empty}>
            <Text>{status ? `没有${OrderStatusLabels[status]}的订单` : '还没有订单'}</Text>
            {!status && <RouteLink to="/site/siteList">去站点列表为站点购买套餐</RouteLink>}
          </span>
        }
      />
      {list.pager.total > 0 && <Pager {...list.pager} />}
      <ConfirmDialog
        open={toCancel !== null}
        title="取消订单"
        confirmText="取消订单"
        cancelText="再想想"
        danger
        busy={cancelling.isLoading}
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
      >
        <Text>
          确定取消订单 {toCancel?.orderNo}（{toCancel ? `${toCancel.siteName} · ${planText(toCancel.licenseType, toCancel.months)}` : ''}
          ）吗？取消后如需购买请重新下单。
        </Text>
      </ConfirmDialog>
      <ConsultantWidget {...consultant} />
    </Panel>
  );
}
