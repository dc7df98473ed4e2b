import { InvalidArgumentError } from 'commander';
import { isCalendarDay } from '../../sdk/format';

/** An option parser for whole numbers from 1 up; ranges are the server's to check (the contract states them once). */
export function positiveInteger(label: string) {
  return (value: string): number => {
    const number = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) throw new InvalidArgumentError(`${label}必须是正整数`);
    return number;
  };
}

/** An option parser for a contract enum: accepts its value or its Chinese label. */
export function enumValue<V extends string | number>(label: string, labels: Record<V, string>) {
  const entries = Object.entries(labels) as [string, string][];
  return (value: string): V => {
    const found = entries.find(([key, name]) => key === value || name === value);
    if (!found) throw new InvalidArgumentError(`${label}必须是 ${entries.map(([key, name]) => `${key}（${name}）`).join('、')} 之一`);
    const key = found[0];
    return (/^\d+$/.test(key) ? Number(key) : key) as V;
  };
}

/** An option parser for a calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function calendarDay(label: string) {
  return (value: string): string => {
    if (!isCalendarDay(value)) throw new InvalidArgumentError(`${label}必须是 YYYY-MM-DD 格式的日期，如 2026-11-01`);
    return value;
  };
}

/** An option parser for a site given by number or by slug; slugs start with a letter, so digits are always a number. */
export function siteRef(value: string): number | string {
  if (/^\d+$/.test(value)) return positiveInteger('站点编号')(value);
  if (!value.trim()) throw new InvalidArgumentError('请指定站点编号或标识');
  return value.trim();
}

/** A contract enum's choices for help text, from the SDK's labels: `1 基础版、2 专业版、3 旗舰版`. */
export function enumChoices(labels: Record<string | number, string>): string {
  return Object.entries(labels)
    .map(([key, name]) => `${key} ${name}`)
    .join('、');
}
