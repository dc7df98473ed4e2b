import { flattenRoutes } from './table';
import type { RouteBadge, RouteRecord } from './types';

/** The key a badge's count goes by beside the message counts: `getModerationCount.pendingPosts`. */
export function badgeKey(badge: RouteBadge): string {
  return `${badge.operation}.${badge.field}`;
}

/** The badges of a route table, each once. */
export function routeBadges(routes: readonly RouteRecord[]): RouteBadge[] {
  const found = new Map<string, RouteBadge>();
  for (const { record } of flattenRoutes(routes)) if (record.meta?.badge) found.set(badgeKey(record.meta.badge), record.meta.badge);
  return [...found.values()];
}
