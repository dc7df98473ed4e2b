// What a page's first load costs over the wire: the scripts and stylesheets its built index.html names (not the chunks
// it loads later), as the server sends them to a browser that accepts brotli (the build's .br copies, precompress.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotli, gzip } from './precompress.mjs';

/** The member site's first-load budget (issue 10, issue 30: bytes transferred): phones on slow networks open it first. */
export const MEMBER_FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/** The bytes a file costs in `encoding`: the copy the server would send, else the file compressed here. */
function sizeOf(path, content, extension, compress) {
  if (existsSync(path + extension)) return readFileSync(path + extension).length;
  return Math.min(content.length, compress(content).length);
}

/** `{ files, raw, gzip, brotli }` in bytes for the scripts and stylesheets `html` (relative to `distDir`) loads at once. */
export function firstLoadSize(distDir, html) {
  const page = readFileSync(join(distDir, html), 'utf8');
  const files = [
    ...[...page.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
    ...[...page.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]).filter(Boolean),
  ];
  const size = { files, raw: 0, gzip: 0, brotli: 0 };
  for (const src of files) {
    const path = join(distDir, src.replace(/^\//, ''));
    const content = readFileSync(path);
    size.raw += content.length;
    size.gzip += sizeOf(path, content, '.gz', gzip);
    size.brotli += sizeOf(path, content, '.br', brotli);
  }
  return size;
}

/** Throws when the member site's first load is over budget; returns its size otherwise. */
export function checkMemberBudget(distDir) {
  const size = firstLoadSize(distDir, 'member/index.html');
  if (size.brotli > MEMBER_FIRST_LOAD_BUDGET_BYTES) {
    throw new Error(
      `member site first load is ${(size.brotli / 1024).toFixed(1)} KB brotli, over the ${MEMBER_FIRST_LOAD_BUDGET_BYTES / 1024} KB budget: ${size.files.join(', ')}`,
    );
  }
  return size;
}

/** One line for the build's log. */
export function describeFirstLoad(size) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  return `${kb(size.brotli)} KB over the wire (brotli; gzip ${kb(size.gzip)} KB, ${kb(size.raw)} KB raw, ${size.files.length} files)`;
}
