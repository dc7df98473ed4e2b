// Output of generated commands, from the contract's description of `data`: the same forms as the hand-written commands
// (a table or label/value lines on a terminal, tab-separated lines on a pipe), enums by their Chinese labels, amounts in
// fen (`…Fen`) as yuan, and date-times in Beijing time.
import { formatBeijingDateTime, formatFen } from '../../sdk/format';
import type { DataShape, FieldSpec } from './contract';
import type { Io } from './io';
import { renderPairs, renderTable, renderTsv } from './output';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value as a table cell or the value of a label/value line. */
export function cellText(field: FieldSpec | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field?.labels && String(value) in field.labels) return field.labels[String(value)];
  if (typeof value === 'number' && field && /Fen$/.test(field.name)) return formatFen(value);
  if (typeof value === 'string' && field?.format === 'date-time') return formatBeijingDateTime(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) {
    if (value.every((v) => !isRecord(v) && !Array.isArray(v)))
      return value.map((v) => field?.itemLabels?.[String(v)] ?? String(v)).join('、');
    return `${value.length} 项`;
  }
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

const header = (field: FieldSpec) => field.name;

/** Label/value lines of an object; a nested object's fields follow as `parent.child`. */
function objectPairs(fields: FieldSpec[], data: Record<string, unknown>, prefix = ''): [string, string][] {
  return fields.flatMap((field): [string, string][] => {
    const value = data[field.name];
    if (field.fields && isRecord(value)) return objectPairs(field.fields, value, `${prefix}${field.name}.`);
    return [[`${prefix}${header(field)}`, cellText(field, value)]];
  });
}

export interface RenderOptions {
  /** The page asked for, for the footer. */
  page?: number;
}

function writeRows(io: Io, fields: FieldSpec[], items: unknown[], footer: string[], total?: number): void {
  const rows = items.map((item) => fields.map((f) => cellText(f, isRecord(item) ? item[f.name] : undefined)));
  if (!io.stdoutIsTTY) io.stdout.write(renderTsv(rows));
  else if (items.length === 0) io.stdout.write(total ? `本页没有记录（共 ${total} 条）\n` : '没有记录\n');
  else io.stdout.write(`${renderTable(fields.map(header), rows)}${footer.length ? `\n${footer.join('\n')}\n` : ''}`);
}

/** `data` of a successful call, in the form that suits where stdout goes. */
export function renderData(io: Io, shape: DataShape, data: unknown, options: RenderOptions = {}): void {
  if (shape.kind === 'page' && isRecord(data) && Array.isArray(data.list)) {
    const footer: string[] = [];
    if (typeof data.total === 'number') footer.push(`共 ${data.total} 条，第 ${options.page ?? 1} 页`);
    if (typeof data.nextCursor === 'string' && data.nextCursor) footer.push(`下一页：加 --cursor ${data.nextCursor}`);
    writeRows(io, shape.fields, data.list, footer, typeof data.total === 'number' ? data.total : undefined);
  } else if (shape.kind === 'array' && Array.isArray(data)) {
    if (shape.fields.length > 0) writeRows(io, shape.fields, data, [`共 ${data.length} 条`]);
    else io.stdout.write(data.map((v) => `${cellText(shape.item, v)}\n`).join(''));
  } else if (shape.kind === 'object' && isRecord(data)) {
    io.stdout.write(renderPairs(objectPairs(shape.fields, data), io.stdoutIsTTY));
  } else if (data !== undefined) {
    io.stdout.write(`${typeof data === 'string' ? data : JSON.stringify(data, null, 2)}\n`);
  }
}
