// The demo's notification channels and sends (issue 15): each demo site sends some member notifications by SMS and
// WeChat (通知渠道), and its send log holds three weeks of sends on every channel and in every status, so the SaaS
// console's 消息发送统计 and 消息发送记录 show something on a fresh start. The owner has the SMS quota warning of a past
// month in the console's 我的通知 (read), and the administrator one unread notice.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { consoleNotifications, notificationChannelSettings, notificationSends } from '../modules/notification/notification.tables';
import { maskAccount } from '../modules/notification/notify-member';
import { siteUsers } from '../modules/site/site.tables';
import { maskMobile } from '../sms/sms-ledger';

const HOUR = 3_600_000;

const templates = ['reportResolved', 'contentHidden', 'answerReceived', 'answerAccepted', 'memberMuted'] as const;
const outcomes = [
  { status: 'delivered', error: '' },
  { status: 'sent', error: '' },
  { status: 'delivered', error: '' },
  { status: 'failed', error: '用户未订阅该消息模板' },
  { status: 'sent', error: '' },
  { status: 'failed', error: '短信服务商答复 503' },
] as const;

export async function seedDemoNotifications(
  tx: Executor,
  siteId: number,
  ids: { adminId: number; memberIds: number[] },
  rand: (max: number) => number,
) {
  await tx.insert(notificationChannelSettings).values({
    siteId,
    smsKinds: ['memberBanned', 'memberMuted'],
    wechatKinds: ['reportResolved', 'answerReceived', 'answerAccepted', 'workOrderReplied'],
  });
  const members = await tx
    .select({ id: siteUsers.id, account: siteUsers.account, mobile: siteUsers.mobile })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), inArray(siteUsers.id, ids.memberIds)));
  const [owner] = await tx
    .select({ id: siteUsers.id, account: siteUsers.account })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.userType, 1)));
  if (!members.length || !owner) return;
  const now = Date.now();
  const rows: (typeof notificationSends.$inferInsert)[] = [];
  for (let n = 0; n < 60; n++) {
    const member = members[n % members.length];
    const template = templates[n % templates.length];
    const at = new Date(now - (21 * 24 - n * 8 - rand(6)) * HOUR);
    const sentAt = new Date(at.getTime() + 1500);
    rows.push({
      siteId,
      userId: member.id,
      template,
      channel: 'inApp',
      recipientMasked: maskAccount(member.account),
      status: 'sent',
      provider: 'inApp',
      sentAt,
      createdAt: at,
    });
    const outcome = outcomes[n % outcomes.length];
    const wechat = template !== 'memberMuted' && template !== 'contentHidden';
    if (wechat) {
      rows.push({
        siteId,
        userId: member.id,
        template,
        channel: 'wechat',
        recipientMasked: maskAccount(member.account),
        status: outcome.status,
        provider: 'sandbox',
        receipt: outcome.status === 'failed' ? '' : `sandbox-demo-${n}`,
        error: outcome.status === 'failed' ? '用户未订阅该消息模板' : '',
        sentAt,
        createdAt: at,
      });
    } else if (template === 'memberMuted') {
      rows.push({
        siteId,
        userId: member.id,
        template,
        channel: 'sms',
        recipientMasked: member.mobile ? maskMobile(member.mobile) : maskAccount(member.account),
        status: member.mobile ? outcome.status : 'failed',
        provider: 'outbox',
        error: member.mobile ? (outcome.status === 'failed' ? '短信服务商答复 503' : '') : '成员没有留手机号',
        sentAt,
        createdAt: at,
      });
    }
  }
  // The newest one still waits for the delivery job (it runs within a minute of the server starting).
  const last = members[0];
  rows.push({
    siteId,
    userId: last.id,
    template: 'answerReceived',
    channel: 'wechat',
    recipientMasked: maskAccount(last.account),
    status: 'pending',
    title: '你的问题有了新回答',
    content: '你关注的问题有了新的回答，快去看看吧。',
    createdAt: new Date(now - 2 * 60_000),
  });
  await tx.insert(notificationSends).values(rows);

  const lastMonth = new Date(now - 20 * 24 * HOUR);
  await tx.insert(consoleNotifications).values([
    {
      siteId,
      userId: owner.id,
      kind: 'smsQuotaWarning',
      title: '本月短信额度已用 80%',
      content: '本站本月已发送 400 条短信，额度 500 条。额度用完后，本站的验证码与通知短信将无法发送，请联系站点管理中心调整额度。',
      link: '/statistic/manageSmsSentStatistic',
      readAt: new Date(lastMonth.getTime() + 2 * HOUR),
      createdAt: lastMonth,
    },
    {
      siteId,
      userId: ids.adminId,
      kind: 'smsQuotaWarning',
      title: '本月短信额度已用 80%',
      content: '本站本月已发送 80 条短信，额度 100 条。额度用完后，本站的验证码与通知短信将无法发送。',
      link: '/statistic/manageSmsSentStatistic',
      createdAt: new Date(now - 3 * HOUR),
    },
  ]);
  await tx.insert(notificationSends).values(
    [owner.id, ids.adminId].map((userId, i) => ({
      siteId,
      userId,
      template: 'smsQuotaWarning',
      channel: 'inApp',
      status: 'sent',
      provider: 'inApp',
      recipientMasked: maskAccount(i === 0 ? owner.account : 'admin'),
      sentAt: i === 0 ? lastMonth : new Date(now - 3 * HOUR),
      createdAt: i === 0 ? lastMonth : new Date(now - 3 * HOUR),
    })),
  );
}
