// Chinese strings and yyyy-MM-dd for Fluent's date picker: a native date input follows the browser's locale
// (mm/dd/yyyy on an English browser) whatever the page's language, so the consoles draw their own.
import type { CalendarStrings, DatePickerProps } from '@fluentui/react-datepicker-compat';

const months = Array.from({ length: 12 }, (_, i) => `${i + 1}月`);

export const chineseCalendarStrings: CalendarStrings = {
  months,
  shortMonths: months,
  days: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  shortDays: ['日', '一', '二', '三', '四', '五', '六'],
  goToToday: '今天',
  weekNumberFormatString: '第 {0} 周',
  prevMonthAriaLabel: '上个月',
  nextMonthAriaLabel: '下个月',
  prevYearAriaLabel: '上一年',
  nextYearAriaLabel: '下一年',
  prevYearRangeAriaLabel: '上一组年份',
  nextYearRangeAriaLabel: '下一组年份',
  closeButtonAriaLabel: '关闭日期选择',
  selectedDateFormatString: '已选 {0}',
  todayDateFormatString: '今天 {0}',
  monthPickerHeaderAriaLabel: '{0}，选择年份',
  yearPickerHeaderAriaLabel: '{0}，选择月份',
  dayMarkedAriaLabel: '已标记',
};

/** Headers and cells read 2026年3月, 3月2日 instead of "March 2026". */
export const chineseDateFormatting: NonNullable<DatePickerProps['dateTimeFormatter']> = {
  formatDay: (date) => String(date.getDate()),
  formatMonth: (date, strings) => strings.months[date.getMonth()] ?? '',
  formatYear: (date) => `${date.getFullYear()}年`,
  formatMonthDayYear: (date) => `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日`,
  formatMonthYear: (date) => `${date.getFullYear()}年${date.getMonth() + 1}月`,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day as `yyyy-MM-dd` (the day the picker shows, in the browser's calendar); '' for none. */
export function toDayText(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `yyyy-MM-dd` (also `yyyy/M/d`, `yyyy.M.d`, `yyyy年M月d日`) → that day at local midnight; null when it is no real day. */
export function parseDayText(text: string): Date | null {
  const m = /^\s*(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?\s*$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}
