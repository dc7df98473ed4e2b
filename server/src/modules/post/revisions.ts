// The edit history (编辑历史) of posts, comments and answers: what `content_revisions` keeps and how it is read. Every
// edit calls `recordEdit` in its own transaction, with the edited row locked, so versions of one piece of content are
// numbered without gaps: the first edit writes version 1 (what was first published) and version 2, each later edit one
// more. The question module records its answers here; the consoles' moderation views read `listRevisions`.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { isoTime } from '../../db/json-text';
import { notFound } from '../../http/errors';
import type { ErasedMember } from '../module';
import { siteUsers } from '../site/site.tables';
import { contentAuthorJson } from '../site/site-user-repository';
import { comments, contentRevisions, posts, type RevisionKind } from './post.tables';

export type { RevisionKind } from './post.tables';

export interface ContentVersion {
  title?: string;
  content: string;
  editorId: number;
}

/**
 * Records an edit: the version before it (written first when this is the content's first edit, dated `previousAt`)
 * and the new one. Runs in the edit's transaction, after the content's row was locked.
 */
export async function recordEdit(
  tx: Executor,
  siteId: number,
  kind: RevisionKind,
  targetId: number,
  previous: ContentVersion & { at: Date },
  next: ContentVersion & { at?: Date },
): Promise<number> {
  const target = and(eq(contentRevisions.siteId, siteId), eq(contentRevisions.kind, kind), eq(contentRevisions.targetId, targetId));
  const [last] = await tx
    .select({ version: sql<number>`coalesce(max(${contentRevisions.version}), 0)::int` })
    .from(contentRevisions)
    .where(target);
  let version = last?.version ?? 0;
  const rows: (typeof contentRevisions.$inferInsert)[] = [];
  if (version === 0) {
    version = 1;
    rows.push({
      siteId,
      kind,
      targetId,
      version,
      title: previous.title ?? '',
      content: previous.content,
      editorId: previous.editorId,
      createdAt: previous.at,
    });
  }
  rows.push({
    siteId,
    kind,
    targetId,
    version: version + 1,
    title: next.title ?? '',
    content: next.content,
    editorId: next.editorId,
    // Now, unless the caller dates it (the demo's seed).
    ...(next.at ? { createdAt: next.at } : {}),
  });
  await tx.insert(contentRevisions).values(rows);
  return version + 1;
}

/** Every version of one piece of content, newest first (empty when it was never edited). */
export async function listRevisions(
  db: Executor,
  siteId: number,
  kind: RevisionKind,
  targetId: number,
): Promise<Schema<'ContentRevision'>[]> {
  return db
    .select({
      version: contentRevisions.version,
      title: contentRevisions.title,
      content: contentRevisions.content,
      editor: contentAuthorJson,
      createdAt: isoTime(contentRevisions.createdAt),
    })
    .from(contentRevisions)
    .innerJoin(siteUsers, and(eq(siteUsers.siteId, contentRevisions.siteId), eq(siteUsers.id, contentRevisions.editorId)))
    .where(and(eq(contentRevisions.siteId, siteId), eq(contentRevisions.kind, kind), eq(contentRevisions.targetId, targetId)))
    .orderBy(desc(contentRevisions.version))
    .limit(1000);
}

/**
 * A member's erasure: the versions they wrote follow their content — gone when they chose to remove it, the site's
 * anonymous user's when it stays.
 */
export async function eraseMemberRevisions(tx: Executor, member: ErasedMember) {
  const theirs = and(eq(contentRevisions.siteId, member.siteId), eq(contentRevisions.editorId, member.siteUserId));
  if (member.content === 'remove') await tx.delete(contentRevisions).where(theirs);
  else await tx.update(contentRevisions).set({ editorId: member.anonymousId }).where(theirs);
}

/** A post's versions for the consoles: this site's post, whatever its state; another site's answers as a missing one. */
export async function revisionsOfPost(db: Executor, siteId: number, postId: number) {
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), eq(posts.id, postId)));
  if (!post) throw notFound('帖子不存在');
  return { list: await listRevisions(db, siteId, 'post', postId) };
}

/** A comment's versions for the site console, as `revisionsOfPost`. */
export async function revisionsOfComment(db: Executor, siteId: number, commentId: number) {
  const [comment] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.siteId, siteId), eq(comments.id, commentId)));
  if (!comment) throw notFound('评论不存在');
  return { list: await listRevisions(db, siteId, 'comment', commentId) };
}
