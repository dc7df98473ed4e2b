// A site of 200,000 posts, inserted in one statement: the sitemap lists every public post once across files of at
// most 50,000, computed on the request and then from the files the queue job stored.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus } from '../../../../sdk/generated/enums';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type SeoSite, seedSeoSite } from '../../../test/seo-kit';
import { checkSitemap } from '../../../test/sitemap-schema';
import { validateSitemapXsd } from '../../../test/sitemap-xsd';
import { posts } from '../post/post.tables';
import { sitemapFiles } from './sitemap.tables';
import { hasStoredSitemap } from './sitemap-store';

const BULK = 200_000;

describe('the sitemap of a 200,000-post site', () => {
  let server: TestServer;
  let site: SeoSite;
  const host = 'big.localhost';
  const origin = `http://${host}`;
  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { host } });

  beforeAll(async () => {
    server = await startTestServer();
    site = await seedSeoSite(server, 'big', 2);
    const [{ authorId }] = await server.database.db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, site.published[0]));
    // Every 50th post is pending and every 51st deleted: holes the files must skip. The server's 15 s statement
    // timeout guards its requests, not this seed, which takes longer than that on a loaded CI machine.
    await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`
        insert into posts (site_id, section_id, author_id, title, content, excerpt, status)
        select ${site.siteId}, ${site.section}, ${authorId}, '帖子 ' || n, '<p>正文</p>', '正文',
          case when n % 50 = 0 then ${ContentStatus.pending}::smallint when n % 51 = 0 then ${ContentStatus.deleted}::smallint
            else ${ContentStatus.published}::smallint end
        from generate_series(1, ${BULK}) as n`);
    });
  }, 300_000);
  afterAll(() => server?.close());

  async function listedPostIds(): Promise<number[]> {
    const indexXml = (await get('/sitemap.xml')).body;
    await validateSitemapXsd(indexXml, 'sitemapindex');
    const index = checkSitemap(indexXml, 'sitemapindex');
    const ids: number[] = [];
    for (const file of index.filter((f) => f.loc.includes('/sitemap-posts-'))) {
      const response = await get(file.loc.slice(origin.length));
      expect(response.statusCode, file.loc).toBe(200);
      await validateSitemapXsd(response.body, 'urlset');
      const urls = checkSitemap(response.body, 'urlset');
      expect(urls.length).toBeLessThanOrEqual(50_000);
      for (const url of urls) ids.push(Number(url.loc.slice(`${origin}/post/`.length)));
    }
    return ids;
  }

  it('lists every public post once across files, computed and then stored by the job', async () => {
    const { db } = server.database;
    const publicIds = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.siteId, site.siteId), eq(posts.sectionId, site.section), eq(posts.status, ContentStatus.published)));
    const expected = publicIds.map((r) => r.id).sort((a, b) => a - b);
    expect(expected.length).toBe(2 + BULK - Math.floor(BULK / 50) - (Math.floor(BULK / 51) - Math.floor(BULK / 2550)));

    // Nothing stored yet: the request computes the files, and asks the job for the site (it is above 50,000 URLs).
    expect(await hasStoredSitemap(db, site.siteId)).toBe(false);
    const computed = await listedPostIds();
    expect(computed.length).toBe(expected.length);
    expect(computed).toEqual(expected);
    for (const hidden of [site.pending, site.deleted, site.inHiddenSection, site.otherSitePost]) expect(computed).not.toContain(hidden);

    const deadline = Date.now() + 60_000;
    while (!(await hasStoredSitemap(db, site.siteId)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    expect(await hasStoredSitemap(db, site.siteId)).toBe(true);
    const stored = await db
      .select({ name: sitemapFiles.name, urls: sitemapFiles.urls })
      .from(sitemapFiles)
      .where(eq(sitemapFiles.siteId, site.siteId));
    expect(stored.filter((f) => f.name.startsWith('sitemap-posts-')).reduce((n, f) => n + f.urls, 0)).toBe(expected.length);
    expect(await listedPostIds()).toEqual(expected);

    // The stored file is what is served: a mark written into it shows.
    const name = stored.find((f) => f.name.startsWith('sitemap-posts-'))!.name;
    await db
      .update(sitemapFiles)
      .set({ xml: sql`replace(${sitemapFiles.xml}, '</urlset>', '<!-- stored --></urlset>')` })
      .where(and(eq(sitemapFiles.siteId, site.siteId), eq(sitemapFiles.name, name)));
    expect((await get(`/${name}`)).body).toContain('<!-- stored -->');
  }, 240_000);
});
