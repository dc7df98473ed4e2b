// Both consoles' work-order queue: the site's 工单 (its members' orders, filtered by type) and the platform's 工单列表
// (every site's orders, filtered by site and category). Waiting ones come first (the server's order); each title opens
// the detail page.
import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Panel } from '#kit/app/Panel';
import { RouteLink } from '#kit/pages/RouteLink';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { SaasWorkOrderCategoryLabels, type Schema, WorkOrderStatusLabels } from '#sdk';
import { AGE_LABELS, emptyQueueFilters, toQueueQuery, type WorkOrderScope } from './queueFilters';
import { QueueMarks, StatusBadge } from './StatusBadge';

const useStyles = makeStyles({
  keyword: { width: '180px' },
  narrow: { width: '100px' },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere' },
  // The table lays out fixed: every column but the title has its width (each plus 16 px of padding), the title takes
  // the rest, at least 224 px by the table's minimum; a 1280 px window shows it whole, narrower ones scroll sideways.
  short: { width: '88px', overflowWrap: 'anywhere' },
  tiny: { width: '72px', whiteSpace: 'nowrap' },
  time: { width: '112px', whiteSpace: 'nowrap' },
  table: { minWidth: '1000px' },
});

type Order = Schema<'WorkOrderSummary'>;

const TEXT: Record<WorkOrderScope, { description: string }> = {
  site: { description: '成员提交的工单：标「新」的还没有人回复，标「待回复」的是成员补充了说明、等待回复的，排在前面。' },
  saas: { description: '各站点向平台提交的工单：标「新」的还没有人回复，标「待回复」的是站点补充了说明、等待回复的，排在前面。' },
};

export function WorkOrderQueue({ scope }: { scope: WorkOrderScope }) {
  const styles = useStyles();
  const site = scope === 'site';
  const types = api.useGetWorkOrderTypeListQuery(undefined, { skip: !site }).data ?? [];
  const siteAssignees = api.useGetWorkOrderAssigneeListQuery(undefined, { skip: !site }).data;
  const platformAssignees = api.useGetSaasWorkOrderAssigneeListQuery(undefined, { skip: site }).data;
  const assignees = (site ? siteAssignees : platformAssignees) ?? [];
  const list = useListPage({
    // One shape of answer for both (WorkOrderPage); the query builder sends only this scope's filters.
    operation: (site ? 'getWorkOrderList' : 'getSaasWorkOrderList') as 'getWorkOrderList',
    empty: emptyQueueFilters,
    toInput: (filters, at) => ({ query: toQueueQuery(scope, filters, at) }),
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
          <RouteLink to={`/workOrder/detail?id=${o.id}`}>{`#${o.id} ${o.title}`}</RouteLink>
        </span>
      ),
    },
    ...(site
      ? [{ key: 'type', title: '分类', className: styles.short, render: (o: Order) => o.typeName || '—' }]
      : [
          { key: 'site', title: '站点', className: styles.short, render: (o: Order) => o.siteName },
          {
            key: 'category',
            title: '类别',
            className: styles.short,
            render: (o: Order) => (o.category ? SaasWorkOrderCategoryLabels[o.category] : '—'),
          },
        ]),
    { key: 'requester', title: '提交人', className: styles.short, render: (o) => o.requester.name },
    { key: 'status', title: '状态', className: styles.tiny, render: (o) => <StatusBadge status={o.status} /> },
    { key: 'assignee', title: '处理人', className: styles.short, render: (o) => o.assigneeName || <Text italic>未指派</Text> },
    ...(site
      ? [{ key: 'rating', title: '满意度', className: styles.tiny, render: (o: Order) => (o.rating ? '★'.repeat(o.rating) : '—') }]
      : []),
    { key: 'createdAt', title: '提交时间', className: styles.time, render: (o) => <DateTimeCell time={o.createdAt} /> },
    { key: 'updatedAt', title: '更新时间', className: styles.time, render: (o) => <DateTimeCell time={o.updatedAt} /> },
  ];
  return (
    <Panel title="工单" description={TEXT[scope].description}>
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
        {site ? (
          <Field label="分类">
            <EnumDropdown
              label="分类"
              value={draft.typeId}
              labels={Object.fromEntries(types.map((t) => [t.id, t.name]))}
              onChange={(v) => edit('typeId', v)}
            />
          </Field>
        ) : (
          <>
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
              <EnumDropdown
                label="类别"
                value={draft.category}
                labels={SaasWorkOrderCategoryLabels}
                onChange={(v) => edit('category', v)}
              />
            </Field>
          </>
        )}
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

/** 工单 (§2.2 `/workOrder`, role WorkOrder): the members' work orders. */
export const SiteWorkOrderQueuePage = () => <WorkOrderQueue scope="site" />;
/** 工单列表 (§2.1 `/workOrder/list`, ContentAudit): every site's work orders to the platform. */
export const SaasWorkOrderQueuePage = () => <WorkOrderQueue scope="saas" />;
