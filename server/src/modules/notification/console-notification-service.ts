// The site console's own notifications (the bell in its top bar): the signed-in administrator's list, unread count and
// marking read; and the site's channel setting (设置 › 通知渠道).
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import type { ConsolePrincipal } from '../../auth/principal';
import { badRequest, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { consoleNotifications as n, notificationChannelSettings } from './notification.tables';
import { channelSettingOf } from './notify-member';

const encodeCursor = (id: number) => Buffer.from(String(id), 'utf8').toString('base64url');
function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = Number(text);
  if (!/^[1-9][0-9]{0,15}$/.test(text) || !Number.isSafeInteger(id)) throw badRequest('游标无效');
  return id;
}

export function createConsoleNotificationService({ db }: Pick<ModuleDeps, 'db'>) {
  const mine = (me: ConsolePrincipal) => and(eq(n.siteId, me.siteId), eq(n.userId, me.siteUserId));
  const unreadCount = async (me: ConsolePrincipal) => {
    const [row] = await db
      .select({ unread: count() })
      .from(n)
      .where(and(mine(me), isNull(n.readAt)));
    return Number(row?.unread ?? 0);
  };

  return {
    async list(
      me: ConsolePrincipal,
      query: OperationQuery<'getConsoleNotificationList'>,
    ): Promise<Schema<'ConsoleNotificationCursorPage'>> {
      const limit = query.limit ?? 20;
      const before = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await db
        .select()
        .from(n)
        .where(and(mine(me), before ? lt(n.id, before) : undefined))
        .orderBy(desc(n.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return {
        list: page.map((row) => ({
          id: row.id,
          kind: row.kind as Schema<'ConsoleNotificationKind'>,
          title: row.title,
          content: row.content,
          link: row.link,
          read: row.readAt !== null,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1].id) : null,
      };
    },

    count: async (me: ConsolePrincipal) => ({ unread: await unreadCount(me) }),

    async read(me: ConsolePrincipal, body: OperationBody<'readConsoleNotification'>) {
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

    channelSetting: (siteId: number): Promise<Schema<'NotificationChannelSetting'>> =>
      channelSettingOf(db, siteId) as Promise<Schema<'NotificationChannelSetting'>>,

    async saveChannelSetting(siteId: number, body: OperationBody<'updateNotificationChannelSetting'>) {
      const values = { smsKinds: [...new Set(body.smsKinds)], wechatKinds: [...new Set(body.wechatKinds)] };
      await db
        .insert(notificationChannelSettings)
        .values({ siteId, ...values })
        .onConflictDoUpdate({ target: notificationChannelSettings.siteId, set: { ...values, updatedAt: sql`now()` } });
      return values as Schema<'NotificationChannelSetting'>;
    },
  };
}
