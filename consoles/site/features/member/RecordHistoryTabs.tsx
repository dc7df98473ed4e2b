import { Badge, makeStyles, Text } from '@fluentui/react-components';
import { api } from '#kit/request/api';
import { CursorPager } from '#kit/table/CursorPager';
import { DateTimeCell, SignedNumber } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { useListPage } from '#kit/table/useListPage';
import { ImpeachStateLabels, ImpeachTargetTypeLabels, SanctionKindLabels, type Schema } from '#sdk';
import { formatBeijingDateTime } from '#sdk/format';

const useStyles = makeStyles({
  table: { minWidth: '640px' },
  time: { width: '150px' },
});

// A member's points ledger, sanctions, reports and sign-ins in the record's tabs.

type Record_ = Schema<'MemberRecord'>;

export function Points({ userId }: { userId: number }) {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getPointRecordList',
    paging: 'cursor',
    empty: null,
    pageSize: 10,
    toInput: (_, { cursor, limit }) => ({ query: { userId, limit, ...(cursor ? { cursor } : {}) } }),
  });
  const columns: Column<Schema<'PointRecord'>>[] = [
    { key: 'category', title: '类型', render: (p) => p.categoryName },
    { key: 'delta', title: '变动', render: (p) => <SignedNumber value={p.delta} /> },
    { key: 'balance', title: '余额', render: (p) => p.balance },
    { key: 'reason', title: '原因', render: (p) => p.reason || p.itemName || '—' },
    { key: 'at', title: '时间', className: styles.time, render: (p) => <DateTimeCell time={p.createdAt} /> },
  ];
  return (
    <>
      <DataTable
        stacked
        label="积分记录"
        className={styles.table}
        columns={columns}
        rowKey={(p) => p.id}
        empty="没有积分记录"
        {...list.table}
      />
      <CursorPager {...list.pager} />
    </>
  );
}

export function Sanctions({ userId }: { userId: number }) {
  const styles = useStyles();
  const { data, isFetching } = api.useGetSiteUserSanctionListQuery({ query: { userId } }, { refetchOnMountOrArgChange: true });
  const columns: Column<Schema<'Sanction'>>[] = [
    {
      key: 'kind',
      title: '处罚',
      render: (s) => (
        <Badge color={s.kind === 'ban' ? 'danger' : 'warning'} appearance={s.active ? 'filled' : 'outline'}>
          {`${SanctionKindLabels[s.kind]}${s.active ? '（生效中）' : s.liftedAt ? '（已解除）' : '（已到期）'}`}
        </Badge>
      ),
    },
    { key: 'reason', title: '原因', render: (s) => s.reason },
    { key: 'range', title: '期间', render: (s) => `${formatBeijingDateTime(s.startsAt)} 至 ${formatBeijingDateTime(s.endsAt)}` },
    { key: 'actor', title: '处理人', render: (s) => s.actorName || '—' },
  ];
  return (
    <DataTable
      stacked
      label="禁言与封禁"
      className={styles.table}
      columns={columns}
      rowKey={(s) => s.id}
      rows={data?.list ?? []}
      loading={isFetching && !data}
      empty="没有禁言或封禁记录"
    />
  );
}

export function Reports({ record }: { record: Record_ }) {
  const styles = useStyles();
  const columns: Column<Schema<'MemberReportRef'>>[] = [
    {
      key: 'target',
      title: '对象',
      render: (x) => `${ImpeachTargetTypeLabels[x.targetType as keyof typeof ImpeachTargetTypeLabels] ?? x.targetType} #${x.targetId}`,
    },
    { key: 'reason', title: '理由', render: (x) => x.reason },
    { key: 'state', title: '状态', render: (x) => ImpeachStateLabels[x.state as keyof typeof ImpeachStateLabels] ?? x.state },
    { key: 'at', title: '时间', className: styles.time, render: (x) => <DateTimeCell time={x.at} /> },
  ];
  return (
    <>
      <Text weight="semibold">{`提交的举报（最近 ${record.reportsMade.length} 条，共 ${record.counts.reportsMade} 条）`}</Text>
      <DataTable
        stacked
        label="提交的举报"
        className={styles.table}
        columns={columns}
        rowKey={(x) => x.id}
        rows={record.reportsMade}
        empty="没有提交过举报"
      />
      <Text weight="semibold">{`收到的举报（最近 ${record.reportsReceived.length} 条，共 ${record.counts.reportsReceived} 条）`}</Text>
      <DataTable
        stacked
        label="收到的举报"
        className={styles.table}
        columns={columns}
        rowKey={(x) => x.id}
        rows={record.reportsReceived}
        empty="没有被举报过"
      />
    </>
  );
}

export function SignIns({ record }: { record: Record_ }) {
  const styles = useStyles();
  const columns: Column<Schema<'MemberRecord'>['signIns'][number]>[] = [
    { key: 'at', title: '时间', className: styles.time, render: (s) => <DateTimeCell time={s.at} /> },
    { key: 'door', title: '入口', render: (s) => (s.door === 'console' ? '控制台' : '前台') },
    { key: 'ip', title: 'IP', render: (s) => s.ip },
  ];
  return (
    <DataTable
      stacked
      label="登录记录"
      className={styles.table}
      columns={columns}
      rowKey={(s) => `${s.at}${s.ip}`}
      rows={record.signIns}
      empty="没有登录记录"
    />
  );
}
