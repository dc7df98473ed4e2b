import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ConfigStore, createConfigStore } from './config-store';
import { siteUrl } from './server-url';
import { loginCommand, resolveSettings } from './settings';

let base: string;
let config: ConfigStore;
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'commctl-settings-'));
  config = createConfigStore(base);
});
afterEach(() => rm(base, { recursive: true, force: true }));

describe('resolveSettings', () => {
  it('takes the server from the flag, then COMMCTL_SERVER, then the profile, then http://localhost:8080', async () => {
    await config.write('default', { server: 'http://profile.test', token: 'p' });
    const env = { COMMCTL_SERVER: 'http://env.test/' };
    expect((await resolveSettings({ server: 'http://flag.test' }, { env, config })).server).toBe('http://flag.test');
    expect(await resolveSettings({}, { env, config })).toMatchObject({ server: 'http://env.test', serverSource: 'env' });
    expect(await resolveSettings({}, { env: {}, config })).toMatchObject({ server: 'http://profile.test', serverSource: 'profile' });
    expect(await resolveSettings({ profile: 'other' }, { env: {}, config })).toMatchObject({
      server: 'http://localhost:8080',
      serverSource: 'default',
      token: undefined,
    });
  });

  it('takes the token from COMMCTL_TOKEN before the profile', async () => {
    await config.write('default', { token: 'from-profile' });
    expect(await resolveSettings({}, { env: { COMMCTL_TOKEN: 'from-env' }, config })).toMatchObject({
      token: 'from-env',
      tokenSource: 'env',
    });
    expect(await resolveSettings({}, { env: {}, config })).toMatchObject({ token: 'from-profile', tokenSource: 'profile' });
  });

  it("sends a console profile's requests to its site's host", async () => {
    await config.write('demo', { server: 'http://localhost:8080', kind: 'console', site: 'demo', token: 't' });
    expect(await resolveSettings({ profile: 'demo' }, { env: {}, config })).toMatchObject({
      kind: 'console',
      apiBase: 'http://demo.localhost:8080',
    });
    expect((await resolveSettings({ profile: 'demo', server: 'https://commune.example.cn' }, { env: {}, config })).apiBase).toBe(
      'https://demo.commune.example.cn',
    );
  });

  it('rejects a server that is not an http(s) URL (exit 2)', async () => {
    await expect(resolveSettings({ server: 'localhost:8080' }, { env: {}, config })).rejects.toMatchObject({
      exitCode: 2,
      message: '服务器地址无效：localhost:8080（应以 http:// 或 https:// 开头）',
    });
  });
});

describe('siteUrl and loginCommand', () => {
  it('puts the slug in front of the server host, keeping scheme, port and path', () => {
    expect(siteUrl('http://localhost:8080', 'demo')).toBe('http://demo.localhost:8080');
    expect(siteUrl('https://commune.example.cn/base', 'run-club')).toBe('https://run-club.commune.example.cn/base');
    expect(() => siteUrl('http://[::1]:8080', 'demo')).toThrow(/是 IP 地址/);
  });

  it('suggests the login that fits the profile', () => {
    expect(loginCommand({ profileName: 'default', kind: 'saas' })).toBe('commctl login');
    expect(loginCommand({ profileName: 'demo', kind: 'console', site: 'demo' })).toBe('commctl login --site demo --profile demo');
    expect(loginCommand({ profileName: 'default', kind: 'console' })).toBe('commctl login --console');
  });
});
