// Chinese full-text search on PGlite and PostgreSQL alike: jieba cuts the text into words in the application, the words
// are joined by spaces and PostgreSQL's 'simple' configuration indexes and matches them (to_tsvector / plainto_tsquery),
// so neither database needs a Chinese parser extension.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Jieba } from '@node-rs/jieba';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const require = createRequire(import.meta.url);
let jieba: Jieba | undefined;
/**
 * Loading the dictionary takes a moment and memory: the first search or write pays it, not the server's start. Only
 * the word list is read (the package's `dict.js` also reads the 6 MB IDF table, which keyword extraction alone uses),
 * and its 5 MB buffer is garbage once jieba has built its own tables from it (issue 29's memory aim).
 */
const cutter = () => {
  if (!jieba) {
    const { Jieba: Cutter } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    jieba = Cutter.withDict(readFileSync(require.resolve('@node-rs/jieba/dict.txt')));
  }
  return jieba;
};

const WORD = /[\p{L}\p{N}]/u;
/** A tsvector holds at most 1 MB; a post's text is capped well below that before it is cut. */
const MAX_INDEXED_CHARS = 20_000;

const words = (tokens: string[]) => tokens.map((t) => t.trim().toLowerCase()).filter((t) => t && WORD.test(t));

/** The words a document is indexed by: the search-mode cut, which adds the short words inside long ones (科幻小说 → 科幻, 小说). */
export function indexWords(text: string): string {
  return words(cutter().cutForSearch(text.slice(0, MAX_INDEXED_CHARS), true)).join(' ');
}

/** The words a search looks for: every word of the keyword must be in the document. */
export function queryWords(keyword: string): string[] {
  return [...new Set(words(cutter().cut(keyword.slice(0, 100), true)))];
}

/** The value to store in a `tsvector` column for this text (title and body joined by the caller). */
export function searchVector(text: string): SQL {
  return sql`to_tsvector('simple', ${indexWords(text)})`;
}

/** The query for a keyword; `null` when it has no word to look for (only punctuation), which should match nothing. */
export function searchQuery(keyword: string): SQL | null {
  const found = queryWords(keyword);
  return found.length ? sql`plainto_tsquery('simple', ${found.join(' ')})` : null;
}

/** `column @@ query` for a keyword (false when the keyword has no words), and its rank for ordering. */
export function matches(column: AnyPgColumn | SQL, keyword: string): { where: SQL; rank: SQL<number> } {
  const query = searchQuery(keyword);
  if (!query) return { where: sql`false`, rank: sql<number>`0` };
  return { where: sql`${column} @@ ${query}`, rank: sql<number>`ts_rank(${column}, ${query})` };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Plain text with the keyword's words wrapped in `<em>`, everything else escaped: safe to render as HTML. With `around`,
 * only a window of about that many characters around the first hit is kept (for a result's excerpt).
 */
export function highlight(text: string, keyword: string, around?: number): string {
  const found = queryWords(keyword).sort((a, b) => b.length - a.length);
  let shown = text;
  if (around && found.length) {
    const lower = text.toLowerCase();
    const first = Math.min(...found.map((w) => lower.indexOf(w)).filter((i) => i >= 0), Number.POSITIVE_INFINITY);
    const start = Number.isFinite(first) ? Math.max(0, first - Math.floor(around / 3)) : 0;
    shown = (start > 0 ? '…' : '') + text.slice(start, start + around) + (start + around < text.length ? '…' : '');
  } else if (around) shown = text.slice(0, around);
  if (!found.length) return escapeHtml(shown);
  const pattern = new RegExp(found.map(escapeRegExp).join('|'), 'gi');
  let out = '';
  let last = 0;
  for (const hit of shown.matchAll(pattern)) {
    out += `${escapeHtml(shown.slice(last, hit.index))}<em>${escapeHtml(hit[0])}</em>`;
    last = hit.index + hit[0].length;
  }
  return out + escapeHtml(shown.slice(last));
}
