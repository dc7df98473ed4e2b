// Keeps cli/dist/commctl.js (git-ignored) in step with its sources, so a fresh clone runs after `npm ci` with no build step.
import { readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const bundlePath = join(root, 'cli/dist/commctl.js');
const entry = join(root, 'cli/src/main.ts');
// Everything the bundle is made of: the CLI, the SDK it calls, the bundled contract (generated commands, `api`, `--json`
// fields) and package.json (its version and dependencies).
const sourceRoots = [join(root, 'cli/src'), join(root, 'sdk'), join(root, 'openapi/dist/openapi.json'), join(root, 'package.json')];

function newestSource(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestSource(join(path, name)));
  }
  return newest;
}

function bundleTime() {
  try {
    return statSync(bundlePath).mtimeMs;
  } catch {
    return -1;
  }
}

export function isStale() {
  const built = bundleTime();
  return built < 0 || sourceRoots.some((path) => newestSource(path) > built);
}

// Examples are for Prism and the docs; commctl reads the contract's parameters and schemas only.
const UNUSED_KEYS = new Set(['examples', 'example']);
const prune = (value) =>
  Array.isArray(value)
    ? value.map(prune)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).flatMap(([key, v]) => (UNUSED_KEYS.has(key) ? [] : [[key, prune(v)]])))
      : value;

/** The bundled contract goes in without its examples, as a JSON.parse of one string: V8 reads that faster than an object literal. */
const contractPlugin = {
  name: 'commctl-contract',
  setup(build) {
    build.onLoad({ filter: /[\\/]openapi[\\/]dist[\\/]openapi\.json$/ }, ({ path }) => {
      const text = JSON.stringify(prune(JSON.parse(readFileSync(path, 'utf8'))));
      return { contents: `export default JSON.parse(${JSON.stringify(text)});`, loader: 'js' };
    });
  },
};

export async function build() {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error('无法构建 commctl：找不到 esbuild，请先在仓库根目录运行 npm ci');
  }
  // Written aside and renamed, so two first runs at once never load a half-written bundle.
  const temp = `${bundlePath}.${process.pid}.tmp`;
  try {
    await esbuild.build({
      entryPoints: [entry],
      outfile: temp,
      bundle: true,
      // Packages stay in node_modules: a fully bundled ESM CLI breaks on commander's CommonJS.
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      plugins: [contractPlugin],
    });
    renameSync(temp, bundlePath);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

export async function ensureBuilt() {
  if (isStale()) await build();
  return bundlePath;
}
