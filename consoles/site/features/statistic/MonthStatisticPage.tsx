import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { api } from '#kit/request/api';
import { MonthView } from '#shared/stats/MonthView';
import { beijingToday, monthsBefore } from '#shared/stats/measures';
import { toMonthInput } from './statisticRequests';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM },
  month: { width: '150px' },
});

/** 月度统计: each month's figures with their change on the previous month and the same month last year. */
export function MonthStatisticPage() {
  const styles = useStyles();
  const end = beijingToday().slice(0, 7);
  const [range, setRange] = useState({ startMonth: monthsBefore(end, 11), endMonth: end });
  const [draft, setDraft] = useState(range);
  const { data, isFetching } = api.useGetMonthStatisticQuery(toMonthInput(range));
  return (
    <Panel title="月度统计" description="每月的各项指标，环比为与上月相比，同比为与去年同月相比。">
      <div className={styles.bar}>
        <Field label="开始月份">
          <Input
            className={styles.month}
            type="month"
            value={draft.startMonth}
            onChange={(_, d) => setDraft({ ...draft, startMonth: d.value })}
          />
        </Field>
        <Field label="结束月份">
          <Input
            className={styles.month}
            type="month"
            value={draft.endMonth}
            onChange={(_, d) => setDraft({ ...draft, endMonth: d.value })}
          />
        </Field>
        <Button appearance="primary" onClick={() => setRange(draft)}>
          查询
        </Button>
      </div>
      <MonthView list={data?.list ?? []} loading={isFetching && !data} fileName={`月度统计_${range.startMonth}_${range.endMonth}`} />
    </Panel>
  );
}
