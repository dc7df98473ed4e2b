// The import graph of the server's modules, read from the source: which module (a folder of server/src/modules) imports
// from which, file by file. The architecture test holds the rules over it; `npx tsx server/test/architecture/module-graph.ts`
// prints the two-way pairs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
export const MODULES_DIR = join(SERVER_SRC, 'modules');

export interface ImportEdge {
  /** The importing file, relative to server/src (forward slashes). */
  from: string;
  /** The imported file, relative to server/src, without its extension. */
  to: string;
  /** Only types: gone at run time. */
  typeOnly: boolean;
  /** The names imported (empty for `import * as` and side-effect imports). */
  names: string[];
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const importPattern = /^(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]/gms;

const posix = (path: string) => path.split(sep).join('/');

/** Every relative import of every non-test file under server/src. */
export function readImports(): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of walk(SERVER_SRC)) {
    if (file.endsWith('.test.ts') && !process.env.WITH_TESTS) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const [, , typeKeyword, clause, specifier] = match;
      if (!specifier.startsWith('.')) continue;
      const target = posix(relative(SERVER_SRC, resolve(dirname(file), specifier))).replace(/\.(ts|js)$/, '');
      const names = [...clause.matchAll(/(?:^|[{,])\s*(type\s+)?([A-Za-z_$][\w$]*)/g)].map((m) => m[2]);
      const everyNameATypeOnly =
        /^\{[^}]*\}$/.test(clause.trim()) && [...clause.matchAll(/[{,]\s*([^,}]+)/g)].every((m) => /^type\s/.test(m[1].trim()));
      edges.push({ from: posix(relative(SERVER_SRC, file)), to: target, typeOnly: Boolean(typeKeyword) || everyNameATypeOnly, names });
    }
  }
  return edges;
}

/** The module a file of server/src belongs to (`modules/<name>/…`), or undefined outside the modules. */
export function moduleOf(path: string): string | undefined {
  const match = /^modules\/([^/]+)\//.exec(path);
  return match?.[1];
}

/** Unordered pairs of modules that import from each other (types included: a two-way type import is a tangle too). */
export function twoWayPairs(edges: ImportEdge[] = readImports()): string[] {
  const uses = new Set<string>();
  for (const edge of edges) {
    const a = moduleOf(edge.from);
    const b = moduleOf(edge.to);
    if (a && b && a !== b) uses.add(`${a}>${b}`);
  }
  const pairs = new Set<string>();
  for (const use of uses) {
    const [a, b] = use.split('>');
    if (uses.has(`${b}>${a}`)) pairs.add([a, b].sort().join('<>'));
  }
  return [...pairs].sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pairs = twoWayPairs();
  console.log(`${pairs.length} two-way pairs`);
  for (const pair of pairs) console.log(`  ${pair}`);
}
