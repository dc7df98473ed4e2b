import { count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { countOrdersSince } from '../order/order-repository';
import { countSitesSince } from '../site/site-repository';
import { countAllMembersSince } from '../site/site-user-repository';
import { accountMessageReads, accounts } from './account.tables';

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

async function countAccountsSince(db: Executor, since: Date | SQL) {
  const [row] = await db.select({ n: count() }).from(accounts).where(gt(accounts.createdAt, since));
  return row.n;
}

// What arrived since: each counted by the module that owns it.
const counters: Record<SaasMessageType, (db: Executor, since: Date | SQL) => Promise<number>> = {
  account: countAccountsSince,
  site: countSitesSince,
  siteUser: countAllMembersSince,
  order: countOrdersSince,
};

export function countSince(db: Executor, type: SaasMessageType, since: Date | undefined): Promise<number> {
  return counters[type](db, since ?? NEVER_SEEN);
}

export async function markSeen(db: Executor, accountId: number, type: SaasMessageType) {
  await db
    .insert(accountMessageReads)
    .values({ accountId, type, seenAt: sql`now()` })
    .onConflictDoUpdate({ target: [accountMessageReads.accountId, accountMessageReads.type], set: { seenAt: sql`now()` } });
}
