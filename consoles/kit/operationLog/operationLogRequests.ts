import type { PageAt } from '#kit/table/useListPage';
import type { OperationBody, OperationQuery, Schema } from '#sdk';
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

/** `exportOperationLog` (and the platform's): the list's active filter as the export's body. */
export function toLogExportInput(filters: LogFilters): { body: OperationBody<'exportOperationLog'> } {
  const { query } = toLogListInput(filters, { page: 1, pageSize: 1 });
  const { page: _page, pageSize: _size, ...body } = query;
  return { body };
}

export const shortHash = (hash: string, length = 10) => (hash.length > length ? `${hash.slice(0, length)}…` : hash);

/** An entry's input as one line: `userId: 12，days: 3，reason: 多次发布广告`. */
export function inputText(input: Record<string, unknown>): string {
  return Object.entries(input)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('，');
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
