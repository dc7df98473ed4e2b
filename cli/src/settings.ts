import { isNotLoggedIn } from '../../sdk';
import { checkProfileName, type Profile, type ProfileKind } from './config-store';
import type { CommandContext, GlobalOptions } from './context';
import { CliError, loginExpired, notLoggedIn } from './errors';
import { ExitCode } from './exit-codes';
import { DEFAULT_SERVER, normalizeServer, siteUrl } from './server-url';

export const DEFAULT_PROFILE = 'default';

export type Source = 'flag' | 'env' | 'profile' | 'default';

/** The settings a command runs with, each from the first place that has it: flag, then environment, then profile file. */
export interface Settings {
  profileName: string;
  profile: Profile | undefined;
  /** The server's base URL (for a site console reached by slug, the SaaS host the slug is put in front of). */
  server: string;
  serverSource: Source;
  token?: string;
  tokenSource?: Exclude<Source, 'flag' | 'default'>;
  kind: ProfileKind;
  site?: string;
  /** Where requests go: the server, or the site's own host. */
  apiBase: string;
}

function pick(flag: string | undefined, env: string | undefined, profile: string | undefined): [string, Source] | undefined {
  if (flag) return [flag, 'flag'];
  if (env) return [env, 'env'];
  if (profile) return [profile, 'profile'];
  return undefined;
}

export function resolveServer(flag: string | undefined, ctx: Pick<CommandContext, 'env'>, profile?: Profile): [string, Source] {
  const [raw, source] = pick(flag, ctx.env.COMMCTL_SERVER, profile?.server) ?? [DEFAULT_SERVER, 'default'];
  return [normalizeServer(raw), source];
}

export async function resolveSettings(globals: GlobalOptions, ctx: Pick<CommandContext, 'env' | 'config'>): Promise<Settings> {
  const profileName = checkProfileName(globals.profile ?? DEFAULT_PROFILE);
  const profile = await ctx.config.read(profileName);
  const [server, serverSource] = resolveServer(globals.server, ctx, profile);
  const kind = profile?.kind ?? 'saas';
  const site = kind === 'console' ? profile?.site : undefined;
  const envToken = ctx.env.COMMCTL_TOKEN;
  const [token, tokenSource] = envToken ? [envToken, 'env' as const] : profile?.token ? [profile.token, 'profile' as const] : [];
  return { profileName, profile, server, serverSource, token, tokenSource, kind, site, apiBase: site ? siteUrl(server, site) : server };
}

/** The login command that would give this profile a token again. */
export function loginCommand(settings: Pick<Settings, 'profileName' | 'kind' | 'site'>): string {
  const parts = ['commctl login'];
  if (settings.kind === 'console') parts.push(settings.site ? `--site ${settings.site}` : '--console');
  if (settings.profileName !== DEFAULT_PROFILE) parts.push(`--profile ${settings.profileName}`);
  return parts.join(' ');
}

export function requireToken(settings: Settings): string {
  if (settings.token) return settings.token;
  const command = loginCommand(settings);
  throw notLoggedIn(command === 'commctl login' ? undefined : `请运行 ${command}`);
}

/**
 * Settings and a client with the token, for commands of the SaaS console (站点管理中心). A site-console profile has the
 * wrong kind of token for them: exit 4 with the login that would work. `subject` names what was asked for (`站点列表`).
 */
export async function saasClient(globals: GlobalOptions, ctx: Pick<CommandContext, 'env' | 'config' | 'createClient'>, subject: string) {
  const settings = await resolveSettings(globals, ctx);
  if (settings.kind === 'console')
    throw new CliError(
      `${subject}属于站点管理中心，而配置 ${settings.profileName} 登录的是站点控制台`,
      ExitCode.notLoggedIn,
      `请运行 ${loginCommand({ ...settings, kind: 'saas' })} 登录站点管理中心（可用 --profile 另存一份配置）`,
    );
  return { settings, client: ctx.createClient(settings.apiBase, requireToken(settings)) };
}

/** Runs a call made with the profile's token; the server's type 3 becomes exit 4 with the login command for this profile. */
export async function withLogin<T>(settings: Settings, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isNotLoggedIn(error)) throw loginExpired(loginCommand(settings));
    throw error;
  }
}
