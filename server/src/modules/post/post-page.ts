import { and, eq } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { sections } from '../section/section.tables';
import { posts } from './post.tables';

/** What a post's page for search engines shows. */
export interface PostPage {
  id: number;
  title: string;
  /** Sanitised HTML, as stored. */
  content: string;
  excerpt: string;
}

/**
 * A post that anyone may read: published, in a visible section of the site. Anything else (pending, rejected,
 * hidden, deleted, in a hidden section, another site's) is `undefined`, so the page answers 404 alike.
 */
export async function readPublicPostPage(db: Executor, siteId: number, postId: number): Promise<PostPage | undefined> {
  const [row] = await db
    .select({ id: posts.id, title: posts.title, content: posts.content, excerpt: posts.excerpt })
    .from(posts)
    .innerJoin(sections, and(eq(sections.siteId, posts.siteId), eq(sections.id, posts.sectionId)))
    .where(and(eq(posts.siteId, siteId), eq(posts.id, postId), eq(posts.status, ContentStatus.published), eq(sections.status, 1)));
  return row;
}
