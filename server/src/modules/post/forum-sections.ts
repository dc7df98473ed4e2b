// The member site's view of sections: the visible ones with their published post counts and who may post in them
// (the section module's tables, read only).
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Schema, Switch } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { param, prepared } from '../../db/prepared';
import { categories, sections } from '../section/section.tables';
import { userRanks } from '../user-rank/user-rank.tables';
import { mayPost, type PostingMember } from './post-members';
import { sectionPostCount } from './section-post-count';

type ForumSection = Schema<'ForumSection'>;

function selectSections(db: Executor) {
  return db
    .select({
      id: sections.id,
      name: sections.name,
      description: sections.description,
      icon: sections.icon,
      categoryId: sections.categoryId,
      categoryName: sql<string>`coalesce(${categories.name}, '')`,
      postCount: sectionPostCount(sections.siteId, sections.id),
      reviewFirst: sections.reviewFirst,
      postPermission: sections.postPermission,
      minRankPoints: userRanks.minPoints,
    })
    .from(sections)
    .leftJoin(categories, and(eq(categories.siteId, sections.siteId), eq(categories.id, sections.categoryId)))
    .leftJoin(userRanks, and(eq(userRanks.siteId, sections.siteId), eq(userRanks.id, sections.minRankId)));
}

export async function listForumSections(db: Executor, siteId: number, member: PostingMember | undefined): Promise<ForumSection[]> {
  const rows = await selectSections(db)
    .where(and(eq(sections.siteId, siteId), eq(sections.status, Switch.on)))
    // Uncategorised sections after the categories.
    .orderBy(sql`${categories.sort} asc nulls last`, asc(categories.id), asc(sections.sort), asc(sections.id));
  return rows.map(({ postPermission, minRankPoints, ...row }) => ({
    ...row,
    canPost: mayPost(member, { id: row.id, postPermission, minRankPoints }),
  }));
}

/** A visible section with what posting in it needs to know; undefined when missing, hidden or another site's. */
export async function findForumSection(db: Executor, siteId: number, sectionId: number) {
  const query = prepared(db, 'forum_section', (statement) =>
    selectSections(db)
      .where(and(eq(sections.siteId, param('siteId')), eq(sections.id, param('sectionId')), eq(sections.status, Switch.on)))
      .prepare(statement),
  );
  const [row] = await query.execute({ siteId, sectionId });
  return row;
}
