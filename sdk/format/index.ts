// Formatting shared by the server, the consoles and commctl: money in fen, Beijing days and times, ranges of days,
// the text of sanitised HTML, lengths of time.
export {
  BEIJING_OFFSET_MS,
  beijingDate,
  beijingDayEnd,
  beijingDayStart,
  beijingParts,
  beijingTodayStart,
  formatBeijingDate,
  formatBeijingDateTime,
  isCalendarDay,
  type TimeInput,
  toMillis,
} from './beijing-time';
export { DATE_RANGE_MESSAGE, dateRangeProblem, isReversedRange } from './date-range';
export { formatDuration } from './duration';
export { decodeEntities, plainLines, plainText } from './html-text';
export { fenToYuanText, formatFen, parseYuan, thousands } from './money';
