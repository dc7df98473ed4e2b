// Who a member is, as far as posting goes: name for the audit trail, and what decides a section's post permission
// (site_users, user_ranks and section_moderators are read only here).
import { and, eq, sql } from 'drizzle-orm';
import { SectionPostPermission } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { param, prepared } from '../../db/prepared';
import { sectionModerators } from '../section/section.tables';
import { siteUsers } from '../site/site.tables';
import { userRanks } from '../user-rank/user-rank.tables';

export interface PostingMember {
  id: number;
  name: string;
  /** The site's owner or a site user holding a console role. */
  isAdmin: boolean;
  /** The points threshold of the member's rank; ranks are ordered by it. */
  rankPoints: number | null;
  /** Sections the member moderates (版主): they may post there whatever the permission, and skip review-first. */
  moderatedSectionIds: number[];
}

export async function findPostingMember(db: Executor, siteId: number, siteUserId: number): Promise<PostingMember | undefined> {
  const query = prepared(db, 'posting_member', (statement) =>
    db
      .select({
        id: siteUsers.id,
        name: siteUsers.userName,
        isAdmin: sql<boolean>`(${siteUsers.userType} = 1 or cardinality(${siteUsers.roles}) > 0)`,
        rankPoints: userRanks.minPoints,
        moderatedSectionIds: sql<
          number[]
        >`array(select m.section_id::int from ${sectionModerators} m where m.site_id = ${siteUsers.siteId} and m.user_id = ${siteUsers.id})`.mapWith(
          (ids: unknown[]) => ids.map(Number),
        ),
      })
      .from(siteUsers)
      .leftJoin(userRanks, and(eq(userRanks.siteId, siteUsers.siteId), eq(userRanks.id, siteUsers.rankId)))
      .where(and(eq(siteUsers.siteId, param('siteId')), eq(siteUsers.id, param('siteUserId'))))
      .prepare(statement),
  );
  const [row] = await query.execute({ siteId, siteUserId });
  return row;
}

export interface SectionRule {
  id: number;
  postPermission: number;
  /** The threshold of the section's minimum rank; null when there is none, or the rank was deleted. */
  minRankPoints: number | null;
}

export function moderates(member: PostingMember | undefined, sectionId: number): boolean {
  return member?.moderatedSectionIds.includes(sectionId) ?? false;
}

/**
 * 1 every member; 2 members whose rank is at least the section's; 3 administrators only. Administrators may post
 * anywhere, a section's moderators in their sections.
 */
export function mayPost(member: PostingMember | undefined, section: SectionRule): boolean {
  if (!member) return false;
  if (member.isAdmin || moderates(member, section.id)) return true;
  switch (section.postPermission) {
    case SectionPostPermission.everyone:
      return true;
    case SectionPostPermission.rank:
      return section.minRankPoints === null || (member.rankPoints !== null && member.rankPoints >= section.minRankPoints);
    default:
      return false;
  }
}
