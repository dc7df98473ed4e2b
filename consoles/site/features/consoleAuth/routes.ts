import { lazyPage } from '#kit/routes/page';
import { publicPage } from '#kit/routes/standardRoutes';
import type { RouteRecord } from '#kit/routes/types';

/**
 * The site console's own public page. Login, register and password reset (`consoleLogin`, `consoleRegister` …) are
 * the kit's `publicRoutes()`, the same entries as the SaaS console's.
 */
export const consoleAuthRoutes: RouteRecord[] = [
  publicPage(
    '/applet-redirect',
    '小程序授权',
    lazyPage(() => import('./AppletRedirectPage'), 'AppletRedirectPage'),
  ),
];
