import { type OperationId, operationIndex, type TokenKind } from '#sdk';

export const ADMIN_ROLE = 'admin';
export const VISITOR_ROLE = 'visitor';

/** §5/§6: no roles needed means open; `admin` opens everything; otherwise one role in common. */
export function rolesOpen(roles: readonly string[], needed: readonly string[] | undefined): boolean {
  if (!needed || needed.length === 0) return true;
  if (roles.includes(ADMIN_ROLE)) return true;
  return roles.some((role) => needed.includes(role));
}

/**
 * Whether a session with `roles` may call an operation, as the contract says (`operationIndex[op].roles`): any
 * signed-in user when it lists none, `admin` always, otherwise one role in common. With `kind`, a token of another
 * kind never opens a non-public operation (a SaaS session cannot call a site console operation).
 */
export function can(roles: readonly string[], operationId: OperationId, kind?: TokenKind): boolean {
  const operation = operationIndex[operationId];
  if (operation.auth === 'none') return true;
  if (kind && !(operation.tokens as readonly TokenKind[]).includes(kind)) return false;
  return rolesOpen(roles, operation.roles);
}

/**
 * The roles that open a page needing every one of `operations`: one operation's own list; for several, the roles
 * in all their lists (operations open to any signed-in user add no condition), `admin` alone when none is common.
 */
export function rolesForOperations(operations: readonly OperationId[]): readonly string[] {
  const lists = operations.map((id) => operationIndex[id].roles as readonly string[]).filter((roles) => roles.length > 0);
  if (lists.length === 0) return [];
  if (lists.length === 1) return lists[0];
  const common = lists[0].filter((role) => lists.every((list) => list.includes(role)));
  return common.length > 0 ? common : [ADMIN_ROLE];
}
