// What the benchmarks share (npm run bench, npm run soak): building the server, starting and stopping it, waiting for
// it, and calling it.
import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { build } from 'esbuild';
// @ts-expect-error plain ESM build script without type declarations
import { buildServer as buildApp, SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/build.mjs';

export const root = join(import.meta.dirname, '..', '..');

export function call(port: number, path: string, options: { method?: string; host?: string; token?: string; body?: unknown } = {}) {
  return new Promise<{ status: number; body: { data: { token: string } } }>((resolve, reject) => {
    const payload = options.body ? JSON.stringify(options.body) : undefined;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: {
          host: options.host ?? 'localhost',
          ...(options.token ? { authorization: options.token } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function waitFor(port: number, path: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      await call(port, path);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('server did not start');
}

/** Starts `script` (the bundle, or with `nodeArgs` `['--import', 'tsx']` a source file) with the limits off. */
export function start(script: string, env: Record<string, string>, nodeArgs: string[] = SERVER_NODE_FLAGS): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    // One client address makes every request: the per-IP limits would measure themselves, not the server.
    env: {
      ...process.env,
      ...SERVER_ENV,
      ...env,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
      RATE_LIMIT_OPERATION_PERCENT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Bundles the server as `npm start` runs it (scripts/build.mjs: with the operator command and the WeChat sandbox it
 * starts beside itself) and the reference servers into server/dist, as the benchmarks run them.
 */
export async function buildServer(entries = ['reference-server', 'content-reference', 'engagement-reference']) {
  await buildApp();
  const common = {
    bundle: true,
    platform: 'node' as const,
    format: 'esm' as const,
    target: 'node24',
    packages: 'external' as const,
    logLevel: 'warning' as const,
  };
  const sources: Record<string, string> = {
    'reference-server': 'server/bench/reference-server.ts',
    'content-reference': 'server/bench/content-reference.ts',
    'engagement-reference': 'server/bench/engagement-reference.ts',
  };
  for (const name of entries.filter((e) => e !== 'main'))
    await build({ ...common, entryPoints: [join(root, sources[name])], outfile: join(root, `server/dist/${name}.js`) });
}
