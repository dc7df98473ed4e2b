import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';

/**
 * Lock classes (the first key of PostgreSQL's two-key advisory locks), so that a hash collision between, say, an IP
 * and a mobile number never makes two unrelated counters wait for each other.
 */
export const lockClass = {
  loginIp: 9101,
  smsMobile: 9102,
  smsIp: 9103,
  uploader: 9104,
} as const;

/**
 * Serialises the transactions that check and then grow one counter (sign-in tries of an IP, SMS sent to a number), so
 * that a burst of parallel requests is counted one by one. Released at commit or rollback. Callers taking two take them
 * in one fixed order, so no two transactions wait for each other.
 */
export async function lockCounter(tx: Transaction, cls: (typeof lockClass)[keyof typeof lockClass], key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${cls}::int, hashtext(${key}))`);
}
