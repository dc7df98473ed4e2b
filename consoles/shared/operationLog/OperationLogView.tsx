import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, LinkRegular, ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { DateField } from '#kit/form/DateField';
import { api } from '#kit/request/api';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import type { Schema } from '#sdk';
import { formatBeijingDateTime } from '#sdk/format';
import {
  changeRows,
  emptyLogFilters,
  inputText,
  type LogFilters,
  shortHash,
  toLogExportInput,
  toLogListInput,
} from './operationLogRequests';

const useStyles = makeStyles({
  // A hash is 64 characters without a break: wrapped anywhere, one line each, so the tooltip never scrolls (a
  // scrolling region nobody can reach by keyboard, which axe reports).
  hashTip: { whiteSpace: 'pre-line', wordBreak: 'break-all' },
  keyword: { width: '200px' },
  date: { width: '150px' },
  table: { minWidth: '980px' },
  time: { width: '150px' },
  seq: { width: '64px' },
  input: { maxWidth: '320px', wordBreak: 'break-all', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  hash: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, display: 'flex', flexDirection: 'column' },
  prev: { color: tokens.colorNeutralForeground3 },
  chain: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  mono: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  bar: { flexGrow: 1, flexBasis: '320px', minWidth: 0, maxWidth: '100%' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  diff: { borderCollapse: 'collapse', marginTop: tokens.spacingVerticalXS, fontSize: tokens.fontSizeBase200, maxWidth: '360px' },
  diffCell: { padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`, verticalAlign: 'top', wordBreak: 'break-all' },
  field: { color: tokens.colorNeutralForeground3 },
  before: {
    color: tokens.colorPaletteRedForeground1,
    textDecorationLine: 'line-through',
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
  after: { color: tokens.colorPaletteGreenForeground1, backgroundColor: tokens.colorPaletteGreenBackground1 },
  same: { color: tokens.colorNeutralForeground3 },
});

/** Before → after of one entry, the changed fields first (at most 8 rows). */
function ChangeDiff({ change }: { change: Entry['change'] }) {
  const styles = useStyles();
  const rows = changeRows(change);
  if (!rows.length) return null;
  const changed = rows.filter((r) => r.changed);
  const shown = (changed.length ? changed : rows).slice(0, 8);
  return (
    <table className={styles.diff} aria-label="操作前后">
      <tbody>
        {shown.map((r) => (
          <tr key={r.field}>
            <td className={`${styles.diffCell} ${styles.field}`}>{r.field}</td>
            <td className={`${styles.diffCell} ${r.changed ? styles.before : styles.same}`}>{r.before}</td>
            <td className={styles.diffCell}>→</td>
            <td className={`${styles.diffCell} ${r.changed ? styles.after : styles.same}`}>{r.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Entry = Schema<'OperationLogEntry'>;

export interface OperationLogViewProps {
  title: string;
  list: 'getOperationLogList' | 'getPlatformOperationLogList';
  verify: 'verifyOperationLog' | 'verifyPlatformOperationLog';
  /** The export of the active filter (xlsx, made by the server). */
  exportOp: 'exportOperationLog' | 'exportPlatformOperationLog';
}

/**
 * The operation log of a console: the chain's state at the top (verified on opening and on demand: intact, or the
 * first entry that does not fit), the entries newest first with each one's hash and its link to the previous, and
 * an export (xlsx, written by the server) of everything the active filter matches.
 */
export function OperationLogView({ title, list: listOp, verify, exportOp }: OperationLogViewProps) {
  const styles = useStyles();
  const list = useListPage({ operation: listOp, empty: emptyLogFilters, toInput: toLogListInput });
  const useVerify = verify === 'verifyOperationLog' ? api.useVerifyOperationLogQuery : api.useVerifyPlatformOperationLogQuery;
  const check = useVerify({}, { refetchOnMountOrArgChange: true });
  const [exporting, setExporting] = useState(false);

  const useExport = exportOp === 'exportOperationLog' ? api.useExportOperationLogMutation : api.useExportPlatformOperationLogMutation;
  const [exportLog] = useExport();
  // The server writes the xlsx of the active filter while it is downloaded, through a one-time link.
  const exportXlsx = async () => {
    setExporting(true);
    try {
      const result = await exportLog(toLogExportInput(list.filters as LogFilters));
      const link = result.data?.data;
      if (link) {
        const anchor = document.createElement('a');
        anchor.href = link.url;
        anchor.download = link.fileName;
        document.body.appendChild(anchor);
        anchor.click();
        anchor.remove();
      }
    } finally {
      setExporting(false);
    }
  };

  const result = check.data;
  const columns: Column<Entry>[] = [
    { key: 'seq', title: '序号', className: styles.seq, render: (e) => e.seq },
    { key: 'at', title: '时间', className: styles.time, render: (e) => <DateTimeCell time={e.at} /> },
    {
      key: 'actor',
      title: '操作人',
      render: (e) => (
        <div>
          <Text>{e.actorName || '—'}</Text>
          <div className={styles.sub}>{e.ip}</div>
        </div>
      ),
    },
    {
      key: 'op',
      title: '操作',
      render: (e) => (
        <div>
          <Text weight="semibold">{e.summary}</Text>
          <div className={styles.sub}>{e.operationId}</div>
        </div>
      ),
    },
    { key: 'targets', title: '对象', render: (e) => e.targetIds || '—' },
    {
      key: 'input',
      title: '内容与前后',
      render: (e) => (
        <div>
          <span className={styles.input}>{inputText(e.input, e.operationId) || '—'}</span>
          <ChangeDiff change={e.change} />
        </div>
      ),
    },
    {
      key: 'hash',
      title: '哈希链',
      render: (e) => {
        const broken = result && !result.valid && result.brokenAt !== null && e.seq >= result.brokenAt;
        return (
          <Tooltip content={{ children: `上一条：${e.prevHash}\n本条：${e.hash}`, className: styles.hashTip }} relationship="description">
            <span className={styles.hash}>
              <span className={styles.prev}>{`↑ ${shortHash(e.prevHash)}`}</span>
              <span>
                {shortHash(e.hash)}{' '}
                {broken && (
                  <Badge color="danger" size="small">
                    {e.seq === result?.brokenAt ? '断开' : '之后'}
                  </Badge>
                )}
              </span>
            </span>
          </Tooltip>
        );
      },
    },
  ];

  return (
    <Panel
      title={title}
      description="每次成功的管理操作记一条，只增不改；每条记下上一条的哈希（SHA-256），任何一条被改动或删除，校验都会指出从哪一条起断开。"
    >
      <div className={styles.chain}>
        {check.isFetching && !result ? (
          <Text>正在校验日志链…</Text>
        ) : result?.valid ? (
          <MessageBar intent="success" layout="multiline" className={styles.bar}>
            <MessageBarBody>
              <MessageBarTitle>日志链完整</MessageBarTitle>
              {`已逐条校验 ${result.checked} 条，最新哈希 `}
              <span className={styles.mono}>{shortHash(result.headHash, 16)}</span>
            </MessageBarBody>
          </MessageBar>
        ) : result ? (
          <MessageBar intent="error" layout="multiline" className={styles.bar}>
            <MessageBarBody>
              <MessageBarTitle>{`日志链从第 ${result.brokenAt} 条起断开`}</MessageBarTitle>
              {`${result.reason}；之前的 ${result.checked} 条完整。`}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <Button icon={<ShieldCheckmarkRegular />} onClick={() => check.refetch()} disabled={check.isFetching}>
          重新校验
        </Button>
        {result && <Text className={styles.sub}>{`校验于 ${formatBeijingDateTime(new Date())}`}</Text>}
      </div>
      <FilterBar
        onSearch={list.search}
        onReset={list.reset}
        label="筛选操作日志"
        extra={
          <Button icon={<ArrowDownloadRegular />} onClick={exportXlsx} disabled={exporting}>
            {exporting ? '导出中…' : '导出当前筛选'}
          </Button>
        }
      >
        <Field label="关键词">
          <Input
            className={styles.keyword}
            value={list.draft.keyword}
            onChange={(_, d) => list.edit('keyword', d.value)}
            placeholder="操作或操作人"
            maxLength={40}
          />
        </Field>
        <Field label="开始日期">
          <DateField className={styles.date} value={list.draft.startDate} onChange={(value) => list.edit('startDate', value)} />
        </Field>
        <Field label="结束日期">
          <DateField className={styles.date} value={list.draft.endDate} onChange={(value) => list.edit('endDate', value)} />
        </Field>
      </FilterBar>
      <DataTable
        stacked
        label="操作日志"
        className={styles.table}
        columns={columns}
        rowKey={(e) => e.seq}
        empty={
          <span>
            <LinkRegular /> 还没有操作记录
          </span>
        }
        {...list.table}
      />
      <Pager {...list.pager} />
    </Panel>
  );
}
