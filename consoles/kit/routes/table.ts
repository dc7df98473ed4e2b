import { matchPath } from 'react-router';
import type { FlatRoute, RouteRecord } from './types';

export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return child ? `${base}/${child}` : base || '/';
}

/** Every record of the table, parents before their children. */
export function flattenRoutes(routes: readonly RouteRecord[], parent = '', chain: RouteRecord[] = []): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const record of routes) {
    const fullPath = joinPath(parent, record.path);
    const here = [...chain, record];
    out.push({ fullPath, record, chain: here });
    if (record.children) out.push(...flattenRoutes(record.children, fullPath, here));
  }
  return out;
}

export interface RouteMatch extends FlatRoute {
  params: Record<string, string | undefined>;
}

/** The record a location opens: a page or a redirecting group, matched on the whole path. */
export function matchRoute(routes: readonly RouteRecord[], pathname: string): RouteMatch | null {
  for (const flat of flattenRoutes(routes)) {
    if (!flat.record.component && !flat.record.redirect) continue;
    const match = matchPath({ path: flat.fullPath, end: true }, pathname);
    if (match) return { ...flat, params: match.params };
  }
  return null;
}

/** Whether a path is reachable without a token: records marked `public`, plus extra patterns. */
export function isPublicPath(routes: readonly RouteRecord[], pathname: string, extra: readonly string[] = []): boolean {
  const patterns = [
    ...flattenRoutes(routes)
      .filter((f) => f.record.public)
      .map((f) => f.fullPath),
    ...extra,
  ];
  return patterns.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

/**
 * A path whose first segment is a top-level route of the full table and whose rest is one of that route's
 * children: the page exists, so failing to reach it means no access (→ 401), not an unknown page (→ 404).
 */
export function isKnownNestedPath(routes: readonly RouteRecord[], pathname: string): boolean {
  const [, first, ...rest] = pathname.split('/');
  if (!first || rest.length === 0 || rest.join('') === '') return false;
  const top = routes.find((r) => r.path === `/${first}`);
  if (!top?.children) return false;
  const topPath = `/${first}`;
  return flattenRoutes(top.children, topPath).some((f) => matchPath({ path: f.fullPath, end: true }, pathname) !== null);
}

/** Pinned tabs: every record with `meta.affix`, with its absolute path. */
export function affixRoutes(routes: readonly RouteRecord[]): FlatRoute[] {
  return flattenRoutes(routes).filter((f) => f.record.meta?.affix && f.record.component);
}

/** Where `/` goes: the first page a menu would show (an affix tab first, else the first visible page). */
export function firstPagePath(routes: readonly RouteRecord[]): string | null {
  const pages = flattenRoutes(routes).filter(
    (f) => f.record.component && !f.record.bare && !f.record.public && !f.chain.some((r) => r.hidden),
  );
  return pages[0]?.fullPath ?? null;
}

export interface Crumb {
  title: string;
  /** Where the crumb links to; absent for the current page and for groups without a redirect. */
  to?: string;
}

/** Breadcrumb from the matched chain: titled records only, the home page first. */
export function breadcrumbs(match: FlatRoute | null, home: { path: string; title: string } | null): Crumb[] {
  if (!match) return [];
  const crumbs: Crumb[] = [];
  let path = '';
  match.chain.forEach((record, index) => {
    path = joinPath(path, record.path);
    const last = index === match.chain.length - 1;
    if (!record.meta?.title || record.meta.breadcrumb === false) return;
    crumbs.push({ title: record.meta.title, to: last ? undefined : (record.redirect ?? (record.component ? path : undefined)) });
  });
  if (home && match.fullPath !== home.path) crumbs.unshift({ title: home.title, to: home.path });
  return crumbs;
}
