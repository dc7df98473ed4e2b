import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Panel } from '#kit/app/Panel';
import { thousands } from '#kit/format';
import { RouteLink } from '#kit/pages/RouteLink';
import { type Column, DataTable } from '#kit/table/DataTable';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { NotificationTemplateLabels, type Schema } from '#sdk';
import { MessageLogFilterBar } from './MessageLogFilterBar';
import { emptyMessageLogFilters, listLink, toStatInput } from './messageLogRequests';

const useStyles = makeStyles({
  number: { width: '88px', textAlign: 'right' },
  failed: { color: tokens.colorPaletteRedForeground1 },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type Stat = Schema<'SubscribeMessageStat'>;

/** 消息发送统计 (§2.1 `/account/subscribeMessageLog`): per site and template, how many were sent, delivered and failed. */
export function SubscribeMessageLogPage() {
  const styles = useStyles();
  const list = useListPage({ operation: 'getSubscribeMessageLogStatistic', empty: emptyMessageLogFilters, toInput: toStatInput });
  const { filters } = list;
  const link = (row: Stat, status = '') =>
    listLink({
      siteId: String(row.siteId),
      template: row.template,
      status,
      startDate: filters.startDate,
      endDate: filters.endDate,
      channel: filters.channel,
    });
  const count = (value: number, row: Stat, status = '') => (value ? <RouteLink to={link(row, status)}>{thousands(value)}</RouteLink> : '0');
  const columns: Column<Stat>[] = [
    { key: 'site', title: '站点', render: (r) => r.siteName || `站点 ${r.siteId}` },
    { key: 'template', title: '模板', render: (r) => NotificationTemplateLabels[r.template] },
    { key: 'total', title: '总数', className: styles.number, render: (r) => count(r.total, r) },
    { key: 'sent', title: '已发送', className: styles.number, render: (r) => count(r.sent, r, 'sent') },
    { key: 'delivered', title: '已送达', className: styles.number, render: (r) => count(r.delivered, r, 'delivered') },
    {
      key: 'failed',
      title: '失败',
      className: styles.number,
      render: (r) => (r.failed ? <span className={styles.failed}>{count(r.failed, r, 'failed')}</span> : '0'),
    },
    { key: 'pending', title: '待发送', className: styles.number, render: (r) => count(r.pending, r, 'pending') },
  ];
  return (
    <Panel
      title="消息发送统计"
      description="各站点的通知经站内通知、短信与微信订阅消息发送的条数；“已发送”含之后送达的。点击数字查看对应的发送记录。不选日期时为最近 30 天。"
    >
      <MessageLogFilterBar draft={list.draft} edit={list.edit} search={list.search} reset={list.reset} />
      <DataTable
        label="消息发送统计"
        columns={columns}
        {...list.table}
        rowKey={(r) => `${r.siteId}:${r.template}`}
        empty="所选日期内没有发送"
        stacked
      />
      <Pager {...list.pager} />
      <Text className={styles.note}>
        <RouteLink to={listLink({})}>查看全部发送记录</RouteLink>
      </Text>
    </Panel>
  );
}
