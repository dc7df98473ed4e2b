import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { smsOutbox } from './sms.tables';

/** The outbox feeds the SMS statistics, so it is kept for months (SMS_OUTBOX_RETENTION_DAYS), not for ever. */
export async function pruneSmsOutbox(db: Executor, keepDays: number) {
  await db.delete(smsOutbox).where(lt(smsOutbox.createdAt, sql`now() - make_interval(days => ${keepDays})`));
}
