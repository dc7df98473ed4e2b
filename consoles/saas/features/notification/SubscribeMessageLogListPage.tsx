import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { NotificationChannelLabels, NotificationSendStatusLabels, NotificationTemplateLabels, type Schema } from '#sdk';
import { MessageLogFilterBar } from './MessageLogFilterBar';
import { filtersFromSearch, toLogListInput } from './messageLogRequests';

const useStyles = makeStyles({
  table: { minWidth: '960px' },
  time: { width: '150px' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

type Message = Schema<'SubscribeMessageLog'>;

const statusColor = { pending: 'informative', sent: 'brand', delivered: 'success', failed: 'danger' } as const;

/** 消息发送记录 (§2.1 `/account/subscribeMessageLogList`, hidden): each send, filtered; opened from the statistic. */
export function SubscribeMessageLogListPage() {
  const styles = useStyles();
  const [search] = useSearchParams();
  const list = useListPage({ operation: 'getSubscribeMessageLogList', empty: filtersFromSearch(search), toInput: toLogListInput });
  const columns: Column<Message>[] = [
    { key: 'time', title: '时间', className: styles.time, render: (m) => <DateTimeCell time={m.createdAt} /> },
    { key: 'site', title: '站点', render: (m) => m.siteName || `站点 ${m.siteId}` },
    { key: 'template', title: '模板', render: (m) => NotificationTemplateLabels[m.template] },
    { key: 'channel', title: '渠道', render: (m) => NotificationChannelLabels[m.channel] },
    { key: 'recipient', title: '接收人', render: (m) => m.recipient || '—' },
    {
      key: 'status',
      title: '状态',
      render: (m) => (
        <div>
          <Badge appearance="tint" color={statusColor[m.status]}>
            {NotificationSendStatusLabels[m.status]}
          </Badge>
          {m.error && <div className={styles.error}>{m.error}</div>}
        </div>
      ),
    },
    { key: 'sentAt', title: '发送时间', className: styles.time, render: (m) => (m.sentAt ? <DateTimeCell time={m.sentAt} /> : '—') },
  ];
  return (
    <Panel
      title="消息发送记录"
      description="每一次发送（站内通知、短信、微信订阅消息），新的在前；接收人已隐去中间部分。不选日期时为最近 30 天。"
    >
      <MessageLogFilterBar draft={list.draft} edit={list.edit} search={list.search} reset={list.reset} withStatus />
      <DataTable
        label="消息发送记录"
        columns={columns}
        {...list.table}
        rowKey={(m) => `${m.siteId}:${m.id}`}
        className={styles.table}
        empty="没有符合条件的发送记录"
        stacked
      />
      <Pager {...list.pager} />
    </Panel>
  );
}
