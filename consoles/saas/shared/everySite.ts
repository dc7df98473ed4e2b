import { rolesOpen } from '#kit/permission/can';
import { useKitSelector } from '#kit/store/hooks';
import type { Schema } from '#sdk';

/**
 * The roles that see every customer's site, not only their own: `getSiteList` answers them all sites (and heeds
 * `masterId`), `getLicense` any site's licence. The contract says so in those operations' descriptions only — their
 * security roles open them to every account — so it is written here once, for the 站点管理 pages and the pickers
 * that search every site.
 */
export const EVERY_SITE_ROLES: readonly Schema<'SaasRole'>[] = ['Site'];

/** Whether the signed-in account sees every site (`admin` does). */
export function useSeesEverySite(): boolean {
  const roles = useKitSelector((s) => s.session.roles);
  return rolesOpen(roles, EVERY_SITE_ROLES);
}
