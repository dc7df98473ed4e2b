import { and, eq } from 'drizzle-orm';
import { Switch } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { param, prepared } from '../../db/prepared';
import { sections } from '../section/section.tables';

/** A section members can see (status 1); the section module's table, read only. */
export async function findVisibleSection(db: Executor, siteId: number, sectionId: number) {
  const query = prepared(db, 'visible_section', (statement) =>
    db
      .select({
        id: sections.id,
        name: sections.name,
        postPermission: sections.postPermission,
        minRankId: sections.minRankId,
        reviewFirst: sections.reviewFirst,
      })
      .from(sections)
      .where(and(eq(sections.siteId, param('siteId')), eq(sections.id, param('sectionId')), eq(sections.status, Switch.on)))
      .prepare(statement),
  );
  const [row] = await query.execute({ siteId, sectionId });
  return row;
}
