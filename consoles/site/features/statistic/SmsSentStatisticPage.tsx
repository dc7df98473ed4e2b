import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { api } from '#kit/request/api';
import { DateRangeBar, presetRange } from '#shared/stats/DateRangeBar';
import { SmsFilters, SmsSentView } from '#shared/stats/SmsViews';
import { toSmsSentInput } from './statisticRequests';

/** 短信发送统计: this site's SMS by day, purpose and status, and each one sent. */
export function SmsSentStatisticPage() {
  const [range, setRange] = useState(() => presetRange(30));
  const [filters, setFilters] = useState({ purpose: '', status: '' });
  const [at, setAt] = useState({ page: 1, pageSize: 20 });
  const { data, isFetching } = api.useGetSmsSentStatisticQuery(toSmsSentInput(range, filters, at));
  return (
    <Panel title="短信发送统计" description="本站发出的每条短信（手机号中间四位隐去），发送失败的不计费。">
      <DateRangeBar
        value={range}
        onChange={(r) => {
          setRange(r);
          setAt({ ...at, page: 1 });
        }}
      />
      <SmsFilters
        value={filters}
        onChange={(f) => {
          setFilters(f);
          setAt({ ...at, page: 1 });
        }}
      />
      <SmsSentView
        data={data}
        loading={isFetching && !data}
        paging={{ ...at, onChange: (page, pageSize) => setAt({ page, pageSize: pageSize ?? at.pageSize }) }}
      />
    </Panel>
  );
}
