import { describe, expect, it } from 'vitest';
import { addMonths, EXPIRING_WITHIN_MS, licenseAfterOrder, licenseState } from './license-state';

const now = new Date('2026-11-21T02:30:00Z');
const DAY = 24 * 3600 * 1000;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('licenseState', () => {
  it('keeps the basic licence without an end active for ever', () => {
    expect(licenseState({ licenseType: 1, expiresAt: null }, now)).toEqual({ licenseType: 1, effectiveType: 1, status: 'active' });
    expect(licenseState(undefined, now)).toEqual({ licenseType: 1, effectiveType: 1, status: 'active' });
  });

  it('is active beyond 15 days, expiring within them, expired after the end (running as type 1)', () => {
    expect(licenseState({ licenseType: 3, expiresAt: at(16 * DAY) }, now)).toEqual({ licenseType: 3, effectiveType: 3, status: 'active' });
    expect(licenseState({ licenseType: 3, expiresAt: at(EXPIRING_WITHIN_MS) }, now).status).toBe('expiring');
    expect(licenseState({ licenseType: 2, expiresAt: at(1000) }, now)).toEqual({ licenseType: 2, effectiveType: 2, status: 'expiring' });
    expect(licenseState({ licenseType: 2, expiresAt: now }, now)).toEqual({ licenseType: 2, effectiveType: 1, status: 'expired' });
    expect(licenseState({ licenseType: 3, expiresAt: at(-DAY) }, now)).toEqual({ licenseType: 3, effectiveType: 1, status: 'expired' });
  });
});

describe('addMonths', () => {
  it('adds calendar months and keeps the time of day', () => {
    expect(addMonths(now, 12).toISOString()).toBe('2027-11-21T02:30:00.000Z');
    expect(addMonths(now, 1).toISOString()).toBe('2026-12-21T02:30:00.000Z');
    expect(addMonths(now, 24).toISOString()).toBe('2028-11-21T02:30:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    // 2026-01-31 10:00 in Beijing → 2026-02-28 10:00; in a leap year → 02-29.
    expect(addMonths(new Date('2026-01-31T02:00:00Z'), 1).toISOString()).toBe('2026-02-28T02:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T02:00:00Z'), 1).toISOString()).toBe('2028-02-29T02:00:00.000Z');
  });

  it('counts on Beijing calendar days, not UTC ones', () => {
    // 2026-01-31T20:00Z is 2026-02-01 04:00 in Beijing: one month later is 2026-03-01 04:00 Beijing, not 02-28.
    expect(addMonths(new Date('2026-01-31T20:00:00Z'), 1).toISOString()).toBe('2026-02-28T20:00:00.000Z');
  });
});

describe('licenseAfterOrder', () => {
  const startsAt = at(-100 * DAY);

  it('extends a running licence of the same plan from its end', () => {
    const current = { licenseType: 2, startsAt, expiresAt: at(40 * DAY) };
    expect(licenseAfterOrder(current, { licenseType: 2, months: 12 }, now)).toEqual({
      licenseType: 2,
      startsAt,
      expiresAt: addMonths(at(40 * DAY), 12),
    });
  });

  it('starts from now when the same plan has expired', () => {
    const current = { licenseType: 2, startsAt, expiresAt: at(-5 * DAY) };
    expect(licenseAfterOrder(current, { licenseType: 2, months: 1 }, now)).toEqual({
      licenseType: 2,
      startsAt: now,
      expiresAt: addMonths(now, 1),
    });
  });

  it('replaces the basic licence or another plan from now', () => {
    expect(licenseAfterOrder({ licenseType: 1, startsAt, expiresAt: null }, { licenseType: 3, months: 12 }, now)).toEqual({
      licenseType: 3,
      startsAt: now,
      expiresAt: addMonths(now, 12),
    });
    expect(licenseAfterOrder({ licenseType: 3, startsAt, expiresAt: at(300 * DAY) }, { licenseType: 2, months: 1 }, now)).toEqual({
      licenseType: 2,
      startsAt: now,
      expiresAt: addMonths(now, 1),
    });
  });
});
