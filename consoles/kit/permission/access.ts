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
  const operations = operationsOf(record);
  if (operations.length > 0) return rolesForOperations(operations);
  const children = record.children ?? [];
  if (children.length === 0) return [];
  const union = new Set<string>();
  for (const child of children) {
    const roles = routeRoles(child);
    if (roles.length === 0) return [];
    for (const role of roles) union.add(role);
  }
  return [...union];
}

/** §5 route access: no roles requirement means open; `admin` opens everything; otherwise one role in common. */
export function hasPermission(roles: readonly string[], route: Pick<RouteRecord, 'meta' | 'children'>): boolean {
  return rolesOpen(roles, routeRoles(route));
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
