export { buildMenu, type MenuNode, menuAncestors, menuCount } from './menu';
export { lazyPage } from './page';
export { standardRoutes } from './standardRoutes';
export {
  affixRoutes,
  breadcrumbs,
  type Crumb,
  firstPagePath,
  flattenRoutes,
  isKnownNestedPath,
  isPublicPath,
  joinPath,
  matchRoute,
  type RouteMatch,
} from './table';
export type { FlatRoute, RouteMeta, RouteRecord } from './types';
