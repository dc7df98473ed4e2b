import { makeStyles } from '@fluentui/react-components';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { ContentStatusLabels, type Schema } from '#sdk';

const useStyles = makeStyles({
  table: { minWidth: '640px' },
  time: { width: '150px' },
});

// A member's posts, comments and answers in the record's tabs, ten a page.

const status = (s: number) => ContentStatusLabels[s as keyof typeof ContentStatusLabels] ?? String(s);

export function Posts({ userId }: { userId: number }) {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getConsolePostList',
    empty: null,
    pageSize: 10,
    toInput: (_, at) => ({ query: { authorId: userId, ...at } }),
  });
  const columns: Column<Schema<'ConsolePost'>>[] = [
    { key: 'title', title: '标题', render: (p) => p.title },
    { key: 'section', title: '版块', render: (p) => p.sectionName },
    { key: 'status', title: '状态', render: (p) => status(p.status) },
    { key: 'at', title: '发布时间', className: styles.time, render: (p) => <DateTimeCell time={p.createdAt} /> },
  ];
  return (
    <>
      <DataTable stacked label="帖子" className={styles.table} columns={columns} rowKey={(p) => p.id} empty="没有帖子" {...list.table} />
      <Pager {...list.pager} />
    </>
  );
}

export function Comments({ userId }: { userId: number }) {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getConsoleCommentList',
    empty: null,
    pageSize: 10,
    toInput: (_, at) => ({ query: { authorId: userId, ...at } }),
  });
  const columns: Column<Schema<'ConsoleComment'>>[] = [
    { key: 'content', title: '评论', render: (c) => c.excerpt },
    { key: 'post', title: '帖子', render: (c) => c.postTitle },
    { key: 'status', title: '状态', render: (c) => status(c.status) },
    { key: 'at', title: '时间', className: styles.time, render: (c) => <DateTimeCell time={c.createdAt} /> },
  ];
  return (
    <>
      <DataTable stacked label="评论" className={styles.table} columns={columns} rowKey={(c) => c.id} empty="没有评论" {...list.table} />
      <Pager {...list.pager} />
    </>
  );
}

export function Answers({ userId }: { userId: number }) {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getConsoleAnswerList',
    empty: null,
    pageSize: 10,
    toInput: (_, at) => ({ query: { authorId: userId, ...at } }),
  });
  const columns: Column<Schema<'ConsoleAnswer'>>[] = [
    { key: 'content', title: '回答', render: (a) => a.excerpt },
    { key: 'status', title: '状态', render: (a) => status(a.status) },
    { key: 'at', title: '时间', className: styles.time, render: (a) => <DateTimeCell time={a.createdAt} /> },
  ];
  return (
    <>
      <DataTable stacked label="回答" className={styles.table} columns={columns} rowKey={(a) => a.id} empty="没有回答" {...list.table} />
      <Pager {...list.pager} />
    </>
  );
}
