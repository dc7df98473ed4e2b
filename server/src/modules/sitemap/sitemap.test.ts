import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Switch } from '../../../../sdk/generated/enums';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type SeoSite, seedSeoSite } from '../../../test/seo-kit';
import { checkSitemap } from '../../../test/sitemap-schema';
import { validateSitemapXsd } from '../../../test/sitemap-xsd';
import { sections } from '../section/section.tables';
import { siteSettings } from '../site-console/site-console.tables';

describe('robots.txt and the sitemap of a site', () => {
  let server: TestServer;
  let site: SeoSite;
  const host = 'maps.localhost:8080';
  const origin = `http://${host}`;
  const get = (url: string, on = host) => server.app.inject({ method: 'GET', url, headers: { host: on } });

  /** Every URL the index's files list, each file checked against the schema (sitemaps.org's XSD and our rules). */
  async function listed(): Promise<string[]> {
    const index = await get('/sitemap.xml');
    expect(index.statusCode, index.body.slice(0, 300)).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    await validateSitemapXsd(index.body, 'sitemapindex');
    const files = checkSitemap(index.body, 'sitemapindex');
    const urls: string[] = [];
    for (const file of files) {
      expect(file.loc.startsWith(`${origin}/sitemap-`)).toBe(true);
      const response = await get(file.loc.slice(origin.length));
      expect(response.statusCode, file.loc).toBe(200);
      await validateSitemapXsd(response.body, 'urlset');
      urls.push(...checkSitemap(response.body, 'urlset').map((u) => u.loc));
    }
    return urls;
  }

  beforeAll(async () => {
    server = await startTestServer();
    site = await seedSeoSite(server, 'maps');
  });
  afterAll(() => server?.close());

  it('answers robots.txt on a site’s host: public pages allowed, private ones not, and the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/console/', '/api/', '/me', '/write', '/search', '/login', '/register']) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(lines.some((l) => /^Disallow: \/(post|section|question)\/?$/.test(l))).toBe(false);
  });

  it('has no robots.txt or sitemap on the platform’s host or an unknown one', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemap-sections.xml']) {
      expect((await get(url, 'localhost')).statusCode, url).toBe(404);
      expect((await get(url, 'nosuchsite.localhost')).statusCode, url).toBe(404);
    }
  });

  it('lists every public page once: home, visible sections, published posts, published questions; nothing else', async () => {
    const urls = await listed();
    expect(new Set(urls).size).toBe(urls.length);
    // The site's visible sections: the seed's and those every new site starts with.
    const visible = await server.database.db
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.siteId, site.siteId), eq(sections.status, Switch.on)));
    expect(visible.map((s) => s.id)).toContain(site.section);
    expect(urls).not.toContain(`${origin}/section/${site.hiddenSection}`);
    const expected = [
      `${origin}/`,
      ...visible.map((s) => `${origin}/section/${s.id}`),
      ...site.published.map((id) => `${origin}/post/${id}`),
      `${origin}/question/${site.question}`,
    ];
    expect([...urls].sort()).toEqual([...expected].sort());
  });

  it('writes lastmod in W3C datetime on every post and on the index’s files', async () => {
    const index = checkSitemap((await get('/sitemap.xml')).body, 'sitemapindex');
    expect(index.every((f) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/.test(f.lastmod ?? ''))).toBe(true);
    const postFile = index.find((f) => f.loc.includes('/sitemap-posts-'));
    const posts = checkSitemap((await get(postFile!.loc.slice(origin.length))).body, 'urlset');
    expect(posts.every((p) => p.lastmod)).toBe(true);
  });

  it('answers 404 for a file that is not one of the site’s', async () => {
    for (const url of ['/sitemap-posts-abc.xml', '/sitemap-posts-999999.xml', '/sitemap-other.xml', '/sitemap-posts-1.xml.gz']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('lists no question while the site’s Q&A is closed', async () => {
    await server.database.db.update(siteSettings).set({ questionFunctionStatus: Switch.off }).where(eq(siteSettings.siteId, site.siteId));
    try {
      const urls = await listed();
      expect(urls.some((u) => u.includes('/question/'))).toBe(false);
      expect(urls).toContain(`${origin}/post/${site.published[0]}`);
    } finally {
      await server.database.db.update(siteSettings).set({ questionFunctionStatus: Switch.on }).where(eq(siteSettings.siteId, site.siteId));
    }
  });
});

describe('checkSitemap', () => {
  const doc = (body: string, ns = 'http://www.sitemaps.org/schemas/sitemap/0.9') =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${ns}">${body}</urlset>`;
  it('refuses what the schema refuses', () => {
    expect(checkSitemap(doc('<url><loc>https://a.cn/x</loc><lastmod>2026-01-01</lastmod></url>'), 'urlset')).toHaveLength(1);
    expect(() => checkSitemap(doc('<url><loc>https://a.cn/x</loc></url>', 'http://example.com'), 'urlset')).toThrow('namespace');
    expect(() => checkSitemap(doc('<url><lastmod>2026-01-01</lastmod><loc>https://a.cn/x</loc></url>'), 'urlset')).toThrow('sequence');
    expect(() => checkSitemap(doc('<url><loc>/x</loc></url>'), 'urlset')).toThrow();
    expect(() => checkSitemap(doc(`<url><loc>https://a.cn/${'x'.repeat(2048)}</loc></url>`), 'urlset')).toThrow('loc of');
    expect(() => checkSitemap(doc('<url><loc>https://a.cn/x</loc><lastmod>yesterday</lastmod></url>'), 'urlset')).toThrow('W3C');
    expect(() => checkSitemap(doc('<url><loc>https://a.cn/x</loc>'), 'urlset')).toThrow('well-formed');
    expect(() => checkSitemap(doc('<url><loc>https://a.cn/x</loc></url>'), 'sitemapindex')).toThrow('root');
  });
});

describe('validateSitemapXsd (sitemaps.org 0.9 through libxml2)', () => {
  const urlset = (body: string, ns = 'http://www.sitemaps.org/schemas/sitemap/0.9') =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${ns}">${body}</urlset>`;
  const index = (body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>`;
  it('passes a valid file and index, and refuses what the XSDs refuse', async () => {
    await validateSitemapXsd(urlset('<url><loc>https://a.cn/x</loc><lastmod>2026-01-01T08:00:00+08:00</lastmod></url>'), 'urlset');
    await validateSitemapXsd(
      index('<sitemap><loc>https://a.cn/sitemap-1.xml</loc><lastmod>2026-01-01</lastmod></sitemap>'),
      'sitemapindex',
    );
    const refused = [
      urlset('<url><loc>https://a.cn/x</loc></url>', 'http://example.com'),
      urlset('<url><lastmod>2026-01-01</lastmod><loc>https://a.cn/x</loc></url>'),
      urlset('<url><loc>/x</loc></url>'),
      urlset(`<url><loc>https://a.cn/${'x'.repeat(2048)}</loc></url>`),
      urlset('<url><loc>https://a.cn/x</loc><lastmod>yesterday</lastmod></url>'),
      urlset('<url><loc>https://a.cn/x</loc><priority>1.5</priority></url>'),
      urlset(''),
    ];
    for (const xml of refused) await expect(validateSitemapXsd(xml, 'urlset'), xml).rejects.toThrow('not valid against sitemap.xsd');
    await expect(validateSitemapXsd(index('<sitemap><lastmod>2026-01-01</lastmod></sitemap>'), 'sitemapindex')).rejects.toThrow(
      'not valid against siteindex.xsd',
    );
  });
});
