#!/usr/bin/env node
// Installs dependencies when they are missing or older than package-lock.json, so `npm start` and `npm test` work on a fresh clone.
// Uses only Node's standard library: it runs before anything is installed.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = join(root, 'package-lock.json');
const stamp = join(root, 'node_modules', '.commune-installed');
const want = createHash('sha256').update(readFileSync(lock)).digest('hex');
const have = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';

if (want !== have) {
  console.log('commune: installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, `${want}\n`);
}
