// Small formatting helpers for orders. (site/list-helpers and point/beijing-day hold the same ideas; when those
// land, these can point at them.)
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** `13800000021` → `138****0021`: lists show whose number it is without handing it out. */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}

/** A user's keyword as a LIKE pattern that matches it literally anywhere. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

/** `yyyyMMdd` of the Beijing calendar day `at` falls on. */
export function beijingDate(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The instant a Beijing calendar day `YYYY-MM-DD` begins, or null when there is no such day (2026-02-30). */
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
