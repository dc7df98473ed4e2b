import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { api } from '#kit/request/api';
import { DateRangeBar, presetRange } from '#shared/stats/DateRangeBar';
import { SmsFilters, SmsSentView } from '#shared/stats/SmsViews';
import { SitePicker } from '../../shared/site/SitePicker';

/** 短信发送统计: every site's SMS (and the centre's own), or one site's. */
export function SmsSentStatisticPage() {
  const [range, setRange] = useState(() => presetRange(30));
  const [filters, setFilters] = useState({ purpose: '', status: '' });
  const [siteId, setSiteId] = useState('');
  const [at, setAt] = useState({ page: 1, pageSize: 20 });
  const { data, isFetching } = api.useGetSaasSmsSentStatisticQuery({
    query: {
      ...range,
      ...at,
      ...(siteId ? { siteId: Number(siteId) } : {}),
      ...(filters.purpose ? { purpose: filters.purpose as never } : {}),
      ...(filters.status ? { status: filters.status as never } : {}),
    },
  });
  return (
    <Panel title="短信发送统计" description="全部站点（含站点管理中心自己的）或一个站点发出的短信，手机号中间四位隐去。">
      <DateRangeBar
        value={range}
        onChange={(r) => {
          setRange(r);
          setAt({ ...at, page: 1 });
        }}
        extra={
          <SitePicker
            value={siteId}
            onChange={(v) => {
              setSiteId(v);
              setAt({ ...at, page: 1 });
            }}
          />
        }
      />
      <SmsFilters
        value={filters}
        onChange={(f) => {
          setFilters(f);
          setAt({ ...at, page: 1 });
        }}
      />
      <SmsSentView
        showSite
        data={data}
        loading={isFetching && !data}
        paging={{ ...at, onChange: (page, pageSize) => setAt({ page, pageSize: pageSize ?? at.pageSize }) }}
      />
    </Panel>
  );
}
