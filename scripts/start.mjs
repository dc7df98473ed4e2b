#!/usr/bin/env node
// `npm start` until the reference server lands: regenerate the contract outputs and serve the contract with the Prism mock.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '8080';
const contract = spawn(process.execPath, [join(root, 'scripts/contract.mjs')], { cwd: root, stdio: 'inherit' });
contract.on('exit', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  console.log(
    `commune: serving the contract with the Prism mock on http://127.0.0.1:${port} (no real server yet: answers are the contract's examples)`,
  );
  const prism = spawn(
    process.execPath,
    [
      join(root, 'node_modules/@stoplight/prism-cli/dist/index.js'),
      'mock',
      'openapi/dist/openapi.json',
      '--host',
      '0.0.0.0',
      '--port',
      port,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => prism.kill(signal));
  prism.on('exit', (c) => process.exit(c ?? 0));
});
