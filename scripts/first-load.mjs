// What a page's first load costs: the scripts its built index.html names (not the chunks it loads later), gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The member site's first-load JavaScript budget (issue 10): phones on slow networks open it first. */
export const MEMBER_FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/** `{ scripts, raw, gzip }` in bytes for the scripts `html` (relative to `distDir`) loads at once. */
export function firstLoadSize(distDir, html) {
  const page = readFileSync(join(distDir, html), 'utf8');
  const scripts = [...page.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const content = readFileSync(join(distDir, src.replace(/^\//, '')));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { scripts, raw, gzip };
}

/** Throws when the member site's first load is over budget; returns its size otherwise. */
export function checkMemberBudget(distDir) {
  const size = firstLoadSize(distDir, 'member/index.html');
  if (size.gzip > MEMBER_FIRST_LOAD_BUDGET_BYTES) {
    throw new Error(
      `member site first load is ${(size.gzip / 1024).toFixed(1)} KB gzip, over the ${MEMBER_FIRST_LOAD_BUDGET_BYTES / 1024} KB budget: ${size.scripts.join(', ')}`,
    );
  }
  return size;
}
