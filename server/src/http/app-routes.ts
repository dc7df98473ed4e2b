// Which page paths each built app has, from the manifest the build writes beside it (scripts/route-manifest.mjs reads
// the apps' own route tables): the fallback serves an app's page with 200 only for a path its router opens, and with
// 404 for any other (the app then shows its own 不存在 page).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The manifest's file in the build's folder (scripts/route-manifest.mjs ROUTE_MANIFEST). */
export const ROUTE_MANIFEST = 'routes.json';

/** One page of an app: a react-router path (`/section/:id`, `/redirect/*`) and the route table's title. */
export interface AppPage {
  path: string;
  title: string;
  /** Opened without signing in (the route table's `public`); a member page that is not says `noindex`. */
  public?: boolean;
}

export type AppName = 'saas' | 'console' | 'member';

/** The page a path opens, or undefined when the app has none there. */
export type PageMatcher = (path: string) => AppPage | undefined;

/** The apps' own not-found pages' paths: served with their app, but with 404. */
export const NOT_FOUND_PAGE = '/404';

function escapeRegExp(text: string) {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** react-router's matching: `:name` is one segment, a final `*` the rest, a trailing slash is optional, case ignored. */
export function pagePattern(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escapeRegExp(segment)}`;
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

export function createPageMatcher(pages: readonly AppPage[]): PageMatcher {
  // Every app's router opens its root (the consoles' root redirects to their home page).
  const patterns = [
    { page: { path: '/', title: '' }, pattern: /^\/?$/ },
    ...pages.map((page) => ({ page, pattern: pagePattern(page.path) })),
  ];
  return (path) => patterns.find(({ pattern }) => pattern.test(path))?.page;
}

/**
 * Each app's matcher, or undefined when the build wrote no manifest (a build from before it, a test's stand-in pages):
 * then every path is taken for a page, as before.
 */
export function loadAppRoutes(staticDir: string): Record<AppName, PageMatcher> | undefined {
  let manifest: Record<AppName, AppPage[]>;
  try {
    manifest = JSON.parse(readFileSync(join(staticDir, ROUTE_MANIFEST), 'utf8'));
  } catch {
    return undefined;
  }
  return {
    saas: createPageMatcher(manifest.saas ?? []),
    console: createPageMatcher(manifest.console ?? []),
    member: createPageMatcher(manifest.member ?? []),
  };
}
