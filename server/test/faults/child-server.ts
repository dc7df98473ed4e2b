// Commune as its own process, exactly as `npm start` runs it (main.ts), for kills, restarts and several at once.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
// @ts-expect-error plain ESM build script without type declarations
import { buildServer, SERVER_NODE_FLAGS } from '../../../scripts/build.mjs';
import { freePort } from '../../../scripts/free-port';
import { send } from './http-client';

const root = join(import.meta.dirname, '..', '..', '..');

export interface ChildServer {
  port: number;
  process: ChildProcess;
  /** Everything it printed, for failure messages. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): void;
}

export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  // The bundle `npm start` runs, built first unless up to date.
  await buildServer();
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const server: ChildServer = {
    port,
    process: child,
    output: () => output,
    exited,
    kill: (signal) => child.kill(signal),
  };
  // Any answer will do: it listens (a page path, so that no limit counts it). Starting on a busy machine takes seconds.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not listen within 60 s:\n${output}`);
    }
    const answered = await send(port, '/').then(
      () => true,
      () => false,
    );
    if (answered) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return server;
}

/** Stops a server that may still be running, and waits for it. */
export async function stopChildServer(server: ChildServer | undefined) {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.kill('SIGKILL');
  await server.exited;
}
