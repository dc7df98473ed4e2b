import type { RouteRecord } from '#kit/routes/types';

/**
 * The site console's own public pages: none beyond the kit's. Login, register and password reset (`consoleLogin`,
 * `consoleRegister` …) are the kit's `publicRoutes()`, the same entries as the SaaS console's; /applet-redirect belongs
 * to the applet feature.
 */
export const consoleAuthRoutes: RouteRecord[] = [];
