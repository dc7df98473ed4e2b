import type { Handlers } from '../../context';
import { accountHandlers } from '../account/account-handlers';
import type { ModuleDeps } from '../deps';
import { managerHandlers } from '../manager/manager-handlers';
import { siteHandlers } from '../site/site-handlers';
import { systemHandlers } from './system-handlers';

type SaasConsoleOps = keyof (ReturnType<typeof accountHandlers> &
  ReturnType<typeof managerHandlers> &
  ReturnType<typeof siteHandlers> &
  ReturnType<typeof systemHandlers>);

/** The SaaS console's operations beyond sign-in: account, manager, site and system tags. */
export function saasConsoleHandlers(deps: ModuleDeps): Handlers<SaasConsoleOps> {
  return { ...accountHandlers(deps), ...managerHandlers(deps), ...siteHandlers(deps), ...systemHandlers(deps) };
}
