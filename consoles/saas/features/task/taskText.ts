/** A duration in milliseconds as the task page says it: 120 毫秒, 3.2 秒, 2 分 5 秒; — when there is none. */
export function duration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} 毫秒`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} 秒`;
  return `${Math.floor(ms / 60_000)} 分 ${Math.round((ms % 60_000) / 1000)} 秒`;
}

/** The common five-field cron forms in words (Beijing time); anything else as it is written. */
export function scheduleText(cron: string): string {
  const [minute, hour, day, month, week] = cron.trim().split(/\s+/);
  if (day !== '*' || month !== '*' || week !== '*') return cron;
  if (minute === '*' && hour === '*') return '每分钟';
  const every = /^\*\/(\d+)$/.exec(minute);
  if (every && hour === '*') return `每 ${every[1]} 分钟`;
  if (/^\d+$/.test(minute) && hour === '*') return `每小时第 ${minute} 分`;
  if (/^\d+$/.test(minute) && /^\d+$/.test(hour)) return `每天 ${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
  return cron;
}
