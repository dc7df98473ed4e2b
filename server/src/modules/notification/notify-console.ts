// What a site tells its administrators (the site console's bell): one row per administrator in console_notifications,
// in the caller's transaction, announced on the event streams once the request commits. The first kind is the SMS
// quota warning (issue 14): the first send of a month that brings a site to 80 % of its monthly SMS quota tells the
// owner, once per month (a conditional claim on sms_quotas.warned_month, so concurrent sends warn once).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ConsoleNotificationKind } from '../../../../sdk/generated/enums';
import { recordChange } from '../../contract/request-effects';
import type { Executor } from '../../db/database';
import { smsQuotas } from '../../sms/sms.tables';
import { quotaLevel, quotaOf, usedThisMonth } from '../../sms/sms-ledger';
import { siteUsers } from '../site/site.tables';
import { wantedNotices } from './console-preferences';
import { consoleNotifications, notificationSends } from './notification.tables';
import { clip, maskAccount } from './notify-member';

export type ConsoleKind = (typeof ConsoleNotificationKind)[keyof typeof ConsoleNotificationKind];

export interface ConsoleNotice {
  siteId: number;
  /** The administrator (site user) it is for. */
  userId: number;
  kind: ConsoleKind;
  title: string;
  content: string;
  /** A path inside the site console, or empty. */
  link?: string;
}

/** Adds notifications to administrators' lists (in-app in the site console), in the caller's transaction. */
export async function notifyConsoleUsers(tx: Executor, all: ConsoleNotice[]): Promise<void> {
  // 个人设置 › 通知偏好: a kind the administrator switched off is not sent to them at all.
  const notices = await wantedNotices(tx, all);
  if (!notices.length) return;
  const rows = notices.map((n) => ({
    siteId: n.siteId,
    userId: n.userId,
    kind: n.kind,
    title: clip(n.title, 100),
    content: clip(n.content, 500),
    link: n.link && n.link.length <= 200 ? n.link : '',
  }));
  await tx.insert(consoleNotifications).values(rows);
  const accounts = await tx
    .select({ siteId: siteUsers.siteId, id: siteUsers.id, account: siteUsers.account })
    .from(siteUsers)
    .where(
      sql`(${siteUsers.siteId}, ${siteUsers.id}) in (${sql.join(
        rows.map((r) => sql`(${r.siteId}, ${r.userId})`),
        sql`, `,
      )})`,
    );
  await tx.insert(notificationSends).values(
    rows.map((r) => ({
      siteId: r.siteId,
      userId: r.userId,
      template: r.kind,
      channel: 'inApp',
      recipientMasked: maskAccount(accounts.find((a) => a.siteId === r.siteId && a.id === r.userId)?.account ?? ''),
      status: 'sent',
      provider: 'inApp',
      sentAt: new Date(),
    })),
  );
  for (const r of rows) recordChange({ siteId: r.siteId, topic: 'consoleNotification', userId: r.userId });
}

/** This month in Beijing time, `YYYY-MM`. */
const beijingMonth = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);

/**
 * After a billed SMS of the site: when this month's sends reach 80 % of its quota and the owner was not yet told this
 * month, tells them (once: the month is claimed by a conditional update). Answers whether it warned.
 */
export async function warnSmsQuotaOnce(db: Executor, siteId: number): Promise<boolean> {
  const quota = await quotaOf(db, siteId);
  if (quota <= 0) return false;
  const used = await usedThisMonth(db, siteId);
  const level = quotaLevel(quota, used);
  if (level !== 'warning' && level !== 'exhausted') return false;
  const month = beijingMonth();
  const [owner] = await db
    .select({ id: siteUsers.id })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.userType, 1)));
  if (!owner) return false;
  const claimed = await db
    .update(smsQuotas)
    .set({ warnedMonth: month })
    .where(and(eq(smsQuotas.siteId, siteId), ne(smsQuotas.warnedMonth, month)))
    .returning({ siteId: smsQuotas.siteId });
  if (!claimed.length) return false;
  const percent = Math.floor((used * 100) / quota);
  await notifyConsoleUsers(db, [
    {
      siteId,
      userId: owner.id,
      kind: 'smsQuotaWarning',
      title: `本月短信额度已用 ${Math.min(percent, 100)}%`,
      content: `本站本月已发送 ${used} 条短信，额度 ${quota} 条。额度用完后，本站的验证码与通知短信将无法发送，请联系站点管理中心调整额度。`,
      link: '/statistic/manageSmsSentStatistic',
    },
  ]);
  return true;
}
