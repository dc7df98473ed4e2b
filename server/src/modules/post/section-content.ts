// A whole section's posts, as the section module moves or merges sections: set-based (a section may hold thousands of
// posts), in the caller's transaction, with the per-section published counts recounted for both sections. Comments,
// likes and the search index follow their post by its id, so nothing else changes.
import { and, eq } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { countRows } from '../../db/paged-list';
import { posts } from './post.tables';
import { setSectionCount } from './section-post-count';

/** Every post of the section, whatever its state (the recycle bin's too). */
export async function countSectionPosts(db: Executor, siteId: number, sectionId: number): Promise<number> {
  const [row] = await db
    .select({ n: countRows() })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), eq(posts.sectionId, sectionId)));
  return row.n;
}

/** Sets a section's published post count from its posts. */
async function recount(db: Executor, siteId: number, sectionId: number) {
  const [row] = await db
    .select({ n: countRows() })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), eq(posts.sectionId, sectionId), eq(posts.status, ContentStatus.published)));
  await setSectionCount(db, siteId, sectionId, row.n);
}

/**
 * Moves every post of `fromId` to `toId` (both the site's; the caller has locked both section rows, which also holds
 * back posts being written into them) and answers how many moved.
 */
export async function moveSectionPosts(db: Executor, siteId: number, fromId: number, toId: number): Promise<number> {
  const moved = await db
    .update(posts)
    .set({ sectionId: toId })
    .where(and(eq(posts.siteId, siteId), eq(posts.sectionId, fromId)))
    .returning({ id: posts.id });
  await recount(db, siteId, fromId);
  await recount(db, siteId, toId);
  return moved.length;
}
