import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { api } from '#kit/request/api';
import { DateRangeBar, presetRange } from '#shared/stats/DateRangeBar';
import { FlowView } from '#shared/stats/FlowView';
import { toFlowInput } from './statisticRequests';

/** 流量统计: this site's daily figures with a chart per measure, the table and the export. */
export function FlowStatisticPage() {
  const [range, setRange] = useState(() => presetRange(30));
  const { data, isFetching } = api.useGetFlowStatisticQuery(toFlowInput(range), { pollingInterval: 60_000 });
  return (
    <Panel title="流量统计" description="会员前台的浏览量、访客与 IP（按天去重），以及新增会员、活跃会员、新帖子、新评论与新回答。">
      <DateRangeBar value={range} onChange={setRange} />
      <FlowView
        list={data?.list ?? []}
        summary={data?.summary}
        updatedAt={data?.updatedAt}
        loading={isFetching && !data}
        fileName={`流量统计_${range.startDate}_${range.endDate}`}
      />
    </Panel>
  );
}
