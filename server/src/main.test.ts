// The server's own start, as `npm start` runs it: starts that must not go on exit with a reason before listening.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script without type declarations
import { buildServer, SERVER_NODE_FLAGS } from '../../scripts/build.mjs';

const root = join(import.meta.dirname, '..', '..');
const dirs: string[] = [];
// The server as `npm start` runs it: the built bundle (built here unless up to date) with the same flags, not the
// sources through tsx, which compiled some 1,500 modules in each of these processes.
const SERVER = [...SERVER_NODE_FLAGS, join(root, 'server/dist/main.js')];
beforeAll(() => buildServer(), 120_000);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function start(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'commune-start-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, [...SERVER, ...args], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: join(dataDir, 'db'),
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve({ code, output }));
  });
}

// Each start is a process of its own: seconds alone, longer beside a full `npm test`.
describe('starts that are refused', { timeout: 240_000 }, () => {
  it('production with the payment sandbox and no strong PAYMENT_NOTIFY_SECRET', async () => {
    const { code, output } = await start({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', HOST: '127.0.0.1' });
    expect(code).toBe(1);
    expect(output).toContain('配置错误 / configuration error');
    expect(output).toContain('PAYMENT_NOTIFY_SECRET');
    expect(output).not.toContain('Commune is running');
  });

  it('production with the published old notify secret', async () => {
    const { code, output } = await start({ NODE_ENV: 'production', PAYMENT_NOTIFY_SECRET: 'commune-sandbox-notify-secret' });
    expect(code).toBe(1);
    expect(output).toContain('PAYMENT_NOTIFY_SECRET');
  });

  it('a WeChat third-party platform with its appid but not its credentials', async () => {
    const { code, output } = await start({ WECHAT_COMPONENT_APPID: 'wx1234567890abcdef' });
    expect(code).toBe(1);
    expect(output).toContain('配置错误 / configuration error');
    expect(output).toContain('WECHAT_COMPONENT_SECRET');
    expect(output).not.toContain('Commune is running');
  });

  it('--demo in production', async () => {
    const { code, output } = await start({ NODE_ENV: 'production' }, ['--demo']);
    expect(code).toBe(1);
    expect(output).toContain('--demo');
  });

  it('the demo, with its published logins, on every interface', async () => {
    const { code, output } = await start({ HOST: '0.0.0.0' });
    expect(code).toBe(1);
    expect(output).toContain('拒绝启动');
    expect(output).toContain('Refusing to start');
    expect(output).toContain('ALLOW_DEMO_ON_NETWORK=1');
    expect(output).not.toContain('Commune is running');
  });
});

// A first production start migrates a new embedded database in a child process: a minute or more while other tiers run.
describe('a production start', { timeout: 240_000 }, () => {
  it('without a main manager says how to make one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'commune-start-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, SERVER, {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'none',
        DATA_DIR: join(dataDir, 'db'),
        STATIC_DIR: '/nonexistent',
        LOG_LEVEL: 'silent',
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        // The whole startup text is written at once; its last hint is what this test is about.
        if (output.includes('Commune is running') || output.includes('configuration error')) resolve();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', () => resolve());
    });
    child.kill('SIGTERM');
    await exited;
    expect(output).toContain('Commune is running');
    expect(output).toContain('没有主管理员：在服务器上运行 npm run admin -- create --mobile <手机号>');
    expect(output).not.toContain('Demo logins');
  });
});
