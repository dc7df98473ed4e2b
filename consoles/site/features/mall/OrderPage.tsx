import { Button, Checkbox, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, CheckmarkRegular, DismissCircleRegular, VehicleTruckProfileRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { toConsoleError } from '#kit/request/errors';
import { useKitStore } from '#kit/store';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { GiftKindLabels, MallOrderStatus, MallOrderStatusLabels, type Schema } from '#sdk';
import { exportOrders } from './exportOrders';
import { emptyOrderFilters, toCancelInput, toOrderListInput, toShipInput } from './mallRequests';

const useStyles = makeStyles({
  keyword: { width: '220px' },
  date: { width: '150px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  table: { minWidth: '1100px' },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS },
  shipRows: { display: 'grid', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalS },
  shipRow: { display: 'grid', gridTemplateColumns: '1fr 200px', alignItems: 'center', gap: tokens.spacingHorizontalS },
  statusWarn: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  statusOk: { color: tokens.colorPaletteGreenForeground1 },
});

type Order = Schema<'MallOrder'>;

/** 兑换订单: redemptions by state; batch shipping with carrier and tracking numbers, completing, cancelling, export. */
export function OrderPage() {
  const styles = useStyles();
  const store = useKitStore();
  const list = useListPage({ operation: 'getMallOrderList', empty: emptyOrderFilters, toInput: toOrderListInput });
  const { draft, edit } = list;
  const [ship, shipping] = api.useShipMallOrdersMutation();
  const [complete] = api.useCompleteMallOrderMutation();
  const [cancel, cancelling] = api.useCancelMallOrderMutation();
  const [selected, setSelected] = useState<number[]>([]);
  const [shipOpen, setShipOpen] = useState<Order[] | null>(null);
  const [carrier, setCarrier] = useState('顺丰速运');
  const [tracking, setTracking] = useState<Record<number, string>>({});
  const [cancelling_, setCancelling] = useState<Order | null>(null);
  const [reason, setReason] = useState('');
  const [exporting, setExporting] = useState(false);

  const rows = list.table.rows ?? [];
  const waiting = rows.filter((o) => o.status === MallOrderStatus.awaitingShipment);
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? [...new Set([...s, id])] : s.filter((x) => x !== id)));

  const openShip = (orders: Order[]) => {
    setTracking({});
    setShipOpen(orders);
  };
  const doShip = async () => {
    if (!shipOpen) return;
    if (!carrier.trim()) return notify.error('请输入快递公司');
    const missing = shipOpen.find((o) => !tracking[o.id]?.trim());
    if (missing) return notify.error(`请输入 #${missing.id} 的快递单号`);
    const result = await ship(
      toShipInput(
        shipOpen.map((o) => ({ id: o.id, trackingNo: tracking[o.id] })),
        carrier,
      ),
    );
    if (result.data) {
      notify.success(result.data.description || '已发货');
      setShipOpen(null);
      setSelected([]);
    }
  };
  const doComplete = async (o: Order) => {
    const result = await complete({ body: { id: o.id } });
    if (result.data) notify.success(result.data.description || '兑换单已完成');
  };
  const doCancel = async () => {
    if (!cancelling_) return;
    if (!reason.trim()) return notify.error('请填写取消原因');
    const result = await cancel(toCancelInput(cancelling_.id, reason));
    if (result.data) {
      notify.success(result.data.description || '兑换单已取消');
      setCancelling(null);
      setReason('');
    }
  };
  const doExport = async () => {
    setExporting(true);
    try {
      const { query } = toOrderListInput(list.filters, { page: 1, pageSize: 100 });
      const count = await exportOrders((q) => store.extra.client.getMallOrderList({ query: q }), query);
      notify.success(`已导出 ${count} 条兑换单`);
    } catch (cause) {
      notify.error(toConsoleError(cause).description);
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<Order>[] = [
    {
      key: 'pick',
      title: '选择',
      render: (o) =>
        o.status === MallOrderStatus.awaitingShipment ? (
          <Checkbox checked={selected.includes(o.id)} onChange={(_, d) => toggle(o.id, Boolean(d.checked))} aria-label={`选择 #${o.id}`} />
        ) : null,
    },
    {
      key: 'gift',
      title: '礼品',
      render: (o) => (
        <div>
          <Text weight="semibold">{o.giftName}</Text>
          <div className={styles.muted}>
            #{o.id} · {GiftKindLabels[o.kind]} · {o.points} {o.pointCategoryName}
          </div>
        </div>
      ),
    },
    { key: 'user', title: '成员', render: (o) => o.userName },
    {
      key: 'status',
      title: '状态',
      render: (o) => (
        <span
          className={
            o.status === MallOrderStatus.awaitingShipment
              ? styles.statusWarn
              : o.status === MallOrderStatus.completed
                ? styles.statusOk
                : undefined
          }
        >
          {MallOrderStatusLabels[o.status]}
        </span>
      ),
    },
    {
      key: 'delivery',
      title: '收货 / 物流',
      render: (o) => (
        <div>
          {o.address ? (
            <div>
              {o.address.name} {o.address.mobile}
              <div className={styles.muted}>
                {o.address.regionName} {o.address.detail}
              </div>
            </div>
          ) : (
            <span className={styles.muted}>{o.code ? `兑换码 ${o.code}` : '—'}</span>
          )}
          {o.trackingNo ? <div>{`${o.carrier} ${o.trackingNo}`}</div> : null}
          {o.cancelReason ? <div className={styles.muted}>取消原因：{o.cancelReason}</div> : null}
        </div>
      ),
    },
    { key: 'createdAt', title: '兑换时间', render: (o) => <DateTimeCell time={o.createdAt} /> },
    {
      key: 'actions',
      title: '操作',
      render: (o) => (
        <div className={styles.actions}>
          {o.status === MallOrderStatus.awaitingShipment ? (
            <Button
              size="small"
              appearance="subtle"
              icon={<VehicleTruckProfileRegular />}
              onClick={() => openShip([o])}
              aria-label={`发货 #${o.id}`}
            >
              发货
            </Button>
          ) : null}
          {o.status === MallOrderStatus.shipped ? (
            <Button size="small" appearance="subtle" icon={<CheckmarkRegular />} onClick={() => doComplete(o)} aria-label={`完成 #${o.id}`}>
              完成
            </Button>
          ) : null}
          {o.status === MallOrderStatus.awaitingShipment || o.status === MallOrderStatus.shipped ? (
            <Button
              size="small"
              appearance="subtle"
              icon={<DismissCircleRegular />}
              onClick={() => setCancelling(o)}
              aria-label={`取消 #${o.id}`}
            >
              取消
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <Panel title="兑换订单" description="实物礼品兑换后待发货，填写快递单号后为已发货；取消兑换单会在同一事务中退回积分与库存。">
      <FilterBar
        onSearch={list.search}
        onReset={list.reset}
        label="筛选兑换单"
        extra={
          <div className={styles.toolbar}>
            <Button
              appearance="primary"
              icon={<VehicleTruckProfileRegular />}
              disabled={!selected.length}
              onClick={() => openShip(waiting.filter((o) => selected.includes(o.id)))}
            >
              {`批量发货${selected.length ? `（${selected.length}）` : ''}`}
            </Button>
            <Button icon={<ArrowDownloadRegular />} disabled={exporting} onClick={doExport}>
              {exporting ? '导出中…' : '导出 Excel'}
            </Button>
          </div>
        }
      >
        <Field label="关键词">
          <Input
            className={styles.keyword}
            value={draft.keyword}
            onChange={(_, d) => edit('keyword', d.value)}
            placeholder="成员、礼品、收货人、手机或单号"
            maxLength={40}
          />
        </Field>
        <Field label="状态">
          <EnumDropdown label="状态" value={draft.status} labels={MallOrderStatusLabels} onChange={(v) => edit('status', v)} />
        </Field>
        <Field label="类型">
          <EnumDropdown label="类型" value={draft.kind} labels={GiftKindLabels} onChange={(v) => edit('kind', v)} />
        </Field>
        <Field label="开始日期">
          <Input className={styles.date} type="date" value={draft.startDate} onChange={(_, d) => edit('startDate', d.value)} />
        </Field>
        <Field label="结束日期">
          <Input className={styles.date} type="date" value={draft.endDate} onChange={(_, d) => edit('endDate', d.value)} />
        </Field>
      </FilterBar>
      <DataTable
        stacked
        label="兑换单"
        className={styles.table}
        columns={columns}
        rowKey={(o) => o.id}
        empty={list.filters.keyword || list.filters.status || list.filters.kind ? '没有符合条件的兑换单' : '还没有兑换单'}
        {...list.table}
      />
      <Pager {...list.pager} />
      <ConfirmDialog
        open={shipOpen !== null}
        title={`发货（${shipOpen?.length ?? 0} 单）`}
        confirmText="确认发货"
        busy={shipping.isLoading}
        onConfirm={doShip}
        onCancel={() => setShipOpen(null)}
      >
        <Field label="快递公司">
          <Input value={carrier} onChange={(_, d) => setCarrier(d.value)} maxLength={20} />
        </Field>
        <div className={styles.shipRows}>
          {shipOpen?.map((o) => (
            <div key={o.id} className={styles.shipRow}>
              <Text>{`#${o.id} ${o.giftName} · ${o.address?.name ?? o.userName}`}</Text>
              <Input
                aria-label={`#${o.id} 快递单号`}
                placeholder="快递单号"
                maxLength={40}
                value={tracking[o.id] ?? ''}
                onChange={(_, d) => setTracking((t) => ({ ...t, [o.id]: d.value }))}
              />
            </div>
          ))}
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        open={cancelling_ !== null}
        title="取消兑换单"
        confirmText="取消兑换单"
        danger
        busy={cancelling.isLoading}
        onConfirm={doCancel}
        onCancel={() => setCancelling(null)}
      >
        <Text>
          {cancelling_
            ? `取消「${cancelling_.giftName}」（#${cancelling_.id}），退回 ${cancelling_.points} ${cancelling_.pointCategoryName}给 ${cancelling_.userName}，库存加 1。`
            : ''}
        </Text>
        <Field label="取消原因" required>
          <Input value={reason} onChange={(_, d) => setReason(d.value)} maxLength={100} />
        </Field>
      </ConfirmDialog>
    </Panel>
  );
}
