import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { DateField } from '#kit/form/DateField';
import { maxLengthOf } from '#kit/form/fieldRules';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { OrderKindLabels, OrderStatusLabels, type Schema } from '#sdk';
import { useOrderColumns } from '../../../shared/order/orderColumns';
import { dateRangeProblem, emptyManagedOrderFilter, type ManagedOrderFilter, toManagedOrderListInput } from '../orderRequests';

const useStyles = makeStyles({
  keyword: { width: '160px' },
  date: { width: '150px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  table: { minWidth: '980px' },
  actionsColumn: { width: '130px' },
});

type Order = Schema<'Order'>;

/** 订单管理: every customer's orders by account, site, status, kind and date (`getManagedOrderList`). */
export function ManageOrderPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useListPage({
    operation: 'getManagedOrderList',
    empty: emptyManagedOrderFilter,
    toInput: (filters, at) => toManagedOrderListInput(filters, at.page, at.pageSize),
  });
  const { draft, edit } = list;
  const [dateError, setDateError] = useState('');

  const common = useOrderColumns();
  const columns: Column<Order>[] = [
    common.orderNo,
    common.account,
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
          <Button size="small" appearance="subtle" onClick={() => navigate(`/orderManage/seeOrderManage/${o.id}`)}>
            查看
          </Button>
          <Button size="small" onClick={() => navigate(`/orderManage/editOrder/${o.id}`)}>
            处理
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Panel>
      <FilterBar
        label="筛选订单"
        onSearch={() => {
          const problem = dateRangeProblem(draft);
          setDateError(problem ?? '');
          if (!problem) list.search();
        }}
        onReset={() => {
          setDateError('');
          list.reset();
        }}
        extra={
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/orderManage/createOrder')}>
            创建线下订单
          </Button>
        }
      >
        <Field label="账号">
          <Input
            className={styles.keyword}
            value={draft.accountKeyword}
            maxLength={maxLengthOf('getManagedOrderList', 'query', 'accountKeyword')}
            placeholder="姓名或手机号"
            onChange={(_, d) => edit('accountKeyword', d.value)}
          />
        </Field>
        <Field label="站点">
          <Input
            className={styles.keyword}
            value={draft.siteKeyword}
            maxLength={maxLengthOf('getManagedOrderList', 'query', 'siteKeyword')}
            placeholder="名称或标识"
            onChange={(_, d) => edit('siteKeyword', d.value)}
          />
        </Field>
        <Field label="状态">
          <EnumDropdown
            label="状态"
            value={draft.status}
            labels={OrderStatusLabels}
            allText="全部状态"
            onChange={(v) => edit('status', v as ManagedOrderFilter['status'])}
          />
        </Field>
        <Field label="类型">
          <EnumDropdown
            label="类型"
            value={draft.kind}
            labels={OrderKindLabels}
            allText="全部类型"
            onChange={(v) => edit('kind', v as ManagedOrderFilter['kind'])}
          />
        </Field>
        <Field label="开始日期">
          <DateField className={styles.date} value={draft.startDate} onChange={(value) => edit('startDate', value)} />
        </Field>
        <Field label="结束日期" validationState={dateError ? 'error' : undefined} validationMessage={dateError || undefined}>
          <DateField className={styles.date} value={draft.endDate} onChange={(value) => edit('endDate', value)} />
        </Field>
      </FilterBar>
      <DataTable
        label="订单管理"
        className={styles.table}
        columns={columns}
        rowKey={(o) => o.id}
        {...list.table}
        empty="没有符合条件的订单"
      />
      {list.pager.total > 0 && <Pager {...list.pager} />}
    </Panel>
  );
}
