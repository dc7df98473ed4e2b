import { Badge, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { Panel } from '#kit/app/Panel';
import { formatDate, formatDateTime } from '#kit/format';
import { RouteLink } from '#kit/pages/RouteLink';
import { api } from '#kit/request/api';
import { useKitSelector } from '#kit/store/hooks';
import { type Column, DataTable } from '#kit/table/DataTable';
import { LicenseStatusLabels, LicenseTypeLabels, type Schema, WorkOrderStatusLabels } from '#sdk';
import { LineChart } from '#shared/stats/LineChart';
import { PARTIAL_NOTE } from '#shared/stats/partial';
import { figureCards, trendSeries } from './homeFigures';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  cards: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    margin: 0,
    padding: 0,
  },
  card: {
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  attention: { borderLeft: `4px solid ${tokens.colorPaletteDarkOrangeBorder2}` },
  label: { color: tokens.colorNeutralForeground3 },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  charts: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' },
  links: { display: 'flex', gap: tokens.spacingHorizontalL, marginTop: tokens.spacingVerticalS },
  loading: { padding: tokens.spacingVerticalXXL },
});

type OwnSite = Schema<'SaasHomeSite'>;
type OwnWorkOrder = Schema<'SaasHomeWorkOrder'>;

const statusColor = { active: 'success', expiring: 'warning', expired: 'danger' } as const;

const siteColumns: Column<OwnSite>[] = [
  { key: 'name', title: '站点', render: (s) => `${s.name}（${s.slug}）` },
  { key: 'plan', title: '授权', render: (s) => LicenseTypeLabels[s.licenseType] },
  {
    key: 'status',
    title: '状态',
    render: (s) => (
      <Badge appearance="tint" color={statusColor[s.licenseStatus]}>
        {LicenseStatusLabels[s.licenseStatus]}
      </Badge>
    ),
  },
  { key: 'expires', title: '到期时间', render: (s) => (s.expiresAt ? formatDate(s.expiresAt) : '长期有效') },
];

const workOrderColumns: Column<OwnWorkOrder>[] = [
  { key: 'title', title: '标题', render: (w) => w.title },
  { key: 'site', title: '站点', render: (w) => w.siteName },
  { key: 'status', title: '状态', render: (w) => WorkOrderStatusLabels[w.status] },
  { key: 'updated', title: '最近更新', render: (w) => formatDateTime(w.updatedAt) },
];

/** 首页: the platform's figures (as the roles open them) with their 30-day trends, then one's own sites. */
export function HomePage() {
  const styles = useStyles();
  const userName = useKitSelector((s) => (s.session.user as Schema<'AccountInfo'> | null)?.userName ?? '');
  const { data, isLoading } = api.useGetSaasHomeQuery({});
  if (isLoading || !data) return isLoading ? <Spinner className={styles.loading} label="正在读取首页数据…" /> : null;
  const cards = data.platform ? figureCards(data.platform) : [];
  const trend = trendSeries(data.trend);
  const mine = data.mine;
  return (
    <div className={styles.page}>
      {data.platform && (
        <Panel title="平台概况" description={`你好，${userName}。以下数字按你的权限显示，点击可进入对应页面处理。`}>
          <ul className={styles.cards} aria-label="平台数字">
            {cards.map((c) => (
              <li key={c.key} className={c.attention ? `${styles.card} ${styles.attention}` : styles.card}>
                <Text className={styles.label}>{c.label}</Text>
                <Text className={styles.value}>{c.value}</Text>
                <Text size={200}>{c.detail}</Text>
                <RouteLink to={c.to}>查看{c.label}</RouteLink>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {(trend.content.length > 0 || trend.orders.length > 0) && (
        <Panel title="近 30 天趋势">
          <div className={styles.charts}>
            {trend.content.length > 0 && (
              <LineChart title="新增会员与新帖子" categories={trend.categories} series={trend.content} running={PARTIAL_NOTE} />
            )}
            {trend.orders.length > 0 && <LineChart title="每日支付订单" categories={trend.categories} series={trend.orders} />}
          </div>
        </Panel>
      )}
      {(!data.platform || mine.sites.length > 0) && (
        <Panel
          title="我的站点"
          description={mine.expiring > 0 ? `有 ${mine.expiring} 个站点的授权将在 30 天内到期，请及时续费。` : undefined}
        >
          <DataTable
            label="我的站点"
            columns={siteColumns}
            rows={mine.sites}
            rowKey={(s) => s.id}
            empty="还没有站点，去站点列表创建一个吧"
            stacked
          />
          <div className={styles.links}>
            <RouteLink to="/site/siteList">站点列表</RouteLink>
            {mine.expiring > 0 && <RouteLink to="/order/orderList">去续费</RouteLink>}
          </div>
        </Panel>
      )}
      {(!data.platform || mine.workOrders.length > 0) && (
        <Panel title="我的未关闭工单" description="自己站点提交给平台、待处理或处理中的工单，在站点控制台的「平台工单」中查看与回复。">
          <DataTable
            label="我的未关闭工单"
            columns={workOrderColumns}
            rows={mine.workOrders}
            rowKey={(w) => `${w.siteId}:${w.id}`}
            empty="没有未关闭的工单"
            stacked
          />
        </Panel>
      )}
    </div>
  );
}
