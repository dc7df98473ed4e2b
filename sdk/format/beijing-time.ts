// The platform's calendar is Beijing time (UTC+8, no daylight saving): the server counts days in Beijing time (date
// filters, order numbers, "today"), so dates are computed and shown in Beijing time whatever the machine's time zone.
export const BEIJING_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** A point in time as the contract gives it (ISO 8601 string), a Date, or epoch milliseconds. */
export type TimeInput = string | number | Date;

/** Epoch milliseconds of a time; NaN for text that is not a date. */
export function toMillis(time: TimeInput): number {
  if (time instanceof Date) return time.getTime();
  if (typeof time === 'number') return time;
  return Date.parse(time);
}

/** Whether `day` is a calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isCalendarDay(day: string): boolean {
  return beijingDayStart(day) !== null;
}

/** The instant a Beijing calendar day `YYYY-MM-DD` begins, or null when no such day exists (2026-02-30). */
export function beijingDayStart(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const utc = new Date(Date.UTC(year, month, date));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month || utc.getUTCDate() !== date) return null;
  return new Date(utc.getTime() - BEIJING_OFFSET_MS);
}

/** The instant the Beijing day after `day` begins: the exclusive end of an inclusive range of days. */
export function beijingDayEnd(day: string): Date | null {
  const start = beijingDayStart(day);
  return start && new Date(start.getTime() + DAY_MS);
}

/** When today began in Beijing. */
export function beijingTodayStart(now = new Date()): Date {
  const shifted = now.getTime() + BEIJING_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - BEIJING_OFFSET_MS);
}

/** `yyyyMMdd` of the Beijing calendar day `at` falls on (order numbers). */
export function beijingDate(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The Beijing wall-clock fields of a time, as `[YYYY-MM-DD, HH:mm]`; undefined for text that is not a date. */
export function beijingParts(time: TimeInput): [string, string] | undefined {
  const millis = toMillis(time);
  if (Number.isNaN(millis)) return undefined;
  const [day, clock] = new Date(millis + BEIJING_OFFSET_MS).toISOString().split('T');
  return [day, clock.slice(0, 5)];
}

const missing = (time: TimeInput | null | undefined): time is null | undefined | '' => time === null || time === undefined || time === '';

/** `YYYY-MM-DD` in Beijing time; `fallback` for a missing time, and text that is not a date as it came. */
export function formatBeijingDate(time: TimeInput | null | undefined, fallback = ''): string {
  if (missing(time)) return fallback;
  return beijingParts(time)?.[0] ?? String(time);
}

/** `YYYY-MM-DD HH:mm` in Beijing time; `fallback` for a missing time, and text that is not a date as it came. */
export function formatBeijingDateTime(time: TimeInput | null | undefined, fallback = ''): string {
  if (missing(time)) return fallback;
  return beijingParts(time)?.join(' ') ?? String(time);
}
