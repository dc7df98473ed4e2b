import { Field, Input, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { DateField } from '#kit/form/DateField';
import { maxLengthOf } from '#kit/form/fieldRules';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { ContentStatusLabels } from '#sdk';
import { SitePicker } from '../../shared/site/SitePicker';
import { type ContentFilter, dateRangeProblem } from './oversightRequests';

const useStyles = makeStyles({
  keyword: { width: '180px', maxWidth: '100%' },
  date: { width: '150px', maxWidth: '100%' },
});

export interface ContentFiltersProps {
  label: string;
  draft: ContentFilter;
  edit: <K extends keyof ContentFilter>(field: K, value: ContentFilter[K]) => void;
  search: () => void;
  reset: () => void;
}

/** Site, keyword (full-text), status and the Beijing days of publication, for the post and comment lists. */
export function ContentFilters({ label, draft, edit, search, reset }: ContentFiltersProps) {
  const styles = useStyles();
  const [dateError, setDateError] = useState('');
  return (
    <FilterBar
      label={label}
      onSearch={() => {
        const problem = dateRangeProblem(draft);
        setDateError(problem ?? '');
        if (!problem) search();
      }}
      onReset={() => {
        setDateError('');
        reset();
      }}
    >
      <Field label="站点">
        <SitePicker value={draft.siteId} onChange={(v) => edit('siteId', v)} />
      </Field>
      <Field label="关键词">
        <Input
          className={styles.keyword}
          value={draft.keyword}
          maxLength={maxLengthOf('getSaasPostList', 'query', 'keyword')}
          placeholder="标题或正文中的词"
          onChange={(_, d) => edit('keyword', d.value)}
        />
      </Field>
      <Field label="状态">
        <EnumDropdown
          label="状态"
          value={draft.status}
          labels={ContentStatusLabels}
          allText="全部（不含已删除）"
          onChange={(v) => edit('status', v as ContentFilter['status'])}
        />
      </Field>
      <Field label="开始日期">
        <DateField className={styles.date} value={draft.startDate} onChange={(value) => edit('startDate', value)} />
      </Field>
      <Field label="结束日期" validationState={dateError ? 'error' : undefined} validationMessage={dateError || undefined}>
        <DateField className={styles.date} value={draft.endDate} onChange={(value) => edit('endDate', value)} />
      </Field>
    </FilterBar>
  );
}
