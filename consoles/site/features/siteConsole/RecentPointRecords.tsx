import { makeStyles, Text, Tooltip, tokens } from '@fluentui/react-components';
import { Panel } from '#kit/app/Panel';
import { formatDateTime, timeAgo } from '#kit/format/time';
import { RouteLink } from '#kit/pages/RouteLink';
import { useCan } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { SignedNumber } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import type { Schema } from '#sdk';

const useStyles = makeStyles({
  // A narrow panel (phones, half the dashboard): three short columns that never need sideways scrolling.
  table: { minWidth: 0 },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  rule: { color: tokens.colorNeutralForeground3 },
  short: { width: '64px', whiteSpace: 'nowrap' },
  time: { width: '88px', whiteSpace: 'nowrap' },
});

/** The home page's five newest point records, for accounts that may read the ledger. */
export const RECENT_RECORDS = 5;

export function RecentPointRecords() {
  const styles = useStyles();
  const allowed = useCan('getPointRecordList');
  const { data, isFetching, error, refetch } = api.useGetPointRecordListQuery(
    { query: { limit: RECENT_RECORDS } },
    { skip: !allowed, refetchOnMountOrArgChange: 30 },
  );
  if (!allowed) return null;
  const columns: Column<Schema<'PointRecord'>>[] = [
    {
      key: 'user',
      title: '用户',
      render: (r) => (
        <span className={styles.who}>
          <Text weight="semibold">{r.userName}</Text>
          <Text size={200} className={styles.rule}>{`${r.itemName}（${r.categoryName}）`}</Text>
        </span>
      ),
    },
    { key: 'delta', title: '变动', className: styles.short, render: (r) => <SignedNumber value={r.delta} /> },
    {
      key: 'time',
      title: '时间',
      className: styles.time,
      render: (r) => (
        <Tooltip content={formatDateTime(r.createdAt)} relationship="description">
          <span>{timeAgo(r.createdAt)}</span>
        </Tooltip>
      ),
    },
  ];
  return (
    <Panel title="最新积分记录" description={<RouteLink to="/user/managePointRecord">查看全部积分记录</RouteLink>}>
      <DataTable
        label="最新积分记录"
        className={styles.table}
        columns={columns}
        rows={data?.list}
        rowKey={(r) => r.id}
        loading={isFetching}
        error={error ? errorText(error) : undefined}
        onRetry={refetch}
        empty="还没有积分记录"
      />
    </Panel>
  );
}
