import { Dropdown, Field, Input, makeStyles, Option } from '@fluentui/react-components';
import { Panel } from '#kit/app/Panel';
import { DateField } from '#kit/form/DateField';
import { maxLengthOf } from '#kit/form/fieldRules';
import { thousands } from '#kit/format/number';
import { useCan } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { CursorPager } from '#kit/table/CursorPager';
import { DateTimeCell, SignedNumber } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { FilterBar } from '#kit/table/FilterBar';
import { useListPage } from '#kit/table/useListPage';
import type { Schema } from '#sdk';
import { dateRangeError, emptyRecordFilters, RECORD_PAGE_SIZE, type RecordFilters, toRecordListInput } from './pointRequests';

const useStyles = makeStyles({
  keyword: { width: '200px' },
  select: { minWidth: '140px' },
  date: { width: '160px' },
  short: { width: '88px', whiteSpace: 'nowrap' },
  time: { width: '150px' },
  table: { minWidth: '880px' },
});

type PointRecord = Schema<'PointRecord'>;

/** 积分记录: the points ledger, newest first, filtered by member, category, rule and dates, paged by cursor. */
export function PointRecordPage() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getPointRecordList',
    paging: 'cursor',
    empty: emptyRecordFilters,
    pageSize: RECORD_PAGE_SIZE,
    toInput: toRecordListInput,
    refetchOnMountOrArgChange: true,
  });
  const { draft, edit, setDraft } = list;
  // The ledger opens to SiteBase, the categories and rules to User: filter by them only where they may be read.
  const canReadRules = useCan('getPointItemList');
  const { data: categories } = api.useGetPointCategoryListQuery(undefined, { skip: !canReadRules });
  const { data: items } = api.useGetPointItemListQuery(undefined, { skip: !canReadRules });
  const rangeError = dateRangeError(draft);
  const ruleChoices = (items ?? []).filter((item) => !draft.categoryId || item.categoryId === draft.categoryId);

  const search = () => {
    if (!rangeError) list.search();
  };

  const columns: Column<PointRecord>[] = [
    { key: 'user', title: '用户', render: (r) => r.userName },
    { key: 'category', title: '积分类型', className: styles.short, render: (r) => r.categoryName },
    { key: 'item', title: '规则', render: (r) => r.itemName },
    { key: 'delta', title: '变动', className: styles.short, render: (r) => <SignedNumber value={r.delta} /> },
    { key: 'balance', title: '余额', className: styles.short, render: (r) => thousands(r.balance) },
    { key: 'reason', title: '原因', render: (r) => r.reason || '—' },
    { key: 'time', title: '时间', className: styles.time, render: (r) => <DateTimeCell time={r.createdAt} /> },
  ];

  const categoryName = categories?.find((c) => c.id === draft.categoryId)?.name ?? '全部类型';
  const itemName = items?.find((i) => i.id === draft.itemId)?.name ?? '全部规则';

  return (
    <Panel title="积分记录" description="站内每一笔积分变动，最新的在前。可按用户、积分类型、规则与日期（北京时间，含首尾两天）筛选。">
      <FilterBar onSearch={search} onReset={list.reset} label="筛选积分记录">
        <Field label="用户">
          <Input
            className={styles.keyword}
            value={draft.keyword}
            onChange={(_, d) => edit('keyword', d.value)}
            placeholder="昵称、登录名或手机号"
            maxLength={maxLengthOf('getPointRecordList', 'query', 'keyword')}
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
                  setDraft((f: RecordFilters) => ({ ...f, categoryId: d.optionValue ? Number(d.optionValue) : null, itemId: null }))
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
                onOptionSelect={(_, d) => edit('itemId', d.optionValue ? Number(d.optionValue) : null)}
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
          <DateField className={styles.date} value={draft.startDate} onChange={(value) => edit('startDate', value)} />
        </Field>
        <Field label="结束日期">
          <DateField className={styles.date} value={draft.endDate} onChange={(value) => edit('endDate', value)} />
        </Field>
      </FilterBar>
      <DataTable
        stacked
        label="积分记录"
        className={styles.table}
        columns={columns}
        rowKey={(r) => r.id}
        empty={list.page === 1 ? '没有符合条件的积分记录' : '这一页没有记录'}
        {...list.table}
      />
      <CursorPager {...list.pager} />
    </Panel>
  );
}
