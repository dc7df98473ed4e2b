import type { Schema } from '../../../../sdk';
import { hasRole, type SaasPrincipal, type SaasRole } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { maskMobile } from '../../lib/text';
import { licenseState } from '../license/license-state';
import { findSiteOwner, type SiteRow } from './site-repository';

export const SITE_NOT_FOUND = '站点不存在';

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

export function toSite(row: SiteRow, request: RequestInfo, host: string): Schema<'Site'> {
  const origin = `${request.protocol}://${host}${request.portSuffix}`;
  const expiresAt = row.licenseExpiresAt ? new Date(row.licenseExpiresAt) : null;
  const license = licenseState({ licenseType: Number(row.licenseType), expiresAt });
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
    licenseType: license.licenseType,
    licenseStatus: license.status,
    licenseExpiresAt: expiresAt ? expiresAt.toISOString() : null,
    memberCount: Number(row.memberCount),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
