import { and, count, desc, eq } from 'drizzle-orm';
import type { OperationQuery, Schema } from '../../../../sdk';
import { paging } from '../../db/paged-list';
import { notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { operationLogs } from './operation-log.tables';
import { verifyChain } from './operation-log-chain';
import { operationLogWhere } from './operation-log-export';

type LogQuery = OperationQuery<'getOperationLogList'>;

export function createOperationLogService({ db }: ModuleDeps) {
  return {
    /** An export by actor names someone with entries in this chain: another tenant's actor answers like a missing one. */
    async assertActor(chainId: number, actorId: number | undefined) {
      if (!actorId) return;
      const [row] = await db
        .select({ seq: operationLogs.seq })
        .from(operationLogs)
        .where(and(eq(operationLogs.chainId, chainId), eq(operationLogs.actorId, actorId)))
        .limit(1);
      if (!row) throw notFound('这位操作人在本日志中没有记录');
    },

    async list(chainId: number, query: LogQuery): Promise<Schema<'OperationLogPage'>> {
      const where = operationLogWhere(chainId, query);
      const { page, pageSize } = paging(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(operationLogs)
          .where(where)
          .orderBy(desc(operationLogs.seq))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(operationLogs).where(where),
      ]);
      return {
        list: rows.map(({ chainId: _c, at, change, ...r }) => ({
          ...r,
          change: (change ?? null) as Schema<'OperationLogEntry'>['change'],
          at: at.toISOString(),
        })),
        total: total?.n ?? 0,
      };
    },
    verify: (chainId: number) => verifyChain(db, chainId),
  };
}
