import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { ArrowUndoRegular, CheckmarkRegular, DeleteRegular, DismissCircleRegular, EyeOffRegular } from '@fluentui/react-icons';
import type { ReactElement, ReactNode } from 'react';
import { DateField } from '#kit/form/DateField';
import { maxLengthOf } from '#kit/form/fieldRules';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { ContentStatusLabels } from '#sdk';
import { type ContentFilters, dateRangeError, REVIEW_ACTION_TEXT, type ReviewAction } from './moderationRequests';
import { AuthorPicker } from './Pickers';
import type { ReviewFlow } from './useReview';

// What the post and comment pages share: the filters every content list has, and the review buttons of the batch bar.

const useStyles = makeStyles({
  keyword: { width: '180px' },
  date: { width: '150px' },
});

/**
 * 关键词, 状态, then the page's own fields (`children`), 作者 and the date range; the range's error shows under
 * 开始日期 (the page keeps the search from running while there is one: `dateRangeError(draft)`).
 */
export function ContentFilterFields<F extends ContentFilters>({
  draft,
  edit,
  operation,
  placeholder,
  children,
}: {
  draft: F;
  edit: <K extends keyof F>(key: K, value: F[K]) => void;
  operation: 'getConsolePostList' | 'getConsoleCommentList';
  placeholder: string;
  children?: ReactNode;
}) {
  const styles = useStyles();
  const rangeError = dateRangeError(draft);
  const set = (key: keyof ContentFilters, value: string) => edit(key, value as F[typeof key]);
  return (
    <>
      <Field label="关键词">
        <Input
          className={styles.keyword}
          value={draft.keyword}
          onChange={(_, d) => set('keyword', d.value)}
          placeholder={placeholder}
          maxLength={maxLengthOf(operation, 'query', 'keyword')}
        />
      </Field>
      <Field label="状态">
        <EnumDropdown
          label="状态"
          value={draft.status}
          labels={ContentStatusLabels}
          onChange={(v) => set('status', v)}
          allText="全部（不含已删除）"
        />
      </Field>
      {children}
      <Field label="作者">
        <AuthorPicker value={draft.authorId} onChange={(v) => set('authorId', v)} />
      </Field>
      <Field label="开始日期" validationState={rangeError ? 'error' : 'none'} validationMessage={rangeError}>
        <DateField className={styles.date} value={draft.startDate} onChange={(value) => set('startDate', value)} />
      </Field>
      <Field label="结束日期">
        <DateField className={styles.date} value={draft.endDate} onChange={(value) => set('endDate', value)} />
      </Field>
    </>
  );
}

const ACTIONS: { action: ReviewAction; icon: ReactElement }[] = [
  { action: 'approve', icon: <CheckmarkRegular /> },
  { action: 'reject', icon: <DismissCircleRegular /> },
  { action: 'hide', icon: <EyeOffRegular /> },
  { action: 'restore', icon: <ArrowUndoRegular /> },
  { action: 'delete', icon: <DeleteRegular /> },
];

/** 通过, 驳回, 屏蔽, 恢复, 删除 over the ids picked, through the page's review flow. */
export function ReviewButtons({ ids, flow }: { ids: number[]; flow: ReviewFlow }) {
  return ACTIONS.map(({ action, icon }) => (
    <Button key={action} size="small" icon={icon} disabled={ids.length === 0 || flow.busy} onClick={() => flow.start(action, ids)}>
      {REVIEW_ACTION_TEXT[action]}
    </Button>
  ));
}
