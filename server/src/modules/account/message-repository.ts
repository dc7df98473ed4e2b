import { count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
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

/** New accounts: this module's SaaS badge (manifest.ts). */
export async function countAccountsSince(db: Executor, since: Date | SQL) {
  const [row] = await db.select({ n: count() }).from(accounts).where(gt(accounts.createdAt, since));
  return row.n;
}

/** When a badge's page was never opened: what arrived in the last 7 days. */
export function sinceOrRecent(since: Date | undefined): Date | SQL {
  return since ?? NEVER_SEEN;
}

export async function markSeen(db: Executor, accountId: number, type: SaasMessageType) {
  await db
    .insert(accountMessageReads)
    .values({ accountId, type, seenAt: sql`now()` })
    .onConflictDoUpdate({ target: [accountMessageReads.accountId, accountMessageReads.type], set: { seenAt: sql`now()` } });
}
