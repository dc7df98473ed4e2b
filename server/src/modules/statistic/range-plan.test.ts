import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rangePlan } from './statistic-repository';

const DAY = 86_400_000;
const dayOf = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * DAY).toISOString().slice(0, 10);
const inRange = (day: string, [a, b]: [string, string]) => day >= a && day <= b;

describe('rangePlan', () => {
  it('takes whole months from the sums and the days around them from the daily rows', () => {
    expect(rangePlan('2025-03-31', '2025-05-01', '2026-01-01')).toEqual({
      months: ['2025-04-01'],
      add: [
        ['2025-03-31', '2025-03-31'],
        ['2025-05-01', '2025-05-01'],
      ],
      subtract: [],
    });
    // Most of October: its sum less the five days before the range.
    expect(rangePlan('2025-10-06', '2025-10-31', '2026-01-01')).toEqual({
      months: ['2025-10-01'],
      add: [],
      subtract: [['2025-10-01', '2025-10-05']],
    });
    // Up to today: the current month's sum is whole, as no later day has rows yet.
    expect(rangePlan('2025-11-25', '2026-11-24', '2026-11-24').add).toEqual([['2025-11-25', '2025-11-30']]);
    expect(rangePlan('2025-11-25', '2026-11-24', '2026-11-24').subtract).toEqual([]);
    expect(rangePlan('2025-11-25', '2026-11-24', '2026-11-24').months).toHaveLength(12);
  });

  it('adds up to the day-by-day sum for any range, reading at most half of each month day by day', () => {
    // Days 0…1100 from 2024-01-01 with a value each; rows exist only up to `last`.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 1100 }),
        (a, len, lastN) => {
          const start = dayOf(a);
          const end = dayOf(a + len);
          const last = dayOf(lastN);
          const value = (n: number) => (n * 7919) % 1000;
          const days = Array.from({ length: lastN + 1 }, (_, n) => ({ day: dayOf(n), v: value(n) }));
          const monthSum = (m: string) => days.filter((d) => d.day.slice(0, 7) === m.slice(0, 7)).reduce((s, d) => s + d.v, 0);
          const daySum = (r: [string, string]) => days.filter((d) => inRange(d.day, r)).reduce((s, d) => s + d.v, 0);
          const plan = rangePlan(start, end, last);
          const planned =
            plan.months.reduce((s, m) => s + monthSum(m), 0) +
            plan.add.reduce((s, r) => s + daySum(r), 0) -
            plan.subtract.reduce((s, r) => s + daySum(r), 0);
          expect(planned).toBe(daySum([start, end]));
          const read = [...plan.add, ...plan.subtract].reduce((n, [x, y]) => n + (Date.parse(y) - Date.parse(x)) / DAY + 1, 0);
          expect(read).toBeLessThanOrEqual(16 * (plan.months.length + plan.add.length));
        },
      ),
    );
  });
});
