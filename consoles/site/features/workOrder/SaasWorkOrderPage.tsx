import { Button, Dropdown, Field, Input, makeStyles, Option, Textarea, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { RouteLink } from '#kit/pages/RouteLink';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { SaasWorkOrderCategoryLabels, type Schema, WorkOrderStatusLabels } from '#sdk';
import { StatusBadge } from '#shared/workOrder/StatusBadge';
import {
  blankPlatformOrder,
  emptyPlatformFilters,
  type PlatformOrderForm,
  platformOrderProblem,
  toPlatformListInput,
  toPlatformOrderBody,
} from './workOrderRequests';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  title: { width: '320px', maxWidth: '100%' },
  short: { width: '110px', whiteSpace: 'nowrap' },
  dropdown: { minWidth: '120px' },
});

type Order = Schema<'WorkOrderSummary'>;

/** 平台工单: the work orders this site's owner and administrators opened to the platform, and a form to open one. */
export function SaasWorkOrderPage() {
  const styles = useStyles();
  const [create, creating] = api.useCreateSaasWorkOrderMutation();
  const [form, setForm] = useState<PlatformOrderForm>(blankPlatformOrder);
  const [problem, setProblem] = useState('');
  const list = useListPage({
    operation: 'getMySaasWorkOrderList',
    empty: emptyPlatformFilters,
    toInput: toPlatformListInput,
    refetchOnMountOrArgChange: true,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = platformOrderProblem(form);
    setProblem(wrong);
    if (wrong) return;
    const result = await create({ body: toPlatformOrderBody(form) });
    if (result.data?.data) {
      notify.success(result.data.description || '工单已提交');
      setForm(blankPlatformOrder);
    }
  };
  const columns: Column<Order>[] = [
    {
      key: 'title',
      title: '工单',
      render: (o) => <RouteLink to={`/platformWorkOrder/detail?id=${o.id}`}>{`#${o.id} ${o.title}`}</RouteLink>,
    },
    {
      key: 'category',
      title: '类别',
      className: styles.short,
      render: (o) => (o.category ? SaasWorkOrderCategoryLabels[o.category] : '—'),
    },
    { key: 'requester', title: '提交人', className: styles.short, render: (o) => o.requester.name },
    { key: 'status', title: '状态', className: styles.short, render: (o) => <StatusBadge status={o.status} /> },
    { key: 'createdAt', title: '提交时间', className: styles.short, render: (o) => <DateTimeCell time={o.createdAt} /> },
    { key: 'updatedAt', title: '更新时间', className: styles.short, render: (o) => <DateTimeCell time={o.updatedAt} /> },
  ];
  return (
    <div className={styles.page}>
      <Panel title="向平台提交工单" description="账单、故障、内容申诉等需要平台处理的事，平台客服会在这里回复。">
        <form className={styles.form} noValidate onSubmit={submit} aria-label="向平台提交工单">
          <div className={styles.row}>
            <Field label="类别" required>
              <Dropdown
                className={styles.dropdown}
                aria-label="类别"
                value={SaasWorkOrderCategoryLabels[form.category]}
                selectedOptions={[form.category]}
                onOptionSelect={(_, d) => setForm({ ...form, category: (d.optionValue ?? 'other') as PlatformOrderForm['category'] })}
              >
                {Object.entries(SaasWorkOrderCategoryLabels).map(([value, text]) => (
                  <Option key={value} value={value}>
                    {text}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label="标题" required>
              <Input
                className={styles.title}
                maxLength={100}
                value={form.title}
                onChange={(_, d) => setForm({ ...form, title: d.value })}
              />
            </Field>
          </div>
          <Field label="问题描述" required validationMessage={problem || undefined} validationState={problem ? 'error' : 'none'}>
            <Textarea rows={4} maxLength={5000} value={form.content} onChange={(_, d) => setForm({ ...form, content: d.value })} />
          </Field>
          <Field label="联系方式">
            <Input
              maxLength={100}
              placeholder="手机、微信等，可不填"
              value={form.contact}
              onChange={(_, d) => setForm({ ...form, contact: d.value })}
            />
          </Field>
          <div>
            <Button appearance="primary" type="submit" disabled={creating.isLoading}>
              提交工单
            </Button>
          </div>
        </form>
      </Panel>
      <Panel title="本站的平台工单">
        <FilterBar onSearch={list.search} onReset={list.reset} label="筛选平台工单">
          <Field label="状态">
            <EnumDropdown label="状态" value={list.draft.status} labels={WorkOrderStatusLabels} onChange={(v) => list.edit('status', v)} />
          </Field>
        </FilterBar>
        <DataTable stacked label="平台工单" columns={columns} rowKey={(o) => o.id} empty="还没有提交过平台工单" {...list.table} />
        <Pager {...list.pager} />
      </Panel>
    </div>
  );
}
