// Vitest global setup for the contract tier: a Prism mock made from the bundled contract, on a free port.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
  }
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited (${child.exitCode}):\n${output()}`);
    try {
      await fetch(`${url}/api/saas/site-category`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`Prism did not start within 60 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const bundle = fileURLToPath(new URL('../dist/openapi.json', import.meta.url));
  const bin = fileURLToPath(new URL('../../node_modules/@stoplight/prism-cli/dist/index.js', import.meta.url));
  let log = '';
  const child = spawn(process.execPath, [bin, 'mock', bundle, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, () => log);
  project.provide('prismUrl', url);
  return async () => {
    child.kill('SIGTERM');
  };
}
