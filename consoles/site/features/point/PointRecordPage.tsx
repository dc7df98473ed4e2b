import { Button, Dropdown, Field, Input, makeStyles, Option, Text, Tooltip, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ChevronDoubleLeftRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useCallback, useState, useState as useStateForPaging } from 'react';
import { Panel } from '#kit/app/Panel';
import { thousands } from '#kit/format/number';
import { errorText } from '#kit/request/errors';
import { currentCursor, firstPage, nextPage, previousPage, startPaging } from '#kit/table/cursorPaging';
import { type Column, DataTable } from '#kit/table/DataTable';
import { FilterBar } from '#kit/table/FilterBar';
import type { Schema } from '#sdk';
import { USER_ROLES } from '../roles';
import { useRoleAllows } from '../useRoleAllows';

// Interim until the page moves to the kit's useListPage.
function useCursorPaging<F>(initial: F) {
  const [state, setState] = useStateForPaging(() => startPaging(initial));
  return {
    filters: state.filters,
    cursor: currentCursor(state),
    page: state.index + 1,
    next: useCallback((nextCursor: string | null | undefined) => setState((s) => nextPage(s, nextCursor)), []),
    previous: useCallback(() => setState(previousPage), []),
    first: useCallback((filters?: F) => setState((s) => firstPage(s, filters)), []),
  };
}

import { Delta, RecordTime } from './PointCells';
import { pointApi } from './pointApi';
import { dateRangeError, emptyRecordFilters, RECORD_PAGE_SIZE, type RecordFilters, toRecordListInput } from './pointRequests';

const useStyles = makeStyles({
  keyword: { width: '200px' },
  select: { minWidth: '140px' },
  date: { width: '160px' },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  pageNo: { color: tokens.colorNeutralForeground2, marginInlineEnd: tokens.spacingHorizontalS },
  short: { width: '88px', whiteSpace: 'nowrap' },
  time: { width: '150px' },
  table: { minWidth: '880px' },
});

type PointRecord = Schema<'PointRecord'>;

/** 积分记录: the points ledger, newest first, filtered by member, category, rule and dates, paged by cursor. */
export function PointRecordPage() {
  const styles = useStyles();
  const paging = useCursorPaging<RecordFilters>(emptyRecordFilters);
  const [draft, setDraft] = useState<RecordFilters>(emptyRecordFilters);
  const canReadRules = useRoleAllows(USER_ROLES);
  const { data: categories } = pointApi.useGetPointCategoryListQuery(undefined, { skip: !canReadRules });
  const { data: items } = pointApi.useGetPointItemListQuery(undefined, { skip: !canReadRules });
  const { data, isFetching, error, refetch } = pointApi.useGetPointRecordListQuery(toRecordListInput(paging.filters, paging.cursor), {
    refetchOnMountOrArgChange: true,
  });
  const rangeError = dateRangeError(draft);
  const ruleChoices = (items ?? []).filter((item) => !draft.categoryId || item.categoryId === draft.categoryId);

  const search = () => {
    if (rangeError) return;
    paging.first(draft);
  };
  const reset = () => {
    setDraft(emptyRecordFilters);
    paging.first(emptyRecordFilters);
  };
  const newest = () => {
    if (paging.page === 1) void refetch();
    else paging.first();
  };

  const columns: Column<PointRecord>[] = [
    { key: 'user', title: '用户', render: (r) => r.userName },
    { key: 'category', title: '积分类型', className: styles.short, render: (r) => r.categoryName },
    { key: 'item', title: '规则', render: (r) => r.itemName },
    { key: 'delta', title: '变动', className: styles.short, render: (r) => <Delta delta={r.delta} /> },
    { key: 'balance', title: '余额', className: styles.short, render: (r) => thousands(r.balance) },
    { key: 'reason', title: '原因', render: (r) => r.reason || '—' },
    { key: 'time', title: '时间', className: styles.time, render: (r) => <RecordTime time={r.createdAt} /> },
  ];

  const set = <K extends keyof RecordFilters>(key: K, value: RecordFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const categoryName = categories?.find((c) => c.id === draft.categoryId)?.name ?? '全部类型';
  const itemName = items?.find((i) => i.id === draft.itemId)?.name ?? '全部规则';

  return (
    <Panel title="积分记录" description="站内每一笔积分变动，最新的在前。可按用户、积分类型、规则与日期（北京时间，含首尾两天）筛选。">
      <FilterBar onSearch={search} onReset={reset} label="筛选积分记录">
        <Field label="用户">
          <Input
            className={styles.keyword}
            value={draft.keyword}
            onChange={(_, d) => set('keyword', d.value)}
            placeholder="昵称、登录名或手机号"
            maxLength={40}
          />
        </Field>
        {canReadRules && (
          <>
            <Field label="积分类型">
              <Dropdown
                className={styles.select}
                value={categoryName}
                selectedOptions={[String(draft.categoryId ?? '')]}
                onOptionSelect={(_, d) =>
                  setDraft((f) => ({ ...f, categoryId: d.optionValue ? Number(d.optionValue) : null, itemId: null }))
                }
              >
                <Option value="">全部类型</Option>
                {(categories ?? []).map((c) => (
                  <Option key={c.id} value={String(c.id)}>
                    {c.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label="规则">
              <Dropdown
                className={styles.select}
                value={itemName}
                selectedOptions={[String(draft.itemId ?? '')]}
                onOptionSelect={(_, d) => set('itemId', d.optionValue ? Number(d.optionValue) : null)}
              >
                <Option value="">全部规则</Option>
                {ruleChoices.map((i) => (
                  <Option key={i.id} value={String(i.id)}>
                    {i.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          </>
        )}
        <Field label="开始日期" validationState={rangeError ? 'error' : 'none'} validationMessage={rangeError}>
          <Input className={styles.date} type="date" value={draft.startDate} onChange={(_, d) => set('startDate', d.value)} />
        </Field>
        <Field label="结束日期">
          <Input className={styles.date} type="date" value={draft.endDate} onChange={(_, d) => set('endDate', d.value)} />
        </Field>
      </FilterBar>
      <DataTable
        stacked
        label="积分记录"
        className={styles.table}
        columns={columns}
        rows={data?.list}
        rowKey={(r) => r.id}
        loading={isFetching}
        error={error ? errorText(error) : undefined}
        onRetry={refetch}
        empty={paging.page === 1 ? '没有符合条件的积分记录' : '这一页没有记录'}
      />
      <nav className={styles.pager} aria-label="翻页">
        <Text className={styles.pageNo}>{`第 ${paging.page} 页 · 每页 ${RECORD_PAGE_SIZE} 条`}</Text>
        <Button icon={<ChevronDoubleLeftRegular />} onClick={newest} disabled={isFetching}>
          第一页
        </Button>
        <Button icon={<ChevronLeftRegular />} onClick={paging.previous} disabled={paging.page === 1 || isFetching}>
          上一页
        </Button>
        <Button
          icon={<ChevronRightRegular />}
          iconPosition="after"
          onClick={() => paging.next(data?.nextCursor)}
          disabled={!data?.nextCursor || isFetching}
        >
          下一页
        </Button>
        <Tooltip content="重新读取当前页" relationship="label">
          <Button appearance="subtle" icon={<ArrowClockwiseRegular />} onClick={() => void refetch()} disabled={isFetching} />
        </Tooltip>
      </nav>
    </Panel>
  );
}
