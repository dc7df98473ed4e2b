// Which posts and comments a reader of the member site may see: published ones in visible sections to everyone, and
// their own unpublished (not deleted) ones to authors.
import { and, eq, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { ContentStatus, Switch } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { jsonText } from '../../db/json-text';
import { param, prepared } from '../../db/prepared';
import { sections } from '../section/section.tables';
import { comments, posts } from './post.tables';
import { sectionOfPost } from './post-list-repository';

/** What access checks read of a post, for a query that joins its section. */
export const postStateColumns = {
  id: posts.id,
  status: posts.status,
  authorId: posts.authorId,
  sectionId: posts.sectionId,
  locked: posts.locked,
  sectionVisible: sql<boolean>`${sections.status} = ${Switch.on}`,
};

/** A post as access checks need it; undefined when it is not this site's. */
export async function findPostState(db: Executor, siteId: number, id: number) {
  const query = prepared(db, 'post_state', (statement) =>
    db
      .select(postStateColumns)
      .from(posts)
      .innerJoin(sections, sectionOfPost)
      .where(and(eq(posts.siteId, param('siteId')), eq(posts.id, param('id'))))
      .prepare(statement),
  );
  const [row] = await query.execute({ siteId, id });
  return row;
}

export type PostState = NonNullable<Awaited<ReturnType<typeof findPostState>>>;

/**
 * The post's state as JSON text, a scalar subquery for a statement that reads something else of the post (its
 * comments): the access check rides along instead of costing a statement of its own. Null when the post is not the site's.
 */
export function postStateSubquery(db: Executor, siteId: Placeholder | number, postId: Placeholder | number) {
  const state = db
    .select({ json: jsonText(postStateColumns) })
    .from(posts)
    .innerJoin(sections, sectionOfPost)
    .where(and(eq(posts.siteId, siteId), eq(posts.id, postId)));
  return sql<string | null>`(${state})`;
}

export const parsePostState = (json: string | null): PostState | undefined => (json ? JSON.parse(json) : undefined);

export const isPublic = (post: Pick<PostState, 'status' | 'sectionVisible'>) =>
  post.status === ContentStatus.published && post.sectionVisible;

/** Everyone reads a published post of a visible section; its author also reads it in any state but deleted. */
export function canRead(post: PostState | undefined, viewerId: number | null): post is PostState {
  if (!post) return false;
  return isPublic(post) || (viewerId !== null && post.authorId === viewerId && post.status !== ContentStatus.deleted);
}

/** Comments a viewer sees: published ones, and their own that are not deleted (the viewer's id may be a prepared
 * statement's parameter). */
export function visibleComments(viewerId: number | Placeholder | null): SQL {
  const published = eq(comments.status, ContentStatus.published);
  if (viewerId === null) return published;
  return or(published, and(eq(comments.authorId, viewerId), ne(comments.status, ContentStatus.deleted))) as SQL;
}
