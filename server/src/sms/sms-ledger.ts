// The SMS ledger: every SMS a provider sends, or fails to send, is one row with its price; the quota check reads it.
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { tooManyRequests } from '../http/errors';
import { smsLedger, smsQuotas } from './sms.tables';

export type SmsLedgerStatus = 'sent' | 'failed' | 'delivered';

/** 13800000002 → 138****0002; anything else keeps its first and last characters only. */
export function maskMobile(mobile: string): string {
  if (/^\d{11}$/.test(mobile)) return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
  return mobile.length <= 2 ? '**' : `${mobile[0]}****${mobile[mobile.length - 1]}`;
}

export async function writeLedger(
  db: Executor,
  row: {
    siteId: number | null;
    purpose: string;
    mobile: string;
    provider: string;
    receipt: string;
    status: SmsLedgerStatus;
    priceFen: number;
  },
) {
  const [saved] = await db
    .insert(smsLedger)
    .values({
      siteId: row.siteId,
      purpose: row.purpose,
      mobileMasked: maskMobile(row.mobile),
      provider: row.provider,
      receipt: row.receipt.slice(0, 64),
      status: row.status,
      priceFen: row.status === 'failed' ? 0 : row.priceFen,
    })
    .returning({ id: smsLedger.id });
  return saved.id;
}

/** The provider's delivery report: the row with this receipt becomes delivered. */
export async function markDelivered(db: Executor, provider: string, receipt: string) {
  await db
    .update(smsLedger)
    .set({ status: 'delivered' })
    .where(and(eq(smsLedger.provider, provider), eq(smsLedger.receipt, receipt), eq(smsLedger.status, 'sent')));
}

/** The first instant of this month in Beijing time. */
export const beijingMonthStart = sql`(date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')`;

/** Billed SMS of the site this month (sent or delivered; failures are not billed). */
export async function usedThisMonth(db: Executor, siteId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsLedger)
    .where(
      and(eq(smsLedger.siteId, siteId), gte(smsLedger.createdAt, beijingMonthStart), inArray(smsLedger.status, ['sent', 'delivered'])),
    );
  return row.n;
}

export async function quotaOf(db: Executor, siteId: number): Promise<number> {
  const [row] = await db.select({ quota: smsQuotas.monthlyQuota }).from(smsQuotas).where(eq(smsQuotas.siteId, siteId));
  return row?.quota ?? 0;
}

export type QuotaLevel = 'none' | 'ok' | 'warning' | 'exhausted';
export function quotaLevel(quota: number, used: number): QuotaLevel {
  if (quota <= 0) return 'none';
  if (used >= quota) return 'exhausted';
  return used * 5 >= quota * 4 ? 'warning' : 'ok';
}

export const QUOTA_EXHAUSTED = '本站本月短信额度已用完，暂时无法发送短信验证码，请联系站点管理员';

/** Refuses a site's send once its month's quota is used up (429, in Chinese); the platform's own sends have none. */
export async function checkQuota(db: Executor, siteId: number | null) {
  if (siteId === null) return;
  const quota = await quotaOf(db, siteId);
  if (quota <= 0) return;
  if ((await usedThisMonth(db, siteId)) >= quota) throw tooManyRequests(QUOTA_EXHAUSTED);
}
