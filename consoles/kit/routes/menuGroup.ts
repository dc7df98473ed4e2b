import { joinPath } from './table';
import type { RouteMeta, RouteRecord } from './types';

/**
 * A sidebar group of pages that may come from several features (the site console's 用户 holds ranks and points):
 * always shown as a group, its bare path going to its first page unless `redirect` is `false` (when which page it
 * should open depends on the roles). Without `meta.roles` it opens when any child does (`routeRoles`); with them
 * (spec §6 names who opens a group) only for those roles, and a child shows only inside a group the user may open.
 */
export function menuGroup(
  path: string,
  meta: Omit<RouteMeta, 'operation'>,
  children: RouteRecord[],
  { redirect = true }: { redirect?: boolean } = {},
): RouteRecord {
  const first = redirect ? children.find((child) => child.component) : undefined;
  return { path, ...(first ? { redirect: joinPath(path, first.path) } : {}), alwaysShow: true, meta, children };
}
