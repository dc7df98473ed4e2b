import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createMemberService } from './member-service';

export function memberHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'member'>> {
  const members = createMemberService(deps);
  return {
    getConsoleUserList: async (ctx) => ({ data: await members.list(ctx.console().siteId, ctx.query) }),
  };
}
