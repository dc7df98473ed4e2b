import { type TimeInput, toMillis } from '#sdk/format';

export type { TimeInput };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Relative time in Chinese with the spec's thresholds (§9): under 30 s 刚刚, under 1 h minutes,
 * under 1 day hours, under 2 days 1天前, otherwise days. Times in the future read 刚刚.
 */
export function timeAgo(time: TimeInput, now: number = Date.now()): string {
  const diff = now - toMillis(time);
  if (Number.isNaN(diff)) return '';
  if (diff < 30 * SECOND) return '刚刚';
  if (diff < HOUR) return `${Math.max(1, Math.floor(diff / MINUTE))}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff < 2 * DAY) return '1天前';
  return `${Math.floor(diff / DAY)}天前`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `2026-03-02 09:30` in the browser's time zone; empty for a missing or invalid time. */
export function formatDateTime(time: TimeInput | null | undefined): string {
  if (time === null || time === undefined || time === '') return '';
  const d = new Date(toMillis(time));
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `2026-03-02`; empty for a missing or invalid time. */
export function formatDate(time: TimeInput | null | undefined): string {
  return formatDateTime(time).slice(0, 10);
}
