import type { Schema } from '../../../sdk';

export type SaasRole = Schema<'SaasRole'>;
export type ConsoleRole = Schema<'ConsoleRole'>;

export interface SaasPrincipal {
  kind: 'saas';
  tokenHash: string;
  accountId: number;
  /** Effective roles: the main manager holds `admin`. */
  roles: SaasRole[];
  isMainManager: boolean;
  expiresAt: number;
}

export interface ConsolePrincipal {
  kind: 'console';
  tokenHash: string;
  siteId: number;
  siteUserId: number;
  /** Effective roles: the site's owner holds `admin`. */
  roles: ConsoleRole[];
  userType: 0 | 1;
  expiresAt: number;
}

/** A member signed in on the member site (前台): a site user, with no roles; a member's session is bound to its site. */
export interface MemberPrincipal {
  kind: 'member';
  tokenHash: string;
  siteId: number;
  siteUserId: number;
  roles: never[];
  expiresAt: number;
}

export type Principal = SaasPrincipal | ConsolePrincipal | MemberPrincipal;

/** Spec §5–§6: `admin` opens everything; otherwise one of the listed roles is needed. */
export function hasRole<R extends string>(principal: { roles: readonly R[] }, ...allowed: R[]): boolean {
  return principal.roles.some((role) => role === 'admin' || allowed.includes(role));
}
