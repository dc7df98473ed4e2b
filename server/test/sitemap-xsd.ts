// The sitemaps against sitemaps.org's own XSDs (server/test/fixtures/sitemap.xsd and siteindex.xsd, version 0.9),
// validated by libxml2 compiled to WebAssembly (xmllint-wasm): the schema itself rather than sitemap-schema.ts's
// reading of it. sitemap-schema.ts stays for what no XSD says (50,000 entries, 50 MB, http(s) only, the UTF-8
// declaration) and for the entries it returns.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { memoryPages, validateXML } from 'xmllint-wasm';

const fixture = (name: string) => ({ fileName: name, contents: readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8') });
const SCHEMAS = { urlset: fixture('sitemap.xsd'), sitemapindex: fixture('siteindex.xsd') };

/** Throws with libxml2's messages when `xml` does not validate against the schema of its kind. */
export async function validateSitemapXsd(xml: string, root: 'urlset' | 'sitemapindex'): Promise<void> {
  const result = await validateXML({
    xml: { fileName: `${root}.xml`, contents: xml },
    schema: SCHEMAS[root],
    // A file of 50,000 URLs is several MB: libxml2's tree of it outgrows the 32 MiB default.
    maxMemoryPages: 512 * memoryPages.MiB,
  });
  if (!result.valid) throw new Error(`not valid against ${SCHEMAS[root].fileName}: ${result.errors.map((e) => e.rawMessage).join('; ')}`);
}
