import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { siteMessageReads } from './site-console.tables';

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
