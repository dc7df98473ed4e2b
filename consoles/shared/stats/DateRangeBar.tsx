import { Button, Field, makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { DateField } from '#kit/form/DateField';
import { DATE_RANGE_MESSAGE } from '#kit/format';
import { beijingToday, daysBefore } from './measures';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM },
  date: { width: '150px' },
});

export interface DayRange {
  startDate: string;
  endDate: string;
}

export const presetRange = (days: number, today = beijingToday()): DayRange => ({ startDate: daysBefore(today, days - 1), endDate: today });

/** Presets of the last 7, 30 and 90 days, or a custom range (Beijing days, both included). */
export function DateRangeBar({ value, onChange, extra }: { value: DayRange; onChange(range: DayRange): void; extra?: React.ReactNode }) {
  const styles = useStyles();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState('');
  const preset = [7, 30, 90].find((days) => {
    const r = presetRange(days);
    return r.startDate === value.startDate && r.endDate === value.endDate;
  });
  const apply = () => {
    if (draft.startDate > draft.endDate) return setError(DATE_RANGE_MESSAGE);
    setError('');
    onChange(draft);
  };
  return (
    <div className={styles.bar}>
      {[7, 30, 90].map((days) => (
        <ToggleButton
          key={days}
          checked={preset === days}
          onClick={() => {
            const r = presetRange(days);
            setDraft(r);
            setError('');
            onChange(r);
          }}
        >
          {`近 ${days} 天`}
        </ToggleButton>
      ))}
      <Field label="开始日期" validationMessage={error || undefined}>
        <DateField className={styles.date} value={draft.startDate} onChange={(value) => setDraft({ ...draft, startDate: value })} />
      </Field>
      <Field label="结束日期">
        <DateField className={styles.date} value={draft.endDate} onChange={(value) => setDraft({ ...draft, endDate: value })} />
      </Field>
      <Button appearance="primary" onClick={apply}>
        查询
      </Button>
      {extra}
    </div>
  );
}
