// The site console's own notifications (the bell in its top bar): the signed-in administrator's list, unread count and
// marking read; and the site's channel setting (设置 › 通知渠道).
import { sql } from 'drizzle-orm';
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import type { ConsolePrincipal } from '../../auth/principal';
import type { JsonText } from '../../context';
import type { ModuleDeps } from '../deps';
import { consoleNotifications, notificationChannelSettings } from './notification.tables';
import { createInbox } from './notification-service';
import { channelSettingOf } from './notify-member';

export function createConsoleNotificationService({ db, mailer }: Pick<ModuleDeps, 'db' | 'mailer'>) {
  const inbox = createInbox<Schema<'ConsoleNotificationKind'>>(db, consoleNotifications);
  return {
    list: (
      me: ConsolePrincipal,
      query: OperationQuery<'getConsoleNotificationList'>,
    ): Promise<JsonText<Schema<'ConsoleNotificationCursorPage'>>> => inbox.list(me, query),
    count: inbox.count,
    read: (me: ConsolePrincipal, body: OperationBody<'readConsoleNotification'>) => inbox.read(me, body),

    channelSetting: async (siteId: number): Promise<Schema<'NotificationChannelSetting'>> =>
      ({ ...(await channelSettingOf(db, siteId)), emailChannelOn: mailer.on }) as Schema<'NotificationChannelSetting'>,

    async saveChannelSetting(siteId: number, body: OperationBody<'updateNotificationChannelSetting'>) {
      const values = {
        smsKinds: [...new Set(body.smsKinds)],
        wechatKinds: [...new Set(body.wechatKinds)],
        // Not given (a client from before the email channel): kept as it was.
        ...(body.emailKinds ? { emailKinds: [...new Set(body.emailKinds)] } : {}),
      };
      const [row] = await db
        .insert(notificationChannelSettings)
        .values({ siteId, ...values })
        .onConflictDoUpdate({ target: notificationChannelSettings.siteId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return {
        smsKinds: row.smsKinds,
        wechatKinds: row.wechatKinds,
        emailKinds: row.emailKinds,
        emailChannelOn: mailer.on,
      } as Schema<'NotificationChannelSetting'>;
    },
  };
}
