#!/usr/bin/env node
// `npm test`'s vitest step: the e2e tier in one vitest process and every other tier in a second, side by side.
// In one process vitest cannot overlap them: a project limited to one worker (the e2e tier's `fileParallelism: false`)
// is put in a group of its own that starts only after all other projects have finished, and projects sharing a
// `sequence.groupOrder` must share `maxWorkers` (vitest's groupSpecs). The e2e tier's serial files are the longest
// chain, so starting it at once makes the run about as long as the longer of the two, not their sum. Its longest file,
// the axe-core audit of every route (about a third of the tier, and only reads), runs in a third process with a server
// of its own beside the other e2e files; the consoles are built once before either starts.
// With arguments (`npm test -- --project unit`, a file), it is one plain `vitest run` with them.
import './runtime.mjs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(import.meta.dirname, '..');
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const args = process.argv.slice(2);

/** Runs `vitest run` with `extra`, each output line prefixed by `label` so the two reports stay readable. */
function run(extra, label) {
  const child = spawn(process.execPath, [vitest, 'run', ...extra], {
    cwd: root,
    stdio: ['ignore', label ? 'pipe' : 'inherit', label ? 'pipe' : 'inherit'],
  });
  if (label) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      createInterface({ input: stream }).on('line', (line) => out.write(`${label} ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const AUDIT = 'consoles/e2e/accessibility.e2e.test.ts';

async function all() {
  const tiers = run(['--project', '!e2e'], '[tiers]');
  // Both e2e processes' global setups would build the consoles into the same folder at once: build first, then
  // each finds the build up to date.
  const { buildConsoles, buildServer } = await import('./build.mjs');
  await buildConsoles();
  await buildServer();
  return Promise.all([run(['--project', 'e2e', '--exclude', AUDIT], '[e2e]'), run(['--project', 'e2e', AUDIT], '[a11y]'), tiers]);
}

const codes = args.length ? [await run(args)] : await all();
process.exit(codes.find((code) => code !== 0) ?? 0);
