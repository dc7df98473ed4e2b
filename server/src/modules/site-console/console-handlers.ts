import type { Handlers } from '../../context';
import { consoleAuthHandlers } from '../console-auth/console-auth-handlers';
import type { ModuleDeps } from '../deps';
import { pointHandlers } from '../point/point-handlers';
import { userRankHandlers } from '../user-rank/user-rank-handlers';
import { siteConsoleHandlers } from './site-console-handlers';

type ConsoleOps =
  | keyof ReturnType<typeof consoleAuthHandlers>
  | keyof ReturnType<typeof userRankHandlers>
  | keyof ReturnType<typeof pointHandlers>
  | keyof ReturnType<typeof siteConsoleHandlers>;

/** Every operation of the site console (sign-in, ranks, points, settings), merged once for modules/handlers.ts. */
export function consoleHandlers(deps: ModuleDeps): Handlers<ConsoleOps> {
  return {
    ...consoleAuthHandlers(deps),
    ...userRankHandlers(deps),
    ...pointHandlers(deps),
    ...siteConsoleHandlers(deps),
  };
}
