import {
  Button,
  Dropdown,
  Field,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowForwardRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { BatchBar } from '#kit/table/BatchBar';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { useSelection } from '#kit/table/useSelection';
import type { Schema } from '#sdk';
import { ContentFilterFields, ReviewButtons } from './ContentListParts';
import { MoveDialog } from './MoveDialog';
import {
  dateRangeError,
  emptyPostFilters,
  POST_FLAG_TEXT,
  type PostFilters,
  type PostFlag,
  toFlagInput,
  toPostListInput,
} from './moderationRequests';
import { SectionPicker } from './Pickers';
import { PostDrawer } from './PostDrawer';
import { ReviewDialogs } from './ReviewDialogs';
import { StatusBadge } from './StatusBadge';
import { usePostReview, useReviewFlow } from './useReview';

const useStyles = makeStyles({
  select: { minWidth: '120px' },
  title: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  titleLink: {
    textAlign: 'start',
    justifyContent: 'flex-start',
    paddingInline: 0,
    minWidth: 0,
    height: 'auto',
    fontWeight: tokens.fontWeightSemibold,
    '& em': { fontStyle: 'normal', color: tokens.colorPaletteRedForeground1 },
  },
  flags: { display: 'flex', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  reason: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  short: { width: '96px', whiteSpace: 'nowrap' },
  status: { width: '96px' },
  time: { width: '150px' },
  table: { minWidth: '980px' },
});

type Post = Schema<'ConsolePost'>;

const FLAG_FILTERS: Record<PostFilters['flag'], string> = { '': '全部', pinned: '只看置顶', featured: '只看精华' };

function flagsOf(post: Post): string[] {
  return [post.pinned && '置顶', post.featured && '精华', post.locked && '锁定'].filter((f): f is string => Boolean(f));
}

/** 帖子管理 (§2.2 `/managePost`): the site's posts filtered, reviewed in batches, flagged, moved, read in a drawer. */
export function PostPage() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getConsolePostList',
    empty: emptyPostFilters,
    toInput: toPostListInput,
    refetchOnMountOrArgChange: true,
  });
  const { draft, edit } = list;
  const selection = useSelection(list.rows, (p) => p.title);
  const [detail, setDetail] = useState<number | null>(null);
  const [moving, setMoving] = useState<number[] | null>(null);
  const flow = useReviewFlow(usePostReview(), () => selection.clear());
  const [pin] = api.usePinPostsMutation();
  const [feature] = api.useFeaturePostsMutation();
  const [lock] = api.useLockPostsMutation();
  const rangeError = dateRangeError(draft);
  const { ids } = selection;

  const setFlag = async (flag: PostFlag, value: boolean) => {
    const send = { pin, feature, lock }[flag];
    const result = await send(toFlagInput(ids, value));
    if (result.data) {
      notify.success(result.data.description || '操作成功');
      selection.clear();
    }
  };

  const columns: Column<Post>[] = [
    selection.column,
    {
      key: 'title',
      title: '标题',
      render: (p) => (
        <div className={styles.title}>
          <Button appearance="transparent" className={styles.titleLink} onClick={() => setDetail(p.id)} aria-label={`查看 ${p.title}`}>
            {p.titleHighlight ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server escapes the title and adds only <em>
              <span dangerouslySetInnerHTML={{ __html: p.titleHighlight }} />
            ) : (
              p.title
            )}
          </Button>
          {flagsOf(p).length > 0 && <Text className={styles.flags}>{flagsOf(p).join(' · ')}</Text>}
          {p.reason && <Text className={styles.reason}>{`原因：${p.reason}`}</Text>}
        </div>
      ),
    },
    { key: 'section', title: '版块', className: styles.short, render: (p) => p.sectionName },
    { key: 'author', title: '作者', className: styles.short, render: (p) => p.author.name },
    { key: 'status', title: '状态', className: styles.status, render: (p) => <StatusBadge status={p.status} /> },
    { key: 'counts', title: '评论/点赞', className: styles.short, render: (p) => `${p.commentCount} / ${p.likeCount}` },
    { key: 'createdAt', title: '发布时间', className: styles.time, render: (p) => <DateTimeCell time={p.createdAt} /> },
  ];

  const none = ids.length === 0;
  return (
    <Panel
      title="帖子管理"
      description="本站的全部帖子（已删除的在回收站）。勾选后可批量通过、驳回、屏蔽、删除，或置顶、加精、锁定、移动版块；点击标题查看正文与审核记录。"
    >
      <FilterBar onSearch={() => !rangeError && list.search()} onReset={list.reset} label="筛选帖子">
        <ContentFilterFields draft={draft} edit={edit} operation="getConsolePostList" placeholder="标题或正文中的词">
          <Field label="版块">
            <SectionPicker value={draft.sectionId} onChange={(v) => edit('sectionId', v)} />
          </Field>
          <Field label="标记">
            <Dropdown
              className={styles.select}
              aria-label="标记"
              value={FLAG_FILTERS[draft.flag]}
              selectedOptions={[draft.flag]}
              onOptionSelect={(_, d) => edit('flag', (d.optionValue ?? '') as PostFilters['flag'])}
            >
              {Object.entries(FLAG_FILTERS).map(([value, text]) => (
                <Option key={value} value={value}>
                  {text}
                </Option>
              ))}
            </Dropdown>
          </Field>
        </ContentFilterFields>
      </FilterBar>
      <BatchBar count={ids.length} unit="篇" noun="帖子">
        <ReviewButtons ids={ids} flow={flow} />
        <Button size="small" icon={<ArrowForwardRegular />} disabled={none} onClick={() => setMoving(ids)}>
          移动
        </Button>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button size="small" icon={<MoreHorizontalRegular />} disabled={none}>
              标记
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {(Object.keys(POST_FLAG_TEXT) as PostFlag[]).flatMap((flag) =>
                POST_FLAG_TEXT[flag].map((text, i) => (
                  <MenuItem key={text} onClick={() => setFlag(flag, i === 0)}>
                    {text}
                  </MenuItem>
                )),
              )}
            </MenuList>
          </MenuPopover>
        </Menu>
      </BatchBar>
      <DataTable
        stacked
        label="帖子"
        className={styles.table}
        columns={columns}
        rowKey={(p) => p.id}
        empty={list.filters === emptyPostFilters ? '还没有帖子' : '没有符合条件的帖子'}
        {...list.table}
      />
      <Pager {...list.pager} />
      <PostDrawer id={detail} onClose={() => setDetail(null)} flow={flow} canAct />
      <MoveDialog ids={moving} onClose={() => setMoving(null)} onMoved={selection.clear} />
      <ReviewDialogs flow={flow} unit="篇帖子" />
    </Panel>
  );
}
