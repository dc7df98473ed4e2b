import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { api } from '#kit/request/api';
import { BatchBar } from '#kit/table/BatchBar';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { useSelection } from '#kit/table/useSelection';
import type { Schema } from '#sdk';
import { RevisionButton } from '#shared/revisions/RevisionDialog';
import { ContentFilterFields, ReviewButtons } from './ContentListParts';
import { dateRangeError, emptyCommentFilters, toCommentListInput } from './moderationRequests';
import { ReviewDialogs } from './ReviewDialogs';
import { StatusBadge } from './StatusBadge';
import { useCommentReview, useReviewFlow } from './useReview';

const useStyles = makeStyles({
  postId: { width: '120px' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    overflowWrap: 'anywhere',
    '& em': { fontStyle: 'normal', color: tokens.colorPaletteRedForeground1 },
  },
  post: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  reason: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  short: { width: '96px', whiteSpace: 'nowrap' },
  status: { width: '96px' },
  time: { width: '150px' },
  history: { width: '110px' },
  table: { minWidth: '900px' },
});

type Comment = Schema<'ConsoleComment'>;

/** 编辑历史 of a comment: its versions, read when the dialog opens. */
function CommentRevisions({ commentId }: { commentId: number }) {
  const [open, setOpen] = useState(false);
  const { data, isFetching } = api.useGetCommentRevisionListQuery({ query: { commentId } }, { skip: !open });
  return <RevisionButton noun="评论" open={open} onOpenChange={setOpen} revisions={data?.list} loading={isFetching && !data} />;
}

/** 评论管理 (§2.2 `/manageComment`): the site's comments filtered and reviewed in batches. */
export function CommentPage() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getConsoleCommentList',
    empty: emptyCommentFilters,
    toInput: toCommentListInput,
    refetchOnMountOrArgChange: true,
  });
  const { draft, edit } = list;
  const selection = useSelection(list.rows, (c) => c.excerpt.slice(0, 20) || `评论 ${c.id}`);
  const flow = useReviewFlow(useCommentReview(), () => selection.clear());
  const rangeError = dateRangeError(draft);
  const { ids } = selection;

  const columns: Column<Comment>[] = [
    selection.column,
    {
      key: 'content',
      title: '内容',
      render: (c) => (
        <div className={styles.content}>
          {c.contentHighlight ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server escapes the text and adds only <em>
            <span dangerouslySetInnerHTML={{ __html: c.contentHighlight }} />
          ) : (
            <Text>{c.excerpt || '（无文字内容）'}</Text>
          )}
          <Text className={styles.post}>{`${c.parentId ? '回复于' : '评论于'}《${c.postTitle}》`}</Text>
          {c.reason && <Text className={styles.reason}>{`原因：${c.reason}`}</Text>}
        </div>
      ),
    },
    { key: 'author', title: '作者', className: styles.short, render: (c) => c.author.name },
    { key: 'status', title: '状态', className: styles.status, render: (c) => <StatusBadge status={c.status} /> },
    { key: 'counts', title: '点赞/回复', className: styles.short, render: (c) => `${c.likeCount} / ${c.replyCount}` },
    { key: 'createdAt', title: '发表时间', className: styles.time, render: (c) => <DateTimeCell time={c.createdAt} /> },
    { key: 'history', title: '编辑历史', className: styles.history, render: (c) => <CommentRevisions commentId={c.id} /> },
  ];

  return (
    <Panel
      title="评论管理"
      description="本站的全部评论（已删除的在回收站）。勾选后可批量通过、驳回、屏蔽、恢复或删除；驳回与屏蔽的原因会告知作者。"
    >
      <FilterBar onSearch={() => !rangeError && list.search()} onReset={list.reset} label="筛选评论">
        <ContentFilterFields draft={draft} edit={edit} operation="getConsoleCommentList" placeholder="评论中的词">
          <Field label="帖子编号">
            <Input
              className={styles.postId}
              inputMode="numeric"
              value={draft.postId}
              onChange={(_, d) => edit('postId', d.value.replace(/\D/g, ''))}
              placeholder="全部帖子"
            />
          </Field>
        </ContentFilterFields>
      </FilterBar>
      <BatchBar count={ids.length} unit="条" noun="评论">
        <ReviewButtons ids={ids} flow={flow} />
      </BatchBar>
      <DataTable
        stacked
        label="评论"
        className={styles.table}
        columns={columns}
        rowKey={(c) => c.id}
        empty={list.filters === emptyCommentFilters ? '还没有评论' : '没有符合条件的评论'}
        {...list.table}
      />
      <Pager {...list.pager} />
      <ReviewDialogs flow={flow} unit="条评论" />
    </Panel>
  );
}
