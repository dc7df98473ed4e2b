// The flags of posts (置顶, 精华, 锁定) and their section, changed by the site console: not review states, so not in
// content-transitions.ts, but audited the same way, one event per changed post, in the caller's transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { SecurityAction } from '../../audit/security-actions';
import { recordSecurityEvent } from '../../audit/security-events';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { pointsForFeatured } from '../point/content-points';
import type { ContentActor, TransitionResult } from './content-transitions';
import { countPostInSection } from './content-transitions';
import { posts } from './post.tables';

export type PostFlag = 'pinned' | 'featured' | 'locked';

const flagAudit: Record<PostFlag, [on: SecurityAction, off: SecurityAction]> = {
  pinned: ['contentPinned', 'contentUnpinned'],
  featured: ['contentFeatured', 'contentUnfeatured'],
  locked: ['contentLocked', 'contentUnlocked'],
};

interface FlagChange {
  ids: number[];
  actor: ContentActor;
  from: Pick<RequestInfo, 'ip' | 'userAgent'> | null;
}

async function lockPosts(db: Executor, siteId: number, ids: number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await db
    .select({
      id: posts.id,
      status: posts.status,
      sectionId: posts.sectionId,
      authorId: posts.authorId,
      pinned: posts.pinned,
      featured: posts.featured,
      locked: posts.locked,
    })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), inArray(posts.id, unique)))
    .orderBy(posts.id)
    .for('update');
  if (rows.length !== unique.length) throw notFound('帖子不存在');
  return rows;
}

const actorColumns = (actor: ContentActor) => ({
  realm: actor.realm,
  actorAccountId: actor.accountId ?? null,
  actorSiteUserId: actor.siteUserId ?? null,
  actorName: actor.name,
});

/** Sets one flag on posts of one site; posts already so are skipped. Another site's id answers 404 like a missing one. */
export async function setPostFlag(
  db: Executor,
  siteId: number,
  flag: PostFlag,
  value: boolean,
  change: FlagChange,
): Promise<TransitionResult> {
  const result: TransitionResult = { changed: [], skipped: [] };
  for (const row of await lockPosts(db, siteId, change.ids)) {
    if (row[flag] === value) {
      result.skipped.push(row.id);
      continue;
    }
    await db
      .update(posts)
      .set({ [flag]: value })
      .where(and(eq(posts.siteId, siteId), eq(posts.id, row.id)));
    if (flag === 'featured' && value) await pointsForFeatured(db, siteId, row);
    await recordSecurityEvent(db, change.from, {
      ...actorColumns(change.actor),
      action: flagAudit[flag][value ? 0 : 1],
      siteId,
      targetType: 'post',
      targetId: row.id,
      detail: { [flag]: value },
    });
    result.changed.push(row.id);
  }
  return result;
}

/**
 * Moves posts of one site to another of its sections (the caller checks the section is the site's); the published
 * post counts of both sections follow.
 */
export async function movePostsToSection(db: Executor, siteId: number, sectionId: number, change: FlagChange): Promise<TransitionResult> {
  const result: TransitionResult = { changed: [], skipped: [] };
  for (const row of await lockPosts(db, siteId, change.ids)) {
    if (row.sectionId === sectionId) {
      result.skipped.push(row.id);
      continue;
    }
    await db
      .update(posts)
      .set({ sectionId })
      .where(and(eq(posts.siteId, siteId), eq(posts.id, row.id)));
    await countPostInSection(db, siteId, row.sectionId, row.status, null);
    await countPostInSection(db, siteId, sectionId, null, row.status);
    await recordSecurityEvent(db, change.from, {
      ...actorColumns(change.actor),
      action: 'contentMoved',
      siteId,
      targetType: 'post',
      targetId: row.id,
      detail: { from: row.sectionId, to: sectionId },
    });
    result.changed.push(row.id);
  }
  return result;
}
