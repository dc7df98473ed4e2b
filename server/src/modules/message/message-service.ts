// Private messages (私信): one-to-one conversations between members of a site. A message goes through the rules posts
// go through (the mute guard before every write, the sensitive words) and the site's message settings. It has its own
// pace, not the posts' posting interval (15 s would throttle a conversation): at most one message per
// MESSAGE_INTERVAL_SECONDS from one sender, and the contract's x-rate-limit (per member per minute) bounds a burst; a member who blocked the sender refuses it. Each member's side of a conversation keeps its unread count,
// raised in the statement that sends and zeroed when the member opens the conversation. Administrators have no
// operation that lists conversations: a message reaches them only when its recipient reports it (the impeach module).
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { SiteUserStatus } from '../../../../sdk/generated/enums';
import type { MemberPrincipal } from '../../auth/principal';
import { JsonText } from '../../context';
import { recordChange } from '../../contract/request-effects';
import type { Executor } from '../../db/database';
import { isoTime, jsonText, microseconds } from '../../db/json-text';
import { param, prepared } from '../../db/prepared';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { findActiveBan } from '../member/member-sanctions';
import { decodePlace, encodePlace } from '../post/post-cursor';
import { findPostingMember } from '../post/post-members';
import { findSensitiveWord } from '../post/sensitive-words';
import { siteUsers } from '../site/site.tables';
import { contentAuthorColumns, contentAuthorJson } from '../site/site-user-repository';
import { userRanks } from '../user-rank/user-rank.tables';
import { conversationMembers as cm, conversations, memberBlocks, messageSettings, privateMessages as pm } from './message.tables';

/** How many members one member may block. */
export const MAX_BLOCKS = 500;
const EXCERPT = 100;
const HIDDEN_TEXT = '该私信已被管理员屏蔽';

type Setting = Schema<'MessageSetting'>;
const DEFAULT_SETTING: Setting = { enabled: 1, minRankId: null };

const encodeId = (id: number) => Buffer.from(String(id), 'utf8').toString('base64url');
function decodeId(cursor: string): number {
  const value = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isSafeInteger(value) || value < 1) throw badRequest('游标无效');
  return value;
}

export async function readMessageSetting(db: Executor, siteId: number): Promise<Setting> {
  const [row] = await db
    .select({ enabled: messageSettings.enabled, minRankId: messageSettings.minRankId })
    .from(messageSettings)
    .where(eq(messageSettings.siteId, siteId));
  return row ? { enabled: row.enabled === 1 ? 1 : 0, minRankId: row.minRankId } : DEFAULT_SETTING;
}

/** A member of this site one may write to or block: not the anonymous user; another site's answers like a missing one. */
async function findMember(db: Executor, siteId: number, id: number) {
  const [row] = await db
    .select({ id: siteUsers.id, status: siteUsers.status, anonymous: siteUsers.isAnonymous })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, id)));
  return row && !row.anonymous ? row : undefined;
}

/** Whether the sender's rank lets them write, under the site's setting (administrators always may). */
async function rankRefusal(db: Executor, siteId: number, siteUserId: number, setting: Setting): Promise<string | null> {
  if (setting.minRankId === null) return null;
  const [rank] = await db
    .select({ name: userRanks.name, minPoints: userRanks.minPoints })
    .from(userRanks)
    .where(and(eq(userRanks.siteId, siteId), eq(userRanks.id, setting.minRankId)));
  if (!rank) return null;
  const who = await findPostingMember(db, siteId, siteUserId);
  if (who?.isAdmin) return null;
  if (who?.rankPoints !== null && who?.rankPoints !== undefined && who.rankPoints >= rank.minPoints) return null;
  return `本站只允许等级达到「${rank.name}」的成员发私信`;
}

/** The other member's side as a ContentAuthor. */
const otherColumns = contentAuthorColumns;

