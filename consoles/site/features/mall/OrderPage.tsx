import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, VehicleTruckProfileRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { DateField } from '#kit/form/DateField';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { toConsoleError } from '#kit/request/errors';
import { useKitStore } from '#kit/store';
import { DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { GiftKindLabels, MallOrderStatus, MallOrderStatusLabels, type Schema } from '#sdk';
import { CancelOrderDialog } from './CancelOrderDialog';
import { exportOrders } from './exportOrders';
import { emptyOrderFilters, toOrderListInput } from './mallRequests';
import { ShipDialog, useShipDialog } from './ShipDialog';
import { useOrderColumns } from './useOrderColumns';

const useStyles = makeStyles({
  keyword: { width: '220px' },
  date: { width: '150px' },
  table: { minWidth: '1100px' },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Order = Schema<'MallOrder'>;

/** 兑换订单: redemptions by state; batch shipping with carrier and tracking numbers, completing, cancelling, export. */
export function OrderPage() {
  const styles = useStyles();
  const store = useKitStore();
  const list = useListPage({ operation: 'getMallOrderList', empty: emptyOrderFilters, toInput: toOrderListInput });
  const { draft, edit } = list;
  const [complete] = api.useCompleteMallOrderMutation();
  const [selected, setSelected] = useState<number[]>([]);
  const shipDialog = useShipDialog(() => setSelected([]));
  const { openShip } = shipDialog;
  const [cancelling_, setCancelling] = useState<Order | null>(null);
  const [exporting, setExporting] = useState(false);

  const rows = list.table.rows ?? [];
  const waiting = rows.filter((o) => o.status === MallOrderStatus.awaitingShipment);
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? [...new Set([...s, id])] : s.filter((x) => x !== id)));

  const doComplete = async (o: Order) => {
    const result = await complete({ body: { id: o.id } });
    if (result.data) notify.success(result.data.description || '兑换单已完成');
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

  const columns = useOrderColumns({ selected, toggle, openShip, doComplete, setCancelling });

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
          <DateField className={styles.date} value={draft.startDate} onChange={(value) => edit('startDate', value)} />
        </Field>
        <Field label="结束日期">
          <DateField className={styles.date} value={draft.endDate} onChange={(value) => edit('endDate', value)} />
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
      <ShipDialog dialog={shipDialog} />
      <CancelOrderDialog cancelling_={cancelling_} onClose={() => setCancelling(null)} />
    </Panel>
  );
}
