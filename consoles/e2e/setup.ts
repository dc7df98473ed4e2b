// Vitest global setup for the end-to-end tier: the built consoles served by the real server, on a fresh embedded
// database seeded with the demo, on a free port. Tests reach it as `http://localhost:<port>` (SaaS console) and
// `http://<slug>.localhost:<port>/console/` (site consoles); Chromium resolves *.localhost to this machine.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM build script without type declarations
import { buildConsoles, buildServer, SERVER_NODE_FLAGS } from '../../scripts/build.mjs';
import { freePort } from '../../scripts/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
    /** The server's log: the development SMS provider prints every code there. */
    e2eLogFile: string;
  }
}

const root = join(import.meta.dirname, '..', '..');

// Seeding the demo takes under a minute on a quiet machine; a busy one (other tiers, other work) can take several.
const START_LIMIT_MS = 300_000;

async function waitUntilUp(port: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/saas/site-category`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start within ${START_LIMIT_MS / 1000} s:\n${log()}`);
}

export default async function setup(project: TestProject) {
  buildConsoles();
  await buildServer();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'commune-e2e-'));
  const logFile = join(dataDir, 'server.log');
  let log = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'db'),
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
      // Chromium drives every console from one address far faster than a person: the per-IP limits have their own tests.
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const record = (chunk: Buffer) => {
    log += chunk;
    appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  await waitUntilUp(port, child, () => log);
  project.provide('e2ePort', port);
  project.provide('e2eLogFile', logFile);
  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
