// Who a member is, as far as posting goes: name for the audit trail, and what decides a section's post permission
// (site_users and user_ranks are read only here).
import { and, eq, sql } from 'drizzle-orm';
import { SectionPostPermission } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { siteUsers } from '../site/site.tables';
import { userRanks } from '../user-rank/user-rank.tables';

export interface PostingMember {
  id: number;
  name: string;
  /** The site's owner or a site user holding a console role. */
  isAdmin: boolean;
  /** The points threshold of the member's rank; ranks are ordered by it. */
  rankPoints: number | null;
}

export async function findPostingMember(db: Executor, siteId: number, siteUserId: number): Promise<PostingMember | undefined> {
  const [row] = await db
    .select({
      id: siteUsers.id,
      name: siteUsers.userName,
      isAdmin: sql<boolean>`(${siteUsers.userType} = 1 or cardinality(${siteUsers.roles}) > 0)`,
      rankPoints: userRanks.minPoints,
    })
    .from(siteUsers)
    .leftJoin(userRanks, and(eq(userRanks.siteId, siteUsers.siteId), eq(userRanks.id, siteUsers.rankId)))
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, siteUserId)));
  return row;
}

export interface SectionRule {
  postPermission: number;
  /** The threshold of the section's minimum rank; null when there is none, or the rank was deleted. */
  minRankPoints: number | null;
}

/** 1 every member; 2 members whose rank is at least the section's; 3 administrators only. Administrators may post anywhere. */
export function mayPost(member: PostingMember | undefined, section: SectionRule): boolean {
  if (!member) return false;
  if (member.isAdmin) return true;
  switch (section.postPermission) {
    case SectionPostPermission.everyone:
      return true;
    case SectionPostPermission.rank:
      return section.minRankPoints === null || (member.rankPoints !== null && member.rankPoints >= section.minRankPoints);
    default:
      return false;
  }
}
