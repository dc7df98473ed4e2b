import { and, eq } from 'drizzle-orm';
import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import { notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { issueDownload } from '../user-export/download-tickets';
import { fileStamp } from '../user-export/user-export-service';
import { operationLogs } from './operation-log.tables';
import { PLATFORM_CHAIN } from './operation-log-chain';
import { operationLogWhere } from './operation-log-export';
import { createOperationLogService } from './operation-log-service';

export function operationLogHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'operationLog'>> {
  const logs = createOperationLogService(deps);
  /** An export by actor names someone with entries in this chain: another tenant's actor answers like a missing one. */
  async function assertActor(chainId: number, actorId: number | undefined) {
    if (!actorId) return;
    const [row] = await deps.db
      .select({ seq: operationLogs.seq })
      .from(operationLogs)
      .where(and(eq(operationLogs.chainId, chainId), eq(operationLogs.actorId, actorId)))
      .limit(1);
    if (!row) throw notFound('这位操作人在本日志中没有记录');
  }
  return {
    getOperationLogList: async (ctx) => ({ data: await logs.list(ctx.console().siteId, ctx.query) }),
    verifyOperationLog: async (ctx) => ({ data: await logs.verify(ctx.console().siteId) }),
    getPlatformOperationLogList: async (ctx) => {
      ctx.saas();
      return { data: await logs.list(PLATFORM_CHAIN, ctx.query) };
    },
    exportOperationLog: async (ctx) => {
      const { siteId } = ctx.console();
      operationLogWhere(siteId, ctx.body);
      await assertActor(siteId, ctx.body.actorId);
      return {
        data: await deps.db.transaction((tx) =>
          issueDownload(tx, siteId, { kind: 'operationLog', chainId: siteId, filter: ctx.body }, `操作日志-${fileStamp()}.xlsx`),
        ),
      };
    },
    exportPlatformOperationLog: async (ctx) => {
      ctx.saas();
      operationLogWhere(PLATFORM_CHAIN, ctx.body);
      await assertActor(PLATFORM_CHAIN, ctx.body.actorId);
      return {
        data: await deps.db.transaction((tx) =>
          issueDownload(tx, 0, { kind: 'operationLog', chainId: PLATFORM_CHAIN, filter: ctx.body }, `平台操作日志-${fileStamp()}.xlsx`),
        ),
      };
    },
    verifyPlatformOperationLog: async (ctx) => {
      ctx.saas();
      return { data: await logs.verify(PLATFORM_CHAIN) };
    },
  };
}
