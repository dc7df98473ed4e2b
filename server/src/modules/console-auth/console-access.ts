import { type ConsolePrincipal, type ConsoleRole, hasRole } from '../../auth/principal';
import { forbidden } from '../../http/errors';

/**
 * The signed-in site user, provided they hold one of `roles` (the owner's `admin` passes everything).
 * Signed-in users without such a role — ordinary members included — get 403: deny unless a role allows.
 */
export function requireConsoleRole(ctx: { console(): ConsolePrincipal }, ...roles: ConsoleRole[]): ConsolePrincipal {
  const principal = ctx.console();
  if (!hasRole(principal, ...roles)) throw forbidden();
  return principal;
}
