import { abbreviateNumber, thousands } from '#kit/format';

/** The flow measures in the order the pages show them, with their Chinese names. */
export const flowMeasures = [
  { key: 'pv', label: '浏览量' },
  { key: 'uv', label: '访客数' },
  { key: 'ips', label: 'IP 数' },
  { key: 'newMembers', label: '新增会员' },
  { key: 'activeMembers', label: '活跃会员' },
  { key: 'posts', label: '新帖子' },
  { key: 'comments', label: '新评论' },
  { key: 'answers', label: '新回答' },
] as const;

export type FlowMeasureKey = (typeof flowMeasures)[number]['key'];
export type FlowMeasureValues = Record<FlowMeasureKey, number>;

/** Spec §9: thousands separated by commas; large figures abbreviated (k, M, …) where space is short. */
export const figure = (n: number) => thousands(n);
export const shortFigure = (n: number) => (Math.abs(n) >= 10_000 ? abbreviateNumber(n, 1) : thousands(n));

/** Change from `before` to `now` as text: +12.5%, -3.0%, 持平, or — when there is nothing to compare with. */
export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? '持平' : '—';
  const pct = ((now - before) / before) * 100;
  if (Math.abs(pct) < 0.05) return '持平';
  return `${pct > 0 ? '+' : ''}${pct.toFixed(1)}%`;
}

const DAY_MS = 86_400_000;
/** Today in Beijing as YYYY-MM-DD. */
export function beijingToday(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}
export function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);
}
export function monthsBefore(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const total = y * 12 + (m - 1) - n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}
