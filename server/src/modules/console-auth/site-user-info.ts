import { ConsoleRoleValues, type Schema } from '../../../../sdk';
import type { ConsoleRole } from '../../auth/principal';
import type { Config } from '../../config';
import type { RequestInfo } from '../../context';
import type { SiteRef, SiteResolver } from '../../tenancy/site-resolver';
import type { SiteUserProfile } from '../site/site-user-login-repository';

/** Console roles as the session sees them: the owner holds `admin`; unknown names stored by hand are ignored. */
export function consoleRolesOf(user: { userType: number; roles: string[] }): ConsoleRole[] {
  if (user.userType === 1) return ['admin'];
  return [...new Set(user.roles)].filter((role): role is ConsoleRole => (ConsoleRoleValues as readonly string[]).includes(role));
}

/** What the site console shows about its user, with links back to the site and to the site management centre. */
export function siteUserInfo(
  site: SiteRef,
  user: SiteUserProfile,
  request: RequestInfo,
  deps: { sites: SiteResolver; config: Config },
): Schema<'SiteUserInfo'> {
  return {
    id: user.id,
    siteId: site.id,
    siteName: site.name,
    siteSlug: site.slug,
    account: user.account,
    userName: user.userName,
    mobile: user.mobile ?? '',
    avatarUrl: user.avatarUrl,
    userType: user.userType === 1 ? 1 : 0,
    roles: consoleRolesOf(user),
    frontUrl: `${request.protocol}://${deps.sites.hostOf(site)}${request.portSuffix}/`,
    centreUrl: `${request.protocol}://${deps.config.baseDomain}${request.portSuffix}/`,
  };
}
