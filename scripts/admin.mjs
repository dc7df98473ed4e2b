#!/usr/bin/env node
// `npm run admin -- create --mobile <手机号>`: the operator command (server/src/admin-cli.ts), built as `npm start` builds
// the server and run with the same settings, so it works on the database the server uses.
import './runtime.mjs';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await buildServer();
const command = spawn(process.execPath, ['--enable-source-maps', join(root, 'server/dist/admin-cli.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => command.kill(signal));
command.on('exit', (code) => process.exit(code ?? 1));
