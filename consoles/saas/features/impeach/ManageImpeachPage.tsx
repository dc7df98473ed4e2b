import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DeleteRegular, EyeOffRegular } from '@fluentui/react-icons';
import { type ReactElement, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { useSelection } from '#kit/table/useSelection';
import { ImpeachActionLabels, ImpeachSortLabels, ImpeachTargetTypeLabels, type Schema } from '#sdk';
import { type AuthorAction, HandleImpeachDialog } from '#shared/impeach/HandleImpeachDialog';
import { ReasonsCell, ReportersCell, StateCell, TargetCell } from '#shared/impeach/ImpeachCells';
import { SitePicker } from '../../shared/site/SitePicker';
import { emptySaasImpeachFilters, type SaasImpeachFilters, toSaasHandleInputs, toSaasImpeachListInput } from './impeachRequests';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  site: { width: '130px', fontWeight: tokens.fontWeightSemibold },
  target: { minWidth: '240px' },
  reasons: { width: '170px' },
  reporters: { width: '210px' },
  state: { width: '160px' },
  table: { minWidth: '1000px' },
  reason: { width: '140px' },
});

type Item = Schema<'SaasImpeachItem'>;
type Action = Schema<'ImpeachAction'>;

const ACTIONS: { action: Action; icon: ReactElement }[] = [
  { action: 'hide', icon: <EyeOffRegular /> },
  { action: 'delete', icon: <DeleteRegular /> },
  { action: 'keep', icon: <CheckmarkRegular /> },
];

/** 举报处理: every site's open reports, oldest first, handled on the sites' behalf (recorded as the platform's). */
export function ManageImpeachPage() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getSaasImpeachList',
    empty: emptySaasImpeachFilters,
    toInput: toSaasImpeachListInput,
    refetchOnMountOrArgChange: true,
  });
  const { draft, edit } = list;
  const [handle, handling] = api.useHandleSaasImpeachMutation();
  const [pending, setPending] = useState<{ action: Action; items: Item[] } | null>(null);
  const selection = useSelection(list.rows, (item) => item.title || `编号 ${item.targetId}`);

  const confirm = async (note: string, authorAction?: AuthorAction) => {
    if (!pending) return;
    let handled = 0;
    for (const input of toSaasHandleInputs(pending.items, pending.action, note, authorAction)) {
      const result = await handle(input);
      if (!result.data) break;
      handled += result.data.data?.changed ?? 0;
    }
    if (handled) notify.success(`已处理 ${handled} 个被举报对象`);
    selection.clear();
    setPending(null);
  };

  const columns: Column<Item>[] = [
    selection.column,
    { key: 'site', title: '站点', className: styles.site, render: (item) => <Text weight="semibold">{item.siteName}</Text> },
    { key: 'target', title: '被举报对象', className: styles.target, render: (item) => <TargetCell item={item} linked={false} /> },
    { key: 'reasons', title: '举报理由', className: styles.reasons, render: (item) => <ReasonsCell item={item} /> },
    { key: 'reporters', title: '举报人', className: styles.reporters, render: (item) => <ReportersCell item={item} /> },
    { key: 'state', title: '等待时间', className: styles.state, render: (item) => <StateCell item={item} /> },
  ];

  return (
    <Panel
      title="举报处理"
      description="全部站点待处理的举报，每个被举报对象一行，默认等待最久的在前。平台代站点处理，记入站点的审计记录，处理人记为平台。"
    >
      <FilterBar onSearch={list.search} onReset={list.reset} label="筛选举报">
        <Field label="站点">
          <SitePicker value={draft.siteId} onChange={(v) => edit('siteId', v)} />
        </Field>
        <Field label="对象类型">
          <EnumDropdown
            label="对象类型"
            value={draft.targetType}
            labels={ImpeachTargetTypeLabels}
            onChange={(v) => edit('targetType', v as SaasImpeachFilters['targetType'])}
          />
        </Field>
        <Field label="举报理由">
          <Input
            className={styles.reason}
            value={draft.reason}
            maxLength={20}
            placeholder="如：垃圾广告"
            onChange={(_, d) => edit('reason', d.value)}
          />
        </Field>
        <Field label="排序">
          <EnumDropdown
            label="排序"
            value={draft.sort}
            labels={ImpeachSortLabels}
            allText="等待最久"
            onChange={(v) => edit('sort', v as SaasImpeachFilters['sort'])}
          />
        </Field>
      </FilterBar>
      <div className={styles.bar} role="toolbar" aria-label="批量操作">
        <Text>{selection.selected.length ? `已选 ${selection.selected.length} 个` : '勾选后批量处理'}</Text>
        {ACTIONS.map(({ action, icon }) => (
          <Button
            key={action}
            size="small"
            icon={icon}
            disabled={selection.selected.length === 0 || handling.isLoading}
            onClick={() => setPending({ action, items: (list.rows ?? []).filter((row) => selection.ids.includes(row.id)) })}
          >
            {ImpeachActionLabels[action]}
          </Button>
        ))}
      </div>
      <DataTable
        stacked
        label="举报"
        className={styles.table}
        columns={columns}
        rowKey={(item) => `${item.siteId}-${item.id}`}
        empty={list.filters === emptySaasImpeachFilters ? '没有待处理的举报' : '没有符合条件的举报'}
        {...list.table}
      />
      <Pager {...list.pager} />
      <HandleImpeachDialog
        pending={pending && { action: pending.action, count: pending.items.length }}
        busy={handling.isLoading}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Panel>
  );
}
