// Calendar days are Beijing days (UTC+8, no daylight saving), whatever the server's or database's time zone.
export const BEIJING_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

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

/** `yyyyMMdd` of the Beijing calendar day `at` falls on. */
export function beijingDate(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}
