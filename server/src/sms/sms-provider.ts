import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { smsOutbox } from './sms.tables';
import { writeLedger } from './sms-ledger';

export interface SmsMessage {
  mobile: string;
  content: string;
  purpose: string;
  siteId: number | null;
}

/** Every SMS leaves through one of these; a real gateway plugs in by implementing `send`. Each send, and each failed
 * one, is a row of the SMS ledger with the unit price (failures cost nothing). */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface SmsPricing {
  unitPriceFen: number;
  /**
   * After a billed SMS of a site (the modules' `smsBilled`, e.g. the quota warning of issue 14). Its failure is logged
   * and never fails the send it follows.
   */
  onBilled?: (db: Database, siteId: number) => Promise<unknown>;
}

/** Writes the ledger row, then tells whoever listens for billed sends of a site. */
async function recordSend(db: Database, log: FastifyBaseLogger, pricing: SmsPricing, row: Parameters<typeof writeLedger>[1]) {
  const id = await writeLedger(db, row);
  if (row.siteId !== null && row.status !== 'failed' && pricing.onBilled)
    await pricing.onBilled(db, row.siteId).catch((error) => log.warn({ err: error, siteId: row.siteId }, 'after a billed SMS'));
  return id;
}

/** Development and embedded default: records each message in the outbox table and prints it, marked as development output. */
export function createOutboxProvider(db: Database, log: FastifyBaseLogger, pricing: SmsPricing = { unitPriceFen: 5 }): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      const [row] = await db
        .insert(smsOutbox)
        .values({ ...message, provider: 'outbox' })
        .returning({ id: smsOutbox.id });
      await recordSend(db, log, pricing, {
        ...message,
        provider: 'outbox',
        receipt: `outbox-${row.id}`,
        status: 'sent',
        priceFen: pricing.unitPriceFen,
      });
      log.info({ devSms: { to: message.mobile, content: message.content } }, '【开发模式短信，未真实发送】');
    },
  };
}

/** Production: posts the message to an SMS gateway; logs only the number and purpose, never the content (it holds the code).
 * The gateway's answer may carry its receipt as `receipt` or `id` (JSON); a delivery report marks it delivered. */
export function createWebhookProvider(
  db: Database,
  url: string,
  log: FastifyBaseLogger,
  pricing: SmsPricing = { unitPriceFen: 5 },
): SmsProvider {
  return {
    name: 'webhook',
    async send(message) {
      const ledger = (status: 'sent' | 'failed', receipt = '') =>
        recordSend(db, log, pricing, { ...message, provider: 'webhook', receipt, status, priceFen: pricing.unitPriceFen });
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobile: message.mobile, content: message.content }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        await ledger('failed');
        throw error;
      }
      if (!response.ok) {
        await ledger('failed');
        throw new Error(`SMS gateway answered ${response.status}`);
      }
      const answer = (await response.json().catch(() => ({}))) as { receipt?: unknown; id?: unknown };
      const receipt = String(answer?.receipt ?? answer?.id ?? '');
      await db.insert(smsOutbox).values({ ...message, content: '（内容不保存）', provider: 'webhook' });
      await ledger('sent', receipt);
      log.info({ sms: { to: message.mobile, purpose: message.purpose } }, 'sms sent');
    },
  };
}
