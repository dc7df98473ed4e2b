import { defineModule } from '../module';
import * as tables from './notification.tables';
import { notificationHandlers } from './notification-handlers';
import { warnSmsQuotaOnce } from './notify-console';
import { deleteMemberNotifications } from './notify-member';
import { notificationPersonalData } from './personal-data';

export const notificationModule = defineModule({
  name: 'notification',
  handlers: { notification: notificationHandlers },
  tables,
  tasks: [
    {
      name: 'notificationDelivery',
      label: '发送排队的短信、微信订阅消息与邮件通知',
      cron: '* * * * *',
      enabledByDefault: true,
      retryLimit: 2,
      // Each send is claimed before it goes out, so a retry or a second server never sends one twice.
      run: (deps) => deps.deliveries.run(),
    },
  ],
  personalData: notificationPersonalData,
  erasure: { stage: 'ledger', erase: (tx, { siteId, siteUserId }) => deleteMemberNotifications(tx, siteId, siteUserId) },
  // Issue 14: the send that brings a site to 80 % of its month's quota tells the owner, once a month.
  smsBilled: (db, siteId) => warnSmsQuotaOnce(db, siteId),
});
