import type { Io } from './io';
import type { JsonOutput } from './json-fields';

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

export interface PageView<T> {
  /** `--json [fields]`: prints `data` (or the fields asked for) instead. */
  json?: JsonOutput;
  headers: string[];
  row(item: T): string[];
  /** What the list holds, for `没有站点` and `共 2 个站点`. */
  noun: string;
  /** The page asked for (the server's default is the first). */
  page?: number;
}

/** One page of a list: `data` as JSON with --json, tab-separated rows for pipes, a table with the total on a terminal. */
export function writePage<T>(io: Io, data: { list: T[]; total: number }, view: PageView<T>): void {
  const rows = () => data.list.map((item) => view.row(item));
  if (view.json) view.json.write(io, data);
  else if (!io.stdoutIsTTY) io.stdout.write(renderTsv(rows()));
  else if (data.list.length === 0) io.stdout.write(data.total > 0 ? `本页没有${view.noun}（共 ${data.total} 个）\n` : `没有${view.noun}\n`);
  else io.stdout.write(`${renderTable(view.headers, rows())}\n共 ${data.total} 个${view.noun}，第 ${view.page ?? 1} 页\n`);
}
