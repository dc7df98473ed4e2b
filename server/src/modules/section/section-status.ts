// Showing or hiding a section from outside the site (the platform's content oversight acts on a site's behalf): the
// section module owns the table, so the change goes through here.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { sections } from './section.tables';

/** Sets a section's status (0 hidden, 1 shown); answers the status it had, or undefined when the site has no such section. */
export async function setSectionStatus(db: Executor, siteId: number, id: number, status: number): Promise<number | undefined> {
  const [before] = await db
    .select({ status: sections.status })
    .from(sections)
    .where(and(eq(sections.siteId, siteId), eq(sections.id, id)))
    .for('update');
  if (!before) return undefined;
  if (before.status !== status)
    await db
      .update(sections)
      .set({ status })
      .where(and(eq(sections.siteId, siteId), eq(sections.id, id)));
  return before.status;
}
