import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { posts } from './post.tables';
import { canRead, findPostState } from './post-access';

/** What a post's page for search engines shows. */
export interface PostPage {
  id: number;
  title: string;
  /** Sanitised HTML, as stored. */
  content: string;
  excerpt: string;
}

/**
 * A post anyone may read (the rule getPost applies to a reader who is not signed in: published, in a visible
 * section). Anything else (pending, rejected, hidden, deleted, in a hidden section, another site's) is `undefined`,
 * so the page answers 404 alike. No view is counted: the app's getPost counts the reader's.
 */
export async function readPublicPostPage(db: Executor, siteId: number, postId: number): Promise<PostPage | undefined> {
  if (!canRead(await findPostState(db, siteId, postId), null)) return undefined;
  const [row] = await db
    .select({ id: posts.id, title: posts.title, content: posts.content, excerpt: posts.excerpt })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), eq(posts.id, postId)));
  return row;
}
