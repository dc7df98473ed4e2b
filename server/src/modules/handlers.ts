import type { HandlerMap } from '../context';
import type { ModuleDeps } from './deps';
import { licenseHandlers } from './license/license-handlers';
import { orderHandlers } from './order/order-handlers';
import { saasAuthHandlers } from './saas-auth/saas-auth-handlers';
import { consoleHandlers } from './site-console/console-handlers';
import { saasConsoleHandlers } from './system/saas-console-handlers';

/** Every module's handlers, by operationId. registerOperations refuses to start if one is missing. */
export function createHandlers(deps: ModuleDeps): Partial<HandlerMap> {
  return {
    ...saasAuthHandlers(deps),
    ...orderHandlers(deps),
    ...licenseHandlers(deps),
    ...saasConsoleHandlers(deps),
    ...consoleHandlers(deps),
  };
}
