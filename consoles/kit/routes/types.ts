import type { FluentIcon } from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import type { OperationId } from '#sdk';

/** What a route says about itself: drives the menu, breadcrumb, tabs, title and guard. */
export interface RouteMeta {
  /** Menu, breadcrumb, tab and page title (`title - siteName`). */
  title: string;
  icon?: FluentIcon;
  /**
   * The operation(s) the page needs: who may open it comes from the contract's roles for them (`routeRoles`), and a
   * group without one opens when any of its children does. `operation: 'getUserRankList'`.
   */
  operation?: OperationId | readonly OperationId[];
  /**
   * In place of `operation`, for one page shared by several kinds (the site console's category page, a tab a kind):
   * it opens when any entry's operation may be called and its feature switch (if named) is on.
   */
  anyOf?: readonly RouteShare[];
  /**
   * Roles written by hand, in place of the derived ones — only where the contract says who may open a page in prose
   * rather than in an operation's roles (SaaS 站点授权: every site's licences, for `Site`). `admin` opens everything.
   */
  roles?: readonly string[];
  /** A pinned tab: opened at start, cannot be closed. */
  affix?: boolean;
  /** Not kept alive when hidden (remounts on every visit). */
  noCache?: boolean;
  /** Message type whose count shows as a badge; opening the page clears it. */
  messageType?: string;
  /**
   * A count the page does not clear, shown as the menu entry's badge (what waits for review): the number `field` of
   * what `operation` (a query without input) answers, polled while the console is open, for sessions that may call it.
   */
  badge?: RouteBadge;
  /** A feature switch that must be on (site console: `workOrder`, `mall`). */
  feature?: string;
  /** Hidden detail pages highlight this menu path instead of their own. */
  activeMenu?: string;
  /** `false` keeps the route out of the breadcrumb. */
  breadcrumb?: false;
}

/** One kind of a shared page: the operation its part needs, the feature switch that part lives behind, and the tab
 * that shows the part (its `?tab=` key and title), given by the feature that owns the part. */
export interface RouteShare {
  operation: OperationId;
  feature?: string;
  tab?: { key: string; title: string; part: ComponentType };
}

/** Where a menu badge's count comes from: `{ operation: 'getModerationCount', field: 'pendingPosts' }`. */
export interface RouteBadge {
  operation: OperationId;
  field: string;
}

/** What a menu action entry's component receives: `onClose` ends the action (done or cancelled). */
export interface RouteActionProps {
  onClose(): void;
}

/** One entry of an app's route table (ant-design-pro / vue-element-admin style). */
export interface RouteRecord {
  /** Absolute at the top level (`/site`), relative below (`siteList`, `detail/:id`). */
  path: string;
  /** Unique; the keep-alive cache key. Pages without a name are never cached. */
  name?: string;
  /** The page, usually `lazyPage(() => import('./x'), 'XPage')`. Records without one only group children. */
  component?: ComponentType;
  /**
   * A menu entry that runs an action instead of opening a page (§2.2 `/setting/manageClear`): clicking it in the
   * sidebar mounts this component (usually a confirmation dialog, `lazyAction(…)`) until it calls `onClose`.
   * Such an entry has no `component` and is not routable.
   */
  action?: ComponentType<RouteActionProps>;
  /** Where the bare path of a group goes. */
  redirect?: string;
  meta?: RouteMeta;
  /** Kept out of the menu (still routable). */
  hidden?: boolean;
  /** Shows a group even when it has a single visible child. */
  alwaysShow?: boolean;
  /** Reachable without a token (login, register, 404 …). */
  public?: boolean;
  /** Rendered without the layout (sidebar, navbar, tabs). */
  bare?: boolean;
  children?: RouteRecord[];
}

/** A record with its absolute path and the chain of records from the top. */
export interface FlatRoute {
  fullPath: string;
  record: RouteRecord;
  chain: RouteRecord[];
}
