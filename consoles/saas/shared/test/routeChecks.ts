// What a role set sees of a route table and may open: the helpers of the route-table tests.
import { filterRoutes } from '#kit/permission/access';
import { decideNavigation } from '#kit/permission/guard';
import { buildMenu, type MenuNode } from '#kit/routes/menu';
import { firstPagePath, flattenRoutes } from '#kit/routes/table';
import type { RouteRecord } from '#kit/routes/types';

/** Menu titles the roles see, groups as `group/child`. */
export function menuTitles(routes: readonly RouteRecord[], roles: string[]): string[] {
  const walk = (nodes: MenuNode[], prefix = ''): string[] =>
    nodes.flatMap((n) => (n.children ? walk(n.children, `${n.title}/`) : [`${prefix}${n.title}`]));
  return walk(buildMenu(filterRoutes(routes, roles)));
}

/** Whether a signed-in user with these roles is let through to `path`. */
export function mayOpen(routes: readonly RouteRecord[], roles: string[], path: string): boolean {
  const open = filterRoutes(routes, roles);
  return (
    decideNavigation({ path, token: 't', roles, rolesLoaded: true, routes: open, allRoutes: routes, defaultPath: firstPagePath(open) })
      .action === 'allow'
  );
}

/** Full paths of the pages the roles may open that are in the menu (not hidden). */
export function visiblePages(routes: readonly RouteRecord[], roles: string[]): string[] {
  return flattenRoutes(filterRoutes(routes, roles))
    .filter((f) => f.record.component && !f.chain.some((r) => r.hidden))
    .map((f) => f.fullPath);
}
