import type { Executor } from '../../db/database';
import { listForumSections } from './forum-sections';
import { findPostingMember } from './post-members';

/** The visible sections, with `canPost` for this viewer (false for a visitor). */
export async function findForumSectionsFor(db: Executor, siteId: number, viewerId: number | null) {
  const member = viewerId === null ? undefined : await findPostingMember(db, siteId, viewerId);
  return listForumSections(db, siteId, member);
}
