import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { can } from '#kit/permission/can';
import { type OperationId, operationIndex } from '#sdk';

// A feature folder (consoles/<app>/features/<tag>/) is named after a contract tag and self-contained: what two features share lives in the kit or
// in the app's shared/ folder, never in one of them. These checks read the import specifiers of every source file.

const consoles = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(consoles, '..');
const apps = ['saas', 'site'] as const;

const specifier = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
  } catch {
    return [];
  }
}

/** Where an import points on disk, or null for a package. */
function target(file: string, spec: string): string | null {
  if (spec.startsWith('.')) return resolve(dirname(file), spec);
  if (spec.startsWith('#kit/')) return join(consoles, 'kit', spec.slice('#kit/'.length));
  if (spec === '#sdk' || spec.startsWith('#sdk/')) return join(repo, 'sdk', spec.slice('#sdk'.length));
  return null;
}

const inside = (path: string, dir: string) => path === dir || path.startsWith(dir + sep);

interface Crossing {
  file: string;
  imports: string;
}

/** Imports from files under `from` that reach into a folder `forbidden(file)` names. */
function crossings(from: string, forbidden: (file: string) => string[]): Crossing[] {
  return sourceFiles(from).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(specifier)]
      .map((m) => ({ spec: m[1], path: target(file, m[1]) }))
      .filter(({ path }) => path !== null && forbidden(file).some((dir) => inside(path as string, dir)))
      .map(({ spec }) => ({ file: relative(repo, file), imports: spec })),
  );
}

describe('feature folders stay apart', () => {
  for (const app of apps) {
    const features = join(consoles, app, 'features');
    const names = subfolders(features);
    const otherApps = apps.filter((a) => a !== app).map((a) => join(consoles, a));

    it(`${app}: no feature imports another feature or the other app`, () => {
      expect(names.length).toBeGreaterThan(0);
      const found = names.flatMap((name) =>
        crossings(join(features, name), () => [...names.filter((n) => n !== name).map((n) => join(features, n)), ...otherApps]),
      );
      expect(found).toEqual([]);
    });
  }

  it('saas: shared pieces import no feature', () => {
    expect(crossings(join(consoles, 'saas', 'shared'), () => [join(consoles, 'saas', 'features')])).toEqual([]);
  });

  it('finds a crossing when there is one', () => {
    // The check itself: the app's list imports every feature's manifest, so it crosses into each of them.
    const all = subfolders(join(consoles, 'saas', 'features')).map((n) => join(consoles, 'saas', 'features', n));
    const table = crossings(join(consoles, 'saas'), () => all).filter((c) => c.file === 'consoles/saas/routes.ts');
    expect(table.map((c) => c.imports)).toEqual(expect.arrayContaining(['./features/site/manifest', './features/order/manifest']));
  });
});

const saasFeatures = join(consoles, 'saas', 'features');
const operationIds = new Set<string>(Object.keys(operationIndex));

/** The operations a source file names: api hooks, endpoints, and operation ids in quotes (`operation: '…'`). */
function operationsIn(text: string): OperationId[] {
  const names = new Set<string>();
  for (const [, name] of text.matchAll(/\buse(?:Lazy)?([A-Z]\w+?)(?:Query|Mutation)\b/g)) names.add(name[0].toLowerCase() + name.slice(1));
  for (const [, name] of text.matchAll(/endpoints\.(\w+)/g)) names.add(name);
  for (const [, name] of text.matchAll(/'(\w+)'/g)) names.add(name);
  return [...names].filter((name): name is OperationId => operationIds.has(name));
}

describe('SaaS features and the contract', () => {
  it('are named after contract tags', () => {
    const tags = new Set<string>(Object.values(operationIndex).map((op) => op.tag));
    for (const name of subfolders(saasFeatures)) expect({ name, tag: tags.has(name) }).toEqual({ name, tag: true });
  });

  it('call only operations a SaaS token opens, or public ones', () => {
    const named = sourceFiles(join(consoles, 'saas')).flatMap((file) =>
      operationsIn(readFileSync(file, 'utf8')).map((id) => ({ file: relative(repo, file), id })),
    );
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter(({ id }) => !can(['admin'], id, 'saas'))).toEqual([]);
  });
});
