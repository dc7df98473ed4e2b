import { Field, Input, makeStyles } from '@fluentui/react-components';
import { DateField } from '#kit/form/DateField';
import { maxLengthOf } from '#kit/form/fieldRules';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import type { ListPage } from '#kit/table/useListPage';
import { MemberStateLabels, type Schema } from '#sdk';
import type { MemberFilters as Filters } from './memberRequests';

const useStyles = makeStyles({
  keyword: { width: '220px' },
  date: { width: '150px' },
});

/** 筛选成员: keyword, state, rank, label, and when they registered and last signed in. */
export function MemberFilters({
  list,
  ranks,
  labels,
}: {
  list: ListPage<'getConsoleUserList', Filters>;
  ranks: Schema<'UserRank'>[] | undefined;
  labels: Schema<'MemberLabel'>[] | undefined;
}) {
  const styles = useStyles();
  return (
    <FilterBar onSearch={list.search} onReset={list.reset} label="筛选成员">
      <Field label="关键词">
        <Input
          className={styles.keyword}
          value={list.draft.keyword}
          onChange={(_, d) => list.edit('keyword', d.value)}
          placeholder="登录名、昵称或手机号"
          maxLength={maxLengthOf('getConsoleUserList', 'query', 'keyword')}
        />
      </Field>
      <Field label="状态">
        <EnumDropdown label="状态" value={list.draft.state} labels={MemberStateLabels} onChange={(v) => list.edit('state', v)} />
      </Field>
      <Field label="等级">
        <EnumDropdown
          label="等级"
          value={list.draft.rankId}
          labels={Object.fromEntries((ranks ?? []).map((r) => [String(r.id), r.name]))}
          onChange={(v) => list.edit('rankId', v)}
        />
      </Field>
      <Field label="标签">
        <EnumDropdown
          label="标签"
          value={list.draft.labelId}
          labels={Object.fromEntries((labels ?? []).map((l) => [String(l.id), l.name]))}
          onChange={(v) => list.edit('labelId', v)}
        />
      </Field>
      <Field label="注册起">
        <DateField className={styles.date} value={list.draft.createdFrom} onChange={(value) => list.edit('createdFrom', value)} />
      </Field>
      <Field label="注册止">
        <DateField className={styles.date} value={list.draft.createdTo} onChange={(value) => list.edit('createdTo', value)} />
      </Field>
      <Field label="最近登录起">
        <DateField className={styles.date} value={list.draft.activeFrom} onChange={(value) => list.edit('activeFrom', value)} />
      </Field>
      <Field label="最近登录止">
        <DateField className={styles.date} value={list.draft.activeTo} onChange={(value) => list.edit('activeTo', value)} />
      </Field>
    </FilterBar>
  );
}
