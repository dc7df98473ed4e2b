import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script without type declarations
import { checkMemberBudget, firstLoadSize, MEMBER_FIRST_LOAD_BUDGET_BYTES } from './first-load.mjs';

const dist = mkdtempSync(join(tmpdir(), 'commune-first-load-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function page(scripts: Record<string, Buffer>) {
  mkdirSync(join(dist, 'member'), { recursive: true });
  mkdirSync(join(dist, 'static/js/async'), { recursive: true });
  for (const [name, content] of Object.entries(scripts)) writeFileSync(join(dist, 'static/js', name), content);
  // A lazy chunk is on disk but not in the page: it is not part of the first load.
  writeFileSync(join(dist, 'static/js/async/lazy.js'), Buffer.alloc(10_000_000, 1));
  const tags = Object.keys(scripts).map((name) => `<script defer src="/static/js/${name}"></script>`);
  writeFileSync(join(dist, 'member/index.html'), `<html><head>${tags.join('')}</head><body><div id="root"></div></body></html>`);
}

describe('member first-load budget', () => {
  it('counts only the scripts the page names, gzipped', () => {
    page({ 'a.js': Buffer.from('x'.repeat(50_000)), 'b.js': Buffer.from('y'.repeat(10)) });
    const size = firstLoadSize(dist, 'member/index.html');
    expect(size.scripts).toEqual(['/static/js/a.js', '/static/js/b.js']);
    expect(size.raw).toBe(50_010);
    expect(size.gzip).toBeLessThan(1000);
    expect(checkMemberBudget(dist).gzip).toBe(size.gzip);
  });

  it('fails a build over 150 KB gzip', () => {
    // Random bytes do not compress: their gzip is about their size.
    const noise = Buffer.from(Array.from({ length: MEMBER_FIRST_LOAD_BUDGET_BYTES + 1024 }, () => Math.floor(Math.random() * 256)));
    page({ 'big.js': noise });
    expect(() => checkMemberBudget(dist)).toThrow(/over the 150 KB budget/);
  });
});
