import { Badge, Field, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatFen } from '#kit/format';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { Pager } from '#kit/table/Pager';
import { type Schema, SmsPurposeLabels, SmsStatusLabels } from '#sdk';
import { LineChart } from './LineChart';
import { figure } from './measures';
import { endsInRunningPeriod, PARTIAL_MONTH_NOTE, PARTIAL_NOTE } from './partial';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM },
  counts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM },
  chart: { marginBottom: tokens.spacingVerticalM },
  table: { minWidth: '860px' },
  title: { fontWeight: tokens.fontWeightSemibold },
  bar: { marginBottom: tokens.spacingVerticalM },
});

type Sent = Schema<'SmsSentStatistic'>;
type Fee = Schema<'SmsFeeStatistic'>;

export function SmsFilters({
  value,
  onChange,
}: {
  value: { purpose: string; status: string };
  onChange(v: { purpose: string; status: string }): void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.filters}>
      <Field label="用途">
        <EnumDropdown
          label="用途"
          labels={SmsPurposeLabels}
          value={value.purpose}
          onChange={(purpose) => onChange({ ...value, purpose })}
        />
      </Field>
      <Field label="状态">
        <EnumDropdown label="状态" labels={SmsStatusLabels} value={value.status} onChange={(status) => onChange({ ...value, status })} />
      </Field>
    </div>
  );
}

/** Counts by day (a chart), purpose and status, then every SMS with its masked number, receipt and price. */
export interface Paging {
  page: number;
  pageSize: number;
  onChange(page: number, pageSize?: number): void;
}

export function SmsSentView({ data, loading, paging, showSite }: { data?: Sent; loading?: boolean; paging: Paging; showSite?: boolean }) {
  const styles = useStyles();
  const columns: Column<Sent['list'][number]>[] = [
    { key: 'createdAt', title: '时间', render: (r) => <DateTimeCell time={r.createdAt} /> },
    ...(showSite ? [{ key: 'site', title: '站点', render: (r: Sent['list'][number]) => r.siteName }] : []),
    { key: 'purpose', title: '用途', render: (r) => SmsPurposeLabels[r.purpose] },
    { key: 'mobile', title: '手机号', render: (r) => r.mobile },
    { key: 'provider', title: '服务商', render: (r) => r.provider },
    { key: 'receipt', title: '回执', render: (r) => r.receipt || '—' },
    {
      key: 'status',
      title: '状态',
      render: (r) => (
        <Badge appearance="tint" color={r.status === 'failed' ? 'danger' : r.status === 'delivered' ? 'success' : 'brand'}>
          {SmsStatusLabels[r.status]}
        </Badge>
      ),
    },
    { key: 'price', title: '单价', render: (r) => formatFen(r.priceFen) },
  ];
  const days = data?.byDay ?? [];
  return (
    <>
      <div className={styles.counts}>
        {(data?.byStatus ?? []).map((s) => (
          <Badge key={s.status} size="large" appearance="outline">{`${SmsStatusLabels[s.status]} ${figure(s.count)}`}</Badge>
        ))}
        {(data?.byPurpose ?? []).map((p) => (
          <Badge
            key={p.purpose}
            size="large"
            appearance="outline"
            color="informative"
          >{`${SmsPurposeLabels[p.purpose]} ${figure(p.count)}`}</Badge>
        ))}
      </div>
      <div className={styles.chart}>
        <Text className={styles.title}>每日发送</Text>
        <LineChart
          title="每日短信发送条数"
          categories={days.map((d) => d.date.slice(5))}
          running={endsInRunningPeriod(days.map((d) => d.date)) ? PARTIAL_NOTE : undefined}
          series={[
            { name: '发送', data: days.map((d) => d.count) },
            { name: '失败', data: days.map((d) => d.failed) },
          ]}
        />
      </div>
      <DataTable
        label="短信记录"
        className={styles.table}
        columns={columns}
        rows={data?.list}
        rowKey={(r) => r.id}
        loading={loading}
        empty="这段时间没有短信"
        stacked
      />
      {(data?.total ?? 0) > 0 && (
        <Pager page={paging.page} pageSize={paging.pageSize} total={data?.total ?? 0} onChange={paging.onChange} />
      )}
    </>
  );
}

const levelText = { none: '不限额', ok: '正常', warning: '已用 80% 以上', exhausted: '已用完' } as const;

export function QuotaNotice({ quota }: { quota: NonNullable<Fee['quota']> }) {
  const styles = useStyles();
  if (quota.level === 'none') return null;
  const intent = quota.level === 'exhausted' ? 'error' : quota.level === 'warning' ? 'warning' : 'info';
  const text =
    quota.level === 'exhausted'
      ? `本月短信额度 ${figure(quota.monthlyQuota)} 条已用完，本站的短信验证码已暂停发送，请联系平台提高额度。`
      : quota.level === 'warning'
        ? `本月短信已用 ${figure(quota.used)} / ${figure(quota.monthlyQuota)} 条，超过额度的 80%，用完后将暂停发送短信验证码。`
        : `本月短信已用 ${figure(quota.used)} / ${figure(quota.monthlyQuota)} 条（${levelText[quota.level]}）。`;
  return (
    <MessageBar intent={intent} className={styles.bar}>
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

/** Cost by month (chart and table) and by month and site; each figure is the sum of the ledger rows' prices. */
export function SmsFeeView({ data, loading, paging, showSite }: { data?: Fee; loading?: boolean; paging: Paging; showSite?: boolean }) {
  const styles = useStyles();
  const months = data?.months ?? [];
  const columns: Column<Fee['sites'][number]>[] = [
    { key: 'month', title: '月份', render: (r) => r.month },
    ...(showSite ? [{ key: 'site', title: '站点', render: (r: Fee['sites'][number]) => r.siteName }] : []),
    { key: 'count', title: '计费条数', render: (r) => figure(r.count) },
    { key: 'fee', title: '费用', render: (r) => formatFen(r.feeFen) },
  ];
  return (
    <>
      {data?.quota && <QuotaNotice quota={data.quota} />}
      <div className={styles.counts}>
        <Badge size="extra-large" appearance="tint">{`合计 ${figure(data?.totalCount ?? 0)} 条`}</Badge>
        <Badge size="extra-large" appearance="tint" color="success">{`费用 ${formatFen(data?.totalFeeFen ?? 0)}`}</Badge>
      </div>
      <div className={styles.chart}>
        <Text className={styles.title}>每月费用（元）</Text>
        <LineChart
          title="每月短信费用"
          categories={months.map((m) => m.month)}
          running={endsInRunningPeriod(months.map((m) => m.month)) ? PARTIAL_MONTH_NOTE : undefined}
          series={[{ name: '费用（元）', data: months.map((m) => m.feeFen / 100) }]}
        />
      </div>
      <DataTable
        label="短信费用明细"
        className={styles.table}
        columns={columns}
        rows={data?.sites}
        rowKey={(r) => `${r.month}-${r.siteId}`}
        loading={loading}
        empty="这段时间没有计费的短信"
        stacked
      />
      {(data?.sitesTotal ?? 0) > 0 && (
        <Pager page={paging.page} pageSize={paging.pageSize} total={data?.sitesTotal ?? 0} onChange={paging.onChange} />
      )}
    </>
  );
}
