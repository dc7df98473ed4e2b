// The user-export module's housekeeping, run by the `exportSweep` task: download tickets past their expiry are deleted
// (a ticket is good for minutes; only its hash is stored, but nothing needs it afterwards), and an export still
// `running` whose job has written no page for STALLED_EXPORT_MINUTES is marked failed — its server stopped mid-way,
// and the job is never retried (it claims only queued exports), so without this the page would wait forever.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { downloadTickets, userExports } from './user-export.tables';

/** A page of 200 members takes well under a second; this long without one means the job is gone. */
export const STALLED_EXPORT_MINUTES = 10;
export const STALLED_EXPORT_ERROR = `导出中断：超过 ${STALLED_EXPORT_MINUTES} 分钟没有进展（服务器可能已重启），请重新导出`;

export async function sweepExports(db: Executor) {
  const tickets = await db
    .delete(downloadTickets)
    .where(lt(downloadTickets.expiresAt, sql`now()`))
    .returning({ siteId: downloadTickets.siteId });
  const stalled = await db
    .update(userExports)
    .set({ status: 'failed', error: STALLED_EXPORT_ERROR, finishedAt: sql`now()` })
    .where(
      and(
        eq(userExports.status, 'running'),
        sql`coalesce(${userExports.progressAt}, ${userExports.createdAt}) < now() - make_interval(mins => ${STALLED_EXPORT_MINUTES})`,
      ),
    )
    .returning({ siteId: userExports.siteId, id: userExports.id });
  return { ticketsDeleted: tickets.length, exportsFailed: stalled.length };
}
