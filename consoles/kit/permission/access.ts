import type { RouteRecord } from '#kit/routes/types';

export const ADMIN_ROLE = 'admin';
export const VISITOR_ROLE = 'visitor';

/** §5 route access: no roles requirement means open; `admin` opens everything; otherwise one role in common. */
export function hasPermission(roles: readonly string[], route: Pick<RouteRecord, 'meta'>): boolean {
  const required = route.meta?.roles;
  if (!required || required.length === 0) return true;
  if (roles.includes(ADMIN_ROLE)) return true;
  return roles.some((role) => required.includes(role));
}

/** Feature switches by name; a route with `meta.feature` shows only when its switch is on. */
export type FeatureFlags = Readonly<Record<string, boolean>>;

function featureOn(route: RouteRecord, flags: FeatureFlags): boolean {
  const feature = route.meta?.feature;
  return !feature || flags[feature] === true;
}

/** §6: the routes the roles may open, children filtered recursively (copies; the table is left untouched). */
export function filterRoutes(routes: readonly RouteRecord[], roles: readonly string[], flags: FeatureFlags = {}): RouteRecord[] {
  const out: RouteRecord[] = [];
  for (const route of routes) {
    if (!hasPermission(roles, route) || !featureOn(route, flags)) continue;
    out.push(route.children ? { ...route, children: filterRoutes(route.children, roles, flags) } : route);
  }
  return out;
}
