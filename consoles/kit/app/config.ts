import type { ComponentType } from 'react';
import type { QueryOperationId } from '#kit/request/api';
import type { RouteRecord } from '#kit/routes/types';
import type { TokenCookie } from '#kit/session/cookies';
import type { Schema } from '#sdk';

/** The signed-in account: SaaS `getTokenAccount` or site console `getTokenUser`. */
export type SessionUser = Schema<'AccountInfo'> | Schema<'SiteUserInfo'>;

/** An entry of the navbar's user menu. Exactly one of `to`, `href`, `logout`. */
export interface UserMenuItem {
  key: string;
  label: string;
  /** A path inside the console. */
  to?: string;
  /** An address outside the console (the front site, the site management centre). */
  href?: string;
  /** Runs the kit's logout (§4). */
  logout?: true;
}

/** Everything the kit needs to know about one console. */
export interface ConsoleConfig {
  /** Product name: logo text, default page title and the Redux DevTools instance name. */
  name: string;
  /** `''` for the SaaS console (served at `/`), `'/console'` for the site console. */
  basename: string;
  /** Token cookie (§4): SaaS `saas-Token`; site console `user-Token`; host-only (see `writeTokenCookie`). */
  tokenCookie: TokenCookie;
  /** The route table: router, menu, breadcrumb, tabs and guard all read it. */
  routes: RouteRecord[];
  /** Public paths that have no page of their own in this console (SaaS: `/applet-redirect`). */
  publicPaths?: string[];
  /** The home page: first breadcrumb. */
  home: { path: string; title: string };
  /** Who is signed in: `getTokenAccount` (SaaS) or `getTokenUser` (site console). */
  accountOperation: 'getTokenAccount' | 'getTokenUser';
  /** Revokes the token on logout. */
  logoutOperation: 'saasLogout' | 'consoleLogout';
  /**
   * Site console: the guard also loads base settings (`getIndexBase`) and the site setting (`getSiteSetting`),
   * roles gain `Question`/`Mall` as §4 says, work-order and mall routes follow their switches, and the site name
   * is kept for page titles.
   */
  siteConsole: boolean;
  /** Sidebar badge counts (§2.3). */
  messages: {
    count: 'getSaasMessageCount' | 'getConsoleMessageCount';
    read: 'readSaasMessage' | 'readConsoleMessage';
  };
  /** The event stream of live counts (issue 15): on each change the counts below and the badges are read again. */
  events?: 'getConsoleEventStream' | 'getSaasEventStream';
  /** Further count queries the frame shows (the navbar bell's), read again on each change. */
  liveCounts?: QueryOperationId[];
  /** Shown in the navbar before the user menu (the site console's notification bell). */
  navbarExtra?: ComponentType;
  /** localStorage key of the site name shown in page titles. */
  siteNameKey?: string;
  /** Favicon address; when absent it comes from the site setting (§4). */
  favicon?: string;
  /** The navbar's user menu for the signed-in account. */
  userMenu(user: SessionUser | null): UserMenuItem[];
}