/** One conversation of a member's list (Conversation): the other member, the last message's excerpt, unread. */
const conversationJson = jsonText({
  id: cm.conversationId,
  other: contentAuthorJson,
  lastExcerpt: sql`coalesce((select case when m.hidden then ${HIDDEN_TEXT}::text else left(m.content, ${sql.raw(String(EXCERPT))}) end
    from ${pm} m where m.site_id = ${cm.siteId} and m.conversation_id = ${cm.conversationId} order by m.id desc limit 1), '')`,
  lastAt: isoTime(cm.lastAt),
  unread: cm.unread,
});

export type MessageService = ReturnType<typeof createMessageService>;

/** Seconds between two messages of one sender: a typing pace, not the posting interval (never longer than it either). */
export const MESSAGE_INTERVAL_SECONDS = 1;

export function createMessageService(deps: Pick<ModuleDeps, 'db' | 'cache' | 'config'>) {
  const { db } = deps;
  // A deployment without a posting interval (tests, POST_INTERVAL_SECONDS=0) has none for messages either.
  const interval = Math.min(deps.config.postIntervalSeconds, MESSAGE_INTERVAL_SECONDS);

  async function sideOf(siteId: number, conversationId: number, userId: number) {
    const [row] = await db
      .select({ otherId: cm.otherId, unread: cm.unread })
      .from(cm)
      .where(and(eq(cm.siteId, siteId), eq(cm.conversationId, conversationId), eq(cm.userId, userId)));
    return row;
  }

  async function author(siteId: number, id: number): Promise<Schema<'ContentAuthor'>> {
    const [row] = await db
      .select(otherColumns)
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, id)));
    return row ?? { id, name: '已注销用户', avatar: '', home: false };
  }

  return {
    async send(me: MemberPrincipal, body: OperationBody<'sendPrivateMessage'>): Promise<Schema<'PrivateMessageSent'>> {
      const { siteId, siteUserId } = me;
      const content = body.content.trim();
      if (!content) throw badRequest('请输入私信内容');
      if (body.toId === siteUserId) throw badRequest('不能给自己发私信');
      const [to, setting] = await Promise.all([findMember(db, siteId, body.toId), readMessageSetting(db, siteId)]);
      if (!to) throw notFound('成员不存在');
      if (setting.enabled !== 1) throw forbidden('本站已关闭私信功能');
      if (to.status !== SiteUserStatus.active) throw forbidden('对方账号已停用，无法接收私信');
      const [refusal, ban, blocked, hit] = await Promise.all([
        rankRefusal(db, siteId, siteUserId, setting),
        findActiveBan(db, siteId, to.id),
        db
          .select({ id: memberBlocks.userId })
          .from(memberBlocks)
          .where(and(eq(memberBlocks.siteId, siteId), eq(memberBlocks.userId, to.id), eq(memberBlocks.blockedId, siteUserId))),
        findSensitiveWord(deps, siteId, content),
      ]);
      if (refusal) throw forbidden(refusal);
      if (ban) throw forbidden('对方账号已被封禁，无法接收私信');
      if (blocked.length) throw forbidden('对方已将你屏蔽，无法发送私信');
      if (hit) throw badRequest('私信内容含有敏感词，请修改后再发');
      const [lowId, highId] = siteUserId < to.id ? [siteUserId, to.id] : [to.id, siteUserId];
      const sent = await db.transaction(async (tx) => {
        if (interval > 0) {
          // One sender's messages one at a time, at most one per interval.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`message:${siteId}:${siteUserId}`}, 0))`);
          const [recent] = await tx
            .select({ id: pm.id })
            .from(pm)
            .where(
              and(eq(pm.siteId, siteId), eq(pm.senderId, siteUserId), sql`${pm.createdAt} > now() - make_interval(secs => ${interval})`),
            )
            .limit(1);
          if (recent) throw tooManyRequests(`发私信太频繁，请 ${interval} 秒后再试`);
        }
        const [conversation] = await tx
          .insert(conversations)
          .values({ siteId, lowId, highId })
          .onConflictDoUpdate({ target: [conversations.siteId, conversations.lowId, conversations.highId], set: { lowId } })
          .returning({ id: conversations.id });
        const [message] = await tx
          .insert(pm)
          .values({ siteId, conversationId: conversation.id, senderId: siteUserId, content })
          .returning({ id: pm.id });
        await tx
          .insert(cm)
          .values([
            { siteId, conversationId: conversation.id, userId: siteUserId, otherId: to.id, unread: 0 },
            { siteId, conversationId: conversation.id, userId: to.id, otherId: siteUserId, unread: 1 },
          ])
          .onConflictDoUpdate({
            target: [cm.siteId, cm.conversationId, cm.userId],
            set: { unread: sql`${cm.unread} + excluded.unread`, lastAt: sql`now()` },
          });
        return { conversationId: conversation.id, id: message.id };
      });
      recordChange({ siteId, topic: 'message', userId: to.id });
      recordChange({ siteId, topic: 'message', userId: siteUserId });
      return sent;
    },

    /** A page of the member's conversations, latest first, written by PostgreSQL as JSON (two prepared shapes). */
    async conversations(
      me: MemberPrincipal,
      query: OperationQuery<'getConversationList'>,
    ): Promise<JsonText<Schema<'ConversationCursorPage'>>> {
      const limit = query.limit ?? 20;
      const place = query.cursor ? decodePlace(query.cursor) : undefined;
      const statement = prepared(db, `conversation_page${place ? '_after' : ''}`, (name) =>
        db
          .select({
            id: cm.conversationId,
            at: microseconds(cm.lastAt),
            json: conversationJson,
          })
          .from(cm)
          .innerJoin(siteUsers, and(eq(siteUsers.siteId, cm.siteId), eq(siteUsers.id, cm.otherId)))
          .where(
            and(
              eq(cm.siteId, param('siteId')),
              eq(cm.userId, param('userId')),
              place
                ? sql`(${cm.lastAt}, ${cm.conversationId}) < ('epoch'::timestamptz + ${param('afterAt')}::bigint * interval '1 microsecond', ${param('afterId')})`
                : undefined,
            ),
          )
          .orderBy(desc(cm.lastAt), desc(cm.conversationId))
          .limit(param('limit'))
          .prepare(name),
      );
      const rows = await statement.execute({
        siteId: me.siteId,
        userId: me.siteUserId,
        afterAt: place?.at,
        afterId: place?.id,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      const nextCursor = rows.length > limit ? encodePlace({ at: last.at, id: last.id }) : null;
      return JsonText.page(
        page.map((row) => row.json),
        nextCursor,
      );
    },

    async messages(me: MemberPrincipal, query: OperationQuery<'getConversationMessageList'>): Promise<Schema<'ConversationMessagePage'>> {
      const { siteId, siteUserId } = me;
      const side = await sideOf(siteId, query.conversationId, siteUserId);
      if (!side) throw notFound('会话不存在');
      const limit = query.limit ?? 20;
      const before = query.cursor ? decodeId(query.cursor) : undefined;
      const [rows, other, blocked] = await Promise.all([
        db
          .select({ id: pm.id, senderId: pm.senderId, content: pm.content, hidden: pm.hidden, createdAt: pm.createdAt })
          .from(pm)
          .where(and(eq(pm.siteId, siteId), eq(pm.conversationId, query.conversationId), before ? lt(pm.id, before) : undefined))
          .orderBy(desc(pm.id))
          .limit(limit + 1),
        author(siteId, side.otherId),
        db
          .select({ id: memberBlocks.blockedId })
          .from(memberBlocks)
          .where(and(eq(memberBlocks.siteId, siteId), eq(memberBlocks.userId, siteUserId), eq(memberBlocks.blockedId, side.otherId))),
      ]);
      // Opening the conversation reads it: the count goes to zero in one statement (a message arriving meanwhile
      // raises it again after, never lost between a read and a write).
      if (!before && side.unread > 0) {
        await db
          .update(cm)
          .set({ unread: 0 })
          .where(and(eq(cm.siteId, siteId), eq(cm.conversationId, query.conversationId), eq(cm.userId, siteUserId)));
        recordChange({ siteId, topic: 'message', userId: siteUserId });
      }
      const page = rows.slice(0, limit);
      return {
        conversation: { id: query.conversationId, other, blockedByMe: blocked.length > 0 },
        list: page.map((r) => ({
          id: r.id,
          senderId: r.senderId,
          mine: r.senderId === siteUserId,
          content: r.hidden ? '' : r.content,
          hidden: r.hidden,
          createdAt: r.createdAt.toISOString(),
        })),
        nextCursor: rows.length > limit ? encodeId(page[page.length - 1].id) : null,
      };
    },

    async unreadCount(me: MemberPrincipal): Promise<Schema<'MessageUnreadCount'>> {
      const [row] = await db
        .select({ unread: sql<number>`coalesce(sum(${cm.unread}), 0)::int` })
        .from(cm)
        .where(and(eq(cm.siteId, me.siteId), eq(cm.userId, me.siteUserId)));
      return { unread: row?.unread ?? 0 };
    },

    async block(me: MemberPrincipal, id: number) {
      const { siteId, siteUserId } = me;
      if (id === siteUserId) throw badRequest('不能屏蔽自己');
      if (!(await findMember(db, siteId, id))) throw notFound('成员不存在');
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`block:${siteId}:${siteUserId}`}, 0))`);
        const [n] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(memberBlocks)
          .where(and(eq(memberBlocks.siteId, siteId), eq(memberBlocks.userId, siteUserId)));
        const inserted = await tx
          .insert(memberBlocks)
          .values({ siteId, userId: siteUserId, blockedId: id })
          .onConflictDoNothing()
          .returning({
            id: memberBlocks.blockedId,
          });
        if (inserted.length && n.n >= MAX_BLOCKS) throw badRequest(`黑名单最多 ${MAX_BLOCKS} 位成员`);
      });
      recordChange({ siteId, topic: 'message', userId: siteUserId });
      return { id };
    },

    async unblock(me: MemberPrincipal, id: number) {
      const { siteId, siteUserId } = me;
      if (!(await findMember(db, siteId, id))) throw notFound('成员不存在');
      await db
        .delete(memberBlocks)
        .where(and(eq(memberBlocks.siteId, siteId), eq(memberBlocks.userId, siteUserId), eq(memberBlocks.blockedId, id)));
      recordChange({ siteId, topic: 'message', userId: siteUserId });
      return { id };
    },

    async blockList(me: MemberPrincipal): Promise<Schema<'BlockList'>> {
      const rows = await db
        .select({ member: otherColumns, blockedAt: memberBlocks.createdAt })
        .from(memberBlocks)
        .innerJoin(siteUsers, and(eq(siteUsers.siteId, memberBlocks.siteId), eq(siteUsers.id, memberBlocks.blockedId)))
        .where(and(eq(memberBlocks.siteId, me.siteId), eq(memberBlocks.userId, me.siteUserId)))
        .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.blockedId))
        .limit(MAX_BLOCKS);
      return { list: rows.map((r) => ({ member: r.member, blockedAt: r.blockedAt.toISOString() })) };
    },

    setting: (siteId: number) => readMessageSetting(db, siteId),

    async updateSetting(siteId: number, body: OperationBody<'updateMessageSetting'>): Promise<{ before: Setting; after: Setting }> {
      if (body.minRankId !== null) {
        const [rank] = await db
          .select({ id: userRanks.id })
          .from(userRanks)
          .where(and(eq(userRanks.siteId, siteId), eq(userRanks.id, body.minRankId)));
        if (!rank) throw badRequest('所选等级不存在');
      }
      const before = await readMessageSetting(db, siteId);
      const after: Setting = { enabled: body.enabled, minRankId: body.minRankId };
      await db
        .insert(messageSettings)
        .values({ siteId, ...after })
        .onConflictDoUpdate({ target: messageSettings.siteId, set: after });
      return { before, after };
    },
  };
}
