import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { useSelection } from '#kit/table/useSelection';
import type { Schema } from '#sdk';
import { RevisionButton } from '#shared/revisions/RevisionDialog';
import { ContentFilters } from './ContentFilters';
import { ContentStatusBadge } from './ContentStatusBadge';
import { Highlighted } from './Highlighted';
import { ModerationBar } from './ModerationBar';
import { emptyContentFilter, rowKey, toContentListQuery } from './oversightRequests';
import { useModeration } from './useModeration';

const useStyles = makeStyles({
  table: { minWidth: '920px' },
  site: { width: '110px' },
  section: { width: '100px' },
  author: { width: '100px' },
  statusColumn: { width: '96px' },
  counts: { width: '84px' },
  date: { width: '140px' },
  history: { width: '110px' },
  title: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  excerpt: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, wordBreak: 'break-word' },
  status: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  reason: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type Post = Schema<'SaasPostItem'>;

/** 编辑历史 of any site's post, read when the dialog opens. */
function PostRevisions({ siteId, postId }: { siteId: number; postId: number }) {
  const [open, setOpen] = useState(false);
  const { data, isFetching } = api.useGetPlatformPostRevisionListQuery({ query: { siteId, postId } }, { skip: !open });
  return <RevisionButton noun="帖子" open={open} onOpenChange={setOpen} revisions={data?.list} loading={isFetching && !data} />;
}

/** 帖子监管: every site's posts, searched in Chinese across sites, handled in batches on the sites' behalf. */
export function ManagePostPage() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getSaasPostList',
    empty: emptyContentFilter,
    toInput: (filters, at) => ({ query: toContentListQuery(filters, at.page, at.pageSize) }),
  });
  const selection = useSelection(list.rows, (p) => p.title, rowKey);
  const moderation = useModeration('post', selection);

  const columns: Column<Post>[] = [
    selection.column,
    {
      key: 'title',
      title: '标题',
      render: (p) => (
        <span className={styles.title}>
          <Highlighted html={p.titleHighlight} />
          {p.excerpt && <span className={styles.excerpt}>{p.excerpt}</span>}
        </span>
      ),
    },
    { key: 'site', title: '站点', className: styles.site, render: (p) => p.siteName },
    { key: 'section', title: '版块', className: styles.section, render: (p) => p.sectionName },
    { key: 'author', title: '作者', className: styles.author, render: (p) => p.author.name },
    {
      key: 'status',
      title: '状态',
      className: styles.statusColumn,
      render: (p) => (
        <span className={styles.status}>
          <ContentStatusBadge status={p.status} />
          {p.reason && <Text className={styles.reason}>{p.reason}</Text>}
        </span>
      ),
    },
    { key: 'counts', title: '评论/点赞', className: styles.counts, render: (p) => `${p.commentCount} / ${p.likeCount}` },
    { key: 'createdAt', title: '发布时间', className: styles.date, render: (p) => <DateTimeCell time={p.createdAt} /> },
    {
      key: 'history',
      title: '编辑历史',
      className: styles.history,
      render: (p) => <PostRevisions siteId={p.siteId} postId={p.id} />,
    },
  ];

  return (
    <Panel>
      <ContentFilters
        label="筛选帖子"
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
      <ModerationBar selection={selection} noun="帖子" busy={moderation.busy} onRun={moderation.run} />
      <DataTable
        label="帖子监管"
        className={styles.table}
        columns={columns}
        rowKey={rowKey}
        stacked
        {...list.table}
        empty="没有符合条件的帖子"
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
