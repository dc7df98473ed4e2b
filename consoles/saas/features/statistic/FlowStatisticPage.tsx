import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { api } from '#kit/request/api';
import { type Column, DataTable } from '#kit/table/DataTable';
import type { Schema } from '#sdk';
import { DateRangeBar, presetRange } from '#shared/stats/DateRangeBar';
import { FlowView } from '#shared/stats/FlowView';
import { figure } from '#shared/stats/measures';
import { SitePicker } from '../../shared/site/SitePicker';

const useStyles = makeStyles({
  title: { fontWeight: tokens.fontWeightSemibold, display: 'block', marginBottom: tokens.spacingVerticalS },
  ranking: { marginTop: tokens.spacingVerticalL },
  table: { minWidth: '520px' },
});

type Rank = Schema<'SiteFlowRank'>;

/** 流量统计: every site together or one site, and the sites ranked by page views. */
export function FlowStatisticPage() {
  const styles = useStyles();
  const [range, setRange] = useState(() => presetRange(30));
  const [siteId, setSiteId] = useState('');
  const { data, isFetching } = api.useGetSaasFlowStatisticQuery(
    { query: { startDate: range.startDate, endDate: range.endDate, ...(siteId ? { siteId: Number(siteId) } : {}) } },
    { pollingInterval: 60_000 },
  );
  const columns: Column<Rank & { rank: number }>[] = [
    { key: 'rank', title: '排名', render: (r) => r.rank },
    { key: 'site', title: '站点', render: (r) => r.siteName },
    { key: 'pv', title: '浏览量', render: (r) => figure(r.pv) },
    { key: 'uv', title: '访客数', render: (r) => figure(r.uv) },
    { key: 'newMembers', title: '新增会员', render: (r) => figure(r.newMembers) },
    { key: 'posts', title: '新帖子', render: (r) => figure(r.posts) },
  ];
  return (
    <Panel title="流量统计" description="全部站点之和或一个站点的每日流量；排名为这段时间浏览量最多的站点。">
      <DateRangeBar value={range} onChange={setRange} extra={<SitePicker value={siteId} onChange={setSiteId} />} />
      <FlowView
        list={data?.list ?? []}
        summary={data?.summary}
        updatedAt={data?.updatedAt}
        loading={isFetching && !data}
        fileName={`站点流量统计_${range.startDate}_${range.endDate}`}
      />
      <div className={styles.ranking}>
        <Text className={styles.title}>站点排名</Text>
        <DataTable
          label="站点排名"
          className={styles.table}
          columns={columns}
          rows={data?.ranking.map((r, i) => ({ ...r, rank: i + 1 }))}
          rowKey={(r) => r.siteId}
          loading={isFetching && !data}
          empty="这段时间没有访问"
          stacked
        />
      </div>
    </Panel>
  );
}
