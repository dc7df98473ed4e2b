import { Badge, Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { type Column, DataTable } from '#kit/table/DataTable';
import { Pager } from '#kit/table/Pager';
import type { Schema } from '#sdk';
import { beijingToday, figure, monthsBefore } from '#shared/stats/measures';
import { SmsFeeView } from '#shared/stats/SmsViews';
import { SitePicker } from '../../shared/site/SitePicker';
import { quotaProblem, toQuotaInput } from './statisticRequests';

const useStyles = makeStyles({
  section: { marginTop: tokens.spacingVerticalXL },
  title: { fontWeight: tokens.fontWeightSemibold, display: 'block', marginBottom: tokens.spacingVerticalS },
  quota: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  input: { width: '110px' },
  table: { minWidth: '720px' },
});

type Quota = Schema<'SmsQuota'>;
const levelColor = { none: 'subtle', ok: 'success', warning: 'warning', exhausted: 'danger' } as const;
const levelText = { none: '不限', ok: '正常', warning: '已用 80% 以上', exhausted: '已用完' } as const;

function QuotaEditor({ row }: { row: Quota }) {
  const styles = useStyles();
  const [value, setValue] = useState(String(row.monthlyQuota));
  const [save, { isLoading }] = api.useSetSmsQuotaMutation();
  const problem = quotaProblem(value);
  return (
    <span className={styles.quota}>
      <Field validationMessage={problem ?? undefined}>
        <Input
          className={styles.input}
          aria-label={`${row.siteName}的每月额度`}
          inputMode="numeric"
          value={value}
          onChange={(_, d) => setValue(d.value)}
        />
      </Field>
      <Button
        size="small"
        disabled={isLoading || problem !== null || Number(value) === row.monthlyQuota}
        onClick={async () => {
          const result = await save(toQuotaInput(row.siteId, value));
          if (result.data?.type === 1) notify.success(result.data.description || '已保存');
        }}
      >
        保存
      </Button>
    </span>
  );
}

/** 短信费用统计: cost by month and site, and each site's monthly SMS quota (0 不限). */
export function SmsFeeStatisticPage() {
  const styles = useStyles();
  const end = beijingToday().slice(0, 7);
  const [siteId, setSiteId] = useState('');
  const [at, setAt] = useState({ page: 1, pageSize: 20 });
  const [feeAt, setFeeAt] = useState({ page: 1, pageSize: 20 });
  const site = siteId ? { siteId: Number(siteId) } : {};
  const { data, isFetching } = api.useGetSaasSmsFeeStatisticQuery({
    query: { startMonth: monthsBefore(end, 11), endMonth: end, ...site, ...feeAt },
  });
  const quotas = api.useGetSmsQuotaListQuery({ query: { ...at, ...site } });
  const columns: Column<Quota>[] = [
    { key: 'site', title: '站点', render: (r) => r.siteName },
    { key: 'used', title: '本月已用', render: (r) => figure(r.used) },
    {
      key: 'level',
      title: '状态',
      render: (r) => (
        <Badge appearance="tint" color={levelColor[r.level]}>
          {levelText[r.level]}
        </Badge>
      ),
    },
    { key: 'quota', title: '每月额度（条，0 不限）', render: (r) => <QuotaEditor key={`${r.siteId}-${r.monthlyQuota}`} row={r} /> },
  ];
  return (
    <Panel title="短信费用统计" description="近 12 个月每月、每个站点的计费短信条数与费用（按每条短信的单价相加）。">
      <SitePicker
        value={siteId}
        onChange={(v) => {
          setSiteId(v);
          setAt({ ...at, page: 1 });
          setFeeAt({ ...feeAt, page: 1 });
        }}
      />
      <SmsFeeView
        showSite
        data={data}
        loading={isFetching && !data}
        paging={{ ...feeAt, onChange: (page, pageSize) => setFeeAt({ page, pageSize: pageSize ?? feeAt.pageSize }) }}
      />
      <div className={styles.section}>
        <Text className={styles.title}>站点短信额度</Text>
        <Text>用到额度的 80% 时站点控制台提示站点所有者；用完后该站点的短信验证码暂停发送，直到下月或提高额度。</Text>
        <DataTable
          label="站点短信额度"
          className={styles.table}
          columns={columns}
          rows={quotas.data?.list}
          rowKey={(r) => r.siteId}
          loading={quotas.isFetching && !quotas.data}
          stacked
        />
        {(quotas.data?.total ?? 0) > 0 && (
          <Pager
            page={at.page}
            pageSize={at.pageSize}
            total={quotas.data?.total ?? 0}
            onChange={(page, pageSize) => setAt({ page, pageSize: pageSize ?? at.pageSize })}
          />
        )}
      </div>
    </Panel>
  );
}
