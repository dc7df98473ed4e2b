// Who may call an operation, read through one accessor so commctl works with both shapes of the SDK's operationIndex:
// `{ method, path, tag, auth, summary }` and, once the contract says so, `{ …, auth, tokens, roles }`.
import { type OperationId, operationIndex } from '../../sdk';
import type { ProfileKind } from './config-store';
import type { CommandContext, GlobalOptions } from './context';
import { CliError } from './errors';
import { ExitCode } from './exit-codes';
import { loginCommand, requireToken, resolveSettings, type Settings } from './settings';

export type TokenKind = ProfileKind;
export type Auth = 'none' | 'optional' | 'required';

export interface IndexEntry {
  method: string;
  path: string;
  tag: string;
  summary: string;
  auth?: string;
  tokens?: readonly TokenKind[];
  roles?: readonly string[];
}

export const entryOf = (id: OperationId): IndexEntry => operationIndex[id] as IndexEntry;

const CONSOLE_PATHS = [/^\/api\/console\//, /^\/api\/token-user$/, /^\/api\/section\//, /^\/api\/site-serviceAgreement$/];

/** The token kinds that open an operation: the index's `tokens`, or (before it has them) what the path says. Empty: public. */
export const tokenKindsOf = (id: OperationId): readonly TokenKind[] => tokenKindsOfEntry(entryOf(id));

export function tokenKindsOfEntry(entry: Pick<IndexEntry, 'path' | 'tokens'>): readonly TokenKind[] {
  if (entry.tokens) return entry.tokens;
  if (entry.path.startsWith('/api/saas/')) return ['saas'];
  if (CONSOLE_PATHS.some((pattern) => pattern.test(entry.path))) return ['console'];
  // /api/permission-list, and anything newer the path does not place: either token, the server decides.
  return ['saas', 'console'];
}

/** 'none' public, 'optional' a token is read when sent, 'required' otherwise the server answers type 3. */
export const authOf = (id: OperationId): Auth => authOfEntry(entryOf(id));

export function authOfEntry(entry: Pick<IndexEntry, 'auth' | 'tokens'>): Auth {
  if (entry.tokens && entry.tokens.length === 0) return 'none';
  return entry.auth === 'none' || entry.auth === 'optional' ? entry.auth : 'required';
}

/** The roles that open an operation (`admin` opens everything); empty: any signed-in user of the token's kind. */
export const rolesOf = (id: OperationId): readonly string[] => entryOf(id).roles ?? [];

export const consoleName = (kind: TokenKind) => (kind === 'saas' ? '站点管理中心' : '站点控制台');

/** Who may call it, in a few words: `站点管理中心（Order）`, `站点控制台`, `公开`. */
export function accessText(id: OperationId): string {
  const kinds = tokenKindsOf(id);
  if (authOf(id) === 'none' || kinds.length === 0) return '公开';
  const roles = rolesOf(id);
  const who = kinds.map(consoleName).join('或');
  return `${who}${roles.length ? `（${roles.join('、')}）` : ''}${authOf(id) === 'optional' ? '，可不登录' : ''}`;
}

function wrongKind(id: OperationId, subject: string, settings: Settings): CliError {
  const wanted = tokenKindsOf(id)[0];
  const login =
    wanted === 'saas'
      ? `请运行 ${loginCommand({ ...settings, kind: 'saas', site: undefined })} 登录站点管理中心`
      : `请运行 commctl login --site <站点标识>${settings.profileName === 'default' ? '' : ` --profile ${settings.profileName}`} 登录站点控制台`;
  return new CliError(
    `${subject}属于${consoleName(wanted)}，而配置 ${settings.profileName} 登录的是${consoleName(settings.kind)}`,
    ExitCode.notLoggedIn,
    `${login}（可用 --profile 另存一份配置）`,
  );
}

/**
 * Settings and a client for one operation, by the profile's own kind: public operations go without a token, an operation of
 * the other console is exit 4 before any request (an optional-login one goes without the token), and a missing token is exit 4.
 */
export async function clientFor(
  id: OperationId,
  globals: GlobalOptions,
  ctx: Pick<CommandContext, 'env' | 'config' | 'createClient'>,
  subject: string,
) {
  const settings = await resolveSettings(globals, ctx);
  const kinds = tokenKindsOf(id);
  const auth = authOf(id);
  const anonymous = () => ({ settings, client: ctx.createClient(settings.apiBase) });
  if (auth === 'none' || kinds.length === 0) return anonymous();
  if (!kinds.includes(settings.kind)) {
    if (auth === 'optional') return anonymous();
    throw wrongKind(id, subject, settings);
  }
  if (auth === 'optional' && !settings.token) return anonymous();
  return { settings, client: ctx.createClient(settings.apiBase, requireToken(settings)) };
}
