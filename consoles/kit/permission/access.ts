import type { RouteRecord } from '#kit/routes/types';
import type { OperationId } from '#sdk';
import { rolesForOperations, rolesOpen } from './can';

export { ADMIN_ROLE, VISITOR_ROLE } from './can';

function operationsOf(record: Pick<RouteRecord, 'meta'>): readonly OperationId[] {
  const operation = record.meta?.operation;
  if (!operation) return [];
  return typeof operation === 'string' ? [operation] : (operation as readonly OperationId[]);
}

/**
 * The roles that open a route, derived from the contract: a page's from the operation(s) it names (`meta.operation`);
 * a group's from its children — it opens when any child does, so their roles together, or none at all when a child
 * is open to every signed-in user. Empty means any signed-in user. Hand-written `meta.roles` win.
 */
export function routeRoles(record: Pick<RouteRecord, 'meta' | 'children'>): readonly string[] {
  if (record.meta?.roles) return record.meta.roles;
  const shares = record.meta?.anyOf;
  if (shares?.length) return unionOf(shares.map((share) => rolesForOperations([share.operation])));
  const operations = operationsOf(record);
  if (operations.length > 0) return rolesForOperations(operations);
  return unionOf((record.children ?? []).map(routeRoles));
}

/** Any of several role lists: their roles together, or none at all when one of them is open to everyone. */
function unionOf(lists: readonly (readonly string[])[]): readonly string[] {
  if (lists.length === 0 || lists.some((roles) => roles.length === 0)) return [];
  return [...new Set(lists.flat())];
}

/** The kinds of a shared page (`meta.anyOf`) these roles and switches open; every other page answers its `[]`. */
export function openShares(route: Pick<RouteRecord, 'meta'>, roles: readonly string[], flags: FeatureFlags = {}) {
  return (route.meta?.anyOf ?? []).filter(
    (share) => rolesOpen(roles, rolesForOperations([share.operation])) && (!share.feature || flags[share.feature] === true),
  );
}

/** §5 route access: no roles requirement means open; `admin` opens everything; otherwise one role in common. */
export function hasPermission(roles: readonly string[], route: Pick<RouteRecord, 'meta' | 'children'>): boolean {
  return rolesOpen(roles, routeRoles(route));
}

/** Feature switches by name; a route with `meta.feature` shows only when its switch is on. */
export type FeatureFlags = Readonly<Record<string, boolean>>;

function featureOn(route: RouteRecord, roles: readonly string[], flags: FeatureFlags): boolean {
  const feature = route.meta?.feature;
  if (feature && flags[feature] !== true) return false;
  return !route.meta?.anyOf?.length || openShares(route, roles, flags).length > 0;
}

/** §6: the routes the roles may open, children filtered recursively (copies; the table is left untouched). */
export function filterRoutes(routes: readonly RouteRecord[], roles: readonly string[], flags: FeatureFlags = {}): RouteRecord[] {
  const out: RouteRecord[] = [];
  for (const route of routes) {
    if (!hasPermission(roles, route) || !featureOn(route, roles, flags)) continue;
    out.push(route.children ? { ...route, children: filterRoutes(route.children, roles, flags) } : route);
  }
  return out;
}
