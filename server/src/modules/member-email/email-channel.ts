// The notification delivery's email channel (handed to it by app.ts): for a pending email send, the member's verified
// address (none, or the kind unsubscribed: the send fails with the reason), the message with its one-click unsubscribe
// headers, and SMTP. A digest send's content is the time it starts from; its list is read here, when it is sent.
import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { MemberNotificationKindLabels } from '../../../../sdk/generated/enums';
import type { ModuleDeps } from '../deps';
import { switchedOff } from '../notification/member-preferences';
import { memberNotifications, type notificationSends } from '../notification/notification.tables';
import type { EmailChannel } from '../notification/notification-delivery';
import { emailSiteOf, memberNameOf, unsubscribeHeaders, unsubscribeUrl } from './email-site';
import { digestEmail, notificationEmail } from './email-text';
import { memberEmails } from './member-email.tables';

const DIGEST_ITEMS = 20;

export function createEmailChannel(deps: Pick<ModuleDeps, 'db' | 'sites' | 'mailer'>): EmailChannel {
  const { db, mailer } = deps;
  return {
    name: 'smtp',
    async send(row: typeof notificationSends.$inferSelect) {
      if (!mailer.on) throw new Error('邮件渠道未开启：服务器没有配置发信（SMTP）');
      const [member] = await db
        .select()
        .from(memberEmails)
        .where(and(eq(memberEmails.siteId, row.siteId), eq(memberEmails.userId, row.userId)));
      if (!member?.email) throw new Error('成员没有已验证的邮箱');
      const site = await emailSiteOf(deps, row.siteId);
      const userName = await memberNameOf(db, row.siteId, row.userId);
      if (!site || !userName) throw new Error('成员或站点已不存在');
      const target = { siteId: row.siteId, userId: row.userId };

      if (row.template === 'emailDigest') {
        if (!member.digestEnabled) throw new Error('成员已退订每日摘要');
        const since = new Date(row.content);
        const unread = and(
          eq(memberNotifications.siteId, row.siteId),
          eq(memberNotifications.userId, row.userId),
          isNull(memberNotifications.readAt),
          gt(memberNotifications.createdAt, Number.isNaN(since.getTime()) ? new Date(0) : since),
        );
        const [{ total }] = await db.select({ total: count() }).from(memberNotifications).where(unread);
        if (!total) throw new Error('摘要发出前通知已全部读过');
        const items = await db.select().from(memberNotifications).where(unread).orderBy(asc(memberNotifications.id)).limit(DIGEST_ITEMS);
        const url = await unsubscribeUrl(db, site, { ...target, what: 'digest' });
        const body = digestEmail(site, userName, items, Number(total), url);
        return mailer.send({ to: member.email, ...body, headers: unsubscribeHeaders(url) });
      }

      const kind = row.template as keyof typeof MemberNotificationKindLabels;
      const kindLabel = MemberNotificationKindLabels[kind];
      if (!kindLabel) throw new Error('不是成员通知');
      // Queued before the member turned the kind's email off (通知设置, or an unsubscribe link): not sent.
      if ((await switchedOff(db, [row])).has(`${row.siteId}:${row.userId}:${kind}:email`)) throw new Error('成员已退订此类邮件');
      // The row keeps the title and content; the link is the notification's (the newest of this kind with that title).
      const [notice] = await db
        .select({ link: memberNotifications.link })
        .from(memberNotifications)
        .where(
          and(
            eq(memberNotifications.siteId, row.siteId),
            eq(memberNotifications.userId, row.userId),
            eq(memberNotifications.kind, kind),
            eq(memberNotifications.title, row.title),
          ),
        )
        .orderBy(desc(memberNotifications.id))
        .limit(1);
      const url = await unsubscribeUrl(db, site, { ...target, what: kind });
      const body = notificationEmail(site, userName, { kindLabel, title: row.title, content: row.content, link: notice?.link ?? '' }, url);
      return mailer.send({ to: member.email, ...body, headers: unsubscribeHeaders(url) });
    },
  };
}
