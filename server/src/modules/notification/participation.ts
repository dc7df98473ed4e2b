// Participation notifications (issue 25): someone replied to what I wrote (`reply`), and likes of what I wrote
// (`like`), grouped — while my `like` notification about one post, comment or answer is unread, the next like updates
// it (「张三等 5 人赞了你的帖子」) instead of adding a row. Called by the post and question modules in their own
// transactions; nobody is ever told about what they did themselves.
import { and, eq, sql } from 'drizzle-orm';
import { recordChange } from '../../contract/request-effects';
import type { Executor } from '../../db/database';
import { siteUsers } from '../site/site.tables';
import { switchedOff } from './member-preferences';
import { memberNotifications } from './notification.tables';
import { clip, notifyMembers } from './notify-member';

/** What was written, as a notification names it. */
export type TargetKind = 'post' | 'comment' | 'answer';
const NOUN: Record<TargetKind, string> = { post: '帖子', comment: '评论', answer: '回答' };

/** The most members a grouped notification remembers by id (its count goes on). */
const REMEMBERED_ACTORS = 20;

export async function nicknameOf(db: Executor, siteId: number, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: siteUsers.userName })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
  return row?.name ?? '有人';
}

export interface ReplyNotice {
  siteId: number;
  /** Who wrote the reply. */
  actorId: number;
  /** Whose post, comment or answer it answers. */
  ownerIds: number[];
  /** What was replied to. */
  target: TargetKind;
  /** The title of the post or question, for the text. */
  title: string;
  /** The reply's text. */
  excerpt: string;
  link: string;
}

/** `reply`: each owner once, never the replier. Returns whom it told (a mention of them in the same reply is not told again). */
export async function noticeReply(tx: Executor, notice: ReplyNotice): Promise<number[]> {
  const owners = [...new Set(notice.ownerIds)].filter((id) => id !== notice.actorId);
  if (!owners.length) return [];
  const name = await nicknameOf(tx, notice.siteId, notice.actorId);
  const verb = notice.target === 'post' ? '评论了你的帖子' : `回复了你的${NOUN[notice.target]}`;
  await notifyMembers(
    tx,
    owners.map((userId) => ({
      siteId: notice.siteId,
      userId,
      kind: 'reply' as const,
      title: clip(`${name} ${verb}`, 100),
      content: clip(`「${clip(notice.title, 40)}」：${notice.excerpt}`, 500),
      link: notice.link,
    })),
  );
  return owners;
}

export interface LikeNotice {
  siteId: number;
  actorId: number;
  ownerId: number;
  target: TargetKind;
  targetId: number;
  title: string;
  link: string;
}

/**
 * `like`, grouped: a new row (through notifyMembers, so the member's switches and the site's channels apply) when the
 * owner has no unread like notification about this target, else that row is updated in one statement — the liker
 * first among those named, the count up by one unless they were counted already — under the partial unique index
 * member_notifications_group_key. The caller has already updated the liked row's count in this transaction, which
 * holds that row's lock to the commit: two likes of one target take turns, and the second sees the first's row.
 */
export async function noticeLike(tx: Executor, notice: LikeNotice): Promise<void> {
  const { siteId, actorId, ownerId } = notice;
  if (actorId === ownerId) return;
  const off = await switchedOff(tx, [{ siteId, userId: ownerId }]);
  if (off.has(`${siteId}:${ownerId}:like:inApp`)) return;
  const name = await nicknameOf(tx, siteId, actorId);
  const noun = NOUN[notice.target];
  const groupKey = `${notice.target}:${notice.targetId}`;
  const n = memberNotifications;
  const counted = sql`${actorId} = any(${n.actorIds})`;
  const count = sql`(case when ${counted} then ${n.actorCount} else ${n.actorCount} + 1 end)`;
  const [updated] = await tx
    .update(n)
    .set({
      actorCount: count,
      actorIds: sql`(array[${actorId}::integer] || array_remove(${n.actorIds}, ${actorId}::integer))[1:${sql.raw(String(REMEMBERED_ACTORS))}]`,
      // The words are parameters, not SQL literals: the server bundle stays one byte a character (scripts/build.mjs says why).
      title: sql`left(${name} || (case when ${count} > 1 then ${'等 '} || ${count}::text || ${' 人赞了你的'} else ${' 赞了你的'} end) || ${noun}, 100)`,
      createdAt: sql`now()`,
    })
    .where(and(eq(n.siteId, siteId), eq(n.userId, ownerId), eq(n.groupKey, groupKey), sql`${n.readAt} is null`))
    .returning({ id: n.id });
  if (updated) {
    recordChange({ siteId, topic: 'notification', userId: ownerId });
    return;
  }
  await notifyMembers(tx, [
    {
      siteId,
      userId: ownerId,
      kind: 'like',
      title: clip(`${name} 赞了你的${noun}`, 100),
      content: clip(`「${clip(notice.title, 60)}」`, 500),
      link: notice.link,
      groupKey,
      actorIds: [actorId],
    },
  ]);
}
