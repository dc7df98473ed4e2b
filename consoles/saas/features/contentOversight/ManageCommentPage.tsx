import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Panel } from '#kit/app/Panel';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { useSelection } from '#kit/table/useSelection';
import type { Schema } from '#sdk';
import { ContentFilters } from './ContentFilters';
import { ContentStatusBadge } from './ContentStatusBadge';
import { Highlighted } from './Highlighted';
import { ModerationBar } from './ModerationBar';
import { emptyContentFilter, rowKey, toContentListQuery } from './oversightRequests';
import { useModeration } from './useModeration';

const useStyles = makeStyles({
  table: { minWidth: '900px' },
  postColumn: { width: '180px' },
  site: { width: '110px' },
  author: { width: '100px' },
  statusColumn: { width: '96px' },
  date: { width: '140px' },
  post: { color: tokens.colorNeutralForeground2, wordBreak: 'break-word' },
  status: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  reason: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type Comment = Schema<'SaasCommentItem'>;

/** 评论监管: every site's comments, searched across sites, handled in batches on the sites' behalf. */
export function ManageCommentPage() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getSaasCommentList',
    empty: emptyContentFilter,
    toInput: (filters, at) => ({ query: toContentListQuery(filters, at.page, at.pageSize) }),
  });
  const selection = useSelection(list.rows, (c) => c.excerpt.slice(0, 20), rowKey);
  const moderation = useModeration('comment', selection);

  const columns: Column<Comment>[] = [
    selection.column,
    { key: 'content', title: '评论', render: (c) => <Highlighted html={c.contentHighlight} /> },
    { key: 'post', title: '所在帖子', className: styles.postColumn, render: (c) => <span className={styles.post}>{c.postTitle}</span> },
    { key: 'site', title: '站点', className: styles.site, render: (c) => c.siteName },
    { key: 'author', title: '作者', className: styles.author, render: (c) => c.author.name },
    {
      key: 'status',
      title: '状态',
      className: styles.statusColumn,
      render: (c) => (
        <span className={styles.status}>
          <ContentStatusBadge status={c.status} />
          {c.reason && <Text className={styles.reason}>{c.reason}</Text>}
        </span>
      ),
    },
    { key: 'createdAt', title: '发布时间', className: styles.date, render: (c) => <DateTimeCell time={c.createdAt} /> },
  ];

  return (
    <Panel>
      <ContentFilters
        label="筛选评论"
        draft={list.draft}
        edit={list.edit}
        search={() => {
          selection.clear();
          list.search();
        }}
        reset={() => {
          selection.clear();
          list.reset();
        }}
      />
      <ModerationBar selection={selection} noun="评论" busy={moderation.busy} onRun={moderation.run} />
      <DataTable
        label="评论监管"
        className={styles.table}
        columns={columns}
        rowKey={rowKey}
        stacked
        {...list.table}
        empty="没有符合条件的评论"
      />
      {list.pager.total > 0 && (
        <Pager
          {...list.pager}
          onChange={(page, size) => {
            selection.clear();
            list.pager.onChange(page, size);
          }}
        />
      )}
    </Panel>
  );
}
