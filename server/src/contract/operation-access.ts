import { type OperationAuth, type OperationId, operationIndex, type TokenKind } from '../../../sdk';
import type { Principal } from '../auth/principal';
import { forbidden, notLoggedIn } from '../http/errors';

/** Who may call one operation, as the contract's operation index says; built once per route at registration. */
export interface OperationAccess {
  auth: OperationAuth;
  /** Whether the operation takes this principal's kind of token; a token of another kind counts as none. */
  accepts(principal: Principal): boolean;
  /**
   * 401 (type 3) when the operation needs a principal and there is none; 403 (type 4) when the principal holds neither
   * `admin` nor one of the operation's roles (spec §6). With optional auth an anonymous caller passes.
   */
  check(principal: Principal | null): void;
}

export function operationAccess(operationId: OperationId): OperationAccess {
  const entry: { auth: OperationAuth; tokens: readonly TokenKind[]; roles: readonly string[] } = operationIndex[operationId];
  const kinds = new Set<string>(entry.tokens);
  const opening = entry.roles.length ? new Set<string>(['admin', ...entry.roles]) : undefined;
  const required = entry.auth === 'required';
  return {
    auth: entry.auth,
    accepts: (principal) => kinds.has(principal.kind),
    check(principal) {
      if (!principal) {
        if (required) throw notLoggedIn();
        return;
      }
      if (!opening) return;
      for (const role of principal.roles) if (opening.has(role)) return;
      throw forbidden();
    },
  };
}
