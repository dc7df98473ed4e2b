import type { ConsoleConfig } from '#kit/app/config';
import type { RouteRecord } from '#kit/routes/types';
import type { TokenCookie } from '#kit/session/cookies';

/** The member's token (§4 rules as the consoles: host-only, 30 days, `__Host-` over https); each site's host has its own. */
export const MEMBER_TOKEN_COOKIE: TokenCookie = { name: 'member-Token', days: 30 };

/**
 * What the kit's request layer needs to know of this app: the token cookie to drop on type 3 and which paths are
 * public (a signed-out reader stays on them; anywhere else goes to /login?redirect=…). The member site has no
 * console layout, menu or account operation, so the rest of the console's config stays unset.
 */
export function memberKitConfig(routes: RouteRecord[]): ConsoleConfig {
  return { name: '社区', basename: '', tokenCookie: MEMBER_TOKEN_COOKIE, routes, home: { path: '/', title: '首页' } } as ConsoleConfig;
}
