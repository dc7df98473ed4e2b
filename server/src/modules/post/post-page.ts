import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { PostPage, SectionPage } from '../../http/member-pages';
import { sites, siteUsers } from '../site/site.tables';
import { hasPublicHome } from '../site/site-user-repository';
import { findForumSection } from './forum-sections';
import { posts } from './post.tables';
import { canRead, findPostState } from './post-access';
import { authorOfPost } from './post-list-repository';

/**
 * A post anyone may read (the rule getPost applies to a reader who is not signed in: published, in a visible
 * section). Anything else (pending, rejected, hidden, deleted, in a hidden section, another site's) is `undefined`,
 * so the page answers 404 alike. No view is counted: the app's getPost counts the reader's.
 */
export async function readPublicPostPage(db: Executor, siteId: number, postId: number): Promise<PostPage | undefined> {
  if (!canRead(await findPostState(db, siteId, postId), null)) return undefined;
  const [row] = await db
    .select({
      id: posts.id,
      title: posts.title,
      content: posts.content,
      excerpt: posts.excerpt,
      authorName: siteUsers.userName,
      authorId: sql<number | null>`case when ${hasPublicHome} then ${siteUsers.id} end`,
      createdAt: posts.createdAt,
      updatedAt: posts.updatedAt,
      commentCount: posts.commentCount,
      likeCount: posts.likeCount,
    })
    .from(posts)
    .innerJoin(siteUsers, authorOfPost)
    .where(and(eq(posts.siteId, siteId), eq(posts.id, postId)));
  return row;
}

/** A section anyone may open (visible, this site's), for its page's head; `undefined` answers 404. */
export async function readPublicSectionPage(db: Executor, siteId: number, sectionId: number): Promise<SectionPage | undefined> {
  const section = await findForumSection(db, siteId, sectionId);
  return section && { id: section.id, name: section.name, description: section.description };
}

/** The site's description (介绍) for its pages' heads. */
export async function readSiteDescription(db: Executor, siteId: number): Promise<string> {
  const [row] = await db.select({ description: sites.description }).from(sites).where(eq(sites.id, siteId));
  return row?.description ?? '';
}
