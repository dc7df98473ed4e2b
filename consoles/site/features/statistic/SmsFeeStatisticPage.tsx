import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { api } from '#kit/request/api';
import { beijingToday, monthsBefore } from '#shared/stats/measures';
import { SmsFeeView } from '#shared/stats/SmsViews';

/** 短信费用统计: this site's SMS cost of the last twelve months and this month's quota. */
export function SmsFeeStatisticPage() {
  const end = beijingToday().slice(0, 7);
  const [at, setAt] = useState({ page: 1, pageSize: 20 });
  const { data, isFetching } = api.useGetSmsFeeStatisticQuery({ query: { startMonth: monthsBefore(end, 11), endMonth: end, ...at } });
  return (
    <Panel title="短信费用统计" description="近 12 个月每月的计费短信条数与费用（按每条短信的单价相加）。">
      <SmsFeeView
        data={data}
        loading={isFetching && !data}
        paging={{ ...at, onChange: (page, pageSize) => setAt({ page, pageSize: pageSize ?? at.pageSize }) }}
      />
    </Panel>
  );
}
