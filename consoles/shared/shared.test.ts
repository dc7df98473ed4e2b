import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// consoles/shared/<view>/ holds the domain views both consoles use (work orders, statistics, operation log, reports,
// medals, member picker, consultant) under the feature rules: they import the kit and the SDK only — never an app,
// a feature or one another — so the kit stays infrastructure.

const shared = import.meta.dirname;
const repo = resolve(shared, '..', '..');
const specifier = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** An import a shared view may make: a package, the kit, the SDK, or a file of its own folder. */
function allowed(spec: string): boolean {
  if (spec.startsWith('#kit/') || spec === '#sdk' || spec.startsWith('#sdk/')) return true;
  if (spec.startsWith('#')) return false;
  return !spec.startsWith('.') || (spec.startsWith('./') && !spec.includes('..'));
}

describe('shared domain views', () => {
  it('import only the kit, the SDK and their own folder', () => {
    const files = sourceFiles(shared).filter((file) => !file.endsWith('shared.test.ts'));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(specifier)]
        .map((m) => m[1])
        .filter((spec) => !allowed(spec))
        .map((spec) => ({ file: relative(repo, file), imports: spec })),
    );
    expect(found).toEqual([]);
  });

  it('and the rule catches what it should', () => {
    expect(['#shared/stats/LineChart', '../../site/config', '../medal/MedalBadge', '#kit/format'].map(allowed)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('leave the kit to infrastructure: no kit file imports a shared view', () => {
    const kit = join(shared, '..', 'kit');
    const found = sourceFiles(kit).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(specifier)]
        .map((m) => m[1])
        .filter((spec) => spec.startsWith('#shared/'))
        .map((spec) => ({ file: relative(repo, file), imports: spec })),
    );
    expect(found).toEqual([]);
  });
});
