import { type ComponentType, lazy } from 'react';
import type { RouteActionProps } from './types';

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

/** A menu action entry's component, loaded on first click: `action: lazyAction(() => import('./ClearCache'), 'ClearCache')`. */
export function lazyAction<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): ComponentType<RouteActionProps> {
  return lazy(async () => ({ default: (await load())[exportName] as ComponentType<RouteActionProps> }));
}
