import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accountMessageReads, accounts, sites, siteUsers } from '../../db/schema';

export type SaasMessageType = 'account' | 'siteUser' | 'site';

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
  const query =
    type === 'account'
      ? db.select({ n: count() }).from(accounts).where(gt(accounts.createdAt, after))
      : type === 'site'
        ? db.select({ n: count() }).from(sites).where(gt(sites.createdAt, after))
        : db
            .select({ n: count() })
            .from(siteUsers)
            .where(and(gt(siteUsers.createdAt, after), eq(siteUsers.isAnonymous, false)));
  const [row] = await query;
  return row.n;
}

export async function markSeen(db: Executor, accountId: number, type: SaasMessageType) {
  await db
    .insert(accountMessageReads)
    .values({ accountId, type, seenAt: sql`now()` })
    .onConflictDoUpdate({ target: [accountMessageReads.accountId, accountMessageReads.type], set: { seenAt: sql`now()` } });
}
