import { hasPermission } from '#kit/permission/access';
import { useKitSelector } from '#kit/store/hooks';

/** Whether the session's roles open something that needs one of `roles` (`admin` opens everything). */
export function useRoleAllows(roles: readonly string[]): boolean {
  const sessionRoles = useKitSelector((s) => s.session.roles);
  return hasPermission(sessionRoles, { meta: { title: '', roles } });
}
