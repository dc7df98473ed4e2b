// A range of Beijing days `YYYY-MM-DD`, both ends included (the contract's startDate/endDate, commctl's --from/--to).

/** What the server answers, and the consoles and commctl say before asking, when a range of days runs backwards. */
export const DATE_RANGE_MESSAGE = '开始日期不能晚于结束日期';

/** Whether a range of days runs backwards; an open end never does. `YYYY-MM-DD` strings compare as dates. */
export function isReversedRange(startDate: string | null | undefined, endDate: string | null | undefined): boolean {
  return Boolean(startDate && endDate && startDate > endDate);
}

/** DATE_RANGE_MESSAGE when the range runs backwards, otherwise null. */
export function dateRangeProblem(range: { startDate?: string | null; endDate?: string | null }): string | null {
  return isReversedRange(range.startDate, range.endDate) ? DATE_RANGE_MESSAGE : null;
}
