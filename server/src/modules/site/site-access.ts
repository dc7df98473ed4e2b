import type { Schema } from '../../../../sdk';
import { hasRole, type SaasPrincipal, type SaasRole } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { maskMobile } from './list-helpers';
import { findSiteOwner, type SiteRow } from './site-repository';

export const SITE_NOT_FOUND = '站点不存在';
/** A licence this close to its end shows as expiring, so the owner renews in time. */
const EXPIRING_WITHIN_MS = 15 * 24 * 3600 * 1000;

/**
 * The site, if the caller owns it or holds one of `managerRoles`; anyone else is told it does not exist,
 * exactly as for a missing site, so that site ids cannot be probed.
 */
export async function requireSiteAccess(
  db: Executor,
  principal: SaasPrincipal,
  siteId: number,
  managerRoles: SaasRole[],
  forUpdate = false,
) {
  const site = await findSiteOwner(db, siteId, forUpdate);
  if (!site || (site.ownerAccountId !== principal.accountId && !hasRole(principal, ...managerRoles))) throw notFound(SITE_NOT_FOUND);
  return site;
}

export function licenseStatus(expiresAt: Date | null, now = Date.now()): Schema<'LicenseStatus'> {
  if (!expiresAt) return 'active';
  const left = expiresAt.getTime() - now;
  return left <= 0 ? 'expired' : left <= EXPIRING_WITHIN_MS ? 'expiring' : 'active';
}

export function toSite(row: SiteRow, request: RequestInfo, host: string): Schema<'Site'> {
  const origin = `${request.protocol}://${host}${request.portSuffix}`;
  const expiresAt = row.licenseExpiresAt ? new Date(row.licenseExpiresAt) : null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    host,
    url: `${origin}/`,
    consoleUrl: `${origin}/console/`,
    description: row.description,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    masterId: row.ownerAccountId,
    masterName: row.ownerName,
    masterMobile: maskMobile(row.ownerMobile),
    licenseType: Number(row.licenseType) as Schema<'LicenseType'>,
    licenseStatus: licenseStatus(expiresAt),
    licenseExpiresAt: expiresAt ? expiresAt.toISOString() : null,
    memberCount: Number(row.memberCount),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
