// A person's in-app notifications, the same for a member (the member site's bell, member_notifications) and a site's
// administrator (the site console's bell, console_notifications): the newest first by cursor, the unread count, and
// marking one or all read. Only their own rows are ever read or changed.
import { and, count, desc, eq, getTableName, isNull, lt, sql } from 'drizzle-orm';
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { JsonText } from '../../context';
import { isoTime, jsonText } from '../../db/json-text';
import { param, prepared } from '../../db/prepared';
import { badRequest, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { type consoleNotifications, memberNotifications } from './notification.tables';

export interface MemberRef {
  siteId: number;
  siteUserId: number;
}

/** The cursor is the last id of the page, base64url. */
const encodeCursor = (id: number) => Buffer.from(String(id), 'utf8').toString('base64url');
function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = Number(text);
  if (!/^[1-9][0-9]{0,15}$/.test(text) || !Number.isSafeInteger(id)) throw badRequest('游标无效');
  return id;
}

/** Both lists have the same columns; each keeps its own table (and its own kinds). */
type NoticeTable = typeof memberNotifications | typeof consoleNotifications;

export interface NoticePage<Kind extends string> {
  list: { id: number; kind: Kind; title: string; content: string; link: string; read: boolean; createdAt: string }[];
  nextCursor: string | null;
}

export function createInbox<Kind extends string>(db: ModuleDeps['db'], n: NoticeTable) {
  const mine = (me: MemberRef) => and(eq(n.siteId, me.siteId), eq(n.userId, me.siteUserId));
  const unreadCount = async (me: MemberRef) => {
    const [row] = await db
      .select({ unread: count() })
      .from(n)
      .where(and(mine(me), isNull(n.readAt)));
    return Number(row?.unread ?? 0);
  };
  const noticeJson = jsonText({
    id: n.id,
    kind: n.kind,
    title: n.title,
    content: n.content,
    link: n.link,
    read: sql`${n.readAt} is not null`,
    createdAt: isoTime(n.createdAt),
  });

  return {
    /** A page, newest first, written by PostgreSQL as JSON (one prepared statement per table and cursor or none). */
    async list(me: MemberRef, query: { cursor?: string; limit?: number }): Promise<JsonText<NoticePage<Kind>>> {
      const limit = query.limit ?? 20;
      const before = query.cursor ? decodeCursor(query.cursor) : undefined;
      const statement = prepared(db, `${getTableName(n)}_page${before ? '_before' : ''}`, (name) =>
        db
          .select({ id: n.id, json: noticeJson })
          .from(n)
          .where(and(eq(n.siteId, param('siteId')), eq(n.userId, param('userId')), before ? lt(n.id, param('before')) : undefined))
          .orderBy(desc(n.id))
          .limit(param('limit'))
          .prepare(name),
      );
      const rows = await statement.execute({ siteId: me.siteId, userId: me.siteUserId, before, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const nextCursor = rows.length > limit ? encodeCursor(page[page.length - 1].id) : null;
      return JsonText.page(
        page.map((row) => row.json),
        nextCursor,
      );
    },

    count: async (me: MemberRef) => ({ unread: await unreadCount(me) }),

    /** Marks one (`id`) or all of them read; answers how many changed and how many stay unread. */
    async read(me: MemberRef, body: { id?: number }) {
      if (body.id !== undefined) {
        const [row] = await db
          .select({ id: n.id, readAt: n.readAt })
          .from(n)
          .where(and(mine(me), eq(n.id, body.id)));
        if (!row) throw notFound('通知不存在');
        const changed = row.readAt
          ? []
          : await db
              .update(n)
              .set({ readAt: sql`now()` })
              .where(and(mine(me), eq(n.id, body.id), isNull(n.readAt)))
              .returning({ id: n.id });
        return { changed: changed.length, unread: await unreadCount(me) };
      }
      const changed = await db
        .update(n)
        .set({ readAt: sql`now()` })
        .where(and(mine(me), isNull(n.readAt)))
        .returning({ id: n.id });
      return { changed: changed.length, unread: 0 };
    },
  };
}

/** A member's notifications (the member site's bell). */
export function createNotificationService({ db }: Pick<ModuleDeps, 'db'>) {
  const inbox = createInbox<Schema<'MemberNotificationKind'>>(db, memberNotifications);
  return {
    list: (me: MemberRef, query: OperationQuery<'getMyNotificationList'>): Promise<JsonText<Schema<'MemberNotificationCursorPage'>>> =>
      inbox.list(me, query),
    count: inbox.count,
    read: (me: MemberRef, body: OperationBody<'readNotification'>) => inbox.read(me, body),
  };
}
