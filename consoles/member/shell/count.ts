/** Counts as Chinese readers expect them: 9999, 1.2万, 3.4亿 (one decimal, trailing .0 dropped). */
export function countText(n: number): string {
  const abs = Math.abs(n);
  const scaled = (value: number, unit: string) => `${(Math.floor((n / value) * 10) / 10).toFixed(1).replace(/\.0$/, '')}${unit}`;
  if (abs >= 1e8) return scaled(1e8, '亿');
  if (abs >= 1e4) return scaled(1e4, '万');
  return String(n);
}
