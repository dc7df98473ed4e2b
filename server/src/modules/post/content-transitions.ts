// The review states of posts and comments (ContentStatus 10–60) and the one place that moves content between them:
// the site console, the SaaS console and the author all go through `transitionPosts` / `transitionComments`, so the
// counters and the audit trail cannot be forgotten by one of them.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { canTransition as canMove, transitionTarget } from '../../../../sdk';
import { ContentStatus, type ContentStatusAction, ContentStatusTransitions } from '../../../../sdk/generated/enums';
import type { TokenKind } from '../../../../sdk/generated/operations';
import type { SecurityAction } from '../../audit/security-actions';
import { recordSecurityEvent } from '../../audit/security-events';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { type MemberNotice, notifyMembers } from '../notification/notify-member';
import { pointsForCommentState, pointsForPostState } from '../point/content-points';
import { comments, posts } from './post.tables';
import { commentPublished, postPublished } from './post-published';
import { plainText } from './post-text';
import { addToSectionCount } from './section-post-count';

type Status = (typeof ContentStatus)[keyof typeof ContentStatus];

/** The review actions: the contract's `x-transitions` on ContentStatus say from which states each starts and where it leads. */
export type ContentAction = ContentStatusAction;

const { published, hidden } = ContentStatus;

/** The audit event each action writes. */
const auditOf: Record<ContentAction, SecurityAction> = {
  approve: 'contentApproved',
  reject: 'contentRejected',
  hide: 'contentHidden',
  restore: 'contentRestored',
  delete: 'contentDeleted',
  purge: 'contentPurged',
};

/**
 * The state an action leads to from `status` (the contract's table): `restore` brings deleted content back to the
 * state it had before deletion (`previous`; pending when none was kept); `null` for purge (the row is gone).
 */
export function nextStatus(action: ContentAction, status: Status, previous: Status | null): Status | null {
  const to = transitionTarget(ContentStatusTransitions, action, status);
  if (to === undefined) throw new Error(`${action} cannot start from ${status}`);
  return to === 'previous' ? (previous ?? ContentStatus.pending) : to;
}

export function canTransition(action: ContentAction, status: number): boolean {
  return canMove(ContentStatusTransitions, action, status);
}

/** Who acts: a member on their own content, a site administrator, or a platform manager on the site's behalf. */
export interface ContentActor {
  realm: TokenKind;
  siteUserId?: number;
  accountId?: number;
  name: string;
}

export interface TransitionRequest {
  ids: number[];
  action: ContentAction;
  /** Shown to the author for reject and hide. */
  reason?: string;
  actor: ContentActor;
  from: Pick<RequestInfo, 'ip' | 'userAgent'> | null;
}

/** What was done: ids changed, and ids skipped because their state does not allow the action. */
export interface TransitionResult {
  changed: number[];
  skipped: number[];
}

function stamp(action: ContentAction, request: TransitionRequest, status: number, next: Status) {
  const who = request.actor.name;
  const reviewed = action === 'approve' || action === 'reject' || action === 'hide' || (action === 'restore' && status === hidden);
  return {
    status: next,
    updatedAt: sql`now()`,
    ...(action === 'reject' || action === 'hide' ? { reason: request.reason ?? '' } : {}),
    ...(action === 'approve' || action === 'restore' ? { reason: '' } : {}),
    ...(reviewed ? { reviewedBy: who, reviewedAt: sql`now()` } : {}),
    ...(action === 'delete'
      ? { previousStatus: status, deletedByKind: request.actor.realm, deletedBy: who, deletedAt: sql`now()` }
      : { previousStatus: null, deletedByKind: null, deletedBy: '', deletedAt: null }),
  };
}

/** The columns a change of state writes on any reviewed table (posts, comments, questions, answers). */
export type TransitionStamp = ReturnType<typeof stamp>;

/** A locked row of a reviewed table, as the transition loop needs it. */
export interface TransitionRow {
  id: number;
  status: number;
  previousStatus: number | null;
}

/**
 * The loop every reviewed table shares: rows whose state does not allow the action are skipped; for the others
 * `apply` writes the new state (`next` null: remove the row) with `stamp` and moves the table's own counters, then the
 * change is one audit event and, when `apply` returns one, a notice to the author (sent together at the end).
 */
export async function runTransitions<R extends TransitionRow>(
  db: Executor,
  siteId: number,
  request: TransitionRequest,
  targetType: string,
  rows: R[],
  apply: (row: R, next: Status | null, stamp: TransitionStamp) => Promise<MemberNotice | null | undefined>,
): Promise<TransitionResult> {
  const result: TransitionResult = { changed: [], skipped: [] };
  const notices: MemberNotice[] = [];
  for (const row of rows) {
    if (!canTransition(request.action, row.status)) {
      result.skipped.push(row.id);
      continue;
    }
    const next = nextStatus(request.action, row.status as Status, row.previousStatus as Status | null);
    const notice = await apply(row, next, stamp(request.action, request, row.status, next ?? (row.status as Status)));
    await recordSecurityEvent(db, request.from, {
      realm: request.actor.realm,
      action: auditOf[request.action],
      siteId,
      actorAccountId: request.actor.accountId ?? null,
      actorSiteUserId: request.actor.siteUserId ?? null,
      actorName: request.actor.name,
      targetType,
      targetId: row.id,
      detail: { from: row.status, to: next, ...(request.reason ? { reason: request.reason } : {}) },
    });
    if (notice) notices.push(notice);
    result.changed.push(row.id);
  }
  await notifyMembers(db, notices);
  return result;
}

