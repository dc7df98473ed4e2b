import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { PLATFORM_CHAIN } from './operation-log-chain';
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
    verifyPlatformOperationLog: async (ctx) => {
      ctx.saas();
      return { data: await logs.verify(PLATFORM_CHAIN) };
    },
  };
}
