// The server's module rules, read from the source (architecture/module-graph.ts) and the manifests (modules/index.ts).
// The layering rule (server/README.md): a module's services run SQL themselves, on the module's own tables, in their
// own transactions; they may read another module's tables in a join for one screen, and never write them — another
// module's data changes through that module's exported functions or its manifest's hooks. Handlers call services only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverModules } from '../src/modules/index';
import { type ImportEdge, MODULES_DIR, moduleOf, readImports, SERVER_SRC, twoWayPairs } from './architecture/module-graph';

/**
 * Pairs of modules that still import from each other, to shrink (never to grow): issue 23 found 22 (14 between module
 * folders by this count); the manifests' hooks removed the rest. Remove a pair here when it is gone.
 */
const TWO_WAY_ALLOWED = [
  // impeach imposes member sanctions; the member record reads the reports against a member.
  'impeach<>member',
  // Orders apply licences; licences are sold through orders.
  'license<>order',
  // Licences belong to sites; a site's access reads its licence's state.
  'license<>site',
  // The member list joins balances; points belong to site users.
  'point<>site',
  // Reputation decides the rank; ranks are recounted from balances.
  'point<>user-rank',
  // Ranks are held by site users; the member list joins ranks, a site's transfer settles the new owner's rank.
  'site<>user-rank',
];

const edges = readImports();
const source = (file: string) => readFileSync(join(SERVER_SRC, file), 'utf8');
/** Helpers for tests that sit next to the code (`*-kit.ts`) write fixtures wherever a test needs them. */
const isTestKit = (file: string) => /-kit\.ts$/.test(file);

describe('server modules', () => {
  it('no two modules import from each other beyond the shrinking allow-list', () => {
    const pairs = twoWayPairs(edges);
    expect(
      pairs.filter((pair) => !TWO_WAY_ALLOWED.includes(pair)),
      'new two-way module pairs',
    ).toEqual([]);
    expect(
      TWO_WAY_ALLOWED.filter((pair) => !pairs.includes(pair)),
      'gone: remove from TWO_WAY_ALLOWED',
    ).toEqual([]);
  });

  it('every module folder has its manifest in the list, named for the folder, with its tables', async () => {
    const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(serverModules.map((module) => module.name).sort()).toEqual(folders);
    for (const module of serverModules) {
      const tablesFile = join(MODULES_DIR, module.name, `${module.name}.tables.ts`);
      const has = readdirSync(join(MODULES_DIR, module.name)).includes(`${module.name}.tables.ts`);
      const declared = Object.keys(module.tables ?? {}).sort();
      expect(declared, `${module.name}/manifest.ts: tables`).toEqual(has ? Object.keys(await import(tablesFile)).sort() : []);
    }
  });

  it('a module defines tables only in its own <folder>.tables.ts', () => {
    for (const module of serverModules) {
      const others = readdirSync(join(MODULES_DIR, module.name)).filter(
        (name) => name.endsWith('.tables.ts') && name !== `${module.name}.tables.ts`,
      );
      expect(others, module.name).toEqual([]);
    }
  });

  it('no module writes another module’s tables', () => {
    const breaches: string[] = [];
    const imported = new Map<string, ImportEdge[]>();
    for (const edge of edges) {
      const from = moduleOf(edge.from);
      const to = moduleOf(edge.to);
      if (!from || !to || from === to || !edge.to.endsWith('.tables') || isTestKit(edge.from)) continue;
      imported.set(edge.from, [...(imported.get(edge.from) ?? []), edge]);
    }
    for (const [file, fileEdges] of imported) {
      const text = source(file);
      for (const name of fileEdges.flatMap((edge) => edge.names)) {
        const write = new RegExp(`\\.(insert|update|delete)\\(\\s*${name}\\b|(update|delete\\s+from|insert\\s+into)\\s+\\$\\{${name}\\}`);
        if (write.test(text)) breaches.push(`${file} writes ${name}`);
      }
    }
    expect(breaches).toEqual([]);
  });

  it('handlers call services: no SQL, no tables', () => {
    const breaches = [...new Set(edges.map((edge) => edge.from))]
      .filter((file) => moduleOf(file) && file.endsWith('-handlers.ts'))
      .filter((file) => /from 'drizzle-orm/.test(source(file)) || edges.some((e) => e.from === file && e.to.endsWith('.tables')));
    expect(breaches).toEqual([]);
  });

  it('modules read the list of modules from their dependencies, never by importing it (no start-up cycles)', () => {
    const breaches = edges.filter((edge) => moduleOf(edge.from) && !edge.typeOnly && edge.to === 'modules/index');
    expect(breaches.map((edge) => edge.from)).toEqual([]);
  });

  it('the SMS ledger and provider call up into no module (modules listen through their manifests)', () => {
    const breaches = edges.filter((edge) => edge.from.startsWith('sms/') && !edge.typeOnly && edge.to.startsWith('modules/'));
    expect(breaches.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual([]);
  });
});
