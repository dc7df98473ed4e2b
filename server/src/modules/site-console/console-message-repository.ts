import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { pointRecords, siteMessageReads, siteUsers } from '../../db/schema';

export async function findSeenAt(db: Executor, siteId: number, siteUserId: number) {
  const rows = await db
    .select({ type: siteMessageReads.type, seenAt: siteMessageReads.seenAt })
    .from(siteMessageReads)
    .where(and(eq(siteMessageReads.siteId, siteId), eq(siteMessageReads.siteUserId, siteUserId)));
  return new Map(rows.map((row) => [row.type, row.seenAt]));
}

export async function markSeen(db: Executor, siteId: number, siteUserId: number, type: string) {
  await db
    .insert(siteMessageReads)
    .values({ siteId, siteUserId, type, seenAt: sql`now()` })
    .onConflictDoUpdate({
      target: [siteMessageReads.siteId, siteMessageReads.siteUserId, siteMessageReads.type],
      set: { seenAt: sql`now()` },
    });
}

export async function countMembersSince(db: Executor, siteId: number, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.isAnonymous, false), gt(siteUsers.createdAt, since)));
  return row.n;
}

export async function countPointRecordsSince(db: Executor, siteId: number, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointRecords)
    .where(and(eq(pointRecords.siteId, siteId), gt(pointRecords.createdAt, since)));
  return row.n;
}
