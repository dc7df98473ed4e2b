import { describe, expect, it } from 'vitest';
import { endsInRunningPeriod, splitRunning } from './partial';

describe('running period', () => {
  it('knows when the last day or month is the one still counting', () => {
    expect(endsInRunningPeriod(['2026-11-26', '2026-11-27'], '2026-11-27')).toBe(true);
    expect(endsInRunningPeriod(['2026-11-25', '2026-11-26'], '2026-11-27')).toBe(false);
    expect(endsInRunningPeriod(['2026-10', '2026-11'], '2026-11-27')).toBe(true);
    expect(endsInRunningPeriod(['2026-09', '2026-10'], '2026-11-27')).toBe(false);
    expect(endsInRunningPeriod([], '2026-11-27')).toBe(false);
  });

  it('draws the finished points solid and the last segment apart', () => {
    expect(splitRunning([5, 8, 2])).toEqual({ done: [5, 8, '-'], running: ['-', 8, 2] });
    // A single point has no segment to dash: it stays in the solid line.
    expect(splitRunning([4])).toEqual({ done: [4], running: ['-'] });
    expect(splitRunning([])).toEqual({ done: [], running: [] });
  });
});
