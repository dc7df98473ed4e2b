import { Button, Dropdown, Field, makeStyles, Option, Tab, TabList, tokens } from '@fluentui/react-components';
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
import { emptyImpeachFilters, type ImpeachFilters, toHandleInput, toImpeachListInput } from './impeachRequests';
import { ReasonsPanel } from './ReasonsPanel';

const useStyles = makeStyles({
  tabs: { marginBottom: tokens.spacingVerticalM },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  target: { minWidth: '260px' },
  reasons: { width: '180px' },
  reporters: { width: '220px' },
  state: { width: '170px' },
  table: { minWidth: '900px' },
  dropdown: { minWidth: '140px' },
});

type Item = Schema<'ImpeachItem'>;
type Action = Schema<'ImpeachAction'>;
type TabValue = 'open' | 'resolved' | 'reasons';

const ACTIONS: { action: Action; icon: ReactElement }[] = [
  { action: 'hide', icon: <EyeOffRegular /> },
  { action: 'delete', icon: <DeleteRegular /> },
  { action: 'keep', icon: <CheckmarkRegular /> },
];

/** 举报管理: reported objects, one row each with their reasons and reporters, handled in batches; and the reasons list. */
export function ImpeachPage() {
  const styles = useStyles();
  const [tab, setTab] = useState<TabValue>('open');
  const list = useListPage({
    operation: 'getImpeachList',
    empty: emptyImpeachFilters,
    toInput: toImpeachListInput,
    refetchOnMountOrArgChange: true,
  });
  const { draft, edit } = list;
  const reasons = api.useGetImpeachReasonListQuery();
  const [handle, handling] = api.useHandleImpeachMutation();
  const [pending, setPending] = useState<{ action: Action; ids: number[] } | null>(null);
  const open = list.filters.state === 'open';
  const selection = useSelection(list.rows, (item) => item.title || `编号 ${item.targetId}`);
  const { ids } = selection;

  const switchTab = (value: TabValue) => {
    setTab(value);
    if (value !== 'reasons') {
      const next: ImpeachFilters = { ...draft, state: value };
      list.setDraft(next);
      list.apply(next);
      selection.clear();
    }
  };

  const confirm = async (note: string, authorAction?: AuthorAction) => {
    if (!pending) return;
    const result = await handle(toHandleInput(pending.ids, pending.action, note, authorAction));
    if (result.data) {
      notify.success(result.data.description || '已处理');
      selection.clear();
      setPending(null);
    }
  };

  const columns: Column<Item>[] = [
    ...(open ? [selection.column] : []),
    { key: 'target', title: '被举报对象', className: styles.target, render: (item) => <TargetCell item={item} /> },
    { key: 'reasons', title: '举报理由', className: styles.reasons, render: (item) => <ReasonsCell item={item} /> },
    { key: 'reporters', title: '举报人', className: styles.reporters, render: (item) => <ReportersCell item={item} /> },
    { key: 'state', title: open ? '等待时间' : '处理结果', className: styles.state, render: (item) => <StateCell item={item} /> },
  ];

  return (
    <Panel title="举报管理" description="成员举报的内容与用户，每个对象一行。处理一个对象会关闭它的全部举报，并把结果告知举报人。">
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, d) => switchTab(d.value as TabValue)}>
        <Tab value="open">待处理</Tab>
        <Tab value="resolved">已处理</Tab>
        <Tab value="reasons">举报理由</Tab>
      </TabList>
      {tab === 'reasons' ? (
        <ReasonsPanel />
      ) : (
        <>
          <FilterBar onSearch={list.search} onReset={() => list.apply({ ...emptyImpeachFilters, state: draft.state })} label="筛选举报">
            <Field label="对象类型">
              <EnumDropdown
                label="对象类型"
                value={draft.targetType}
                labels={ImpeachTargetTypeLabels}
                onChange={(v) => edit('targetType', v as ImpeachFilters['targetType'])}
              />
            </Field>
            <Field label="举报理由">
              <Dropdown
                className={styles.dropdown}
                aria-label="举报理由"
                value={draft.reason || '全部'}
                selectedOptions={[draft.reason]}
                onOptionSelect={(_, d) => edit('reason', d.optionValue ?? '')}
              >
                <Option value="">全部</Option>
                {(reasons.data?.list ?? []).map((r) => (
                  <Option key={r.name} value={r.name}>
                    {r.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label="排序">
              <EnumDropdown
                label="排序"
                value={draft.sort}
                labels={ImpeachSortLabels}
                allText={open ? '等待最久' : '最近处理'}
                onChange={(v) => edit('sort', v as ImpeachFilters['sort'])}
              />
            </Field>
          </FilterBar>
          {open && (
            <div className={styles.bar} role="toolbar" aria-label="批量操作">
              <span>{ids.length ? `已选 ${ids.length} 个` : '勾选后批量处理'}</span>
              {ACTIONS.map(({ action, icon }) => (
                <Button
                  key={action}
                  size="small"
                  icon={icon}
                  disabled={ids.length === 0 || handling.isLoading}
                  onClick={() => setPending({ action, ids })}
                >
                  {ImpeachActionLabels[action]}
                </Button>
              ))}
            </div>
          )}
          <DataTable
            stacked
            label="举报"
            className={styles.table}
            columns={columns}
            rowKey={(item) => item.id}
            empty={open ? '没有待处理的举报' : '还没有处理过的举报'}
            {...list.table}
          />
          <Pager {...list.pager} />
        </>
      )}
      <HandleImpeachDialog
        pending={pending && { action: pending.action, count: pending.ids.length }}
        busy={handling.isLoading}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Panel>
  );
}
