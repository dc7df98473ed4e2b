// Today's (or this month's) figures are still being counted: drawn as a full day they end every flow chart in a
// cliff. The chart draws the last point apart — the line to it dashed — and says so.
import { beijingToday } from './measures';

export const PARTIAL_NOTE = '虚线为今日数据，仍在统计中';
export const PARTIAL_MONTH_NOTE = '虚线为本月数据，仍在统计中';

/** Whether the last of these days (YYYY-MM-DD) or months (YYYY-MM) is the one still running in Beijing. */
export function endsInRunningPeriod(periods: readonly string[], today = beijingToday()): boolean {
  const last = periods.at(-1);
  return !!last && today.startsWith(last);
}

/**
 * One line as two: the finished periods solid, and the last segment (the previous point to the running one) on its
 * own, to be drawn dashed. '-' is ECharts' "no value here", which leaves a gap rather than a zero.
 */
export function splitRunning(data: readonly number[]): { done: (number | '-')[]; running: (number | '-')[] } {
  const n = data.length;
  if (n === 0) return { done: [], running: [] };
  return {
    done: data.map((v, i) => (i < n - 1 || n === 1 ? v : '-')),
    running: data.map((v, i) => (i >= n - 2 && n > 1 ? v : '-')),
  };
}
