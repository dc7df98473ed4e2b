import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { QueueMarks, StatusBadge } from '#kit/workOrder/WorkOrderView';
import { SaasWorkOrderCategoryLabels, type Schema, WorkOrderStatusLabels } from '#sdk';
import { AGE_LABELS, emptyPlatformQueueFilters, toPlatformQueueInput } from './workOrderRequests';

const useStyles = makeStyles({
  keyword: { width: '180px' },
  narrow: { width: '100px' },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere' },
  short: { width: '110px', whiteSpace: 'nowrap' },
  table: { minWidth: '900px' },
});

type Order = Schema<'WorkOrderSummary'>;

/** 工单 (§2.1 `/workOrder/list`, ContentAudit): every site's work orders to the platform, waiting ones first. */
export function WorkOrderListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const assignees = api.useGetSaasWorkOrderAssigneeListQuery().data ?? [];
  const list = useListPage({
    operation: 'getSaasWorkOrderList',
    empty: emptyPlatformQueueFilters,
    toInput: toPlatformQueueInput,
    refetchOnMountOrArgChange: true,
  });
  const { draft, edit } = list;
  const columns: Column<Order>[] = [
    {
      key: 'title',
      title: '工单',
      render: (o) => (
        <span className={styles.title}>
          <QueueMarks order={o} />
          <Button
            appearance="transparent"
            size="small"
            onClick={() => navigate(`/workOrder/detail?id=${o.id}`)}
          >{`#${o.id} ${o.title}`}</Button>
        </span>
      ),
    },
    { key: 'site', title: '站点', className: styles.short, render: (o) => o.siteName },
    {
      key: 'category',
      title: '类别',
      className: styles.short,
      render: (o) => (o.category ? SaasWorkOrderCategoryLabels[o.category] : '—'),
    },
    { key: 'requester', title: '提交人', className: styles.short, render: (o) => o.requester.name },
    { key: 'status', title: '状态', className: styles.short, render: (o) => <StatusBadge status={o.status} /> },
    { key: 'assignee', title: '处理人', className: styles.short, render: (o) => o.assigneeName || <Text italic>未指派</Text> },
    { key: 'createdAt', title: '提交时间', className: styles.short, render: (o) => <DateTimeCell time={o.createdAt} /> },
    { key: 'updatedAt', title: '更新时间', className: styles.short, render: (o) => <DateTimeCell time={o.updatedAt} /> },
  ];
  return (
    <Panel
      title="工单"
      description="各站点向平台提交的工单：标「新」的还没有人回复，标「待回复」的是站点补充了说明、等待回复的，排在前面。"
    >
      <FilterBar onSearch={list.search} onReset={list.reset} label="筛选工单">
        <Field label="关键词">
          <Input
            className={styles.keyword}
            value={draft.keyword}
            maxLength={50}
            placeholder="标题或描述中的词"
            onChange={(_, d) => edit('keyword', d.value)}
          />
        </Field>
        <Field label="站点编号">
          <Input
            className={styles.narrow}
            inputMode="numeric"
            placeholder="全部"
            value={draft.siteId}
            onChange={(_, d) => edit('siteId', d.value.replace(/\D/g, ''))}
          />
        </Field>
        <Field label="类别">
          <EnumDropdown label="类别" value={draft.category} labels={SaasWorkOrderCategoryLabels} onChange={(v) => edit('category', v)} />
        </Field>
        <Field label="状态">
          <EnumDropdown label="状态" value={draft.status} labels={WorkOrderStatusLabels} onChange={(v) => edit('status', v)} />
        </Field>
        <Field label="处理人">
          <EnumDropdown
            label="处理人"
            value={draft.assigneeId}
            labels={Object.fromEntries(assignees.map((a) => [a.id, a.name]))}
            onChange={(v) => edit('assigneeId', v)}
          />
        </Field>
        <Field label="提交天数">
          <EnumDropdown label="提交天数" value={draft.ageDays} labels={AGE_LABELS} allText="不限" onChange={(v) => edit('ageDays', v)} />
        </Field>
      </FilterBar>
      <DataTable
        stacked
        label="工单"
        className={styles.table}
        columns={columns}
        rowKey={(o) => o.id}
        empty="没有符合条件的工单"
        {...list.table}
      />
      <Pager {...list.pager} />
    </Panel>
  );
}
