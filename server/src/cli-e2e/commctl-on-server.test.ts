// commctl against the real server (listening on a port, not injected): login, sites list and cache clear, and with
// TEST_REDIS_URL the cache keys really disappearing from Redis.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli';
import { startTestServer, type TestServer } from '../../test/harness';
import { cacheKeys } from '../cache/cache';

let server: TestServer;
let base: string;
let configHome: string;
let siteId: number;

function capture() {
  const out = { stdout: '', stderr: '' };
  const io = {
    stdout: { write: (t: string) => (out.stdout += t) },
    stderr: { write: (t: string) => (out.stderr += t) },
    stdoutIsTTY: false,
    stdinIsTTY: false,
  };
  return { out, io };
}

async function commctl(...argv: string[]) {
  const { out, io } = capture();
  const refuse = async () => {
    throw new Error('commctl asked a question in a non-interactive test');
  };
  const code = await runCli(argv, {
    env: { XDG_CONFIG_HOME: configHome, HOME: configHome },
    io,
    prompt: { text: refuse, password: refuse, confirm: refuse },
    readStdin: async () => '',
  });
  return { code, ...out };
}

/** The cache entry `sites list` fills for the main manager's first page. */
const listedPageKey = () => cacheKeys.siteList({ page: 1, pageSize: 20, via: `http:${new URL(base).port}` });

/** Keys under this server's prefix in Redis, or null when the cache is in memory. */
async function redisKeys(): Promise<string[] | null> {
  if (server.cache.kind !== 'redis') return null;
  const redis = new Redis(process.env.TEST_REDIS_URL!);
  const keys = await redis.keys(`${server.deps.config.cachePrefix}*`);
  redis.disconnect();
  return keys;
}

beforeAll(async () => {
  server = await startTestServer();
  await server.fixtures.account({ mobile: '13800000000', main: true, userName: '刘建国' });
  const holder = await server.fixtures.account({ mobile: '13800000002', userName: '陈思远' });
  siteId = await server.fixtures.site({ ownerId: holder, slug: 'demo', name: '青禾读书会' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address() as { port: number };
  base = `http://localhost:${address.port}`;
  configHome = await mkdtemp(join(tmpdir(), 'commctl-server-'));
});

afterAll(async () => {
  await server?.close();
  if (configHome) await rm(configHome, { recursive: true, force: true });
});

describe('commctl against the server', () => {
  it('logs in to the SaaS console, lists sites and clears the cache for real', async () => {
    const login = await commctl('login', '--saas', '--account', '13800000000', '--password', 'demo123456', '--server', base);
    expect(login.stderr).not.toContain('错误');
    expect(login.code).toBe(0);
    expect(login.stdout).toContain('刘建国');

    const unreachable = await commctl('whoami', '--server', 'http://127.0.0.1:9');
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain('无法连接服务器');

    const list = await commctl('sites', 'list', '--json');
    expect(list.code).toBe(0);
    const page = JSON.parse(list.stdout);
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ slug: 'demo', name: '青禾读书会', masterName: '陈思远' });

    // The session and the listed page are cached now.
    const before = await redisKeys();
    if (before) expect(before.length).toBeGreaterThan(0);
    else expect(await server.cache.get(listedPageKey())).toBeDefined();

    const clear = await commctl('cache', 'clear', '--yes');
    expect(clear.code).toBe(0);
    expect(clear.stdout).toMatch(/^缓存已清除，共 [1-9]\d* 项\n$/);
    const after = await redisKeys();
    if (after) expect(after).toEqual([]);
    else expect(await server.cache.get(listedPageKey())).toBeUndefined();
  });

  it('clears only its own site from a site console profile', async () => {
    const login = await commctl(
      'login',
      '--site',
      'demo',
      '--account',
      '13800000002',
      '--password',
      'demo123456',
      '--server',
      base,
      '--profile',
      'demo',
    );
    expect(login.stderr).not.toContain('错误');
    expect(login.code).toBe(0);
    await server.cache.set('ref:keep-me', 1, 60);
    await server.cache.set(`site:${siteId}:probe`, 1, 60);
    const clear = await commctl('cache', 'clear', '--yes', '--profile', 'demo');
    expect(clear.code).toBe(0);
    expect(clear.stdout).toMatch(/^本站缓存已清除，共 \d+ 项\n$/);
    expect(await server.cache.get(`site:${siteId}:probe`)).toBeUndefined();
    expect(await server.cache.get('ref:keep-me')).toBe(1);
  });

  it('says not logged in (exit 4) once the token is revoked', async () => {
    expect((await commctl('logout')).code).toBe(0);
    const whoami = await commctl('whoami');
    expect(whoami.code).toBe(4);
    expect(whoami.stderr).toContain('未登录');
  });
});
