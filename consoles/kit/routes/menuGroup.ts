import { joinPath } from './table';
import type { RouteMeta, RouteRecord } from './types';

/**
 * A sidebar group of pages that may come from several features (the site console's 用户 holds ranks and points):
 * always shown as a group, its bare path going to its first page. It has no roles of its own — it opens when any
 * child does (`routeRoles`).
 */
export function menuGroup(path: string, meta: Omit<RouteMeta, 'roles' | 'operation'>, children: RouteRecord[]): RouteRecord {
  const first = children.find((child) => child.component);
  return { path, ...(first ? { redirect: joinPath(path, first.path) } : {}), alwaysShow: true, meta, children };
}
