import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configDir, createConfigStore } from './config-store';
import { CliError } from './errors';

let base: string;
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'commctl-config-'));
});
afterEach(() => rm(base, { recursive: true, force: true }));

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('configDir', () => {
  it('is $XDG_CONFIG_HOME/commctl, else ~/.config/commctl; a relative XDG_CONFIG_HOME is ignored', () => {
    expect(configDir({ XDG_CONFIG_HOME: '/x/conf', HOME: '/home/u' })).toBe('/x/conf/commctl');
    expect(configDir({ HOME: '/home/u' })).toBe('/home/u/.config/commctl');
    expect(configDir({ XDG_CONFIG_HOME: 'conf', HOME: '/home/u' })).toBe('/home/u/.config/commctl');
  });
});

describe('createConfigStore', () => {
  it('writes profiles as JSON with mode 0600 in directories with mode 0700, and reads them back', async () => {
    const store = createConfigStore(join(base, 'commctl'));
    await store.write('default', { server: 'http://localhost:8080', kind: 'saas', token: 't' });
    const path = join(base, 'commctl', 'profiles', 'default.json');
    expect(store.pathOf('default')).toBe(path);
    expect(await mode(path)).toBe(0o600);
    expect(await mode(join(base, 'commctl'))).toBe(0o700);
    expect(await mode(join(base, 'commctl', 'profiles'))).toBe(0o700);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ server: 'http://localhost:8080', kind: 'saas', token: 't' });
    expect(await store.read('default')).toEqual({ server: 'http://localhost:8080', kind: 'saas', token: 't' });
  });

  it('tightens a file and directory that were left readable by others', async () => {
    const dir = join(base, 'commctl');
    await mkdir(join(dir, 'profiles'), { recursive: true, mode: 0o755 });
    await chmod(dir, 0o755);
    await writeFile(join(dir, 'profiles', 'work.json'), '{}', { mode: 0o644 });
    await createConfigStore(dir).write('work', { token: 't' });
    expect(await mode(join(dir, 'profiles', 'work.json'))).toBe(0o600);
    expect(await mode(dir)).toBe(0o700);
  });

  it('reads a missing profile as undefined and a broken one as a failure (exit 1)', async () => {
    const store = createConfigStore(join(base, 'commctl'));
    expect(await store.read('none')).toBeUndefined();
    await store.write('bad', {});
    await writeFile(store.pathOf('bad'), '{not json');
    const error = await store.read('bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(1);
    expect((error as CliError).message).toBe(`配置文件不是有效的 JSON：${store.pathOf('bad')}`);
  });

  it('keeps only known fields of known types', async () => {
    const store = createConfigStore(join(base, 'commctl'));
    await store.write('odd', {});
    await writeFile(store.pathOf('odd'), JSON.stringify({ server: 5, kind: 'root', token: 'x', extra: true }));
    expect(await store.read('odd')).toEqual({ token: 'x' });
  });

  it('refuses profile names that are not plain file names (exit 2)', () => {
    const store = createConfigStore(join(base, 'commctl'));
    for (const name of ['../etc', 'a/b', '', '.hidden']) {
      expect(() => store.pathOf(name)).toThrow(/配置名无效/);
    }
  });
});
