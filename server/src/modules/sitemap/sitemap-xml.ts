// The sitemaps.org 0.9 protocol's two documents and robots.txt, as text. Addresses start with `{origin}`, which the
// route replaces with the host a crawler asked on (escaped), so that a stored file serves every host of its site.

/** Where the asking host goes in an address. */
export const ORIGIN = '{origin}';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapEntry {
  /** The path after the origin (`/post/12`): ids and fixed words only, nothing to escape. */
  path: string;
  lastmod?: Date | null;
}

/** W3C datetime at second precision in UTC (`2026-11-27T23:09:39+00:00`). */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

const entry = (tag: string, e: SitemapEntry) =>
  `<${tag}><loc>${ORIGIN}${e.path}</loc>${e.lastmod ? `<lastmod>${w3cDate(e.lastmod)}</lastmod>` : ''}</${tag}>\n`;

/** A `<urlset>` file (at most 50,000 entries: the caller's blocks hold no more). */
export function urlSet(entries: readonly SitemapEntry[]): string {
  return `${DECLARATION}<urlset xmlns="${NAMESPACE}">\n${entries.map((e) => entry('url', e)).join('')}</urlset>\n`;
}

/** A `<sitemapindex>` naming the site's files. */
export function sitemapIndex(files: readonly SitemapEntry[]): string {
  return `${DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${files.map((e) => entry('sitemap', e)).join('')}</sitemapindex>\n`;
}

/** Member pages that are someone's own or not worth a search result (the route table's private pages and search). */
const DISALLOWED = [
  '/console/',
  '/api/',
  '/me',
  '/write',
  '/post/*/edit',
  '/search',
  '/login',
  '/register',
  '/forgot-password',
  '/notifications',
  '/workorders',
  '/ask',
  '/my-questions',
  '/points',
  '/mall/orders',
];

/** A site's robots.txt: public pages allowed, the private ones and the consoles not, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n${DISALLOWED.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${origin}/sitemap.xml\n`;
}

/** The stored or generated text with the asking host's origin in its addresses. */
export function withOrigin(xml: string, origin: string): string {
  const escaped = origin.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return xml.replaceAll(ORIGIN, escaped);
}
