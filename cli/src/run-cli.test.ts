import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { createCommuneClient } from '../../sdk';
import { account, order } from '../test/fixtures';
import { createHarness, fakeApi, type Harness, ok, TOKEN } from '../test/harness';
import { whoamiCommand } from './commands/whoami';
import { createConfigStore } from './config-store';
import type { CommandContext } from './context';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.cleanup());

describe('runCli', () => {
  it('prints Chinese help for a bare `commctl` and exits 0', async () => {
    expect(await h.run([])).toBe(0);
    expect(h.stdout).toContain('用法： commctl <命令> [选项]');
    for (const word of ['选项：', '命令：', 'login', 'logout', 'whoami', 'sites', 'orders', 'licences', 'cache', '显示帮助'])
      expect(h.stdout).toContain(word);
    expect(h.stdout).not.toMatch(/Usage|Options|display help/);
  });

  it('prints help for a command with --help and for `help <command>`, exit 0', async () => {
    expect(await h.run(['cache', 'clear', '--help'])).toBe(0);
    expect(h.stdout).toContain('用法： commctl cache clear [选项]');
    expect(h.stdout).toContain('-y, --yes');
    expect(h.stdout).toContain('全局选项：');
    h.reset();
    expect(await h.run(['help', 'sites'])).toBe(0);
    expect(h.stdout).toContain('用法： commctl sites <命令> [选项]');
    h.reset();
    expect(await h.run(['licenses', 'show', '--help'])).toBe(0);
    expect(h.stdout).toContain('--site <site>');
  });

  it('gives a positional argument to the run function by name', async () => {
    await h.saveProfile({ token: TOKEN });
    const api = fakeApi({ getOrder: (call) => ok(order({ id: Number(call.url.searchParams.get('id')) })) });
    expect(await h.run(['orders', 'show', '7', '--json'], { fetch: api.fetch })).toBe(0);
    expect(JSON.parse(h.stdout).id).toBe(7);
  });

  it('prints the version', async () => {
    expect(await h.run(['--version'])).toBe(0);
    expect(h.stdout).toBe(`${packageJson.version}\n`);
  });

  it('accepts global options before or after the command', async () => {
    await h.saveProfile({ token: TOKEN }, 'ops');
    const api = fakeApi({ getTokenAccount: () => ok(account) });
    expect(await h.run(['--profile', 'ops', 'whoami', '--server', 'http://a.test'], { fetch: api.fetch })).toBe(0);
    expect(await h.run(['whoami', '--profile', 'ops', '--server', 'http://b.test'], { fetch: api.fetch })).toBe(0);
    expect(api.calls.map((c) => c.url.origin)).toEqual(['http://a.test', 'http://b.test']);
  });
});

describe('a command run function on its own', () => {
  it('needs only parsed options and a context', async () => {
    await h.saveProfile({ server: 'http://saas.test', token: TOKEN });
    const api = fakeApi({ getTokenAccount: () => ok(account) });
    let out = '';
    const ctx: CommandContext = {
      io: { stdout: { write: (t: string) => (out += t) }, stderr: { write: () => {} }, stdoutIsTTY: false, stdinIsTTY: false },
      env: {},
      prompt: { text: async () => '', password: async () => '', confirm: async () => false },
      readStdin: async () => '',
      config: createConfigStore(h.configDir),
      createClient: (baseUrl, token) => createCommuneClient({ baseUrl, fetch: api.fetch, token: () => token }),
      download: async () => ({ status: 404, bytes: new Uint8Array(), fileName: null }),
      sleep: async () => {},
    };
    expect(await whoamiCommand.run({ json: true }, ctx)).toBe(0);
    expect(JSON.parse(out)).toEqual(account);
  });
});
