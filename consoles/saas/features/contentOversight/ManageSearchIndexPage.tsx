import { Badge, type BadgeProps, Button, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { FilterBar } from '#kit/table/FilterBar';
import { KeywordFilter } from '#kit/table/KeywordFilter';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { type Schema, SearchIndexStateLabels } from '#sdk';

const useStyles = makeStyles({
  table: { minWidth: '820px' },
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '120px' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  warn: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
});

type IndexRow = Schema<'SearchIndexSite'>;

/** While any site is rebuilding the list is read again this often, so the progress moves. */
export const POLL_MS = 2000;

const stateColors: Record<IndexRow['state'], BadgeProps['color']> = {
  never: 'subtle',
  running: 'brand',
  done: 'success',
  failed: 'danger',
};

const percent = (row: IndexRow) => (row.progress.total ? Math.round((row.progress.done / row.progress.total) * 100) : 0);

/** 搜索索引: each site's full-text index, what is not indexed, and rebuilding it for one site or all. */
export function ManageSearchIndexPage() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getSearchIndexList',
    empty: { keyword: '' },
    toInput: (filters, at) => ({
      query: { page: at.page, pageSize: at.pageSize, ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}) },
    }),
  });
  const running = (list.rows ?? []).some((row) => row.state === 'running');
  const { refetch } = list;
  // Read the list again only while a rebuild runs, so its progress moves and it ends on 已完成.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);

  const [rebuild, { isLoading }] = api.useRebuildSearchIndexMutation();
  const [askAll, setAskAll] = useState(false);

  const start = async (siteId?: number) => {
    const result = await rebuild({ body: siteId === undefined ? {} : { siteId } });
    if (result.data?.type === 1) notify.success(result.data.description || '已开始重建');
    setAskAll(false);
  };

  const columns: Column<IndexRow>[] = [
    { key: 'site', title: '站点', render: (r) => r.siteName },
    { key: 'documents', title: '文档数', render: (r) => r.documents },
    {
      key: 'unindexed',
      title: '未索引',
      render: (r) => <span className={r.unindexed ? styles.warn : undefined}>{r.unindexed}</span>,
    },
    {
      key: 'state',
      title: '状态',
      render: (r) => (
        <span className={styles.progress}>
          <Badge appearance="tint" color={stateColors[r.state]}>
            {SearchIndexStateLabels[r.state]}
          </Badge>
          {r.state === 'running' && (
            <>
              <ProgressBar value={percent(r) / 100} aria-label={`${r.siteName} 重建进度`} />
              <Text className={styles.muted}>{`${r.progress.done} / ${r.progress.total}（${percent(r)}%）`}</Text>
            </>
          )}
          {r.state === 'failed' && r.error && <Text className={styles.muted}>{r.error}</Text>}
        </span>
      ),
    },
    { key: 'lastBuiltAt', title: '最近重建', render: (r) => (r.lastBuiltAt ? <DateTimeCell time={r.lastBuiltAt} /> : '—') },
    {
      key: 'actions',
      title: '操作',
      render: (r) => (
        <Button size="small" icon={<ArrowSyncRegular />} disabled={isLoading || r.state === 'running'} onClick={() => void start(r.siteId)}>
          重建
        </Button>
      ),
    },
  ];

  return (
    <Panel title="搜索索引" description="帖子与评论按中文分词建立全文索引。未索引的内容搜索不到；重建在后台进行，期间搜索照常可用。">
      <FilterBar
        label="筛选站点"
        onSearch={list.search}
        onReset={list.reset}
        extra={
          <Button appearance="primary" icon={<ArrowSyncRegular />} disabled={isLoading} onClick={() => setAskAll(true)}>
            重建全部站点
          </Button>
        }
      >
        <KeywordFilter label="站点" value={list.draft.keyword} placeholder="站点名称或标识" onChange={(v) => list.edit('keyword', v)} />
      </FilterBar>
      <DataTable
        label="搜索索引"
        className={styles.table}
        columns={columns}
        rowKey={(r) => r.siteId}
        stacked
        {...list.table}
        empty="没有站点"
      />
      {list.pager.total > 0 && <Pager {...list.pager} />}
      <ConfirmDialog
        open={askAll}
        title="重建全部站点的索引"
        confirmText="开始重建"
        busy={isLoading}
        onConfirm={() => void start()}
        onCancel={() => setAskAll(false)}
      >
        <Text>将在后台逐个重建所有站点的搜索索引，站点较多时需要一些时间。正在重建的站点不会重复开始。</Text>
      </ConfirmDialog>
    </Panel>
  );
}
