#!/usr/bin/env node
// Builds what `npm start` serves: the server bundle, and the consoles when their sources changed since the last build.
//   node scripts/build.mjs [server] [consoles]   (both when none is named)
import './runtime.mjs';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { checkMemberBudget, describeFirstLoad } from './first-load.mjs';
import { precompress } from './precompress.mjs';
import { writeRouteManifest } from './route-manifest.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wanted = process.argv.slice(2);
const want = (part) => wanted.length === 0 || wanted.includes(part);

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * How the server's Node runs. A 16 MB young generation: at 4 MB the scavenger ran so often under load that the member
 * site's lists and comments answered 20 % fewer requests with a p99 a third higher (npm run bench, 50 connections), and
 * at 8 MB more objects were promoted: the member reads' peak memory rose from 194 to 293 MB. An old generation that
 * starts at 32 MB and grows by a quarter of what survives each full collection: V8's defaults for a 24 GB machine let
 * about 160 MB of the start's garbage pile up before the first full collection (resident memory peaked at 285 MB for
 * an idle server that settles at 175) and let the heap double under load; with these the start peaks at about 190 MB
 * and the bench's routes stay under issue 29's 200 MB at the same throughput. No `--enable-source-maps`: Node keeps
 * the parsed map of the bundle, and the server's resident memory under the bench's site list went from about 250 MB to
 * 450–630 MB with it. Stack traces name the bundle's functions and a column; `NODE_OPTIONS=--enable-source-maps`
 * (README) maps them to server/src when a trace needs reading.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--initial-old-space-size=32', '--heap-growing-percent=25'];

/**
 * The server's environment beside the caller's. glibc gives each thread that allocates its own malloc arena, and the
 * threads of libuv's pool (brotli and gzip of answers, password hashes, sharp) kept growing theirs: under `npm run
 * soak` the resident memory rose 14–17 % in ten minutes while the JavaScript heap did not. Two arenas keep it flat
 * (0 % over five minutes, throughput unchanged), as sharp's and Node's deployment notes advise. A value already set
 * wins.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2' };

/** The server's bundles, built from server/src with what it imports from the contract and the SDK. */
const SERVER_BUNDLES = ['main.js', 'admin-cli.js', 'sandbox/wechat/wechat-sandbox-main.js'].map((f) => join(root, 'server/dist', f));

function serverUpToDate() {
  if (!SERVER_BUNDLES.every((f) => existsSync(f))) return false;
  const built = Math.min(...SERVER_BUNDLES.map((f) => statSync(f).mtimeMs));
  const sources = Math.max(
    newest(join(root, 'server/src')),
    newest(join(root, 'sdk')),
    newest(join(root, 'openapi')),
    statSync(fileURLToPath(import.meta.url)).mtimeMs,
    statSync(join(root, 'package-lock.json')).mtimeMs,
  );
  return built >= sources;
}

/**
 * Builds the server's bundles unless they are newer than every source (`force` builds anyway); answers whether it
 * built. Each file is written aside and renamed into place: the tests start servers from the bundle (the e2e setups,
 * main.test, the fault tier) while another process may be building it, and a reader never sees half a file.
 */
export async function buildServer({ force = false } = {}) {
  if (!force && serverUpToDate()) return false;
  const { outputFiles } = await build({
    // The server, the operator command (npm run admin) and the WeChat sandbox's process (server/dist/sandbox/wechat/,
    // which the server starts beside itself), each a bundle of its own.
    entryPoints: [
      join(root, 'server/src/main.ts'),
      join(root, 'server/src/admin-cli.ts'),
      join(root, 'server/src/sandbox/wechat/wechat-sandbox-main.ts'),
    ],
    outdir: join(root, 'server/dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    // No comments in the bundles (the map still leads to them) and the packages' licence comments beside them in
    // `*.LEGAL.txt`: with a few Chinese comments kept, V8 held the 3.9 MB server bundle as a two-byte string (7.5 MB of
    // heap); without them it is 2.6 MB held one byte a character (issue 29's memory aim). esbuild escapes the Chinese
    // of strings and templates; that of a regular expression or a tagged template (sql`…`) it must keep as written, so
    // the server's take Chinese as a string or a parameter, and a server bundle with a character beyond Latin-1 (what
    // V8 keeps in one byte) fails here.
    minifyWhitespace: true,
    legalComments: 'external',
    logLevel: 'warning',
    write: false,
  });
  const server = outputFiles.find((f) => f.path === SERVER_BUNDLES[0])?.text ?? '';
  const at = server.search(/[\u0100-\uffff]/);
  if (at >= 0)
    throw new Error(`server/dist/main.js holds a character beyond Latin-1 at ${at}: …${server.slice(Math.max(0, at - 80), at + 20)}…`);
  for (const file of outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const aside = `${file.path}.${process.pid}`;
    writeFileSync(aside, file.contents);
    renameSync(aside, file.path);
  }
  return true;
}

export async function buildConsoles({ force = false } = {}) {
  if (!existsSync(join(root, 'rsbuild.config.ts'))) return false;
  const marker = join(root, 'consoles/dist/index.html');
  const sources = Math.max(newest(join(root, 'consoles')), newest(join(root, 'sdk')), statSync(join(root, 'rsbuild.config.ts')).mtimeMs);
  if (!force && existsSync(marker) && statSync(marker).mtimeMs >= sources) return false;
  // A production build whatever the caller runs under (vitest sets NODE_ENV=test, which would make a development bundle).
  execFileSync(process.execPath, [join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const dist = join(root, 'consoles/dist');
  const copies = precompress(dist);
  console.log(`precompressed: ${copies} brotli and gzip copies`);
  // The pages each app has: the server answers 404 for any other path (server/src/http/app-routes.ts).
  await writeRouteManifest(root, dist);
  // A build whose member site loads more than its budget at once fails here, not on a reader's phone.
  console.log(`member site first load: ${describeFirstLoad(checkMemberBudget(dist))}`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (want('server')) await buildServer({ force: wanted.includes('server') });
  if (want('consoles')) await buildConsoles({ force: wanted.includes('consoles') });
}
