// What search engines read of a site's posts (read only): the latest public posts for the server-written home and
// section pages, and the sitemap's files. Public is the rule getPost applies to a visitor (post-access.ts isPublic):
// published, in a visible section of this site.
import { and, asc, desc, eq, gte, lt, max, sql } from 'drizzle-orm';
import { ContentStatus, Switch } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { sections } from '../section/section.tables';
import { posts } from './post.tables';
import { sectionOfPost } from './post-list-repository';

/** URLs in one sitemap file at most (sitemaps.org). A post's file is its id's block of this many ids. */
export const SITEMAP_FILE_URLS = 50_000;

/** A post in a list of links. */
export interface PostLink {
  id: number;
  title: string;
  excerpt: string;
  createdAt: Date;
}

const isPublicPost = and(eq(posts.status, ContentStatus.published), eq(sections.status, Switch.on));

/** When a post's page last changed: an edit, or its last comment. */
const lastmod = sql<Date>`greatest(${posts.updatedAt}, ${posts.activeAt})`;

/**
 * The site's newest public posts (of one section when given), newest first, before post `beforeId` when given: a
 * keyset page of `limit`, and the id to ask the next page before (undefined on the last page).
 */
export async function listPublicPostLinks(
  db: Executor,
  siteId: number,
  options: { sectionId?: number; beforeId?: number; limit: number },
): Promise<{ posts: PostLink[]; nextBeforeId?: number }> {
  const rows = await db
    .select({ id: posts.id, title: posts.title, excerpt: posts.excerpt, createdAt: posts.createdAt })
    .from(posts)
    .innerJoin(sections, sectionOfPost)
    .where(
      and(
        eq(posts.siteId, siteId),
        isPublicPost,
        options.sectionId === undefined ? undefined : eq(posts.sectionId, options.sectionId),
        options.beforeId === undefined ? undefined : lt(posts.id, options.beforeId),
      ),
    )
    .orderBy(desc(posts.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  return { posts: page, nextBeforeId: rows.length > options.limit ? page[page.length - 1].id : undefined };
}

/** The sitemap's post files of a site: each non-empty block of ids, with its public posts' count and last change. */
export async function listPublicPostBlocks(db: Executor, siteId: number) {
  const block = sql<number>`(${posts.id} / ${sql.raw(String(SITEMAP_FILE_URLS))})::int`;
  return db
    .select({ block, urls: sql<number>`count(*)::int`, lastmod: sql<Date>`max(${lastmod})` })
    .from(posts)
    .innerJoin(sections, sectionOfPost)
    .where(and(eq(posts.siteId, siteId), isPublicPost))
    .groupBy(block)
    .orderBy(block)
    .then((rows) => rows.map((r) => ({ ...r, block: Number(r.block), lastmod: new Date(r.lastmod) })));
}

/** The public posts of one block of ids (a range scan of the primary key: no OFFSET), in id order. */
export async function listPublicPostsOfBlock(db: Executor, siteId: number, block: number) {
  const rows = await db
    .select({ id: posts.id, lastmod })
    .from(posts)
    .innerJoin(sections, sectionOfPost)
    .where(
      and(eq(posts.siteId, siteId), gte(posts.id, block * SITEMAP_FILE_URLS), lt(posts.id, (block + 1) * SITEMAP_FILE_URLS), isPublicPost),
    )
    .orderBy(asc(posts.id));
  return rows.map((r) => ({ id: r.id, lastmod: new Date(r.lastmod) }));
}

/** The site's visible sections with the last change of their public posts (null for a section without any). */
export async function listPublicSectionsActivity(db: Executor, siteId: number) {
  const latest = db
    .select({ sectionId: posts.sectionId, lastmod: max(posts.activeAt).as('lastmod') })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), eq(posts.status, ContentStatus.published)))
    .groupBy(posts.sectionId)
    .as('latest');
  const rows = await db
    .select({ id: sections.id, name: sections.name, lastmod: latest.lastmod })
    .from(sections)
    .leftJoin(latest, eq(latest.sectionId, sections.id))
    .where(and(eq(sections.siteId, siteId), eq(sections.status, Switch.on)))
    .orderBy(asc(sections.sort), asc(sections.id));
  // Through the subquery the driver's value arrives as text.
  return rows.map((r) => ({ ...r, lastmod: r.lastmod ? new Date(r.lastmod) : null }));
}
