import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { sections } from '../section/section.tables';

/** A section members can see (status 1); the section module's table, read only. */
export async function findVisibleSection(db: Executor, siteId: number, sectionId: number) {
  const [row] = await db
    .select({
      id: sections.id,
      name: sections.name,
      postPermission: sections.postPermission,
      minRankId: sections.minRankId,
      reviewFirst: sections.reviewFirst,
    })
    .from(sections)
    .where(and(eq(sections.siteId, siteId), eq(sections.id, sectionId), eq(sections.status, 1)));
  return row;
}
