#!/usr/bin/env node
// Installs dependencies when they are missing or older than package-lock.json, so `npm start` and `npm test` work on a fresh clone.
// Uses only Node's standard library and stays runnable on the machine's own Node (20 or newer): it runs before anything
// is installed, and the install is what brings Commune's runtime, the `node` package (Node 24), into node_modules/.bin.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = join(root, 'package-lock.json');
const stamp = join(root, 'node_modules', '.commune-installed');
const runtime = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies.node;
const projectNode = join(root, 'node_modules', '.bin', 'node');
const want = createHash('sha256').update(readFileSync(lock)).digest('hex');
const have = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';

function installedRuntime() {
  try {
    return execFileSync(projectNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/**
 * `npm ci`, its output passed through but for the EBADENGINE warnings: npm runs on the machine's Node 20 and warns
 * in six lines for every package that wants Node 22 or 24 (a wall of about fifty), though the code runs on the Node 24 this
 * install brings. They are counted in one line instead.
 */
function npmCi() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: ['ignore', 'inherit', 'pipe'] });
    const engines = new Set();
    createInterface({ input: child.stderr }).on('line', (line) => {
      if (line.startsWith('npm warn EBADENGINE')) {
        const name = /package: '([^']+)'/.exec(line);
        if (name) engines.add(name[1]);
        return;
      }
      process.stderr.write(`${line}\n`);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (engines.size)
        console.log(
          `commune: ${engines.size} packages asked npm for a newer Node than ${process.version} (EBADENGINE, not shown); they run on Node ${runtime}.`,
        );
      if (code === 0) resolve();
      else reject(new Error(`npm ci exited with ${code}`));
    });
  });
}

if (want !== have) {
  console.log('commune: installing dependencies (npm ci)…');
  if (process.versions.node.split('.')[0] !== runtime.split('.')[0]) {
    console.log(
      `commune: npm runs on this machine's Node ${process.version}; the install brings Node ${runtime}, on which every script, test and server runs.`,
    );
  }
  await npmCi();
  const got = installedRuntime();
  if (got !== runtime) {
    console.error(
      `commune: npm ci did not install Node ${runtime} into node_modules/.bin/node (found ${got ?? 'nothing'}). The \`node\` package's preinstall script must run: check that npm allows install scripts (npm install-scripts ls).`,
    );
    process.exit(1);
  }
  writeFileSync(stamp, `${want}\n`);
}
