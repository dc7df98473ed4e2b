// The operation log's export: the list's filter as one condition (shared with the list), and the matching entries,
// newest first, streamed into an xlsx as they are read (exceljs's streaming writer, a page of entries at a time).
import { PassThrough } from 'node:stream';
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import { beijingDayEnd, beijingDayStart, DATE_RANGE_MESSAGE, formatBeijingDateTime, isReversedRange } from '../../../../sdk/format';
import { badRequest } from '../../http/errors';
import { containsPattern } from '../../lib/text';
import type { ModuleDeps } from '../deps';
import { operationLogs } from './operation-log.tables';

export type OperationLogFilter = Schema<'OperationLogExportInput'>;

/** At most this many entries go into one export. */
export const OPERATION_LOG_EXPORT_LIMIT = 50_000;
const PAGE = 1000;

/** The list's filter over one chain; 400 in Chinese for a reversed or malformed date range. */
export function operationLogWhere(chainId: number, filter: OperationLogFilter): SQL {
  if (isReversedRange(filter.startDate, filter.endDate)) throw badRequest(DATE_RANGE_MESSAGE);
  const conditions: SQL[] = [eq(operationLogs.chainId, chainId)];
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const p = containsPattern(keyword);
    conditions.push(or(ilike(operationLogs.summary, p), ilike(operationLogs.operationId, p), ilike(operationLogs.actorName, p))!);
  }
  if (filter.operation) conditions.push(eq(operationLogs.operationId, filter.operation));
  if (filter.actorId) conditions.push(eq(operationLogs.actorId, filter.actorId));
  const from = filter.startDate ? beijingDayStart(filter.startDate) : null;
  const to = filter.endDate ? beijingDayEnd(filter.endDate) : null;
  if ((filter.startDate && !from) || (filter.endDate && !to)) throw badRequest('日期格式应为 YYYY-MM-DD');
  if (from) conditions.push(gte(operationLogs.at, from));
  if (to) conditions.push(lt(operationLogs.at, to));
  return and(...conditions)!;
}

const COLUMNS = [
  { header: '序号', width: 8 },
  { header: '时间', width: 20 },
  { header: '操作人', width: 14 },
  { header: '操作人编号', width: 10 },
  { header: 'IP', width: 16 },
  { header: '操作', width: 16 },
  { header: '操作编号', width: 22 },
  { header: '对象', width: 12 },
  { header: '内容', width: 50 },
  { header: '上一条哈希', width: 66 },
  { header: '本条哈希', width: 66 },
];

/** The export as a stream: the workbook is written while the entries are read; a failure ends the stream with it. */
export function streamOperationLogXlsx(deps: Pick<ModuleDeps, 'db' | 'log'>, chainId: number, filter: OperationLogFilter): PassThrough {
  const stream = new PassThrough();
  const where = operationLogWhere(chainId, filter);
  void (async () => {
    // Loaded by the first export, not at the server's start (user-export-job.ts's xlsxSink says why).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('操作日志');
    sheet.columns = COLUMNS.map((c, i) => ({ key: String(i), ...c }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let before = Number.MAX_SAFE_INTEGER;
    let written = 0;
    while (written < OPERATION_LOG_EXPORT_LIMIT) {
      const rows = await deps.db
        .select()
        .from(operationLogs)
        .where(and(where, lt(operationLogs.seq, before)))
        .orderBy(desc(operationLogs.seq))
        .limit(Math.min(PAGE, OPERATION_LOG_EXPORT_LIMIT - written));
      if (!rows.length) break;
      for (const e of rows) {
        sheet
          .addRow([
            e.seq,
            formatBeijingDateTime(e.at),
            e.actorName,
            e.actorId ?? '',
            e.ip,
            e.summary,
            e.operationId,
            e.targetIds,
            JSON.stringify(e.input),
            e.prevHash,
            e.hash,
          ])
          .commit();
      }
      written += rows.length;
      before = rows.at(-1)!.seq;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error) => {
    deps.log.warn({ err: error, chainId }, 'operation log export failed');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
