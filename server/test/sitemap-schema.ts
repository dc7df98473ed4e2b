// The sitemaps.org 0.9 schema (sitemap.xsd and siteindex.xsd) as checks, for tests: no XSD validator is installed
// (no libxmljs2, xmllint-wasm or xmllint), so the document is checked for well-formedness with fast-xml-parser's
// validator and its tree against the schemas' rules: the root element in the sitemap namespace, only `url` (or
// `sitemap`) children, each with exactly one `loc` first — an absolute http(s) URL of at most 2,048 characters — and an
// optional `lastmod` in W3C datetime (the XSD's date or dateTime), then `changefreq` and `priority` only in a
// urlset, at most 50,000 entries, and a file of at most 50 MB.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_DATETIME = /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d))?$/;
const CHANGEFREQ = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

type Node = Record<string, unknown>;

/** The document's entries; throws naming the first rule it breaks. */
export function checkSitemap(xml: string, root: 'urlset' | 'sitemapindex'): SitemapEntry[] {
  if (Buffer.byteLength(xml) > 50 * 1024 * 1024) throw new Error('larger than 50 MB');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed: ${valid.err.msg} (line ${valid.err.line})`);
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) throw new Error('no UTF-8 declaration');
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', preserveOrder: true, parseTagValue: false }).parse(xml);
  const roots = (parsed as Node[]).filter((n) => !('?xml' in n));
  if (roots.length !== 1 || !(root in roots[0])) throw new Error(`the root is not <${root}>`);
  const attributes = (roots[0][':@'] ?? {}) as Record<string, string>;
  if (attributes['@xmlns'] !== NAMESPACE) throw new Error('not in the sitemap namespace');
  const entryTag = root === 'urlset' ? 'url' : 'sitemap';
  const allowed = root === 'urlset' ? ['loc', 'lastmod', 'changefreq', 'priority'] : ['loc', 'lastmod'];
  const children = (roots[0][root] as Node[]).filter((n) => !('#text' in n));
  if (children.length > 50_000) throw new Error(`${children.length} entries: more than 50,000`);
  return children.map((child, i) => {
    const [tag] = Object.keys(child).filter((k) => k !== ':@');
    if (tag !== entryTag) throw new Error(`entry ${i} is <${tag}>, not <${entryTag}>`);
    const fields = (child[tag] as Node[]).filter((n) => !('#text' in n));
    const names = fields.map((f) => Object.keys(f).find((k) => k !== ':@') as string);
    // xs:sequence: each at most once, in the schema's order, loc required and first.
    const order = names.map((n) => allowed.indexOf(n));
    if (names[0] !== 'loc' || order.some((o, j) => o < 0 || (j > 0 && o <= order[j - 1]))) {
      throw new Error(`entry ${i}: children ${names.join(', ')} are not the schema's sequence`);
    }
    const text = (name: string) => {
      const field = fields[names.indexOf(name)];
      return field ? (((field[name] as Node[])[0]?.['#text'] as string | undefined) ?? '') : undefined;
    };
    const loc = text('loc') as string;
    if (loc.length < 12 || loc.length > 2048) throw new Error(`entry ${i}: loc of ${loc.length} characters`);
    const url = new URL(loc);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`entry ${i}: loc ${loc} is not http(s)`);
    const lastmod = text('lastmod');
    if (lastmod !== undefined && !W3C_DATETIME.test(lastmod)) throw new Error(`entry ${i}: lastmod ${lastmod} is not a W3C datetime`);
    const changefreq = text('changefreq');
    if (changefreq !== undefined && !CHANGEFREQ.includes(changefreq)) throw new Error(`entry ${i}: changefreq ${changefreq}`);
    const priority = text('priority');
    if (priority !== undefined && !(Number(priority) >= 0 && Number(priority) <= 1)) throw new Error(`entry ${i}: priority ${priority}`);
    return lastmod === undefined ? { loc } : { loc, lastmod };
  });
}
