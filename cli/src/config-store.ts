import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { CliError, usageError } from './errors';
import { ExitCode } from './exit-codes';
import type { Env } from './io';

export type ProfileKind = 'saas' | 'console';

/** One profile file: where its token is valid and what kind of login made it. */
export interface Profile {
  server?: string;
  kind?: ProfileKind;
  /** Site slug when the console is reached as `{slug}.{server host}`. */
  site?: string;
  token?: string;
}

export interface ConfigStore {
  readonly dir: string;
  pathOf(profile: string): string;
  read(profile: string): Promise<Profile | undefined>;
  write(profile: string, data: Profile): Promise<void>;
}

/** `$XDG_CONFIG_HOME/commctl`, else `~/.config/commctl` (a relative XDG_CONFIG_HOME is ignored, as the XDG spec says). */
export function configDir(env: Env): string {
  const xdg = env.XDG_CONFIG_HOME;
  const base = xdg && isAbsolute(xdg) ? xdg : join(env.HOME || homedir(), '.config');
  return join(base, 'commctl');
}

const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;

/** Profile names become file names: keep them to a safe alphabet. */
export function checkProfileName(name: string): string {
  if (!PROFILE_NAME.test(name)) throw usageError(`配置名无效：${name}（只能包含字母、数字、下划线和连字符，最长 32 位）`);
  return name;
}

function parseProfile(text: string, path: string): Profile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CliError(`配置文件不是有效的 JSON：${path}`, ExitCode.failure, '请修正或删除该文件后重新登录');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new CliError(`配置文件格式不正确：${path}`, ExitCode.failure, '请修正或删除该文件后重新登录');
  const record = value as Record<string, unknown>;
  const field = (key: string) => (typeof record[key] === 'string' && record[key] ? (record[key] as string) : undefined);
  const kind = record.kind === 'console' ? 'console' : record.kind === 'saas' ? 'saas' : undefined;
  return { server: field('server'), kind, site: field('site'), token: field('token') };
}

export function createConfigStore(dir: string): ConfigStore {
  const profilesDir = join(dir, 'profiles');
  const pathOf = (profile: string) => join(profilesDir, `${checkProfileName(profile)}.json`);

  return {
    dir,
    pathOf,
    async read(profile) {
      const path = pathOf(profile);
      try {
        return parseProfile(await readFile(path, 'utf8'), path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async write(profile, data) {
      const path = pathOf(profile);
      // The file holds a token: only its owner may read it, and an existing looser mode is tightened too.
      await mkdir(profilesDir, { recursive: true, mode: 0o700 });
      await chmod(dir, 0o700);
      await chmod(profilesDir, 0o700);
      const temp = `${path}.${process.pid}.tmp`;
      try {
        await writeFile(temp, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
        await chmod(temp, 0o600);
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
  };
}
