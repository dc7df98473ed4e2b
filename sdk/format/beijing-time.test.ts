import { describe, expect, it } from 'vitest';
import {
  beijingDate,
  beijingDayEnd,
  beijingDayStart,
  beijingTodayStart,
  formatBeijingDate,
  formatBeijingDateTime,
  isCalendarDay,
  toMillis,
} from './beijing-time';

describe('Beijing days as the server counts them', () => {
  it('starts a day at 16:00 UTC the day before and ends it (exclusively) 24 hours later', () => {
    expect(beijingDayStart('2026-11-01')?.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(beijingDayStart('2026-03-02')?.toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(beijingDayEnd('2026-11-30')?.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(beijingDayEnd('2026-12-31')?.toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
  it('has no start or end for a day that does not exist or is not YYYY-MM-DD', () => {
    for (const day of ['2026-02-30', '2026-13-01', '2026/11/30', '2026-1-1', '', 'x']) {
      expect(beijingDayStart(day)).toBeNull();
      expect(beijingDayEnd(day)).toBeNull();
      expect(isCalendarDay(day)).toBe(false);
    }
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });
  it('knows when today began in Beijing, on both sides of Beijing midnight', () => {
    expect(beijingTodayStart(new Date('2026-03-01T15:59:59Z')).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(beijingTodayStart(new Date('2026-03-01T16:00:00Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z');
  });
  it('gives the yyyyMMdd of the Beijing day an instant falls on', () => {
    expect(beijingDate(new Date('2026-11-30T16:00:00Z'))).toBe('20261201');
    expect(beijingDate(new Date('2026-11-30T15:59:59Z'))).toBe('20261130');
  });
});

describe('Beijing dates and times for people', () => {
  it('formats YYYY-MM-DD with a fallback for none', () => {
    expect(formatBeijingDate('2027-04-01T10:20:30+08:00')).toBe('2027-04-01');
    expect(formatBeijingDate(null, '长期有效')).toBe('长期有效');
    expect(formatBeijingDate(undefined)).toBe('');
    expect(formatBeijingDate('')).toBe('');
  });
  it('is Beijing time whatever the machine time zone, across midnight too', () => {
    expect(formatBeijingDate('2026-11-21T16:00:00Z')).toBe('2026-11-22');
    expect(formatBeijingDate('2026-11-21T15:59:59Z')).toBe('2026-11-21');
    expect(formatBeijingDateTime('2026-12-31T23:50:00Z')).toBe('2027-01-01 07:50');
    expect(formatBeijingDateTime('2026-11-21T10:30:45+08:00')).toBe('2026-11-21 10:30');
    expect(formatBeijingDateTime(new Date('2026-11-21T02:30:00Z'))).toBe('2026-11-21 10:30');
    expect(formatBeijingDateTime(Date.parse('2026-11-21T02:30:00Z'))).toBe('2026-11-21 10:30');
    expect(formatBeijingDateTime(null, '—')).toBe('—');
  });
  it('shows text that is not a date as it came', () => {
    expect(formatBeijingDateTime('not a date')).toBe('not a date');
    expect(formatBeijingDate('not a date')).toBe('not a date');
    expect(toMillis('not a date')).toBeNaN();
  });
});
