import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { issueDownload } from '../user-export/download-tickets';
import { fileStamp } from '../user-export/user-export-service';
import { PLATFORM_CHAIN } from './operation-log-chain';
import { operationLogWhere } from './operation-log-export';
import { createOperationLogService } from './operation-log-service';

export function operationLogHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'operationLog'>> {
  const logs = createOperationLogService(deps);
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
      await logs.assertActor(siteId, ctx.body.actorId);
      return {
        data: await deps.db.transaction((tx) =>
          issueDownload(tx, siteId, { kind: 'operationLog', chainId: siteId, filter: ctx.body }, `操作日志-${fileStamp()}.xlsx`),
        ),
      };
    },
    exportPlatformOperationLog: async (ctx) => {
      ctx.saas();
      operationLogWhere(PLATFORM_CHAIN, ctx.body);
      await logs.assertActor(PLATFORM_CHAIN, ctx.body.actorId);
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
