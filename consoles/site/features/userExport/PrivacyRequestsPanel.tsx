import { makeStyles } from '@fluentui/react-components';
import { Panel } from '#kit/app/Panel';
import { useCan } from '#kit/permission/useCan';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { ErasureContentLabels, PrivacyRequestKindLabels, type Schema } from '#sdk';
import { emptyPrivacyFilters, toPrivacyListInput } from './userExportRequests';

const useStyles = makeStyles({
  table: { minWidth: '900px' },
  wrap: { maxWidth: '280px', wordBreak: 'break-all' },
  time: { width: '150px' },
});

type Request = Schema<'PrivacyRequest'>;

/** 个人信息请求: members' PIPL requests (download their data, close their account) and how each was completed. */
export function PrivacyRequestsPanel() {
  const styles = useStyles();
  const canSeeRequests = useCan('getPrivacyRequestList');
  const requests = useListPage({
    operation: 'getPrivacyRequestList',
    empty: emptyPrivacyFilters,
    toInput: toPrivacyListInput,
    skip: !canSeeRequests,
  });
  const requestColumns: Column<Request>[] = [
    { key: 'createdAt', title: '提出时间', className: styles.time, render: (r) => <DateTimeCell time={r.createdAt} /> },
    { key: 'kind', title: '请求', render: (r) => PrivacyRequestKindLabels[r.kind] },
    { key: 'who', title: '成员', render: (r) => `${r.userName || '—'}（编号 ${r.userId}）` },
    {
      key: 'how',
      title: '方式',
      render: (r) =>
        r.kind === 'export' ? r.format.toUpperCase() : (ErasureContentLabels[r.content as keyof typeof ErasureContentLabels] ?? r.content),
    },
    { key: 'summary', title: '完成情况', render: (r) => <span className={styles.wrap}>{r.summary}</span> },
    {
      key: 'completedAt',
      title: '完成时间',
      className: styles.time,
      render: (r) => (r.completedAt ? <DateTimeCell time={r.completedAt} /> : '处理中'),
    },
  ];
  if (!canSeeRequests) return null;
  return (
    <Panel title="个人信息请求" description="成员依《个人信息保护法》在前台提出的请求：下载个人数据、注销账号，以及完成记录。">
      <FilterBar onSearch={requests.search} onReset={requests.reset} label="筛选个人信息请求">
        <EnumDropdown
          label="请求"
          value={requests.draft.kind}
          labels={PrivacyRequestKindLabels}
          onChange={(v) => requests.edit('kind', v)}
        />
      </FilterBar>
      <DataTable
        stacked
        label="个人信息请求"
        className={styles.table}
        columns={requestColumns}
        rowKey={(r) => r.id}
        empty="还没有成员提出个人信息请求"
        {...requests.table}
      />
      <Pager {...requests.pager} />
    </Panel>
  );
}
