import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { RouteLink } from '#kit/pages/RouteLink';
import { api } from '#kit/request/api';
import { CursorPager } from '#kit/table/CursorPager';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { useListPage } from '#kit/table/useListPage';
import { ConsoleNotificationKindLabels, type Schema } from '#sdk';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  content: { color: tokens.colorNeutralForeground2, marginTop: tokens.spacingVerticalXXS },
  time: { width: '150px' },
  kind: { width: '120px' },
  actions: { width: '96px' },
});

type Notice = Schema<'ConsoleNotification'>;

/** 我的通知 (`/notifications`, from the navbar's bell): what the site told the signed-in administrator, newest first. */
export function ConsoleNotificationsPage() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getConsoleNotificationList',
    paging: 'cursor',
    empty: {},
    toInput: (_filters, { cursor, limit }) => ({ query: { limit, ...(cursor ? { cursor } : {}) } }),
    refetchOnMountOrArgChange: true,
  });
  const { data: count } = api.useGetConsoleNotificationCountQuery();
  const [read, reading] = api.useReadConsoleNotificationMutation();
  const markRead = async (id?: number) => {
    const result = await read({ body: id ? { id } : {} });
    if (result.data?.description) notify.success(result.data.description);
  };
  const columns: Column<Notice>[] = [
    {
      key: 'title',
      title: '通知',
      render: (n) => (
        <div>
          <span className={styles.title}>
            <Text weight={n.read ? 'regular' : 'semibold'}>{n.title}</Text>
            {!n.read && (
              <Badge size="small" color="danger">
                未读
              </Badge>
            )}
          </span>
          <div className={styles.content}>{n.content}</div>
          {n.link && <RouteLink to={n.link}>查看</RouteLink>}
        </div>
      ),
    },
    { key: 'kind', title: '类型', className: styles.kind, render: (n) => ConsoleNotificationKindLabels[n.kind] },
    { key: 'time', title: '时间', className: styles.time, render: (n) => <DateTimeCell time={n.createdAt} /> },
    {
      key: 'actions',
      title: '操作',
      className: styles.actions,
      render: (n) =>
        n.read ? (
          '—'
        ) : (
          <Button size="small" appearance="subtle" onClick={() => markRead(n.id)} disabled={reading.isLoading}>
            标为已读
          </Button>
        ),
    },
  ];
  const unread = count?.unread ?? 0;
  return (
    <Panel title="我的通知" description="本站发给你的通知，如短信额度预警。新通知到达时，顶栏铃铛上的数字随即更新。">
      <div className={styles.bar}>
        <Text>{unread ? `${unread} 条未读` : '没有未读的通知'}</Text>
        <Button icon={<CheckmarkRegular />} onClick={() => markRead()} disabled={!unread || reading.isLoading}>
          全部标为已读
        </Button>
      </div>
      <DataTable label="我的通知" columns={columns} {...list.table} rowKey={(n) => n.id} empty="还没有通知" stacked />
      <CursorPager {...list.pager} />
    </Panel>
  );
}
