export { DATE_RANGE_MESSAGE, dateRangeProblem, formatBeijingDate, formatBeijingDateTime } from '#sdk/format';
export { fenToYuanText, formatFen, parseYuan } from './money';
export { abbreviateNumber, signed, thousands } from './number';
export { formatDate, formatDateTime, type TimeInput, timeAgo } from './time';
export { isExternal } from './url';
