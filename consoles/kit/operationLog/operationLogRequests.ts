import type { PageAt } from '#kit/table/useListPage';
import type { OperationQuery, Schema } from '#sdk';
import { formatBeijingDateTime } from '#sdk/format';

export interface LogFilters {
  keyword: string;
  startDate: string;
  endDate: string;
}

export const emptyLogFilters: LogFilters = { keyword: '', startDate: '', endDate: '' };

/** `getOperationLogList` (and the platform's): the page and only the filters that are set. */
export function toLogListInput(filters: LogFilters, { page, pageSize }: PageAt): { query: OperationQuery<'getOperationLogList'> } {
  const query: OperationQuery<'getOperationLogList'> = { page, pageSize };
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters.startDate) query.startDate = filters.startDate;
  if (filters.endDate) query.endDate = filters.endDate;
  return { query };
}

export const shortHash = (hash: string, length = 10) => (hash.length > length ? `${hash.slice(0, length)}…` : hash);

/** An entry's input as one line: `userId: 12，days: 3，reason: 多次发布广告`. */
export function inputText(input: Record<string, unknown>): string {
  return Object.entries(input)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('，');
}

export interface ChangeRow {
  /** The field's path, `12.mutedUntil` for a list of members. */
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const shown = (value: unknown): string => {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return ISO.test(value) ? formatBeijingDateTime(value) : value;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.length ? value.join('、') : '（空）';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

function flatten(value: unknown, prefix: string, out: Map<string, unknown>, depth = 0) {
  if (value && typeof value === 'object' && !Array.isArray(value) && depth < 2) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out, depth + 1);
  } else out.set(prefix || '值', value);
}

/** A log entry's before and after as rows, field by field (two levels deep), the changed ones marked. */
export function changeRows(change: Schema<'OperationLogEntry'>['change']): ChangeRow[] {
  if (!change) return [];
  const before = new Map<string, unknown>();
  const after = new Map<string, unknown>();
  if (change.before !== null) flatten(change.before, '', before);
  if (change.after !== null) flatten(change.after, '', after);
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  return fields.map((field) => {
    const b = shown(before.get(field));
    const a = shown(after.get(field));
    return { field, before: change.before === null ? '（新建）' : b, after: change.after === null ? '（已删除）' : a, changed: b !== a };
  });
}

const cell = (value: unknown) => {
  const text = String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The export: one line per entry with every field, times in Beijing time, hashes in full. */
export function toCsv(rows: readonly Schema<'OperationLogEntry'>[]): string {
  const head = ['序号', '时间（北京时间）', '操作人编号', '操作人', 'IP', '操作', '操作编号', '对象', '内容', '上一条哈希', '哈希'];
  const lines = rows.map((e) =>
    [
      e.seq,
      formatBeijingDateTime(e.at),
      e.actorId ?? '',
      e.actorName,
      e.ip,
      e.summary,
      e.operationId,
      e.targetIds,
      JSON.stringify(e.input),
      e.prevHash,
      e.hash,
    ]
      .map(cell)
      .join(','),
  );
  return [head.join(','), ...lines].join('\r\n');
}
