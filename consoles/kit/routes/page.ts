import { type ComponentType, lazy } from 'react';

/**
 * A route's page, loaded on first visit (its own chunk): `lazyPage(() => import('./SiteListPage'), 'SiteListPage')`.
 * Pages keep named exports; this picks the export by name.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): ComponentType {
  return lazy(async () => ({ default: (await load())[exportName] as ComponentType }));
}
