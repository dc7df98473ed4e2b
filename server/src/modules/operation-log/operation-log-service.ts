import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { OperationQuery, Schema } from '../../../../sdk';
import { beijingDayEnd, beijingDayStart, DATE_RANGE_MESSAGE, isReversedRange } from '../../../../sdk/format';
import { paging } from '../../db/paged-list';
import { badRequest } from '../../http/errors';
import { containsPattern } from '../../lib/text';
import type { ModuleDeps } from '../deps';
import { operationLogs } from './operation-log.tables';
import { verifyChain } from './operation-log-chain';

type LogQuery = OperationQuery<'getOperationLogList'>;

export function createOperationLogService({ db }: ModuleDeps) {
  return {
    async list(chainId: number, query: LogQuery): Promise<Schema<'OperationLogPage'>> {
      if (isReversedRange(query.startDate, query.endDate)) throw badRequest(DATE_RANGE_MESSAGE);
      const conditions: SQL[] = [eq(operationLogs.chainId, chainId)];
      const keyword = query.keyword?.trim();
      if (keyword) {
        const p = containsPattern(keyword);
        conditions.push(or(ilike(operationLogs.summary, p), ilike(operationLogs.operationId, p), ilike(operationLogs.actorName, p))!);
      }
      if (query.operation) conditions.push(eq(operationLogs.operationId, query.operation));
      if (query.actorId) conditions.push(eq(operationLogs.actorId, query.actorId));
      const from = query.startDate ? beijingDayStart(query.startDate) : null;
      const to = query.endDate ? beijingDayEnd(query.endDate) : null;
      if (query.startDate && !from) throw badRequest('日期格式应为 YYYY-MM-DD');
      if (query.endDate && !to) throw badRequest('日期格式应为 YYYY-MM-DD');
      if (from) conditions.push(gte(operationLogs.at, from));
      if (to) conditions.push(lt(operationLogs.at, to));
      const where = and(...conditions);
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
