import { Badge, Button, makeStyles } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { Panel } from '#kit/app/Panel';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { Pager, type PagerProps } from '#kit/table/Pager';
import type { ListPage } from '#kit/table/useListPage';
import { type Schema, UserExportFormatLabels, UserExportStatusLabels } from '#sdk';
import { fieldsText, filtersText, formatSize } from './userExportRequests';

const useStyles = makeStyles({
  table: { minWidth: '900px' },
  wrap: { maxWidth: '280px', wordBreak: 'break-all' },
  time: { width: '150px' },
});

type Export = Schema<'UserExport'>;
const STATUS_COLORS = { queued: 'informative', running: 'brand', done: 'success', failed: 'danger' } as const;

/** 导出记录: each export — who, when, on what conditions, which fields, how many rows — and its download. */
export function ExportHistoryPanel({
  history,
  rankList,
  download,
  busy,
}: {
  history: ListPage<'getUserExportList', Record<string, never>> & { pager: PagerProps };
  rankList: { id: number; name: string }[];
  download: (id: number) => void;
  busy: boolean;
}) {
  const styles = useStyles();
  const columns: Column<Export>[] = [
    { key: 'createdAt', title: '导出时间', className: styles.time, render: (e) => <DateTimeCell time={e.createdAt} /> },
    { key: 'who', title: '导出人', render: (e) => e.requesterName || '—' },
    {
      key: 'filters',
      title: '筛选',
      render: (e) => <span className={styles.wrap}>{filtersText(e.filters, (id) => rankList.find((r) => r.id === id)?.name)}</span>,
    },
    { key: 'fields', title: '字段', render: (e) => <span className={styles.wrap}>{fieldsText(e.fields, e.mobile)}</span> },
    { key: 'rows', title: '行数', render: (e) => e.rows },
    {
      key: 'size',
      title: '大小',
      render: (e) => (e.size ? `${UserExportFormatLabels[e.format]} · ${formatSize(e.size)}` : UserExportFormatLabels[e.format]),
    },
    {
      key: 'status',
      title: '状态',
      render: (e) => (
        <Badge appearance="tint" color={STATUS_COLORS[e.status]}>
          {e.status === 'running' ? `${UserExportStatusLabels[e.status]} ${e.progress}%` : UserExportStatusLabels[e.status]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (e) =>
        e.status === 'done' ? (
          <Button size="small" appearance="subtle" icon={<ArrowDownloadRegular />} onClick={() => download(e.id)} disabled={busy}>
            下载
          </Button>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Panel title="导出记录" description="每次导出：谁、何时、按什么条件、导出了哪些字段、多少行。">
      <DataTable
        stacked
        label="导出记录"
        className={styles.table}
        columns={columns}
        rowKey={(e) => e.id}
        empty="还没有导出记录"
        {...history.table}
      />
      <Pager {...history.pager} />
    </Panel>
  );
}
