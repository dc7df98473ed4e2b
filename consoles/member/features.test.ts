import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// A member-site feature folder (member/features/<tag>/) is self-contained, as the consoles' are: it imports the kit,
// the SDK, the shell and the app's store and test helpers — never another feature (what two features share lives in
// the shell or the kit; what one puts on another's page goes through its manifest, as 我的's entries do).

const member = import.meta.dirname;
const consoles = resolve(member, '..');
const repo = resolve(consoles, '..');
const features = join(member, 'features');
const specifier = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const names = readdirSync(features).filter((name) => statSync(join(features, name)).isDirectory());
const inside = (path: string, dir: string) => path === dir || path.startsWith(dir + sep);

/** Imports of files under `from` (relative ones, resolved on disk) that land in one of `forbidden`. */
function crossings(from: string, forbidden: (file: string) => string[]) {
  return sourceFiles(from).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(specifier)]
      .map((m) => m[1])
      .filter((spec) => spec.startsWith('.') && forbidden(file).some((dir) => inside(resolve(dirname(file), spec), dir)))
      .map((spec) => ({ file: relative(repo, file), imports: spec })),
  );
}

const otherApps = ['saas', 'site'].map((app) => join(consoles, app));

describe('member-site feature folders stay apart', () => {
  it('no feature imports another feature or a console', () => {
    expect(names.length).toBeGreaterThan(5);
    const found = names.flatMap((name) =>
      crossings(join(features, name), () => [...names.filter((n) => n !== name).map((n) => join(features, n)), ...otherApps]),
    );
    expect(found).toEqual([]);
  });

  it('the shell imports no feature', () => {
    expect(crossings(join(member, 'shell'), () => [features])).toEqual([]);
  });

  it('finds a crossing when there is one', () => {
    // The check itself: the app's list imports every feature's manifest, so it crosses into each of them.
    const table = crossings(member, () => [features]).filter((c) => c.file === 'consoles/member/routes.ts');
    expect(table.map((c) => c.imports)).toEqual(expect.arrayContaining(names.map((name) => `./features/${name}/manifest`)));
  });
});
