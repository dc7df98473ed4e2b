import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script without type declarations
import { checkMemberBudget, firstLoadSize, MEMBER_FIRST_LOAD_BUDGET_BYTES } from './first-load.mjs';

const dist = mkdtempSync(join(tmpdir(), 'commune-first-load-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function page(scripts: Record<string, Buffer>, css = '') {
  rmSync(join(dist, 'static'), { recursive: true, force: true });
  mkdirSync(join(dist, 'member'), { recursive: true });
  mkdirSync(join(dist, 'static/js/async'), { recursive: true });
  mkdirSync(join(dist, 'static/css'), { recursive: true });
  for (const [name, content] of Object.entries(scripts)) writeFileSync(join(dist, 'static/js', name), content);
  // A lazy chunk is on disk but not in the page: it is not part of the first load.
  writeFileSync(join(dist, 'static/js/async/lazy.js'), Buffer.alloc(10_000_000, 1));
  const tags = Object.keys(scripts).map((name) => `<script defer src="/static/js/${name}"></script>`);
  if (css) {
    writeFileSync(join(dist, 'static/css/site.css'), css);
    tags.push('<link href="/static/css/site.css" rel="stylesheet">');
  }
  writeFileSync(join(dist, 'member/index.html'), `<html><head>${tags.join('')}</head><body><div id="root"></div></body></html>`);
}

describe('member first-load budget', () => {
  it('counts the scripts and stylesheets the page names, as brotli goes over the wire', () => {
    page({ 'a.js': Buffer.from('x'.repeat(50_000)), 'b.js': Buffer.from('y'.repeat(10)) }, 'body { color: red }\n'.repeat(100));
    const size = firstLoadSize(dist, 'member/index.html');
    expect(size.files).toEqual(['/static/js/a.js', '/static/js/b.js', '/static/css/site.css']);
    expect(size.raw).toBe(50_010 + 2000);
    expect(size.brotli).toBeLessThan(size.gzip);
    expect(size.gzip).toBeLessThan(1000);
    expect(checkMemberBudget(dist).brotli).toBe(size.brotli);
  });

  it('counts the build’s brotli copy of a file where there is one (precompress.mjs)', () => {
    page({ 'a.js': Buffer.from('x'.repeat(50_000)) });
    const before = firstLoadSize(dist, 'member/index.html').brotli;
    writeFileSync(join(dist, 'static/js/a.js.br'), Buffer.alloc(before + 500));
    expect(firstLoadSize(dist, 'member/index.html').brotli).toBe(before + 500);
  });

  it('fails a build over 150 KB brotli', () => {
    // Random bytes do not compress: their brotli is about their size.
    const noise = Buffer.from(Array.from({ length: MEMBER_FIRST_LOAD_BUDGET_BYTES + 1024 }, () => Math.floor(Math.random() * 256)));
    page({ 'big.js': noise });
    expect(() => checkMemberBudget(dist)).toThrow(/KB brotli, over the 150 KB budget/);
  });
});