/**
 * What the author is told when an administrator or the platform hides or deletes their content (members deleting their
 * own are not told). Called once per change, by the transition itself, so every path that hides content notifies.
 */
function authorNotice(
  request: TransitionRequest,
  siteId: number,
  target: { authorId: number; label: string; link: string },
): MemberNotice | null {
  if (request.actor.realm === 'member') return null;
  const why = request.reason ? `原因：${request.reason}` : '';
  if (request.action === 'hide')
    return {
      siteId,
      userId: target.authorId,
      kind: 'contentHidden',
      title: '你的内容已被屏蔽',
      content: `你的${target.label}已被管理员屏蔽，其他成员看不到它。${why}`,
      link: target.link,
    };
  if (request.action === 'delete')
    return {
      siteId,
      userId: target.authorId,
      kind: 'contentDeleted',
      title: '你的内容已被删除',
      content: `你的${target.label}已被管理员删除。${why}`,
      link: '',
    };
  return null;
}

const quote = (text: string) => (text.length > 30 ? `${text.slice(0, 30)}…` : text);

/** Published posts per section move with a post's state; call it in the transaction that changes the state. */
export async function countPostInSection(db: Executor, siteId: number, sectionId: number, was: number | null, now: number | null) {
  const delta = (now === published ? 1 : 0) - (was === published ? 1 : 0);
  await addToSectionCount(db, siteId, sectionId, delta);
}

/**
 * A post's comment count (and a top-level comment's reply count) move with a comment's state; call it in the
 * transaction that changes the state. Publishing a comment also makes the post active again.
 */
export async function countComment(
  db: Executor,
  siteId: number,
  comment: { postId: number; parentId: number | null },
  was: number | null,
  now: number | null,
) {
  const delta = (now === published ? 1 : 0) - (was === published ? 1 : 0);
  if (!delta) return;
  await db
    .update(posts)
    .set({
      commentCount: sql`greatest(${posts.commentCount} + ${delta}, 0)`,
      ...(delta > 0 ? { activeAt: sql`greatest(${posts.activeAt}, now())` } : {}),
    })
    .where(and(eq(posts.siteId, siteId), eq(posts.id, comment.postId)));
  if (comment.parentId !== null)
    await db
      .update(comments)
      .set({ replyCount: sql`greatest(${comments.replyCount} + ${delta}, 0)` })
      .where(and(eq(comments.siteId, siteId), eq(comments.id, comment.parentId)));
}

/**
 * Applies one action to posts of one site, in the caller's transaction: rows are locked, those whose state allows the
 * action change, counters follow, and each change is one audit event. An id that is not this site's post answers 404,
 * like a missing one.
 */
export async function transitionPosts(db: Executor, siteId: number, request: TransitionRequest): Promise<TransitionResult> {
  const ids = [...new Set(request.ids)].sort((a, b) => a - b);
  const rows = await db
    .select({
      id: posts.id,
      status: posts.status,
      previousStatus: posts.previousStatus,
      sectionId: posts.sectionId,
      authorId: posts.authorId,
      title: posts.title,
    })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), inArray(posts.id, ids)))
    .orderBy(posts.id)
    .for('update');
  if (rows.length !== ids.length) throw notFound('帖子不存在');
  return runTransitions(db, siteId, request, 'post', rows, async (row, next, values) => {
    const where = and(eq(posts.siteId, siteId), eq(posts.id, row.id));
    if (next === null) await db.delete(posts).where(where);
    else await db.update(posts).set(values).where(where);
    await countPostInSection(db, siteId, row.sectionId, row.status, next);
    await pointsForPostState(db, siteId, row, row.status, next, request.actor.realm);
    // Approved out of review (not shown again after hiding): its author's followers and the section's watchers hear of it.
    if (request.action === 'approve' && next === published && row.status !== hidden) postPublished(siteId, row.id);
    return authorNotice(request, siteId, { authorId: row.authorId, label: `帖子《${quote(row.title)}》`, link: `/post/${row.id}` });
  });
}

/** The same for comments: the post's comment count and the parent's reply count follow. */
export async function transitionComments(db: Executor, siteId: number, request: TransitionRequest): Promise<TransitionResult> {
  const ids = [...new Set(request.ids)].sort((a, b) => a - b);
  const rows = await db
    .select({
      id: comments.id,
      postId: comments.postId,
      parentId: comments.parentId,
      authorId: comments.authorId,
      status: comments.status,
      previousStatus: comments.previousStatus,
      content: comments.content,
    })
    .from(comments)
    .where(and(eq(comments.siteId, siteId), inArray(comments.id, ids)))
    .orderBy(comments.id)
    .for('update');
  if (rows.length !== ids.length) throw notFound('评论不存在');
  return runTransitions(db, siteId, request, 'comment', rows, async (row, next, values) => {
    const where = and(eq(comments.siteId, siteId), eq(comments.id, row.id));
    if (next === null) await db.delete(comments).where(where);
    else await db.update(comments).set(values).where(where);
    await countComment(db, siteId, row, row.status, next);
    await pointsForCommentState(db, siteId, row, row.status, next);
    if (request.action === 'approve' && next === published && row.status !== hidden) commentPublished(siteId, row.id);
    return authorNotice(request, siteId, {
      authorId: row.authorId,
      label: `评论“${quote(plainText(row.content))}”`,
      link: `/post/${row.postId}`,
    });
  });
}
