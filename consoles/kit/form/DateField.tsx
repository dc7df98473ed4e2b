// The consoles' one date field: Fluent's date picker in Chinese with yyyy-MM-dd, typed or picked, the value a
// `yyyy-MM-dd` string ('' when empty) like the query fields it fills. No min/max: a typed day outside them would
// stay in the box without reaching the value; the pages check their ranges themselves (DATE_RANGE_MESSAGE).
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { useMemo } from 'react';
import { chineseCalendarStrings, chineseDateFormatting, parseDayText, toDayText } from './chineseCalendar';

export interface DateFieldProps {
  /** `yyyy-MM-dd` or ''. */
  value: string;
  onChange(value: string): void;
  className?: string;
  /** Only where no `Field` label names it. */
  'aria-label'?: string;
  disabled?: boolean;
}

export function DateField({ value, onChange, className, disabled, ...aria }: DateFieldProps) {
  // One Date per value: the picker rewrites its text whenever the Date it is given changes.
  const day = useMemo(() => parseDayText(value), [value]);
  return (
    <DatePicker
      {...aria}
      className={className}
      disabled={disabled}
      allowTextInput
      value={day}
      onSelectDate={(date) => onChange(toDayText(date))}
      formatDate={toDayText}
      parseDateFromString={parseDayText}
      placeholder="年-月-日"
      strings={chineseCalendarStrings}
      dateTimeFormatter={chineseDateFormatting}
      firstDayOfWeek={1}
    />
  );
}
