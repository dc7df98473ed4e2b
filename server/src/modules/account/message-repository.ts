import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { accountMessageReads, accounts, orders, sites, siteUsers } from '../../db/schema';

export type SaasMessageType = Schema<'SaasMessageType'>;

/** A page never opened counts what arrived in the last 7 days, so a new manager is not greeted by every row ever made. */
const NEVER_SEEN = sql`now() - interval '7 days'`;

export async function seenTimes(db: Executor, accountId: number): Promise<Map<string, Date>> {
  const rows = await db
    .select({ type: accountMessageReads.type, seenAt: accountMessageReads.seenAt })
    .from(accountMessageReads)
    .where(eq(accountMessageReads.accountId, accountId));
  return new Map(rows.map((r) => [r.type, r.seenAt]));
}

export async function countSince(db: Executor, type: SaasMessageType, since: Date | undefined): Promise<number> {
  const after = since ?? NEVER_SEEN;
  const queries: Record<SaasMessageType, () => Promise<{ n: number }[]>> = {
    account: () => db.select({ n: count() }).from(accounts).where(gt(accounts.createdAt, after)),
    site: () => db.select({ n: count() }).from(sites).where(gt(sites.createdAt, after)),
    siteUser: () =>
      db
        .select({ n: count() })
        .from(siteUsers)
        .where(and(gt(siteUsers.createdAt, after), eq(siteUsers.isAnonymous, false))),
    order: () => db.select({ n: count() }).from(orders).where(gt(orders.createdAt, after)),
  };
  const [row] = await queries[type]();
  return row.n;
}

export async function markSeen(db: Executor, accountId: number, type: SaasMessageType) {
  await db
    .insert(accountMessageReads)
    .values({ accountId, type, seenAt: sql`now()` })
    .onConflictDoUpdate({ target: [accountMessageReads.accountId, accountMessageReads.type], set: { seenAt: sql`now()` } });
}
