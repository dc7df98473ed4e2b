#!/usr/bin/env node
// `npm start`: build what is stale, then run the reference server (migrations and, on an empty embedded database, demo data at start).
// Extra arguments go to the server: `npm start -- --demo` seeds demo data into an empty DATABASE_URL database too (never with
// NODE_ENV=production). The server listens on 127.0.0.1 unless HOST says otherwise, and will not serve the demo's published
// logins to the network (see README, ALLOW_DEMO_ON_NETWORK).
import './runtime.mjs';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsoles, buildServer, SERVER_ENV, SERVER_NODE_FLAGS } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await buildConsoles();
await buildServer();
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'server/dist/main.js'), ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, ...SERVER_ENV },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
