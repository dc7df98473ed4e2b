import { count, desc } from 'drizzle-orm';
import type { OperationQuery, Schema } from '../../../../sdk';
import { paging } from '../../db/paged-list';
import type { ModuleDeps } from '../deps';
import { operationLogs } from './operation-log.tables';
import { verifyChain } from './operation-log-chain';
import { operationLogWhere } from './operation-log-export';

type LogQuery = OperationQuery<'getOperationLogList'>;

export function createOperationLogService({ db }: ModuleDeps) {
  return {
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
