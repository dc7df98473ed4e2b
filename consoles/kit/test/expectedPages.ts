// What a role should open, worked out from the contract (`operationIndex`) and an app's manifests alone — the
// oracle of the route tests, written without `routeRoles`/`filterRoutes` so that it checks them.
import type { FeatureFlags } from '#kit/permission/access';
import { ADMIN_ROLE } from '#kit/permission/can';
import type { AppEntry, FeatureManifest, SharedGroup } from '#kit/routes/manifest';
import { flattenRoutes } from '#kit/routes/table';
import type { RouteRecord } from '#kit/routes/types';
import { type OperationId, operationIndex } from '#sdk';

const opens = (needed: readonly string[], role: string) => needed.length === 0 || role === ADMIN_ROLE || needed.includes(role);

/** A record's own condition: its hand-written roles, else any of its kinds, else every operation it names. */
function recordOpens(record: RouteRecord, role: string, flags: FeatureFlags): boolean {
  const meta = record.meta;
  if (!meta) return true;
  if (meta.feature && flags[meta.feature] !== true) return false;
  if (meta.roles) return opens(meta.roles, role);
  if (meta.anyOf?.length)
    return meta.anyOf.some(
      (share) => opens(operationIndex[share.operation].roles, role) && (!share.feature || flags[share.feature] === true),
    );
  const operations = (typeof meta.operation === 'string' ? [meta.operation] : (meta.operation ?? [])) as readonly OperationId[];
  return operations.every((id) => opens(operationIndex[id].roles, role));
}

/**
 * The full paths of the pages (and menu actions) `role` may open: a feature's page when it and its records above it
 * open for the role (§5/§6) and, in a shared menu group, when the group's roles (spec §6) let the role in too.
 */
export function expectedPages(entries: readonly AppEntry[], role: string, flags: FeatureFlags = {}): string[] {
  const groups = new Map(entries.filter((e): e is SharedGroup => 'group' in e).map((g) => [g.group, g.meta.roles ?? []]));
  const features = entries.filter((e): e is FeatureManifest => !('group' in e));
  const places = features.flatMap((feature) => [
    { parent: '', pages: feature.routes ?? [], groupRoles: [] as readonly string[] },
    ...(feature.groups ?? []).map((slot) => ({ parent: slot.group, pages: slot.pages, groupRoles: groups.get(slot.group) ?? [] })),
  ]);
  return places.flatMap(({ parent, pages, groupRoles }) =>
    flattenRoutes(pages, parent)
      .filter(({ record }) => (record.component || record.action) && !record.public)
      .filter(({ chain }) => opens(groupRoles, role) && chain.every((record) => recordOpens(record, role, flags)))
      .map(({ fullPath }) => fullPath),
  );
}
