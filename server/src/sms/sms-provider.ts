import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { smsOutbox } from './sms.tables';

export interface SmsMessage {
  mobile: string;
  content: string;
  purpose: string;
  siteId: number | null;
}

/** Every SMS leaves through one of these; a real gateway plugs in by implementing `send`. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** Development and embedded default: records each message in the outbox table and prints it, marked as development output. */
export function createOutboxProvider(db: Database, log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await db.insert(smsOutbox).values({ ...message, provider: 'outbox' });
      log.info({ devSms: { to: message.mobile, content: message.content } }, '【开发模式短信，未真实发送】');
    },
  };
}

/** Production: posts the message to an SMS gateway; logs only the number and purpose, never the content (it holds the code). */
export function createWebhookProvider(db: Database, url: string, log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'webhook',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: message.mobile, content: message.content }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      await db.insert(smsOutbox).values({ ...message, content: '（内容不保存）', provider: 'webhook' });
      log.info({ sms: { to: message.mobile, purpose: message.purpose } }, 'sms sent');
    },
  };
}
