// Sends what notifyMember queued for SMS and WeChat, after the caller's commit: claims pending rows of the send log
// (a conditional update, so two servers or two runs never send one twice; a claim older than 5 minutes, left by a
// server that died mid-send, is taken again), sends each through its channel and writes sent or failed with the
// reason. Kicked on this server right after a request that queued some committed, and run by the job queue every
// minute (task `notificationDelivery`) for whatever a kick missed.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MemberNotificationKindLabels } from '../../../../sdk/generated/enums';
import { withEffects } from '../../contract/request-effects';
import type { Database } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import { checkQuota } from '../../sms/sms-ledger';
import type { SmsProvider } from '../../sms/sms-provider';
import { notificationSends as s, wechatSandboxMessages } from './notification.tables';

/** One WeChat subscribe message (订阅消息): the template is the notification kind, `page` the mini-program page. */
export interface WechatMessage {
  siteId: number;
  userId: number;
  template: string;
  title: string;
  content: string;
  page: string;
}

/** Every subscribe message leaves through one of these; a real provider (the WeChat API with the site's mini-program
 * credentials and the member's openid) plugs in by implementing `send`, which throws with the reason when it fails. */
export interface WechatProvider {
  readonly name: string;
  send(message: WechatMessage): Promise<{ receipt: string }>;
}

/** The default: records what would be sent in wechat_sandbox_messages, without any network. */
export function createSandboxWechatProvider(db: Database, log?: FastifyBaseLogger): WechatProvider {
  return {
    name: 'sandbox',
    async send(message) {
      const [row] = await db
        .insert(wechatSandboxMessages)
        .values({ ...message, page: message.page.slice(0, 200) })
        .returning({ id: wechatSandboxMessages.id });
      log?.info({ wechatSandbox: { siteId: message.siteId, template: message.template } }, '【微信订阅消息沙箱，未真实发送】');
      return { receipt: `sandbox-${row.id}` };
    },
  };
}

/** The email channel (member-email's, handed over by app.ts): finds the member's address and writes the message. */
export interface EmailChannel {
  readonly name: string;
  send(row: typeof s.$inferSelect): Promise<{ receipt: string }>;
}

export interface DeliveryDeps {
  db: Database;
  sms: SmsProvider;
  wechat: WechatProvider;
  email: EmailChannel;
  events: EventBus;
  signature: string;
  log: FastifyBaseLogger;
}

const BATCH = 50;
const CLAIM_EXPIRY = sql`now() - interval '5 minutes'`;

/** The text of a notification SMS: the kind only, never what members wrote (no one may make our sender say anything). */
export function smsText(signature: string, template: string): string {
  const label = MemberNotificationKindLabels[template as keyof typeof MemberNotificationKindLabels] ?? '新通知';
  return `【${signature}】您有一条新通知：${label}。请登录社区查看详情。`;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

export function createNotificationDelivery(deps: () => DeliveryDeps) {
  let running: Promise<number> | null = null;
  let again = false;

  async function claim(db: Database) {
    return db
      .update(s)
      .set({ claimedAt: sql`now()` })
      .where(
        sql`(${s.siteId}, ${s.id}) in (select site_id, id from notification_sends where status = 'pending' and (claimed_at is null or claimed_at < ${CLAIM_EXPIRY}) order by id limit ${BATCH} for update skip locked)`,
      )
      .returning();
  }

  async function sendOne(d: DeliveryDeps, row: typeof s.$inferSelect) {
    const finish = (values: { status: 'sent' | 'failed'; provider: string; receipt?: string; error?: string }) =>
      d.db
        .update(s)
        .set({ ...values, sentAt: sql`now()`, address: null, title: '', content: '' })
        .where(and(eq(s.siteId, row.siteId), eq(s.id, row.id), eq(s.status, 'pending')));
    try {
      if (row.channel === 'sms') {
        if (!row.address) throw new Error('成员没有留手机号');
        await checkQuota(d.db, row.siteId);
        await d.sms.send({ mobile: row.address, content: smsText(d.signature, row.template), purpose: 'notification', siteId: row.siteId });
        await finish({ status: 'sent', provider: d.sms.name });
      } else if (row.channel === 'wechat') {
        const { receipt } = await d.wechat.send({
          siteId: row.siteId,
          userId: row.userId,
          template: row.template,
          title: row.title,
          content: row.content,
          page: 'pages/notification/index',
        });
        await finish({ status: 'sent', provider: d.wechat.name, receipt });
      } else if (row.channel === 'email') {
        const { receipt } = await d.email.send(row);
        await finish({ status: 'sent', provider: d.email.name, receipt });
      }
    } catch (error) {
      const provider = row.channel === 'sms' ? d.sms.name : row.channel === 'email' ? d.email.name : d.wechat.name;
      await finish({ status: 'failed', provider, error: reason(error) });
    }
  }

  async function runOnce(): Promise<number> {
    const d = deps();
    let total = 0;
    for (;;) {
      const rows = await claim(d.db);
      if (!rows.length) return total;
      const { effects } = await withEffects(async () => {
        for (const row of rows) await sendOne(d, row);
      });
      for (const change of effects.changes) d.events.publish(change);
      total += rows.length;
      if (rows.length < BATCH) return total;
    }
  }

  /** Sends everything pending now; answers how many sends it handled. Concurrent calls share one run. */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let handled = 0;
      do {
        again = false;
        handled += await runOnce();
      } while (again);
      return handled;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    run,
    /** Starts a run in the background (after a request that queued sends committed); failures are logged. */
    kick() {
      run().catch((error: unknown) => deps().log.warn({ err: error }, 'notification delivery failed'));
    },
  };
}

export type NotificationDelivery = ReturnType<typeof createNotificationDelivery>;
