import { badgeKey } from './badge';
import { menuGroup } from './menuGroup';
import { flattenRoutes } from './table';
import type { RouteMeta, RouteRecord } from './types';

/** A feature's pages inside a menu group the app shares between features; a group's children sort by `at`. */
export interface GroupPages {
  group: string;
  at: number;
  pages: RouteRecord[];
}

/**
 * Everything an app needs to know about one feature folder (`<app>/features/<tag>/manifest.ts`): its own top-level
 * entries (pages, or a group only it fills) and its pages in the app's shared menu groups. Badges are read off its
 * entries (`meta.messageType`, `meta.badge`); styles are imported by its lazy pages, so they load with them.
 */
export interface FeatureManifest {
  /** The feature folder's name: its contract tag. */
  name: string;
  routes?: RouteRecord[];
  groups?: GroupPages[];
}

/** A sidebar group that holds pages of several features, at its place in the app's list (`sharedGroup`). */
export interface SharedGroup {
  group: string;
  meta: Omit<RouteMeta, 'operation'>;
  /** `false`: the bare path opens no page (which one depends on the roles). */
  redirect?: boolean;
}

/** One line of an app's list: a feature, or a shared menu group at the place it takes in the menu. */
export type AppEntry = FeatureManifest | SharedGroup;

const isGroup = (entry: AppEntry): entry is SharedGroup => 'group' in entry;

/**
 * A shared menu group. `meta.roles` only where the spec names who opens the group (§6: a child shows only inside a
 * group the user may open); without it the group opens when any of its pages does.
 */
export function sharedGroup(group: string, meta: SharedGroup['meta'], options: { redirect?: boolean } = {}): SharedGroup {
  return { group, meta, ...options };
}

/** A feature's entries, every page of it (routes and group pages), with their absolute paths. */
export function featurePages(feature: FeatureManifest) {
  return [...flattenRoutes(feature.routes ?? []), ...(feature.groups ?? []).flatMap((slot) => flattenRoutes(slot.pages, slot.group))];
}

/** The keys of a feature's badges: its message types and its `meta.badge` counts (`badgeKey`). */
export function featureBadgeKeys(feature: FeatureManifest): string[] {
  const keys = featurePages(feature).map(({ record }) => record.meta?.messageType ?? (record.meta?.badge && badgeKey(record.meta.badge)));
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}

/**
 * The route table of an app's list: each feature's own entries where its line is, each shared group where its line
 * is, holding the features' pages for it ordered by `at` (then by the list). A page for a group the list does not
 * hold is an error, not a silent gap.
 */
export function gatherRoutes(entries: readonly AppEntry[]): RouteRecord[] {
  const features = entries.filter((entry): entry is FeatureManifest => !isGroup(entry));
  const groups = new Set(entries.filter(isGroup).map((entry) => entry.group));
  for (const feature of features)
    for (const slot of feature.groups ?? [])
      if (!groups.has(slot.group)) throw new Error(`${feature.name}: no menu group ${slot.group} in the app's list`);
  return entries.flatMap((entry) => {
    if (!isGroup(entry)) return entry.routes ?? [];
    const slots = features.flatMap((feature) => (feature.groups ?? []).filter((slot) => slot.group === entry.group));
    const pages = [...slots].sort((a, b) => a.at - b.at).flatMap((slot) => slot.pages);
    return [menuGroup(entry.group, entry.meta, pages, { redirect: entry.redirect !== false })];
  });
}
