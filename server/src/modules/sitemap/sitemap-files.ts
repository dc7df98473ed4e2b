// A site's sitemap files, computed from its public content: an index, the home page and sections in one file, posts
// and questions in files of one block of 50,000 ids each (a primary-key range scan per file: no OFFSET however big the
// site). The post and question modules answer what is public (their functions); this module only writes the XML.
import type { Executor } from '../../db/database';
import { listPublicPostBlocks, listPublicPostsOfBlock, listPublicSectionsActivity } from '../post/post-seo';
import { listPublicQuestionBlocks, listPublicQuestionsOfBlock } from '../question/question-page';
import { type SitemapEntry, sitemapIndex, urlSet } from './sitemap-xml';

export const INDEX_FILE = 'sitemap.xml';
const SECTIONS_FILE = 'sitemap-sections.xml';
const BLOCK_FILE = /^sitemap-(posts|questions)-(\d{1,6})\.xml$/;

export interface SitemapFile {
  name: string;
  xml: string;
  urls: number;
}

const latest = (dates: readonly (Date | null | undefined)[]) => dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

/** The index and how many URLs its files list in all. */
export async function computeIndex(db: Executor, siteId: number): Promise<SitemapFile> {
  const [sections, postBlocks, questionBlocks] = await Promise.all([
    listPublicSectionsActivity(db, siteId),
    listPublicPostBlocks(db, siteId),
    listPublicQuestionBlocks(db, siteId),
  ]);
  const files: SitemapEntry[] = [
    { path: `/${SECTIONS_FILE}`, lastmod: latest([...sections.map((s) => s.lastmod), ...postBlocks.map((b) => b.lastmod)]) },
    ...postBlocks.map((b) => ({ path: `/sitemap-posts-${b.block}.xml`, lastmod: b.lastmod })),
    ...questionBlocks.map((b) => ({ path: `/sitemap-questions-${b.block}.xml`, lastmod: b.lastmod })),
  ];
  const urls = 1 + sections.length + [...postBlocks, ...questionBlocks].reduce((n, b) => n + b.urls, 0);
  return { name: INDEX_FILE, xml: sitemapIndex(files), urls };
}

/** One file of the index by its name, or undefined for a name that is none of a site's files. */
export async function computeFile(db: Executor, siteId: number, name: string): Promise<SitemapFile | undefined> {
  if (name === INDEX_FILE) return computeIndex(db, siteId);
  if (name === SECTIONS_FILE) {
    const sections = await listPublicSectionsActivity(db, siteId);
    const entries: SitemapEntry[] = [
      { path: '/', lastmod: latest(sections.map((s) => s.lastmod)) },
      ...sections.map((s) => ({ path: `/section/${s.id}`, lastmod: s.lastmod })),
    ];
    return { name, xml: urlSet(entries), urls: entries.length };
  }
  const match = BLOCK_FILE.exec(name);
  if (!match) return undefined;
  const block = Number(match[2]);
  const rows = match[1] === 'posts' ? await listPublicPostsOfBlock(db, siteId, block) : await listPublicQuestionsOfBlock(db, siteId, block);
  // A block without public content is no file of the index.
  if (!rows.length) return undefined;
  const kind = match[1] === 'posts' ? 'post' : 'question';
  return { name, xml: urlSet(rows.map((r) => ({ path: `/${kind}/${r.id}`, lastmod: r.lastmod }))), urls: rows.length };
}

/** Every file the index names, the index first. */
export async function computeAllFiles(db: Executor, siteId: number): Promise<SitemapFile[]> {
  const index = await computeIndex(db, siteId);
  const names = [...index.xml.matchAll(/<loc>\{origin\}\/([^<]+)<\/loc>/g)].map((m) => m[1]);
  const files: SitemapFile[] = [index];
  // One after the other: a big site's files are 50,000 rows each.
  for (const name of names) {
    const file = await computeFile(db, siteId, name);
    if (file) files.push(file);
  }
  return files;
}
