export { buildMenu, type MenuNode, menuAncestors, menuCount } from './menu';
export { menuGroup } from './menuGroup';
export { lazyAction, lazyPage } from './page';
export { publicPage, publicRoutes, standardRoutes } from './standardRoutes';
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
export type { FlatRoute, RouteActionProps, RouteMeta, RouteRecord } from './types';
