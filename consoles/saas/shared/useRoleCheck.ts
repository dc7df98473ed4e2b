import { useCallback } from 'react';
import { ADMIN_ROLE } from '#kit/permission/access';
import { useKitSelector } from '#kit/store/hooks';
import type { Schema } from '#sdk';

type SaasRole = Schema<'SaasRole'>;

/** Whether the roles include one of `allowed`; `admin` includes them all (the server's rule for each operation). */
export function holdsRole(roles: readonly string[], ...allowed: SaasRole[]): boolean {
  return roles.some((role) => role === ADMIN_ROLE || (allowed as string[]).includes(role));
}

/** `const can = useRoleCheck(); can('Site')`: what the signed-in account may do, for showing or hiding actions. */
export function useRoleCheck(): (...allowed: SaasRole[]) => boolean {
  const roles = useKitSelector((s) => s.session.roles);
  return useCallback((...allowed: SaasRole[]) => holdsRole(roles, ...allowed), [roles]);
}

/** The signed-in SaaS account (its id decides which sites are one's own). */
export function useSaasAccount(): Schema<'AccountInfo'> | null {
  return useKitSelector((s) => s.session.user) as Schema<'AccountInfo'> | null;
}
