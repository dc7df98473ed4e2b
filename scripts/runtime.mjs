// Commune runs on the Node that package.json pins as the `node` dependency (Node 24 LTS), which npm installs from the
// registry into node_modules/.bin/node: the machine's own Node may be older (Node 20 reached its end of life in April 2026).
// npm puts node_modules/.bin first on PATH, but a script can still start on another Node (a shell that had already
// hashed /usr/bin/node, or `node scripts/…` typed by hand). Every script that runs after the install imports this
// module first: on any other Node it runs the same command again on the project's Node, passes signals on, and exits
// as that run exits. scripts/ensure-install.mjs must not import it: it runs on the machine's Node, before the install.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The pinned runtime, e.g. `24.21.0`. */
export const RUNTIME_VERSION = pkg.dependencies.node;
export const projectNode = join(root, 'node_modules', '.bin', 'node');
const AGAIN = 'COMMUNE_RUNTIME_RERUN';

if (process.versions.node === RUNTIME_VERSION) {
  delete process.env[AGAIN];
} else if (existsSync(projectNode) && !process.env[AGAIN]) {
  const child = spawn(projectNode, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, [AGAIN]: process.version },
  });
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
  const [code, signal] = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (...result) => resolve(result));
  });
  if (signal) {
    for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(name, forward);
    process.kill(process.pid, signal);
  }
  process.exit(code ?? 1);
} else if (process.versions.node.split('.')[0] !== RUNTIME_VERSION.split('.')[0]) {
  // No project Node (not installed yet), or it is not the pinned one either (a stale install).
  console.error(
    `Commune 需要 Node ${RUNTIME_VERSION}（当前 ${process.version}）：请先在仓库根目录运行 npm ci，它会把 Node ${RUNTIME_VERSION} 装进 node_modules`,
  );
  process.exit(1);
}
