import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createTaskService } from './task-service';

export function taskHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'task'>> {
  const service = createTaskService(deps);
  return {
    getTaskList: async () => ({ data: await service.list() }),
    getTaskRunList: async (ctx) => ({ data: await service.runs(ctx.query) }),
    runTask: async (ctx) => ({ data: await service.run(ctx.saas(), ctx.body, ctx.request), description: '已开始执行，结果见执行记录' }),
    setTaskEnabled: async (ctx) => {
      const data = await service.setEnabled(ctx.saas(), ctx.body, ctx.request);
      return { data, description: ctx.body.enabled ? '已启用' : '已停用' };
    },
  };
}
