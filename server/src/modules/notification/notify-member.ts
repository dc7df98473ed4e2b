// The one way to tell a member something (DESIGN §5 Notifications). In the caller's transaction, so that it exists
// exactly when what it reports was committed: a row in the member's in-app list (always), and for the kinds the site
// sends on other channels (通知渠道设置) a pending SMS (members with a mobile) or WeChat subscribe message in the send
// log, which is the outbox. Nothing leaves the server here: the delivery (notification-delivery.ts) runs after the
// commit, on this server at once and on the job queue every minute, so a slow or failing channel never slows or fails
// the caller. The member's bell hears of it through the event streams once the request has committed.
import { and, eq, inArray } from 'drizzle-orm';
import type { MemberNotificationKind } from '../../../../sdk/generated/enums';
import { recordChange, recordOutbox } from '../../contract/request-effects';
import type { Executor } from '../../db/database';
import { maskMobile } from '../../sms/sms-ledger';
import { siteUsers } from '../site/site.tables';
import { switchedOff } from './member-preferences';
import { memberNotifications, notificationChannelSettings, notificationSends } from './notification.tables';

export type NotificationKind = (typeof MemberNotificationKind)[keyof typeof MemberNotificationKind];

export interface MemberNotice {
  siteId: number;
  userId: number;
  kind: NotificationKind;
  title: string;
  content: string;
  /** A path on the member site, such as `/post/1024`; empty when there is nothing to open. */
  link?: string;
  /** Grouped kinds (likes, participation.ts): what the notification is about, and who did it. */
  groupKey?: string;
  actorIds?: number[];
}

export const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** An account name as the send log shows it: its first and last characters. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account.slice(0, 1)}*`;
  return `${account[0]}****${account[account.length - 1]}`;
}

/** Adds one notification to a member's list, in the caller's transaction. */
export async function notifyMember(tx: Executor, notice: MemberNotice): Promise<void> {
  await notifyMembers(tx, [notice]);
}

/** The same for several at once. A kind the member switched off on a channel (我的 › 通知设置) is not sent there. */
export async function notifyMembers(tx: Executor, notices: MemberNotice[]): Promise<void> {
  if (!notices.length) return;
  const off = await switchedOff(tx, notices);
  const wanted = (n: { siteId: number; userId: number; kind: string }, channel: string) =>
    !off.has(`${n.siteId}:${n.userId}:${n.kind}:${channel}`);
  const rows = notices.map((n) => ({
    siteId: n.siteId,
    userId: n.userId,
    kind: n.kind,
    title: clip(n.title, 100),
    content: clip(n.content, 500),
    link: n.link && n.link.length <= 200 ? n.link : '',
    ...(n.groupKey ? { groupKey: n.groupKey, actorIds: n.actorIds ?? [] } : {}),
  }));
  const inApp = rows.filter((r) => wanted(r, 'inApp'));
  if (inApp.length) await tx.insert(memberNotifications).values(inApp);

  const siteIds = [...new Set(rows.map((r) => r.siteId))];
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const settings = await tx.select().from(notificationChannelSettings).where(inArray(notificationChannelSettings.siteId, siteIds));
  const users = await tx
    .select({ siteId: siteUsers.siteId, id: siteUsers.id, account: siteUsers.account, mobile: siteUsers.mobile })
    .from(siteUsers)
    .where(and(inArray(siteUsers.siteId, siteIds), inArray(siteUsers.id, userIds)));
  const userOf = (siteId: number, userId: number) => users.find((u) => u.siteId === siteId && u.id === userId);

  const sends: (typeof notificationSends.$inferInsert)[] = [];
  for (const row of rows) {
    const user = userOf(row.siteId, row.userId);
    const recipient = user ? maskAccount(user.account) : '';
    if (wanted(row, 'inApp'))
      sends.push({ ...base(row), channel: 'inApp', recipientMasked: recipient, status: 'sent', provider: 'inApp', sentAt: new Date() });
    const setting = settings.find((s) => s.siteId === row.siteId);
    if (!setting) continue;
    if (setting.smsKinds.includes(row.kind) && wanted(row, 'sms')) {
      if (user?.mobile)
        sends.push({ ...base(row), channel: 'sms', recipientMasked: maskMobile(user.mobile), address: user.mobile, status: 'pending' });
      else sends.push({ ...base(row), channel: 'sms', recipientMasked: recipient, status: 'failed', error: '成员没有留手机号' });
    }
    if (setting.wechatKinds.includes(row.kind) && wanted(row, 'wechat')) {
      sends.push({ ...base(row), channel: 'wechat', recipientMasked: recipient, status: 'pending' });
    }
    // The address is looked up when it is sent (the member's verified email).
    if (setting.emailKinds.includes(row.kind) && wanted(row, 'email')) {
      sends.push({ ...base(row), channel: 'email', recipientMasked: recipient, status: 'pending' });
    }
  }
  if (sends.length) await tx.insert(notificationSends).values(sends);
  if (sends.some((s) => s.status === 'pending')) recordOutbox();
  for (const row of inApp) recordChange({ siteId: row.siteId, topic: 'notification', userId: row.userId });
}

function base(row: { siteId: number; userId: number; kind: string; title: string; content: string }) {
  return { siteId: row.siteId, userId: row.userId, template: row.kind, title: row.title, content: row.content };
}

/** The channel setting of one site (no row: in-app only). */
export async function channelSettingOf(db: Executor, siteId: number) {
  const [row] = await db.select().from(notificationChannelSettings).where(eq(notificationChannelSettings.siteId, siteId));
  return { smsKinds: row?.smsKinds ?? [], wechatKinds: row?.wechatKinds ?? [], emailKinds: row?.emailKinds ?? [] };
}

/**
 * Queues one daily digest email per member (member-email's task, in its claim's transaction): a pending email send
 * whose content is the time the digest starts from; the email channel writes it when it is sent.
 */
export async function queueEmailDigests(tx: Executor, digests: { siteId: number; userId: number; account: string; since: Date }[]) {
  if (!digests.length) return;
  await tx.insert(notificationSends).values(
    digests.map((d) => ({
      siteId: d.siteId,
      userId: d.userId,
      template: 'emailDigest',
      channel: 'email',
      recipientMasked: maskAccount(d.account),
      title: '每日摘要',
      content: d.since.toISOString(),
      status: 'pending',
    })),
  );
  recordOutbox();
}

/** A member's erasure (the notification module's part, manifest.ts): their notifications go. */
export async function deleteMemberNotifications(tx: Executor, siteId: number, userId: number) {
  await tx.delete(memberNotifications).where(and(eq(memberNotifications.siteId, siteId), eq(memberNotifications.userId, userId)));
}
