import type { OpArg } from '#kit/request/api';
import type { DayRange } from '#shared/stats/DateRangeBar';

/** The flow query of a day range. */
export const toFlowInput = (range: DayRange): OpArg<'getFlowStatistic'> => ({
  query: { startDate: range.startDate, endDate: range.endDate },
});

export const toMonthInput = (range: { startMonth: string; endMonth: string }): OpArg<'getMonthStatistic'> => ({
  query: { startMonth: range.startMonth, endMonth: range.endMonth },
});

export const toSmsSentInput = (
  range: DayRange,
  filters: { purpose: string; status: string },
  at: { page: number; pageSize: number },
): OpArg<'getSmsSentStatistic'> => ({
  query: {
    startDate: range.startDate,
    endDate: range.endDate,
    page: at.page,
    pageSize: at.pageSize,
    ...(filters.purpose ? { purpose: filters.purpose as never } : {}),
    ...(filters.status ? { status: filters.status as never } : {}),
  },
});
