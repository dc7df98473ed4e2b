import type { PageAt } from '#kit/table/useListPage';
import type { OperationBody, OperationQuery, Schema } from '#sdk';
import { formatBeijingDateTime } from '#sdk/format';
import { fieldRules } from '#sdk/generated/field-rules';

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

/** `exportOperationLog` (and the platform's): the list's active filter as the export's body. */
export function toLogExportInput(filters: LogFilters): { body: OperationBody<'exportOperationLog'> } {
  const { query } = toLogListInput(filters, { page: 1, pageSize: 1 });
  const { page: _page, pageSize: _size, ...body } = query;
  return { body };
}

export const shortHash = (hash: string, length = 10) => (hash.length > length ? `${hash.slice(0, length)}…` : hash);

/** The contract's title of an operation's input field (`days` of banSiteUser: 天数), or the field's own name. */
function fieldTitle(operationId: string | undefined, field: string): string {
  const parts = operationId ? (fieldRules as Record<string, Record<string, Record<string, { title?: string }>>>)[operationId] : undefined;
  return parts?.body?.[field]?.title ?? parts?.query?.[field]?.title ?? field;
}

/** An entry's input as one line, fields by the contract's titles: `用户编号: 12，天数: 3，原因: 多次发布广告`. */
export function inputText(input: Record<string, unknown>, operationId?: string): string {
  return Object.entries(input)
    .map(([k, v]) => `${fieldTitle(operationId, k)}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
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
