// The background job of a member data export (job `userExport` on the job queue): counts the members the filter
// matches, then reads them a page at a time into exceljs's streaming workbook writer (or CSV), writing the progress
// (0–100) and the row count after each page, and stores the finished file on the export's row — private, served only
// through a download ticket. Any failure marks the export failed with its message; nothing is retried.
import { PassThrough } from 'node:stream';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import type { ModuleDeps } from '../deps';
import { memberFilterWhere } from '../member/member-filter';
import { siteUsers } from '../site/site.tables';
import { userExports } from './user-export.tables';
import { exportMemberFilter } from './user-export-filter';
import { exportHeader, exportPage, pointColumns } from './user-export-rows';

export const USER_EXPORT_JOB = 'userExport';

/** A file of cells, written row by row; `finish` answers the whole file. */
interface SheetSink {
  add(row: (string | number)[]): void;
  finish(): Promise<Buffer>;
}

function collect(stream: PassThrough) {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** exceljs is loaded by the first workbook written, not at the server's start (about 9 MB of heap; issue 29). */
export async function xlsxSink(sheetName: string, columns: { header: string; width: number }[]): Promise<SheetSink> {
  const { default: ExcelJS } = await import('exceljs');
  const stream = new PassThrough();
  const done = collect(stream);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({ key: String(i), header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    add: (row) => sheet.addRow(row).commit(),
    async finish() {
      sheet.commit();
      await workbook.commit();
      return done;
    },
  };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // A cell a spreadsheet would read as a formula is written as text (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function csvSink(columns: { header: string }[]): SheetSink {
  const parts: Buffer[] = [Buffer.from(`\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`)];
  return {
    add: (row) => parts.push(Buffer.from(`${row.map(csvCell).join(',')}\r\n`)),
    finish: async () => Buffer.concat(parts),
  };
}

export async function runUserExport(deps: Pick<ModuleDeps, 'db' | 'log'>, job: { siteId: number; exportId: number }) {
  const { db } = deps;
  const key = and(eq(userExports.siteId, job.siteId), eq(userExports.id, job.exportId));
  // One claim: a second delivery of the same job finds it no longer queued and does nothing.
  const [claimed] = await db
    .update(userExports)
    .set({ status: 'running', progressAt: sql`now()` })
    .where(and(key, eq(userExports.status, 'queued')))
    .returning();
  if (!claimed) return { skipped: true };
  // Every later write is conditional on still running: an export the sweeper has given up on stays failed.
  const running = and(key, eq(userExports.status, 'running'));
  try {
    const fields = claimed.fields as Schema<'UserExportField'>[];
    const where = memberFilterWhere(job.siteId, exportMemberFilter(claimed.filters));
    const [{ n: total }] = await db.select({ n: count() }).from(siteUsers).where(where);
    const categories = fields.includes('points') ? await pointColumns(db, job.siteId) : [];
    const header = exportHeader(fields, categories);
    const sink = claimed.format === 'csv' ? csvSink(header) : await xlsxSink('成员', header);
    let written = 0;
    let afterId = 0;
    for (;;) {
      const page = await exportPage(db, where, {
        siteId: job.siteId,
        afterId,
        fields,
        mobile: claimed.mobile as Schema<'UserExportMobile'>,
        categories,
      });
      if (!page.rows.length) break;
      for (const row of page.rows) sink.add(row);
      written += page.rows.length;
      afterId = page.lastId;
      const progress = total ? Math.min(99, Math.floor((written * 100) / total)) : 99;
      await db.update(userExports).set({ progress, rows: written, progressAt: sql`now()` }).where(running);
    }
    const file = await sink.finish();
    await db
      .update(userExports)
      .set({ status: 'done', progress: 100, rows: written, size: file.length, file, finishedAt: sql`now()` })
      .where(running);
    return { rows: written, size: file.length };
  } catch (error) {
    deps.log.warn({ err: error, ...job }, 'user export failed');
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(userExports)
      .set({ status: 'failed', error: `导出失败：${message}`.slice(0, 500), finishedAt: sql`now()` })
      .where(running);
    return { failed: true };
  }
}
