import type { SaasRole } from '../../auth/principal';

/** The roles an account acts with: the main manager holds `admin`, everyone else exactly what they were granted. */
export function effectiveSaasRoles(account: { isMainManager: number; permissions: string[] }): SaasRole[] {
  return account.isMainManager === 1 ? ['admin'] : (account.permissions as SaasRole[]);
}
