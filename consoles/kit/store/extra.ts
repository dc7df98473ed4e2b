import type { ConsoleConfig } from '#kit/app/config';
import type { CookieJar } from '#kit/session/cookies';
import type { CommuneClient } from '#sdk';

/** Moving around outside React (request layer, thunks); bound to the router once it exists. */
export interface Navigation {
  /** A path inside the console (no basename), e.g. `/login?redirect=%2Findex`. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The current path inside the console (no basename), without the search. */
  currentPath(): string;
  reload(): void;
  hostname(): string;
  /** A full page load of an address outside this console (the other console, in a handoff). */
  leave(url: string): void;
}

/** What thunks and the base query receive as `extra`: swap `client`, `cookies` or `navigation` in tests. */
export interface KitExtra {
  config: ConsoleConfig;
  client: CommuneClient;
  cookies: CookieJar;
  navigation: Navigation;
  storage?: Storage;
  /** This tab's storage for this origin: the handoff's verifier waits there while the browser visits the centre. */
  tabStorage?: Storage;
}

function stripBase(pathname: string, basename: string): string {
  if (!basename) return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

/** Browser navigation: uses the router once `bind` is called, full page loads before that. */
export function browserNavigation(basename: string): Navigation & { bind(navigate: Navigation['navigate']): void } {
  let routerNavigate: Navigation['navigate'] | undefined;
  return {
    bind(navigate) {
      routerNavigate = navigate;
    },
    navigate(to, options) {
      if (routerNavigate) routerNavigate(to, options);
      else window.location.assign(`${basename}${to}`);
    },
    currentPath: () => stripBase(window.location.pathname, basename),
    reload: () => window.location.reload(),
    hostname: () => window.location.hostname,
    leave: (url) => window.location.assign(url),
  };
}
