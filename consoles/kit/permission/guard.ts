import { isKnownNestedPath, isPublicPath, matchRoute } from '#kit/routes/table';
import type { RouteRecord } from '#kit/routes/types';

export interface GuardInput {
  /** The path being opened (without the app's basename). */
  path: string;
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

/**
 * §4 navigation guard as a pure function. A page the roles cannot open is not in `routes` (they are filtered), so it
 * is "not found" first and then, being a known child of a known top-level path, ends at /401 — §4's rule for a
 * redirect to /404. §4's other sentence, "lacks the needed role → /login with noGoBack", has no case left to
 * cover: every forbidden page is caught by that rule, and a signed-in user sent to /login would be sent straight
 * on to / anyway (§4: with a token, /login goes to /).
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { path, from, token, routes, allRoutes, publicPaths = [] } = input;
  if (!token) {
    if (isPublicPath(allRoutes, path, publicPaths)) return allow;
    return { action: 'redirect', to: loginWith({ redirect: path }) };
  }
  if (path === '/login') return { action: 'redirect', to: '/' };
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
    return { action: 'redirect', to: '/404', from: path };
  }
  if (!match.record.component && match.record.redirect) {
    return { action: 'redirect', to: match.record.redirect, from: path };
  }
  return allow;
}
