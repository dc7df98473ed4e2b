import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Commune runs on Node 24 LTS brought from the npm registry (the `node` package), whatever Node the machine has.
const root = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pinned: string = pkg.dependencies.node;

/** The first `node` on PATH that is not the project's own, with its version: what a shell or a user may start scripts with. */
function otherNode(): { path: string; version: string } | null {
  const nodeModules = join(root, 'node_modules');
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir || resolve(dir).startsWith(nodeModules)) continue;
    const path = join(dir, 'node');
    try {
      accessSync(path, constants.X_OK);
    } catch {
      continue;
    }
    const version = execFileSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
    return version === pinned ? null : { path, version };
  }
  return null;
}

describe('runtime', () => {
  it('pins Node 24 LTS as the `node` package and asks for it in engines', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    const [, major, minor, patch] = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(pkg.engines.node) ?? [];
    expect(Number(major)).toBe(24);
    const [pMajor, pMinor, pPatch] = pinned.split('.').map(Number);
    expect(pMajor * 1e6 + pMinor * 1e3 + pPatch).toBeGreaterThanOrEqual(Number(major) * 1e6 + Number(minor) * 1e3 + Number(patch));
  });

  it('runs the tests on the pinned Node, and so every child started with process.execPath (Prism, servers, commctl)', () => {
    expect(process.version).toBe(`v${pinned}`);
    expect(execFileSync(process.execPath, ['-p', 'process.version'], { encoding: 'utf8' }).trim()).toBe(`v${pinned}`);
  });

  const other = otherNode();
  it.runIf(other)(`a script started on the machine's Node (${other?.version}) runs again on the pinned one`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'commune-runtime-'));
    try {
      const probe = join(dir, 'probe.mjs');
      const helper = pathToFileURL(join(root, 'scripts/runtime.mjs')).href;
      writeFileSync(probe, `import '${helper}';\nconsole.log(process.version, process.argv.slice(2).join(' '));\nprocess.exit(3);\n`);
      const run = spawnSync(other!.path, [probe, 'a', 'b'], { encoding: 'utf8' });
      expect(run.stdout.trim()).toBe(`v${pinned} a b`);
      expect(run.status).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
