// Who the generated tiers call an operation as, so that access is granted and the tier's own concern answers.
import { type OperationId, operationIndex, type TokenKind } from '../../sdk';
import type { TwoSites } from './two-sites';

/**
 * A caller the operation admits: the main manager for SaaS tokens, site A's owner for console tokens, site A's member
 * for member-only ones, nobody for public ones.
 */
export function admittedCaller(cast: TwoSites, id: OperationId): { token?: string; host: string } {
  const { path, auth, tokens } = operationIndex[id] as { path: string; auth: string; tokens: readonly TokenKind[] };
  const site = cast.sites.a;
  if (tokens.includes('saas')) return { token: cast.tokens.main, host: 'localhost' };
  if (tokens.includes('console')) return { token: auth === 'none' ? undefined : site.tokens.owner, host: site.host };
  if (tokens.includes('member')) return { token: auth === 'none' ? undefined : site.memberTokens.member, host: site.host };
  return { token: undefined, host: path.startsWith('/api/saas/') ? 'localhost' : site.host };
}
