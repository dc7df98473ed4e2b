#!/usr/bin/env node
// `npm test`'s vitest step: the e2e tier in vitest processes of its own and every other tier in another, side by side.
// In one process vitest cannot overlap them: a project limited to one worker (the e2e tier's `fileParallelism: false`)
// is put in a group of its own that starts only after all other projects have finished, and projects sharing a
// `sequence.groupOrder` must share `maxWorkers` (vitest's groupSpecs). The e2e tier's serial files are the longest
// chain, so starting it at once makes the run about as long as the longer of the two, not their sum. Its longest file,
// the axe-core audit of every route (about a third of the tier, and only reads), runs in a third process with a server
// of its own beside the other e2e files; the consoles are built once before either starts.
// With arguments (`npm test -- --project unit`, a file), it is one plain `vitest run` with them.
// Either way tsc type-checks the repository beside the tests, not before them: it keeps one core busy for a minute or
// two, which the tests' start (the consoles' build, the servers' migrations) shares instead of waiting for it. Its
// errors fail the run as they did when it ran first.
import './runtime.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(import.meta.dirname, '..');
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const args = process.argv.slice(2);

/** Runs `vitest run` with `extra`, each output line prefixed by `label` so the two reports stay readable. */
function run(extra, label, env = {}) {
  return runNode([vitest, 'run', ...extra], label, env);
}

/** Runs a Node script (its path, then its arguments) with its output lines prefixed by `label`; resolves to its exit code. */
function runNode(argv, label, env = {}) {
  const child = spawn(process.execPath, argv, {
    cwd: root,
    env: { ...process.env, ...env },
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
const E2E_GROUPS = Number(process.env.E2E_GROUPS ?? 2);

/**
 * The e2e files other than the audit, in `E2E_GROUPS` groups of about equal recorded length (the record
 * scripts/test-sequencer.ts orders the other tiers by), longest first into the shortest group. Each group runs in a
 * process of its own, with a server and a demo database of its own (consoles/e2e/setup.ts), so the groups' files,
 * which mostly wait on Chromium and the server, overlap.
 */
function e2eGroups() {
  let record = {};
  try {
    record = JSON.parse(readFileSync(join(root, 'scripts/test-durations.json'), 'utf8'));
  } catch {
    // no record: sizes below are all equal, and the groups are split by count
  }
  const files = readdirSync(join(root, 'consoles/e2e'))
    .filter((f) => f.endsWith('.e2e.test.ts'))
    .map((f) => `consoles/e2e/${f}`)
    .filter((f) => f !== AUDIT);
  const ms = (f) => record[`e2e ${f}`] ?? 30_000;
  const groups = Array.from({ length: E2E_GROUPS }, () => ({ files: [], ms: 0 }));
  for (const file of files.sort((a, b) => ms(b) - ms(a))) {
    const shortest = groups.reduce((a, b) => (b.ms < a.ms ? b : a));
    shortest.files.push(file);
    shortest.ms += ms(file);
  }
  return groups.filter((g) => g.files.length).map((g) => g.files);
}

async function all() {
  const { buildConsoles, buildServer } = await import('./build.mjs');
  // The server's bundle first (seconds): the tiers' start tests (main.test, admin-cli, the fault tier) run it too.
  await buildServer();
  // Two workers: with three beside the e2e processes (three servers and three browsers) a slower machine's run was
  // CPU-bound past its timeouts (load average 8-14 on two cores: spawned servers took a minute to start, waits for a
  // page ran out), where on a faster one a third worker had filled an idle core. TIER_WORKERS=3 still asks for three.
  const tiers = run(['--project', '!e2e', '--maxWorkers', process.env.TIER_WORKERS ?? '2'], '[tiers]');
  // The e2e processes' global setups would build the consoles into the same folder at once: build first, then
  // each finds the build up to date.
  await buildConsoles();
  // The audit first (the longest), then the groups, each once the one before has its server up: three servers
  // migrating and seeding their demos at once beside the tiers took minutes each.
  const runs = [];
  const lines = [[AUDIT], ...e2eGroups()];
  const started = mkdtempSync(join(tmpdir(), 'commune-e2e-started-'));
  for (const [i, files] of lines.entries()) {
    const flag = join(started, String(i));
    runs.push(run(['--project', 'e2e', ...files], i ? `[e2e${i}]` : '[a11y]', { E2E_STARTED_FILE: flag }));
    if (i < lines.length - 1) await waitForFile(flag, runs[i]);
  }
  const codes = await Promise.all([...runs, tiers]);
  rmSync(started, { recursive: true, force: true });
  return codes;
}

/** Until `file` exists or `process` has ended (a failed setup). */
async function waitForFile(file, child) {
  let ended = false;
  child.then(() => {
    ended = true;
  });
  while (!ended && !existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 500));
}

/**
 * The machine's busy CPU time so far in seconds (Linux /proc/stat: every process, PostgreSQL's and Chromium's too), or
 * undefined elsewhere. The whole run is CPU-bound on a small machine, so this, not the wall time alone, says what a
 * change to the tests saved.
 */
function machineBusySeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return undefined;
  }
}

const startedAt = performance.now();
const busyAtStart = machineBusySeconds();
// tsc's output is prefixed even with arguments: it interleaves with vitest's. TypeScript 7 (native; `typescript` 5 stays
// for openapi-typescript, VERSIONS.md) on one thread: on two busy cores its parallel checkers cost twice the CPU for no
// shorter wall (about 20 CPU-s, against 39 in parallel and 80 for TypeScript 5).
const tsc = join(root, 'node_modules/typescript-7/bin/tsc');
const typecheck = runNode([tsc, '-p', '.', '--noEmit', '--singleThreaded'], '[tsc]').then((code) => {
  console.log(code ? '[tsc] type errors: the run fails' : '[tsc] no type errors');
  return code;
});
const codes = [...(args.length ? [await run(args)] : await all()), await typecheck];
const busy = machineBusySeconds();
if (!args.length && busy !== undefined && busyAtStart !== undefined) {
  const wall = (performance.now() - startedAt) / 1000;
  const cpu = busy - busyAtStart;
  console.log(
    `Machine: ${cpu.toFixed(0)} CPU-s busy over ${wall.toFixed(0)} s wall (${(cpu / wall).toFixed(2)} of ${availableParallelism()} cores)`,
  );
}
process.exit(codes.find((code) => code !== 0) ?? 0);
