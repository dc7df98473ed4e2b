import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE, dateRangeProblem, isReversedRange } from './date-range';

describe('ranges of days', () => {
  it('names a backwards range in the server’s words', () => {
    expect(DATE_RANGE_MESSAGE).toBe('开始日期不能晚于结束日期');
    expect(dateRangeProblem({ startDate: '2026-11-30', endDate: '2026-11-01' })).toBe(DATE_RANGE_MESSAGE);
    expect(isReversedRange('2026-12-01', '2026-11-30')).toBe(true);
  });
  it('accepts a single day and open ends', () => {
    expect(dateRangeProblem({ startDate: '2026-11-01', endDate: '2026-11-01' })).toBeNull();
    expect(dateRangeProblem({ startDate: '2026-11-30', endDate: '' })).toBeNull();
    expect(dateRangeProblem({ endDate: '2026-11-30' })).toBeNull();
    expect(isReversedRange(undefined, null)).toBe(false);
  });
});
