import { useConsoleConfig } from '#kit/app/context';
import { useKitSelector } from '#kit/store/hooks';
import type { OperationId, TokenKind } from '#sdk';
import { can } from './can';

/** The token kinds the two consoles sign in with; the member site has its own app. */
export type ConsoleTokenKind = Exclude<TokenKind, 'member'>;

/** The kind of token a console signs in with. */
export function consoleTokenKind(config: { siteConsole: boolean }): ConsoleTokenKind {
  return config.siteConsole ? 'console' : 'saas';
}

/**
 * Whether the signed-in session may call an operation (the contract's roles for it, §6): show an action or skip a
 * query with it. `const canReadRules = useCan('getPointItemList')`.
 */
export function useCan(operationId: OperationId): boolean {
  const config = useConsoleConfig();
  const roles = useKitSelector((s) => s.session.roles);
  return can(roles, operationId, consoleTokenKind(config));
}
