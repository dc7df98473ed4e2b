import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The dom tier shares one module graph per worker (vitest.config.ts): a test file's own `vi.mock` replaces a module
// only if no earlier file in that worker has loaded it, so it would pass or fail by file order. Stand-ins for what
// jsdom cannot run are set for the whole tier in a setup file (consoles/shared/stats/jsdom-setup.ts).

const consoles = resolve(import.meta.dirname, '..', '..');
const mocksAModule = /\bvi\.(?:mock|doMock)\(/;

function domTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : domTestFiles(path);
    return entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('the dom tier', () => {
  it('has no test file that mocks a module of its own', () => {
    const files = domTestFiles(consoles);
    expect(files.length).toBeGreaterThan(50);
    const found = files.filter((file) => mocksAModule.test(readFileSync(file, 'utf8'))).map((file) => relative(consoles, file));
    expect(found).toEqual([]);
  });

  it('and the rule catches what it should', () => {
    expect(
      ["vi.mock('./LineChart', () => ({}))", 'vi.doMock("./x")', 'vi.mocked(exportXlsx)', 'vi.fn()'].map((s) => mocksAModule.test(s)),
    ).toEqual([true, true, false, false]);
  });
});
