import { Button, Field, Input, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, DeleteDismissRegular } from '@fluentui/react-icons';
import { Panel } from '#kit/app/Panel';
import { maxLengthOf } from '#kit/form/fieldRules';
import { useCan } from '#kit/permission/useCan';
import { BatchBar } from '#kit/table/BatchBar';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { useSelection } from '#kit/table/useSelection';
import { ContentActorKindLabels, type Schema } from '#sdk';
import { emptyRecycleFilters, type RecycleType, toRecycleListInput } from './moderationRequests';
import { ReviewDialogs } from './ReviewDialogs';
import { StatusBadge } from './StatusBadge';
import { useCommentReview, usePostReview, useReviewFlow } from './useReview';

const useStyles = makeStyles({
  keyword: { width: '200px' },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  short: { width: '110px' },
  status: { width: '100px' },
  time: { width: '150px' },
  table: { minWidth: '860px' },
});

type Item = Schema<'RecycleItem'>;

/** 回收站 (§2.2 `/recycle`): deleted posts and comments, who deleted them and when; restore, or purge for good. */
export function RecyclePage() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getRecycleList',
    empty: emptyRecycleFilters,
    toInput: toRecycleListInput,
    refetchOnMountOrArgChange: true,
  });
  const { draft, edit } = list;
  const type = list.filters.type;
  const posts = type === 'post';
  const selection = useSelection(list.rows, (i) => (posts ? i.title : i.excerpt.slice(0, 20)) || `#${i.id}`);
  const postFlow = useReviewFlow(usePostReview(), () => selection.clear());
  const commentFlow = useReviewFlow(useCommentReview(), () => selection.clear());
  const flow = posts ? postFlow : commentFlow;
  const canRestore = useCan(posts ? 'restorePosts' : 'restoreComments');
  const canPurge = useCan(posts ? 'purgePosts' : 'purgeComments');
  const { ids } = selection;
  const unit = posts ? '篇' : '条';

  const switchTo = (next: RecycleType) => {
    selection.clear();
    edit('type', next);
    list.apply({ ...draft, type: next });
  };

  const columns: Column<Item>[] = [
    selection.column,
    {
      key: 'item',
      title: posts ? '标题' : '内容',
      render: (i) => (
        <div className={styles.item}>
          <Text weight={posts ? 'semibold' : 'regular'}>{posts ? i.title : i.excerpt || '（无文字内容）'}</Text>
          <Text className={styles.sub}>{posts ? i.excerpt : `评论于《${i.title}》`}</Text>
        </div>
      ),
    },
    { key: 'author', title: '作者', className: styles.short, render: (i) => i.author.name },
    {
      key: 'deletedBy',
      title: '删除者',
      className: styles.short,
      render: (i) => (
        <div className={styles.item}>
          <Text>{ContentActorKindLabels[i.deletedByKind]}</Text>
          {i.deletedBy && <Text className={styles.sub}>{i.deletedBy}</Text>}
        </div>
      ),
    },
    { key: 'deletedAt', title: '删除时间', className: styles.time, render: (i) => <DateTimeCell time={i.deletedAt} /> },
    { key: 'previous', title: '删除前状态', className: styles.status, render: (i) => <StatusBadge status={i.previousStatus} /> },
  ];

  return (
    <Panel title="回收站" description="已删除的帖子与评论。恢复后回到删除前的状态；彻底删除后不能恢复。">
      <TabList selectedValue={type} onTabSelect={(_, d) => switchTo(d.value as RecycleType)} aria-label="内容类型">
        <Tab value="post">帖子</Tab>
        <Tab value="comment">评论</Tab>
      </TabList>
      <FilterBar onSearch={list.search} onReset={() => switchTo(type)} label="筛选回收站">
        <Field label="关键词">
          <Input
            className={styles.keyword}
            value={draft.keyword}
            onChange={(_, d) => edit('keyword', d.value)}
            placeholder={posts ? '标题或正文中的词' : '评论中的词'}
            maxLength={maxLengthOf('getRecycleList', 'query', 'keyword')}
          />
        </Field>
      </FilterBar>
      {(canRestore || canPurge) && (
        <BatchBar count={ids.length} unit={unit} noun={posts ? '帖子' : '评论'}>
          {canRestore && (
            <Button size="small" icon={<ArrowUndoRegular />} disabled={!ids.length || flow.busy} onClick={() => flow.start('restore', ids)}>
              恢复
            </Button>
          )}
          {canPurge && (
            <Button
              size="small"
              icon={<DeleteDismissRegular />}
              disabled={!ids.length || flow.busy}
              onClick={() => flow.start('purge', ids)}
            >
              彻底删除
            </Button>
          )}
        </BatchBar>
      )}
      <DataTable
        stacked
        label={posts ? '已删除的帖子' : '已删除的评论'}
        className={styles.table}
        columns={columns}
        rowKey={(i) => i.id}
        empty={list.filters.keyword ? '没有符合条件的内容' : '回收站是空的'}
        {...list.table}
      />
      <Pager {...list.pager} />
      <ReviewDialogs flow={postFlow} unit="篇帖子" />
      <ReviewDialogs flow={commentFlow} unit="条评论" />
    </Panel>
  );
}
