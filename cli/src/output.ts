import type { Io } from './io';

// East Asian wide and fullwidth ranges: a terminal gives these two columns, so Chinese tables line up.
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

// Cells are single-line: a tab or newline in data would break both the table and the tab-separated form.
const flat = (cell: string) => cell.replace(/[\t\r\n]+/g, ' ');

/** Aligned columns with a header, for people at a terminal. */
export function renderTable(headers: string[], rows: string[][]): string {
  const cells = [headers, ...rows].map((row) => row.map(flat));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => displayWidth(row[i] ?? ''))));
  return `${cells.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : pad(cell, widths[i]))).join('  ')).join('\n')}\n`;
}

/** Tab-separated rows without a header, for pipes (`cut`, `awk`), as `gh` does. */
export function renderTsv(rows: string[][]): string {
  return rows.map((row) => row.map(flat).join('\t')).join('\n') + (rows.length ? '\n' : '');
}

/** Label/value lines: aligned on a terminal, tab-separated otherwise. */
export function renderPairs(pairs: [string, string][], tty: boolean): string {
  if (!tty) return renderTsv(pairs);
  const width = Math.max(...pairs.map(([label]) => displayWidth(label)));
  return `${pairs.map(([label, value]) => `${pad(label, width)}  ${flat(value)}`).join('\n')}\n`;
}

export function writeJson(io: Io, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** `YYYY-MM-DD` in local time; `fallback` for a missing date. */
export function formatDate(iso: string | null | undefined, fallback = ''): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
