import { isKnownNestedPath, isPublicPath, matchRoute } from '#kit/routes/table';
import type { RouteRecord } from '#kit/routes/types';

export interface GuardInput {
  /** The path being opened (without the app's basename). */
  path: string;
  /** Its query string (`?noGoBack=true`), when it has one. */
  search?: string;
  /** The path that sent the user here, when a redirect did (`/404` after an unknown or forbidden path). */
  from?: string | null;
  token: string | null | undefined;
  roles: readonly string[];
  /** Whether account and permissions are loaded (derived roles may legitimately be empty). */
  rolesLoaded: boolean;
  /** The routes the roles may open (see `filterRoutes`). */
  routes: readonly RouteRecord[];
  /** The whole route table, to tell a forbidden page from an unknown one. */
  allRoutes: readonly RouteRecord[];
  /** Public paths beyond the records marked `public` (SaaS: `/applet-redirect`). */
  publicPaths?: readonly string[];
  /** Where `/` goes once the session is loaded (first page the roles may open). */
  defaultPath: string | null;
}

export type GuardDecision =
  | { action: 'allow' }
  /** Token but no roles: load account, permissions (and settings), then decide again. */
  | { action: 'load' }
  | { action: 'redirect'; to: string; from?: string; clearToken?: boolean };

const allow: GuardDecision = { action: 'allow' };

function loginWith(params: Record<string, string>): string {
  return `/login?${new URLSearchParams(params).toString()}`;
}

/** Where §4 sends a signed-in user who lacks the role a page needs. */
export const NO_GO_BACK_LOGIN = '/login?noGoBack=true';

/**
 * §4 navigation guard as a pure function. A known page the roles cannot open (it is in `allRoutes` but filtered out
 * of `routes`) goes, as §4 says, to `/login` with `noGoBack`; with a token, that `/login` goes on to
 * `/401?noGoBack=true` (every other `/login` goes to `/`), so a forbidden page ends on /401 whether its path has one
 * segment or more, and the 401 page offers no way back to it. An unknown path goes to /404, and from there to /401
 * by §4's rule for a known top-level path with a known child.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { path, search = '', from, token, routes, allRoutes, publicPaths = [] } = input;
  if (!token) {
    if (isPublicPath(allRoutes, path, publicPaths)) return allow;
    return { action: 'redirect', to: loginWith({ redirect: path }) };
  }
  if (path === '/login') {
    const noGoBack = new URLSearchParams(search).has('noGoBack');
    return { action: 'redirect', to: noGoBack ? '/401?noGoBack=true' : '/' };
  }
  if (!input.rolesLoaded) return { action: 'load' };
  if (path === '/404') {
    if (from === '/') return { action: 'redirect', to: '/401', clearToken: true };
    if (from && isKnownNestedPath(allRoutes, from)) return { action: 'redirect', to: '/401' };
    return allow;
  }
  if (path === '/') {
    const target = input.defaultPath;
    return target && target !== '/' ? { action: 'redirect', to: target } : { action: 'redirect', to: '/404', from: '/' };
  }
  const match = matchRoute(routes, path);
  if (!match) {
    if (isPublicPath(allRoutes, path, publicPaths)) return allow;
    if (matchRoute(allRoutes, path)) return { action: 'redirect', to: NO_GO_BACK_LOGIN };
    return { action: 'redirect', to: '/404', from: path };
  }
  if (!match.record.component && match.record.redirect) {
    return { action: 'redirect', to: match.record.redirect, from: path };
  }
  return allow;
}
